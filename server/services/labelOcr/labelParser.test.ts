import { parseNutritionLabel } from './labelParser'

const US_LABEL = `Nutrition Facts
8 servings per container
Serving size 2/3 cup (55g)
Amount per serving
Calories 230
% Daily Value*
Total Fat 8g 10%
Saturated Fat 1g 5%
Trans Fat 0g
Cholesterol 0mg 0%
Sodium 160mg 7%
Total Carbohydrate 37g 13%
Dietary Fiber 4g 14%
Total Sugars 12g
Includes 10g Added Sugars 20%
Protein 3g`

const EU_LABEL = `NUTRITION
Typical values Per 100g Per biscuit (12.5g) %RI*
Energy 2025kJ/483kcal 253kJ/60kcal 3%
Fat 20.3g 2.5g 4%
of which saturates 9.9g 1.2g 6%
Carbohydrate 66.1g 8.3g 3%
of which sugars 28.5g 3.6g 4%
Fibre 3.6g 0.5g
Protein 6.8g 0.9g 2%
Salt 0.95g 0.12g 2%`

describe('parseNutritionLabel', () => {
  it('reads a US Nutrition Facts panel per serving and works out per 100 g from the grams', () => {
    expect(parseNutritionLabel(US_LABEL)).toEqual({
      serving_size: '2/3 cup (55g)',
      calories: 230,
      protein: 3,
      carbs: 37,
      fat: 8,
      per: 'serving',
      calories_per_100g: 418,
      protein_per_100g: 5.5,
      carbs_per_100g: 67.3,
      fat_per_100g: 14.5,
      fiber: 4,
      sugar: 12,
      sodium: 160,
      fiber_per_100g: 7.3,
      sugar_per_100g: 21.8,
      sodium_per_100g: 291,
    })
  })

  it('reads an EU table with per-100 g and per-serving columns', () => {
    expect(parseNutritionLabel(EU_LABEL)).toEqual({
      serving_size: 'biscuit (12.5g)',
      calories: 60,
      protein: 0.9,
      carbs: 8.3,
      fat: 2.5,
      per: 'serving',
      calories_per_100g: 483,
      protein_per_100g: 6.8,
      carbs_per_100g: 66.1,
      fat_per_100g: 20.3,
      fiber: 0.5,
      sugar: 3.6,
      sodium: 48,
      fiber_per_100g: 3.6,
      sugar_per_100g: 28.5,
      sodium_per_100g: 380,
    })
  })

  it('computes per-serving values from per 100 g when only those and a serving weight are printed', () => {
    const label =
      'Nutrition information per 100 g\nEnergy 1590 kJ / 378 kcal\nFat 6.5 g\nCarbohydrate 62 g\nProtein 11 g\nServing size: 40 g'
    expect(parseNutritionLabel(label)).toMatchObject({
      serving_size: '40 g',
      per: '100g',
      calories: 151,
      fat: 2.6,
      carbs: 24.8,
      protein: 4.4,
      calories_per_100g: 378,
    })
  })

  it('uses 100 g as the serving when only per-100 g values are printed', () => {
    const label = 'Nutritional values per 100 g\nEnergy 420 kJ\nFat 3,1 g\nCarbohydrate 12,0 g\nProtein 4,5 g'
    expect(parseNutritionLabel(label)).toMatchObject({ serving_size: '100 g', per: '100g', calories: 100, fat: 3.1 })
  })

  it('converts kJ to kcal when no kcal is printed', () => {
    expect(parseNutritionLabel('per 100 g\nEnergy 1046 kJ\nFat 1 g\nCarbohydrate 50 g\nProtein 8 g')?.calories).toBe(
      250,
    )
  })

  it('reads through OCR noise: O for 0, l for 1, missing spaces, stray marks', () => {
    const noisy = `Nutrition Facts
Serving size 1 bar (4Og)
| Calories 23O
Total Fat 8 g | 10%
TotalCarbohydrate37g 13%
Protein3g`
    expect(parseNutritionLabel(noisy)).toMatchObject({
      serving_size: '1 bar (40g)',
      calories: 230,
      fat: 8,
      carbs: 37,
      protein: 3,
    })
  })

  it('never takes a % daily value or milligrams for grams', () => {
    const label =
      'Nutrition Facts\nServing size 1 cup (240mL)\nCalories 90\nTotal Fat 10%\nSodium 890mg 37%\nTotal Carbohydrate 13g 4%\nProtein 5g'
    expect(parseNutritionLabel(label)).toMatchObject({
      calories: 90,
      fat: null,
      carbs: 13,
      protein: 5,
      fat_per_100g: null,
    })
  })

  it('reads a "g" misread as "9" and a dropped decimal point when the label is otherwise consistent', () => {
    const label =
      'Nutrition Facts\nServing size 1 cup (253g)\nCalories 270\nTotal Fat 79 11%\nTotal Carbohydrate 31g 10%\nProtein 19g'
    expect(parseNutritionLabel(label)).toMatchObject({ fat: 7, carbs: 31, protein: 19 })
    const eu =
      'per 100g per serving (30g)\nEnergy 1046kJ/250kcal 314kJ/75kcal\nFat 32g 1.0g\nCarbohydrate 45g 13.5g\nProtein 8.5g 2.6g'
    expect(parseNutritionLabel(eu)).toMatchObject({ fat: 1, fat_per_100g: 3.2 })
  })

  it('returns null for text that is not a nutrition label', () => {
    expect(parseNutritionLabel('Best before 12/2025. Store in a cool, dry place.')).toBeNull()
    expect(parseNutritionLabel('')).toBeNull()
  })
})

