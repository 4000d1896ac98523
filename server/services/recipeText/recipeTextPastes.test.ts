import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { RECIPE_FIXTURE_DIR } from './recipeEvaluation'
import { parseRecipeText } from './recipeTextParser'

const stepStarts = (text: string) =>
  parseRecipeText(text).steps.map((step) => step.text.split(' ').slice(0, 3).join(' '))

describe('recipes pasted from phones, emails and blogs', () => {
  it('splits a phone note without headings into ingredients and one step per instruction line', () => {
    const text = [
      "Mom's banana bread",
      '3 ripe bananas mashed',
      '1/3 cup melted butter',
      '1 egg beaten',
      '1 1/2 cups flour',
      'mix butter into bananas',
      'add sugar egg and vanilla',
      'stir in flour',
      'bake 350 for 60 min in greased loaf pan',
    ].join('\n')
    const recipe = parseRecipeText(text)
    expect(recipe.ingredients.map((ingredient) => ingredient.name)).toEqual(['bananas', 'butter', 'egg', 'flour'])
    expect(stepStarts(text)).toEqual(['mix butter into', 'add sugar egg', 'stir in flour', 'bake 350 for'])
  })

  it("drops an email's greeting and sign-off", () => {
    const text = [
      'Hey Tom,',
      'Here you go!',
      '',
      'Rice Pilaf',
      'Ingredients',
      '1 cup rice',
      'Instructions',
      'Toast the rice in butter.',
      'Simmer in the broth for 18 minutes.',
      '',
      'Love,',
      'Maria',
      'Sent from my iPhone',
    ].join('\n')
    const recipe = parseRecipeText(text)
    expect(recipe.title).toBe('Rice Pilaf')
    expect(stepStarts(text)).toEqual(['Toast the rice', 'Simmer in the'])
  })

  it("leaves a blog's ratings, share buttons and breadcrumbs out of the description", () => {
    const recipe = parseRecipeText(
      'Lentil Soup\nRated 4.9 out of 5 (86 ratings)\nPrint | Pin | Save\nHome » Recipes » Soup\nA warming soup.\n' +
        'Ingredients\n1 cup lentils\nMethod\nSimmer the lentils.',
    )
    expect(recipe.description).toBe('A warming soup.')
  })

  it('reads "Ready in", "Serves: four" and "Yield: Makes about 2 dozen" as times and servings', () => {
    const pilaf = parseRecipeText('Rice Pilaf\nReady in 25 minutes, serves 2.\nIngredients\n1 cup rice\nMethod\nCook.')
    expect([pilaf.total_time, pilaf.servings, pilaf.description]).toEqual([25, 2, ''])
    expect(parseRecipeText('Soup\nServes: four\nIngredients\n1 onion\nMethod\nCook.').servings).toBe(4)
    const meatballs = parseRecipeText(
      'Meatballs\nYield: Makes about 2 dozen meatballs\nIngredients\n1 lb beef\nMethod\nRoll.',
    )
    expect([meatballs.servings, meatballs.description]).toEqual([24, ''])
  })

  it("takes a COOK'S TIP section as notes, not a step", () => {
    const recipe = parseRecipeText(
      "Pie\nINGREDIENTS\n1 crust\nMETHOD\n1. Bake the crust.\n\nCOOK'S TIP\nThe filling can be made a day ahead.",
    )
    expect(recipe.steps).toHaveLength(1)
    expect(recipe.notes).toBe('The filling can be made a day ahead.')
  })

  it("takes a blog card's title and summary, not a badge ('Kid approved') and the story above the card", () => {
    const recipe = parseRecipeText(readFileSync(join(RECIPE_FIXTURE_DIR, '19-blog-story-fajitas.txt'), 'utf8'))
    expect(recipe.title).toBe('Sheet Pan Chicken Fajitas')
    expect(recipe.description).toBe('Juicy chicken and sweet peppers roasted with a smoky spice rub, all on one pan.')
    expect(recipe.ingredients.map((i) => [i.quantity, i.unit, i.name])).toEqual([
      [1.5, 'lb', 'boneless skinless chicken breasts'],
      [3, null, 'bell peppers'],
      [1, null, 'red onion'],
      [2, 'tbsp', 'olive oil'],
      [2, 'tsp', 'chili powder'],
      [1, 'tsp', 'smoked paprika'],
      [1, 'tsp', 'ground cumin'],
      [0.5, 'tsp', 'garlic powder'],
      [0.5, 'tsp', 'salt'],
      [8, null, 'flour tortillas'],
      [1, null, 'lime'],
    ])
    expect(stepStarts(readFileSync(join(RECIPE_FIXTURE_DIR, '19-blog-story-fajitas.txt'), 'utf8'))).toEqual([
      'Preheat the oven',
      'In a large',
      'Spread everything out',
      'Roast for 18',
      'Squeeze the lime',
    ])
    expect([recipe.servings, recipe.prep_time, recipe.cook_time]).toEqual([4, 10, 20])
  })

  it('keeps the name a badge or a share button would take when it heads the paste', () => {
    const text = '- Kid approved\nPrint\nWeeknight Chili\nIngredients\n1 lb beef\nMethod\nBrown the beef.'
    expect(parseRecipeText(text).title).toBe('Weeknight Chili')
    expect(parseRecipeText('Gluten free · Dairy free\nLemon Rice\nIngredients\n1 cup rice').title).toBe('Lemon Rice')
  })

  it('leaves the description empty when the title is followed by the story, not a short summary', () => {
    const story = 'We first made this on a rainy Sunday when the power went out and the kids were bored. '.repeat(5)
    const recipe = parseRecipeText(`Tomato Soup\n${story}\n\nIngredients\n1 can tomatoes\nMethod\nSimmer.`)
    expect(recipe.title).toBe('Tomato Soup')
    expect(recipe.description).toBe('')
  })

  it('takes a short summary a blank line after the title, and skips the badges in between', () => {
    const recipe = parseRecipeText(
      'Lemon Rice\n\n• Kid approved\n\nBright, buttery rice for any weeknight.\n\nIngredients\n1 cup rice\nMethod\nCook.',
    )
    expect(recipe.description).toBe('Bright, buttery rice for any weeknight.')
  })
})
