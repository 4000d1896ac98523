/** One ingredient line split into its parts. */
export interface ParsedIngredient {
  /** The food itself, without quantity, unit, size or preparation ("chickpeas"). */
  name: string
  /** Numeric amount; for a range the lower bound ("2-3" → 2); null when none is written. */
  quantity: number | null
  /** The amount exactly as written ("2-3", "1 ½", "a"), or null. */
  quantity_text: string | null
  /** Canonical unit (see `CANONICAL_UNITS`), or null for countable items ("2 eggs"). */
  unit: string | null
  /** Size, package size and preparation ("15 oz, drained", "finely chopped", "to taste"), or null. */
  notes: string | null
  /** Sub-section heading the line sits under ("For the sauce"), or null. */
  section: string | null
}

/** One method step. */
export interface ParsedStep {
  text: string
  /** 1-based position. */
  order: number
}

/** Everything read from a pasted recipe. Times are minutes. */
export interface ParsedRecipeText {
  title: string
  description: string
  /** Number of servings (or pieces for "Makes 24 cookies"), lower bound of a range. */
  servings: number | null
  /** What one serving is ("1 cookie", "1 cup"), when the text says. */
  serving_size: string | null
  prep_time: number | null
  cook_time: number | null
  /** As written, or prep + cook when both are given and the total is not. */
  total_time: number | null
  ingredients: ParsedIngredient[]
  steps: ParsedStep[]
  notes: string
}
