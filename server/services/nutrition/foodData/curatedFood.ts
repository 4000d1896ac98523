/**
 * One food of this project's curated list (`server/data/foods/curated/<group>.json`): its names, portions and
 * what it is made of. The nutrient values are never written here: they come from the USDA tables, either one
 * food (`ndb`) or a dish computed from its USDA components in grams (`components`).
 */
export interface CuratedFood {
  /** `ref-<ndb>` when omitted; a dish names its own (`ref-latte`). */
  id?: string
  /** The USDA SR28 NDB number whose per-100 g values this food has. */
  ndb?: string
  /** A dish USDA lacks: the USDA foods and grams one batch of it is made of. */
  components?: { ndb: string; grams: number }[]
  name: string
  synonyms?: string[]
  /** Grams of ONE household unit or size (cup, slice, large…). */
  portions: Record<string, number>
  defaultPortion: string
  density?: number
  liquid?: boolean
  includes?: string[]
  /** The curated id of the same food dry (for a cooked one) or cooked (for a dry one). */
  dryVariant?: string
  cookedVariant?: string
}

/**
 * Names people type for a USDA food, mostly brands SR28 files under a generic name ("twinkie" is "Cake, snack cakes,
 * creme-filled, sponge"), in `server/data/foods/curated/usda-aliases.json`; `defaultPortion`, one of the food's USDA
 * portion keys or of the alias's own `portions`, replaces its usual portion when USDA's first measure is not how the
 * brand is eaten. Aliases of a
 * curated food's NDB add to its synonyms only.
 */
export interface UsdaAlias {
  ndb: string
  synonyms: string[]
  /** Portions USDA does not list (grams of one), such as a 12 fl oz can of a beer USDA measures by the ounce. */
  portions?: Record<string, number>
  defaultPortion?: string
  /** Why the alias names this food, or where a portion comes from. */
  note?: string
}

/** The curated groups, in matching priority (earlier groups win ties between synonyms). */
export const CURATED_GROUPS = [
  'dairy-eggs',
  'produce',
  'grains-legumes',
  'meat-fish',
  'fats-sauces',
  'drinks',
  'sweets-snacks',
  'dishes',
] as const
