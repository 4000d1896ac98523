import { counted, named, names } from './testing/mealItems'

/** Found by the thirty-sixth meal set (2026-11-29): what a chatty diary entry says around its food. */
describe('a chatty entry', () => {
  it('reads where and how it was eaten as no food', () => {
    expect(names('grabbed a grande latte at starbucks on the way in and a blueberry muffin')).toEqual([
      'Latte',
      'Blueberry muffin',
    ])
    expect(names('packed lunch: turkey sandwich, apple')).toEqual(['Turkey sandwich', 'Apple'])
    expect(names('spaghetti w meat sauce (about 2 cups, more pasta than sauce)')).toEqual(['Spaghetti bolognese'])
  })

  it('reads a glass of red as red wine and "closer to 8 oz than 5" as about 8 oz', () => {
    expect(named('poured myself a glass of red, probably closer to 8 oz than 5 lol')).toEqual([['Red wine', 234.2]])
    expect(names('a glass of white')).toEqual(['White wine'])
    expect(names('red bull')).toEqual(['Energy drink'])
    // ("ugh" stays a word of its own: "ugh rough night" names no food, not orange roughy.)
    expect(names('ugh rough night, didnt sleep')).toEqual([])
    expect(names('2 glasses of white russian')).toEqual(['White russian'])
  })

  it('reads "one of the big squares" and "3 of the bigger ones" as the food before by that size', () => {
    expect(counted('pancakes, had 3 of the bigger ones')).toEqual([['Pancake', 231, 3]])
    expect(named('brownie from the bakery tray, one of the big squares')).toEqual([['Brownie', 84]])
  })

  it('reads a bar "(both)" as the two of its pouch, and slices of a bread’s kind as bread', () => {
    expect(counted('nature valley bar (both)')).toEqual([['Granola bar', 42, 2]])
    expect(names('sandwich on 2 slices whole wheat, 60g deli turkey')).toContain('Whole wheat bread')
  })

  it('reads a share "of them" after a food as that share of it', () => {
    expect(named('stole some of my son’s nachos, maybe a quarter of them')).toEqual([['Nachos', 63.8]])
  })

  it('reads a dish’s name over one line of measured parts as the dish with its parts', () => {
    expect(names('slow cooker pot roast\n170g beef chuck, 150g potatoes, 90g carrots')).toHaveLength(3)
    expect(names('slow cooker pot roast\n170g beef chuck, 150g potatoes, 90g carrots')).not.toContain('Pot roast')
    // (Not a food over a line of other foods.)
    expect(names('greek yogurt\n1 banana, 2 tbsp honey')).toEqual(['Greek yogurt', 'Banana', 'Honey'])
  })
})

describe('shares of a takeout container, pancake sizes and soup made at home', () => {
  it('reads "a third of the container" as a third of the takeout serving', () => {
    expect(named("general tso's, probably a third of the container")).toEqual([['General tso chicken', 178.3]])
  })

  it('reads a hedged diameter in parentheses after a sentence naming pancakes as theirs', () => {
    expect(counted('weekend pancakes!! had 3 of the bigger ones (maybe 6 inches?)')).toEqual([['Pancake', 231, 3]])
  })

  it('reads homemade chicken noodle soup as the home-style soup, a bare one as the canned', () => {
    expect(named('a bowl of homemade chicken soup')).toEqual([['Homestyle chicken noodle soup', 368]])
    expect(names('chicken noodle soup')).toEqual(['Chicken noodle soup'])
  })
})

describe('short forms and dishes by their protein', () => {
  it('reads "pb" before a food made with it as peanut butter, not a cup of it', () => {
    expect(names('pb cups')).toEqual(['Reeses'])
    expect(names('pb sandwich')).toEqual(['Peanut butter and jelly sandwich'])
    expect(named('apple and pb')[1]).toEqual(['Peanut butter', 32])
  })

  it('reads a tofu or vegetable stir fry as its own dish, not the chicken one', () => {
    expect(names('tofu stir fry')).toEqual(['Tofu stir fry'])
    expect(names('veggie stir fry')).toEqual(['Vegetable stir fry'])
    expect(names('stir fry')).toEqual(['Chicken stir fry'])
    expect(names('chicken and vegetable stir fry')).toEqual(['Chicken stir fry'])
    expect(names('tofu stir fry over rice')).toEqual(['Tofu stir fry', 'White rice'])
  })
})

