/**
 * The weight in grams of one serving, when its serving size says it: "100 g", "1 cup (240 g)", "1/2 cup (40g)",
 * "28 grams". Null when the serving size gives no weight ("1 large", "1 cup").
 */
export function servingGrams(servingSize: string | null | undefined): number | null {
  if (!servingSize) return null
  const match = /(\d+(?:[.,]\d+)?)\s*(?:g|grams?)\b/i.exec(servingSize)
  if (!match) return null
  const grams = Number(match[1].replace(',', '.'))
  return grams > 0 ? grams : null
}
