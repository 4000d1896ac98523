import { chooseReadings, type ColumnCandidates, type ColumnMacros } from './labelChoice'
import { readColumns, servingAmount } from './labelColumns'
import { readNutrients, type LabelNutrient } from './labelNutrients'
import { dailyValue, energyColumns, findRows, gramAmounts, MACRO_ROWS } from './labelRows'
import { labelLines } from './labelText'

/**
 * Macros read from a nutrition label, with fibre and sugars (g) and sodium (mg). Per-serving values, and per-100 g
 * values where they are known.
 */
export interface LabelMacros {
  serving_size: string | null
  calories: number | null
  protein: number | null
  carbs: number | null
  fat: number | null
  /** 'serving' when the label gives per-serving values; '100g' when it gives only per 100 g (or ml). */
  per: 'serving' | '100g'
  calories_per_100g: number | null
  protein_per_100g: number | null
  carbs_per_100g: number | null
  fat_per_100g: number | null
  /** Always given by `parseNutritionLabel` (null when not printed); an AI model's reading may leave them out. */
  fiber?: number | null
  sugar?: number | null
  sodium?: number | null
  fiber_per_100g?: number | null
  sugar_per_100g?: number | null
  sodium_per_100g?: number | null
}

/**
 * Reads OCR text of a US "Nutrition Facts" panel or an EU nutrition table into macros, fibre, sugars and
 * sodium (mg; from salt × 400 when only salt is printed). Tolerates OCR noise (O/0, l/1, S/5 in numbers,
 * "g" read as "9", dropped decimal points, missing spaces) and never takes a % daily value or milligrams
 * for grams. When only per-100 g values are printed, per-serving values are computed from a serving size
 * in grams (or ml), else the serving is 100 g and both sets are equal; when only kJ is printed,
 * kcal = kJ ÷ 4.184. Returns null when no energy or macro row is found.
 */
export function parseNutritionLabel(rawText: string): LabelMacros | null {
  const lines = labelLines(rawText ?? '')
  const rows = findRows(lines)
  const found = MACRO_ROWS.flatMap((nutrient) => rows[nutrient] ?? [])
  if (found.length === 0) return null
  const firstRow = Math.min(...found.map((row) => row.line))
  const energy = energyColumns(rows)
  const fat = gramAmounts(rows.fat)
  const carbs = gramAmounts(rows.carbs)
  const protein = gramAmounts(rows.protein)
  const count = Math.max(1, Math.min(2, Math.max(energy.length, fat.length, carbs.length, protein.length)))
  const columns = readColumns(lines, firstRow, count)
  const indexes = [columns.serving, columns.per100].filter((i): i is number => i !== null && i < count)
  const serving = servingAmount(columns.servingText)
  const candidates: ColumnCandidates[] = indexes.map((i) => ({
    servingGrams: i === columns.serving && serving?.unit === 'g' ? serving.value : null,
    fat: fat[i] ?? null,
    carbs: carbs[i] ?? null,
    protein: protein[i] ?? null,
    kcal: energy[i] ?? null,
    per100: i === columns.per100,
    dailyValues:
      i === columns.serving && columns.per100 === null
        ? { fat: dailyValue(rows.fat), carbs: dailyValue(rows.carbs), protein: dailyValue(rows.protein) }
        : undefined,
  }))
  const bothColumns = indexes.length === 2
  const ratio = bothColumns && serving ? serving.value / 100 : null
  const chosen = chooseReadings(candidates, ratio)
  const nutrients = readNutrients(
    rows,
    indexes.map((index, k) => ({
      index,
      per100: candidates[k].per100 === true,
      servingGrams: candidates[k].servingGrams ?? null,
      carbs: chosen[k].carbs,
      dailyValues: candidates[k].dailyValues !== undefined,
    })),
    ratio,
  )
  const values = (k: number): Values | null =>
    k < 0
      ? null
      : {
          ...chosen[k],
          kcal: energy[indexes[k]] ?? null,
          fiber: nutrients.fiber[k] ?? null,
          sugar: nutrients.sugar[k] ?? null,
          sodium: nutrients.sodium[k] ?? null,
        }
  const perServing = values(indexes.findIndex((i) => i === columns.serving))
  const per100 = values(indexes.findIndex((i) => i === columns.per100))
  return assemble(perServing, per100, columns.servingText, serving, columns.per100Unit)
}

/** One column's values: kcal, the macros and fibre, sugars (g) and sodium (mg). */
type Values = ColumnMacros & Record<LabelNutrient | 'kcal', number | null>

function assemble(
  perServing: Values | null,
  per100: Values | null,
  servingText: string | null,
  serving: { value: number; unit: 'g' | 'ml' } | null,
  per100Unit: 'g' | 'ml',
): LabelMacros {
  let servingValues = perServing
  let per100Values = per100
  let servingSize = servingText
  if (!servingValues && per100Values) {
    // Only per 100 g printed: scale to the serving when its weight is known, else the serving is 100 g.
    servingValues = serving ? scale(per100Values, serving.value / 100) : per100Values
    servingSize = serving ? servingText : `100 ${per100Unit}`
  } else if (servingValues && !per100Values && serving?.unit === 'g' && serving.value > 0) {
    const grams = plausibleGrams(servingValues, serving.value)
    per100Values = scale(servingValues, 100 / grams)
    if (grams !== serving.value && servingSize) servingSize = servingSize.replace(/\d+[.,]\d+(?=\s*g)/, String(grams))
  }
  return {
    serving_size: servingSize,
    calories: servingValues?.kcal ?? null,
    protein: servingValues?.protein ?? null,
    carbs: servingValues?.carbs ?? null,
    fat: servingValues?.fat ?? null,
    per: perServing ? 'serving' : '100g',
    calories_per_100g: per100Values?.kcal ?? null,
    protein_per_100g: per100Values?.protein ?? null,
    carbs_per_100g: per100Values?.carbs ?? null,
    fat_per_100g: per100Values?.fat ?? null,
    fiber: servingValues?.fiber ?? null,
    sugar: servingValues?.sugar ?? null,
    sodium: servingValues?.sodium ?? null,
    fiber_per_100g: per100Values?.fiber ?? null,
    sugar_per_100g: per100Values?.sugar ?? null,
    sodium_per_100g: per100Values?.sodium ?? null,
  }
}

/**
 * A serving weight that would make the food impossible (over 950 kcal or 100 g of a macro per 100 g)
 * was misread with a decimal point ("253g" read "2.53g"): the figure without it, when that fits.
 */
function plausibleGrams(perServing: Values, grams: number): number {
  const impossible = (g: number) =>
    ((perServing.kcal ?? 0) * 100) / g > 950 ||
    [perServing.fat, perServing.carbs, perServing.protein].some((v) => v !== null && (v * 100) / g > 100)
  if (!impossible(grams)) return grams
  for (const factor of [10, 100]) if (!impossible(grams * factor)) return Math.round(grams * factor * 100) / 100
  return grams
}

/** Values × factor: kcal and sodium (mg) to the unit, grams to one decimal. */
function scale(values: Values, factor: number): Values {
  const grams = (v: number | null) => (v === null ? null : Math.round(v * factor * 10) / 10)
  const units = (v: number | null) => (v === null ? null : Math.round(v * factor))
  return {
    kcal: units(values.kcal),
    fat: grams(values.fat),
    carbs: grams(values.carbs),
    protein: grams(values.protein),
    fiber: grams(values.fiber),
    sugar: grams(values.sugar),
    sodium: units(values.sodium),
  }
}
