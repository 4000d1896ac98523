/**
 * GENERATED FILE, DO NOT EDIT. Generated from openapi.yaml by `npm run codegen` (scripts/codegen.ts).
 * Change openapi.yaml (or openapi-config.ts, or the cache tags in src/api/tags/) and regenerate.
 */
import type { components } from '../components'
export interface DataSchemas {
  /** @description This project's export, version 1. Ids link the parts (a meal item's `food_id` to a food, a recipe's `food_id` to its food entry); an import gives everything new ids. Each list is sorted oldest first. */
  ExportDocument: {
    /** @enum {string} */
    format: 'macro-tracker-export'
    /** @enum {integer} */
    version: 1
    /** Format: date-time */
    exported_at: string
    /** @description The profile fields of `Profile`, without `id` and secrets. */
    profile: {
      [key: string]: unknown
    }
    /** @description Manual daily targets, `null` when they follow the profile. */
    targets: {
      [key: string]: unknown
    } | null
    foods: {
      [key: string]: unknown
    }[]
    recipes: {
      [key: string]: unknown
    }[]
    meals: {
      [key: string]: unknown
    }[]
    workouts: {
      [key: string]: unknown
    }[]
    weights: {
      [key: string]: unknown
    }[]
    insights: {
      [key: string]: unknown
    }[]
  }
  ImportUpload: {
    /**
     * Format: binary
     * @description A JSON or CSV file, at most 32 MiB.
     */
    file: string
    /** @description The importer's UTC offset, e.g. `+02:00` (default `+00:00`): a file that gives only the day of a meal (MyFitnessPal, Cronometer without times) places it at a usual hour of that day there. */
    utc_offset?: string
  }
  /** @description How many records the import added, by kind. */
  ImportCounts: {
    meals: number
    foods: number
    recipes: number
    workouts: number
    weights: number
  }
  ImportSkip: {
    /** @description The file's line (CSV, 1 is the header) or the item's position (JSON). */
    line: number
    reason: string
  }
  ImportResult: {
    /**
     * @description The kind of file read.
     * @enum {string}
     */
    format: 'macro-tracker-json' | 'macro-tracker-csv' | 'myfitnesspal' | 'cronometer'
    imported: components['schemas']['ImportCounts']
    /** @description The rows left out, with why (at most 1,000 listed). */
    skipped: components['schemas']['ImportSkip'][]
  }
  /** @description Energy (kcal), protein, carbs, fat, fiber and sugar (g) and sodium (mg) of an amount; `null` when the source does not give it. */
  NutrientValues: {
    calories: number | null
    protein: number | null
    carbs: number | null
    fat: number | null
    fiber: number | null
    sugar: number | null
    sodium: number | null
  }
  /** @description A packaged food found by its barcode. `per_serving` is `null` when the serving is unknown; `per_100g` is `null` when only per-serving values are known. `food_id` is the person's food when `source` is `library`. */
  BarcodeProduct: {
    code: string
    name: string
    brand: string | null
    serving_size: string | null
    serving_grams: number | null
    per_serving: components['schemas']['NutrientValues'] | null
    per_100g: components['schemas']['NutrientValues'] | null
    /** @enum {string} */
    source: 'library' | 'cache' | 'openfoodfacts'
    food_id: string | null
  }
}
