import { counted, named, names } from './testing/mealItems'

/** Found by the fifty-first meal set (2026-11-29, night): dieters and gym-goers who weigh and count. */
describe('what calorie counters say', () => {
  it('reads a calorie count in a product’s name as no amount, and "zero cal" as sugar free', () => {
    expect(counted('quaker chewy 90 cal bar')).toEqual([['Chewy granola bar', 28, 1]])
    expect(counted('2 tbsp zero cal syrup')).toEqual([['Syrups, sugar free', 30, 2]])
    expect(names('water (0 cal)')).toEqual(['Water'])
  })

  it('reads a spray said bare as cooking spray, and salt + pepper as no bell pepper', () => {
    expect(names('1/2 cup egg beaters cooked w spray')).toEqual([
      'Egg substitute, liquid or frozen, fat free',
      'Oil, PAM cooking spray, original',
    ])
    expect(names('2 hard boiled eggs w salt + pepper')).not.toContain('Red bell pepper')
    expect(names('salad w spray dressing')).not.toContain('Oil, PAM cooking spray, original')
  })

  it('reads a granola’s flavour in brackets as its kind, not honey besides', () => {
    expect(names('1/4 cup quaker granola (oats honey)')).toEqual(['Granola'])
    expect(names('1 cup cooked oatmeal (made w water)')).toEqual(['Oatmeal'])
    expect(names('1 cup cereal (plus milk)')).toEqual(['Corn flakes', 'Whole milk'])
  })

  it('reads "chx" and "broc" as chicken and broccoli', () => {
    expect(named('chx 150g cooked\nbroc 80g')).toEqual([
      ['Chicken breast', 150],
      ['Broccoli', 80],
    ])
  })

  it('reads "oops" and "(cheat)" as no food', () => {
    expect(names('2 glazed donuts. oops')).toEqual(['Glazed donut'])
    expect(counted('taco bell (cheat) - 2 crunchy tacos')[0][2]).toBe(2)
    expect(names('dinner (cheat meal: big mac and large fries)')).toEqual(['Big mac', 'French fries'])
  })
})

describe('the light and low-fat foods dieters buy', () => {
  it('reads each by its own USDA entry', () => {
    expect(names('2 tbsp pb2')).toEqual(['Peanut flour, defatted'])
    expect(names('2 tbsp fat free half & half')).toEqual(['Cream, half and half, fat free'])
    expect(named('1 kraft free single')).toEqual([
      ['KRAFT FREE Singles American Nonfat Pasteurized Process Cheese Product', 21],
    ])
    expect(named('special k protein shake, 1 bottle')).toEqual([["Beverages, KELLOGG'S, SPECIAL K Protein Shake", 296]])
    expect(named('2 slices light wheat toast')).toEqual([['Bread, reduced-calorie, wheat', 42]])
    expect(named('1 tbsp reduced fat pb')).toEqual([['Peanut butter, smooth, reduced fat', 18]])
    expect(named('1 cup 1% cottage cheese')).toEqual([['Cheese, cottage, lowfat, 1% milkfat', 226]])
    expect(names('zoodles from 1 medium zucchini')).toEqual(['Zucchini'])
  })
})

describe('a sandwich spelled out and a batch split', () => {
  it('reads a bread listed bare in a sandwich’s parts as its two slices', () => {
    expect(counted('bologna sandwich - 2 slices bologna, 1 slice american, white bread, mustard')[2]).toEqual([
      'White bread',
      58,
      2,
    ])
  })

  it('reads "split it 50/50" as half', () => {
    expect(named('cooked 1 lb of chx breast (raw weight), split it 50/50 with my bf')[0][1]).toBe(226.8)
  })
})

describe('lean meats by their leanness, and light foods', () => {
  it('reads extra lean ground beef and ground turkey by USDA’s entry for that leanness', () => {
    expect(named('95/5 ground beef 5oz (raw)')).toEqual([['Beef, ground, 95% lean meat / 5% fat, raw', 141.7]])
    expect(named('4oz 93/7 ground turkey (raw wt)')).toEqual([['Ground turkey, 93% lean, 7% fat, raw', 113.4]])
    expect(names('6 oz 85/15 ground beef')).toEqual(['Ground beef'])
  })

  it('reads the meat a batch of patties was made from as raw', () => {
    expect(named('made 4 patties from 1 lb 93/7 ground turkey, had 1')).toEqual([
      ['Ground turkey, 93% lean, 7% fat, raw', 113.4],
    ])
  })

  it('reads light ranch, light rye and a light bun by their own entries', () => {
    expect(names('2 tbsp light ranch')).toEqual(['Salad dressing, ranch dressing, reduced fat'])
    expect(named('1 slice light rye toast')).toEqual([['Bread, reduced-calorie, rye', 23]])
    expect(names('a light bun')).toEqual(['Rolls, hamburger or hotdog, reduced-calorie'])
  })

  it('reads a share of a container whose size is said in brackets as that share of the size', () => {
    expect(named('half a carton of liquid egg whites (the 16oz one)')[0][1]).toBe(226.8)
  })
})