describe('a new user’s first week', () => {
  it('reads how long it cooked, where it was bought and a night named for a food as no food', () => {
    expect(named('smoked a packer for 12 hrs. I had about 6 oz of brisket')).toEqual([['Brisket', 170.1]])
    expect(names('chicken teriyaki plate at the japanese place in the mall')).toEqual(['Chicken teriyaki'])
    expect(names('sushi night (veg)\nmiso soup\navocado roll, 6 pcs')).toEqual(['Miso soup', 'Avocado roll'])
    expect(names('large pho tai (rare steak)')).toEqual(['Pho'])
    expect(names('pizza night: had 3 slices')).toEqual(['Cheese pizza'])
  })

  it('reads "made 4 servings, I had 1" as a quarter of the batch, and "ate the whole box" as a box', () => {
    const curry =
      'green curry. whole pot was 1 can coconut milk, 1 lb chicken thighs, 1 red bell pepper. made 4 servings, I had 1'
    expect(named(curry).map(([, grams]) => grams)).toEqual([89.6, 113.4, 29.8])
    expect(named('kraft mac n cheese, ate the whole box lol')).toEqual([['Mac and cheese', 495]])
    // (With no parts listed, one serving of the batch; a count of servings is no part.)
    expect(counted('chili, made 6 bowls, i had 1')).toEqual([['Chili', 256, 1]])
    expect(counted('lasagna, the whole pan was 8 servings, i ate 2')).toEqual([['Meat lasagna', 510, 2]])
  })

  it('reads "to drink", "ate the whole sandwich" and a soup’s parts said as eaten as no food besides', () => {
    expect(names('a 5 oz can of tuna. To drink, a glass of unsweetened iced tea.')).toEqual(['Tuna', 'Tea'])
    expect(names('banh mi (grilled pork), ate the whole sandwich in the car')).toEqual(['Banh mi'])
    expect(names('large pho tai (rare steak), ate all the noodles and meat and maybe half the broth')).toEqual(['Pho'])
    expect(names('ate all the fries')).toEqual(['French fries'])
    // (Only after a food of its own; a parts-eaten phrase ends where its words do.)
    expect(names('i ate the whole burrito')).toEqual(['Burrito'])
    expect(names('subway, i had the whole sub')).toHaveLength(1)
    expect(names('2 tacos, ate the whole taco salad too')).toEqual(['Taco', 'Taco salad'])
    expect(names('spaghetti bowl, ate all the meatballs')).toContain('Meatballs')
  })

  it('reads two orders split as half of each', () => {
    expect(
      counted('split an order of beef with broccoli and an order of vegetable lo mein').map(([, , n]) => n),
    ).toEqual([0.5, 0.5])
  })

  it('finds sugar-free jello and an avocado roll', () => {
    expect(named('sugar free jello')).toEqual([
      ['Gelatin desserts, dry mix, reduced calorie, with aspartame, prepared with water', 117],
    ])
    expect(counted('avocado roll, 6 pcs')).toEqual([['Avocado roll', 156, 6]])
  })
})

describe('what is said of a dish’s own sauce, a box made up and a sauce’s makings', () => {
  it('reads "w the sauce" as the dish’s own sauce, no sauce besides', () => {
    expect(names('chicken adobo, 2 thighs w the sauce over a cup of white rice')).toEqual([
      'Chicken thigh',
      'White rice',
    ])
  })

  it('reads a boxed dinner made with its butter and milk, a share eaten, as that share of the box as made', () => {
    expect(counted('kraft mac n cheese, made the whole box w 4 tbsp butter and 1/4 cup 2% milk, ate half')).toEqual([
      ['Mac and cheese', 247.5, 0.5],
    ])
    expect(counted('made a box of kraft mac n cheese w 4 tbsp butter and 1/4 cup milk, ate half')).toEqual([
      ['Mac and cheese', 247.5, 0.5],
    ])
  })

  it('reads a sauce said with what it was made of and its amount as that amount of the sauce', () => {
    expect(counted('cocktail sauce (ketchup + horseradish, maybe 2 tbsp)')).toEqual([
      ['Sauce, cocktail, ready-to-serve', 30, 2],
    ])
  })
})
