/**
 * GENERATED FILE, DO NOT EDIT. Generated from openapi.yaml by `npm run codegen` (scripts/codegen.ts).
 * Change openapi.yaml (or openapi-config.ts, or the cache tags in src/api/tags/) and regenerate.
 */
import type { operations } from '../operations'
export interface DataPaths {
  '/user/{id}/export': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Download all of the person's data
     * @description Every piece of the person's data as a download (`Content-Disposition: attachment`), streamed as it is read, so years of history never sit in memory at once. `format=json` (the default) is one versioned document (`ExportDocument`): the profile without secrets or the sign-in email (no password hash, tokens, passkeys or Strava tokens), manual targets, foods (favourites flagged), recipes, meals with their items, workouts, weigh-ins and the advice log. `format=csv` is one row per meal item, oldest first, with the columns `date, meal_type, food, quantity, serving, grams, calories, protein, carbs, fat, fiber, sugar, sodium, eaten_at`: the nutrients are the item's totals (per serving × quantity), `date` the eater's calendar day and `eaten_at` the meal's time with its UTC offset. Either file can be read back by `POST /user/{id}/import`.
     */
    get: operations['exportUserData']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/user/{id}/import': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Import a file of meals, foods, workouts and weights
     * @description Reads one file (multipart field `file`, at most 32 MiB, else `413`) and adds what it holds to the person's data. The kind is told from its content: this project's JSON export (`"format": "macro-tracker-export"`), this project's CSV export, MyFitnessPal's "Nutrition" CSV export (header starting `Date,Meal,`) or Cronometer's "servings" CSV export (header with `Day`, `Food Name`, `Amount` and `Energy (kcal)`); the columns read are listed in the README. All or nothing: the whole file is written in one transaction, or nothing when the file cannot be read. Rows that cannot be read are left out and listed in `skipped` with their line number (1 is the header of a CSV; a JSON document's items are numbered by their position). Idempotent: a meal, food, recipe, workout or weigh-in equal to one the person already has is not added again, so importing the same file twice adds nothing the second time. A file of another kind answers `400`.
     */
    post: operations['importUserData']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/foods/barcode/{code}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Look up a packaged food by its barcode
     * @description The product behind an EAN-8, UPC-A or EAN-13 barcode (8, 12 or 13 digits with a valid check digit; anything else answers `400`): its name, brand, serving size and nutrients per serving and per 100 g. Looked up first in the person's own foods (a food saved with this barcode), then in the server's cache of earlier lookups, then in Open Food Facts (`OPENFOODFACTS_URL`), whose answer is cached. Unknown everywhere answers `404` with a message offering manual entry; Open Food Facts unreachable, failing or slower than 3 seconds answers `503`.
     */
    get: operations['lookupBarcode']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
}