describe('parseNutritionLabel column order', () => {
  it('follows a header that puts the serving column before the per-100 g one', () => {
    const label = `NUTRITION INFORMATION
Servings per package: 8
Serving size: 30g
Per Serving Per 100g
Energy 515kJ 1720kJ
Protein 3.1g 10.3g
Fat, total 1.2g 4.0g
- saturated 0.3g 1.0g
Carbohydrate 20.1g 67.0g`
    expect(parseNutritionLabel(label)).toMatchObject({
      serving_size: '30g',
      per: 'serving',
      calories: 123,
      protein: 3.1,
      fat: 1.2,
      carbs: 20.1,
      calories_per_100g: 411,
      protein_per_100g: 10.3,
    })
  })
})

describe('parseNutritionLabel per-serving and per-100 g columns', () => {
  it('checks a per-serving column against the per-100 g one when OCR dropped a decimal point', () => {
    const label = 'per 100g per serving (30g)\nFat 32g 1.0g\nCarbohydrate 45g 13.5g\nProtein 8.5g 2.6g'
    expect(parseNutritionLabel(label)).toMatchObject({
      fat: 1,
      carbs: 13.5,
      protein: 2.6,
      fat_per_100g: 3.2,
      carbs_per_100g: 45,
      protein_per_100g: 8.5,
    })
  })
})

describe('parseNutritionLabel fibre, sugars and sodium', () => {
  it('reads a US panel: sodium in mg, dietary fiber and total sugars, never the added sugars', () => {
    const label = `Nutrition Facts
Serving size 1 cup (40g)
Calories 150
Total Fat 2g 3%
Sodium 210mg 9%
Total Carbohydrate 31g 11%
Dietary Fiber 3g 11%
Total Sugars 12g
Includes 10g Added Sugars 20%
Protein 4g`
    expect(parseNutritionLabel(label)).toMatchObject({
      fiber: 3,
      sugar: 12,
      sodium: 210,
      fiber_per_100g: 7.5,
      sugar_per_100g: 30,
      sodium_per_100g: 525,
    })
  })

  it('leaves sugars unknown when only added sugars or sugar alcohols are printed', () => {
    const label = `Nutrition Facts
Serving size 1 bar (50g)
Calories 190
Total Fat 7g 9%
Total Carbohydrate 24g 9%
Sugar Alcohol 9g
Includes 2g Added Sugars 4%
Protein 10g`
    expect(parseNutritionLabel(label)).toMatchObject({ carbs: 24, sugar: null, sugar_per_100g: null, fiber: null })
  })

  it('reads an EU per-100 g column: fibre, "of which sugars" and salt as sodium (salt × 400)', () => {
    const label = `Nutrition information
Typical values per 100 g
Energy 1590 kJ / 378 kcal
Fat 6.5 g
- of which saturates 1.2 g
Carbohydrate 62 g
- of which sugars 18 g
Fibre 8.0 g
Protein 11 g
Salt 1.2 g
Serving size: 40 g`
    expect(parseNutritionLabel(label)).toMatchObject({
      per: '100g',
      serving_size: '40 g',
      fiber_per_100g: 8,
      sugar_per_100g: 18,
      sodium_per_100g: 480,
      fiber: 3.2,
      sugar: 7.2,
      sodium: 192,
    })
  })

  it('prefers a printed sodium to the salt and turns sodium in grams into milligrams', () => {
    const label = 'per 100 g\nEnergy 250 kcal\nFat 10 g\nCarbohydrate 30 g\nProtein 10 g\nSalt 1.0 g\nSodium 0.4 g'
    expect(parseNutritionLabel(label)).toMatchObject({ sodium: 400, sodium_per_100g: 400 })
  })

  it('shows a fibre of 0 g as 0, and fibre, sugars and sodium as null when the label has none', () => {
    const zero =
      'Nutrition Facts\nServing size 1 cup (240mL)\nCalories 90\nTotal Fat 0g\nDietary Fiber 0g 0%\nProtein 5g'
    expect(parseNutritionLabel(zero)).toMatchObject({ fiber: 0, fiber_per_100g: null, sugar: null, sodium: null })
  })

  it('reads through OCR noise on these rows too', () => {
    const us = `Nutrition Facts
Serving size 2/3 cup (55g)
Calories 230
Total Fat 8g 10%
Sodium 160m9 7%
Total Carbohydrate 37g 13%
Dewtary Fiber 49 14%
Total Sugars 129
Protein 3g`
    expect(parseNutritionLabel(us)).toMatchObject({ sodium: 160, fiber: 4, sugar: 12 })
    const eu = `Typical values Per 100g Per 30g serving
Energy 1046kJ/250kcal 314kJ/75kcal
Fat 3.2g 1.0g
Carbohydrate 45g 13.5g
I of which sugars 12g 3.69
Protein 8.5g 2.6g
Salt 0.59 0.159`
    expect(parseNutritionLabel(eu)).toMatchObject({ sugar: 3.6, sugar_per_100g: 12, sodium: 60, sodium_per_100g: 200 })
  })

  it('takes no ingredient line or % for a nutrient row', () => {
    const label = `Ingredients: oat flakes, sugar 20%, salt.
Sugar 20%
Nutrition information per 100 g
Energy 1590 kJ / 378 kcal
Fat 6.5 g
Carbohydrate 62 g
of which sugars 18 g
Protein 11 g`
    expect(parseNutritionLabel(label)).toMatchObject({ sugar: 18, sodium: null, calories_per_100g: 378 })
  })
})
