import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { detectFormat } from './detectFormat'

const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures', name), 'utf8')

describe('telling which CSV a file is from its header', () => {
  it('knows the three fixtures', () => {
    expect(detectFormat(fixture('macroTracker.csv'))).toBe('macro-tracker-csv')
    expect(detectFormat(fixture('myFitnessPal.csv'))).toBe('myfitnesspal')
    expect(detectFormat(fixture('cronometer.csv'))).toBe('cronometer')
  })

  it('knows this project’s export with or without eaten_at, after a byte-order mark', () => {
    expect(
      detectFormat(
        '\uFEFFdate,meal_type,food,quantity,serving,grams,calories,protein,carbs,fat,fiber,sugar,sodium\r\n',
      ),
    ).toBe('macro-tracker-csv')
    expect(
      detectFormat(
        'date,meal_type,food,quantity,serving,grams,calories,protein,carbs,fat,fiber,sugar,sodium,eaten_at,extra',
      ),
    ).toBeNull()
  })

  it('knows MyFitnessPal by a header starting Date,Meal in any case, and Cronometer by its four columns', () => {
    expect(detectFormat('DATE,meal,Calories,Fat (g),Protein (g),Carbohydrates (g),Note\n')).toBe('myfitnesspal')
    expect(detectFormat('Day,Food Name,Amount,Energy (kcal),Protein (g)\n')).toBe('cronometer')
  })

  it('answers null for other CSV files and for text that is not CSV', () => {
    expect(detectFormat('Date,Weight\n2024-07-02,85.5\n')).toBeNull() // MyFitnessPal's measurements
    expect(detectFormat('Date,Energy (kcal),Protein (g),Carbs (g),Fat (g),Completed\n')).toBeNull() // Cronometer's daily summary
    expect(detectFormat('Day,Time,Group,Metric,Unit,Amount\n')).toBeNull() // Cronometer's biometrics
    expect(detectFormat('Meal,Date,Calories\n')).toBeNull()
    expect(detectFormat('')).toBeNull()
    expect(detectFormat('"unclosed,header\n')).toBeNull()
  })
})
