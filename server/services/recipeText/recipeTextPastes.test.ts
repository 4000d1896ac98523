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
})
