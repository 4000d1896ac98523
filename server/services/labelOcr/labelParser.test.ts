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
