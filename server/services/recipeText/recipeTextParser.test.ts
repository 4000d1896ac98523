import { loadRecipeFixtures, RECIPE_FIELDS, scoreRecipe } from './recipeEvaluation'
import { parseRecipeText } from './recipeTextParser'

describe('parseRecipeText', () => {
  it.each(loadRecipeFixtures().map((f) => [f.name, f] as const))(
    'reads the evaluation recipe %s as expected',
    (_, fixture) => {
      const score = scoreRecipe(fixture.expected, parseRecipeText(fixture.text))
      expect(RECIPE_FIELDS.map((field) => score[field]).filter(Boolean)).toEqual([])
    },
  )

  it('reads title, description, servings and times from the lines before the ingredients', () => {
    const recipe = parseRecipeText(
      [
        'Lemon Drizzle Cake',
        'A light sponge soaked in lemon syrup.',
        'Serves 8',
        'Prep time: 15 mins',
        'Cook: 1 hr 10 min',
        '',
        'Ingredients',
        '225g butter',
        'Method',
        'Beat everything together.',
      ].join('\n'),
    )
    expect(recipe).toMatchObject({
      title: 'Lemon Drizzle Cake',
      description: 'A light sponge soaked in lemon syrup.',
      servings: 8,
      prep_time: 15,
      cook_time: 70,
      total_time: 85,
    })
  })

  it("takes the recipe card's title over a post's headline and chatter", () => {
    const text = [
      "The Only Banana Bread You'll Ever Need",
      '',
      'Okay, confession time: I have made this one fifty times. Scroll down for the recipe!',
      '',
      'Banana Bread',
      'Serves 10',
      '',
      'Ingredients',
      '- 3 bananas',
      '',
      'Method',
      '1. Bake it.',
    ].join('\n')
    expect(parseRecipeText(text).title).toBe('Banana Bread')
  })

  it("reads an emailed recipe: not the subject line, the recipe's own title", () => {
    const text = [
      'Subject: Re: that oats recipe!!',
      '',
      'Hi Sam,',
      '',
      "So good to see you! Here's the recipe I promised.",
      '',
      'Overnight Oats',
      'Makes 2 servings',
      '',
      'Ingredients:',
      '- 1 cup rolled oats',
      '',
      'Preparation:',
      'Stir and chill overnight.',
    ].join('\n')
    const parsed = parseRecipeText(text)
    expect(parsed.title).toBe('Overnight Oats')
    expect(parsed.servings).toBe(2)
    expect(parseRecipeText('Fwd: Grandma’s stew\n\nIngredients\n1 onion').title).toBe('Grandma’s stew')
  })

  it('takes a written total time over prep plus cook', () => {
    const recipe = parseRecipeText(
      'Stew\nPrep 10 min | Cook 20 min\nTotal Time 1 hour 30 minutes\nIngredients\n1 onion\nMethod\nCook.',
    )
    expect(recipe.total_time).toBe(90)
  })

  it('counts pieces for "Makes 24 cookies" and says what one serving is', () => {
    const recipe = parseRecipeText('Cookies\nMakes 24 cookies\nIngredients\n1 cup flour\nDirections\nBake.')
    expect(recipe).toMatchObject({ servings: 24, serving_size: '1 cookie' })
  })

  it('splits a single method paragraph into one step per sentence', () => {
    const recipe = parseRecipeText(
      'Toast\nIngredients\n2 slices bread\nMethod\nToast the bread for approx. 2 minutes. Butter it while hot. Serve at once.',
    )
    expect(recipe.steps).toEqual([
      { text: 'Toast the bread for approx. 2 minutes.', order: 1 },
      { text: 'Butter it while hot.', order: 2 },
      { text: 'Serve at once.', order: 3 },
    ])
  })

  it('keeps several method paragraphs as one step each', () => {
    const recipe = parseRecipeText(
      'Soup\nIngredients\n1 onion\nDirections\nFry the onion. Add stock.\n\nSimmer for 20 minutes.\nBlend until smooth.',
    )
    expect(recipe.steps.map((s) => s.text)).toEqual([
      'Fry the onion. Add stock.',
      'Simmer for 20 minutes. Blend until smooth.',
    ])
  })

  it('drops step numbers and bullets from the steps', () => {
    const numbered = parseRecipeText(
      'Eggs\nINGREDIENTS\n2 eggs\nINSTRUCTIONS\n1) Whisk the eggs.\nStep 2: Cook gently.\n3. Serve.',
    )
    expect(numbered.steps.map((s) => s.text)).toEqual(['Whisk the eggs.', 'Cook gently.', 'Serve.'])
    const bulleted = parseRecipeText('Eggs\nINGREDIENTS\n- 2 eggs\nINSTRUCTIONS\n• Whisk the eggs\n• Cook gently')
    expect(bulleted.steps.map((s) => s.text)).toEqual(['Whisk the eggs', 'Cook gently'])
  })

  it('records sub-section headings as the section of the ingredients below them, not as ingredients', () => {
    const recipe = parseRecipeText(
      'Salad\nIngredients\nFor the dressing:\n3 tbsp olive oil\n1 tbsp vinegar\n\nSalad\n1 head lettuce\nMethod\nToss.',
    )
    expect(recipe.ingredients.map((i) => [i.name, i.section])).toEqual([
      ['olive oil', 'For the dressing'],
      ['vinegar', 'For the dressing'],
      ['lettuce', 'Salad'],
    ])
  })

  it('reads a recipe written without any headings', () => {
    const recipe = parseRecipeText(
      'quick omelette\n\n2 eggs\npinch of salt\n1 tsp butter\n\nBeat the eggs with the salt. Cook in the butter.',
    )
    expect(recipe.title).toBe('quick omelette')
    expect(recipe.ingredients.map((i) => [i.name, i.quantity, i.unit])).toEqual([
      ['eggs', 2, null],
      ['salt', 1, 'pinch'],
      ['butter', 1, 'tsp'],
    ])
    expect(recipe.steps).toHaveLength(2)
  })

  it('collects notes under a Notes or Tips heading and from "Note:" lines', () => {
    const recipe = parseRecipeText(
      'Rice\nIngredients\n1 cup rice\nMethod\nCook.\nNote: rinse the rice first.\nTips\n- Use a lid.',
    )
    expect(recipe.notes).toBe('rinse the rice first.\nUse a lid.')
  })

  it('returns empty fields for empty text', () => {
    expect(parseRecipeText('')).toEqual({
      title: '',
      description: '',
      servings: null,
      serving_size: null,
      prep_time: null,
      cook_time: null,
      total_time: null,
      ingredients: [],
      steps: [],
      notes: '',
    })
  })
})
