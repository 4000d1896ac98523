import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { estimateMeal } from './mealEstimator'
import { readImportedFoodsFrom } from './referenceTable'
import { friendlyName, importUsda, loadImportedFoods } from './usdaImport'

const csv = (rows: (string | number)[][]): string =>
  rows.map((r) => r.map((v) => `"${String(v).replace(/"/g, '""')}"`).join(',')).join('\n') + '\n'

/** Writes a tiny FoodData Central SR Legacy download: the four CSV files with their real columns. */
function writeFixture(dir: string): void {
  writeFileSync(
    join(dir, 'food.csv'),
    csv([
      ['fdc_id', 'data_type', 'description', 'food_category_id', 'publication_date'],
      [169994, 'sr_legacy_food', 'Kohlrabi, raw', 11, '2019-04-01'],
      [173944, 'sr_legacy_food', 'Bananas, raw', 9, '2019-04-01'],
      [171268, 'sr_legacy_food', 'Cheese, gjetost', 1, '2019-04-01'],
      [999999, 'branded_food', 'SOME BRAND SNACK', '', '2019-04-01'],
    ]),
  )
  const nutrient = (id: number, fdc: number, nutrientId: number, amount: number): (string | number)[] => [
    id,
    fdc,
    nutrientId,
    amount,
    '',
    '',
    '',
    '',
    '',
    '',
    '',
  ]
  writeFileSync(
    join(dir, 'food_nutrient.csv'),
    csv([
      [
        'id',
        'fdc_id',
        'nutrient_id',
        'amount',
        'data_points',
        'derivation_id',
        'min',
        'max',
        'median',
        'footnote',
        'min_year_acquired',
      ],
      nutrient(1, 169994, 1008, 27),
      nutrient(2, 169994, 1003, 1.7),
      nutrient(3, 169994, 1004, 0.1),
      nutrient(4, 169994, 1005, 6.2),
      nutrient(5, 173944, 1008, 89),
      nutrient(6, 173944, 1003, 1.09),
      nutrient(7, 173944, 1004, 0.33),
      nutrient(8, 173944, 1005, 22.84),
      nutrient(9, 171268, 2047, 466),
      nutrient(10, 171268, 1003, 9.65),
      nutrient(11, 171268, 1004, 29.51),
      nutrient(12, 171268, 1005, 42.65),
      nutrient(13, 171268, 1093, 600),
    ]),
  )
  writeFileSync(
    join(dir, 'measure_unit.csv'),
    csv([
      ['id', 'name'],
      [1000, 'cup'],
      [9999, 'undetermined'],
    ]),
  )
  writeFileSync(
    join(dir, 'food_portion.csv'),
    csv([
      [
        'id',
        'fdc_id',
        'seq_num',
        'amount',
        'measure_unit_id',
        'portion_description',
        'modifier',
        'gram_weight',
        'data_points',
        'footnote',
        'min_year_acquired',
      ],
      [1, 169994, 1, 1, 1000, '', '', 135, '', '', ''],
      [2, 169994, 2, 1, 9999, '', 'slice', 16, '', '', ''],
      [3, 173944, 1, 1, 9999, '', 'medium (7" to 7-7/8" long)', 118, '', '', ''],
      [4, 171268, 1, 1, 9999, '', 'oz', 28.35, '', '', ''],
    ]),
  )
}

describe('USDA FoodData Central import', () => {
  let csvDir: string
  let dataDir: string

  beforeEach(() => {
    csvDir = mkdtempSync(join(tmpdir(), 'fdc-csv-'))
    dataDir = mkdtempSync(join(tmpdir(), 'fdc-data-'))
    writeFixture(csvDir)
  })

  afterEach(() => {
    rmSync(csvDir, { recursive: true, force: true })
    rmSync(dataDir, { recursive: true, force: true })
    readImportedFoodsFrom('./data')
  })

  it('imports foods with macros, portions and energy fallbacks, skipping branded foods', async () => {
    const result = await importUsda(csvDir, dataDir)
    expect(result).toMatchObject({ imported: 3, total: 3 })
    const foods = loadImportedFoods(dataDir)
    const kohlrabi = foods.find((f) => f.id === 'usda-169994')
    expect(kohlrabi).toMatchObject({
      name: 'Kohlrabi, raw',
      kcal: 27,
      protein: 1.7,
      portions: { cup: 135, slice: 16 },
      source: 'USDA FoodData Central 169994',
      origin: 'usda',
    })
    expect(kohlrabi?.density).toBeCloseTo(0.57, 2)
    expect(foods.find((f) => f.id === 'usda-171268')?.kcal).toBe(466)
  })

  it('is idempotent: importing twice keeps one entry per fdc_id', async () => {
    await importUsda(csvDir, dataDir)
    const first = readFileSync(join(dataDir, 'usda-foods.json'), 'utf8')
    const again = await importUsda(csvDir, dataDir)
    expect(again.total).toBe(3)
    expect(readFileSync(join(dataDir, 'usda-foods.json'), 'utf8')).toBe(first)
  })

  it('feeds the estimator after the built-in table', async () => {
    await importUsda(csvDir, dataDir)
    readImportedFoodsFrom(dataDir)
    expect(estimateMeal('1 cup kohlrabi')[0]).toMatchObject({ source: 'usda', serving_size: '1 cup (135 g)' })
    expect(estimateMeal('a banana')[0]).toMatchObject({ source: 'reference', name: 'Banana' })
  })

  it('names foods the way people say them', () => {
    expect(friendlyName('Cheese, cheddar')).toBe('cheddar cheese')
    expect(friendlyName('Kohlrabi, raw')).toBe('kohlrabi')
  })
})
