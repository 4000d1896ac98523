/**
 * GENERATED FILE, DO NOT EDIT. Generated from openapi.yaml by `npm run codegen` (scripts/codegen.ts).
 * Change openapi.yaml (or openapi-config.ts, or the cache tags in src/api/tags/) and regenerate.
 */
import type { components } from '../components'
export interface ProgressSchemas {
  /** @description A weigh-in. */
  Weight: {
    id: string
    /**
     * Format: date
     * @description The calendar day (YYYY-MM-DD).
     */
    date: string
    weight_kg: number
  }
  WeightCreate: {
    /**
     * Format: date
     * @description The person's calendar day (YYYY-MM-DD).
     */
    date: string
    weight_kg: number
  }
  ProgressDay: {
    /** Format: date */
    date: string
    /** @description The day's weigh-in, or null. */
    weight_kg: number | null
    /** @description The smoothed weight that day (null before the first weigh-in), 2 decimals. */
    trend_kg: number | null
    /** @description The calories logged that day, or null when nothing was logged. */
    intake_kcal: number | null
  }
  Progress: {
    days: number
    /** Format: date */
    end: string
    /** @description Every calendar day of the window, oldest first. */
    trend: components['schemas']['ProgressDay'][]
    /** @description The learned daily expenditure (kcal, whole), blended toward `formula_kcal` while data is thin; null below `min_days_logged` logged days or `min_weigh_ins` weigh-ins in the window. */
    expenditure_kcal: number | null
    /** @description The expenditure the profile's formula gives (resting energy × activity factor). */
    formula_kcal: number
    /**
     * @description How far `expenditure_kcal` rests on the person's own data (`none` when it is null).
     * @enum {string}
     */
    confidence: 'none' | 'low' | 'medium' | 'high'
    /** @description Days of the window with food logged. */
    days_logged: number
    /** @description Weigh-ins in the window. */
    weigh_ins: number
    /** @description Logged days needed before an expenditure is learned (14). */
    min_days_logged: number
    /** @description Weigh-ins needed before an expenditure is learned (8). */
    min_weigh_ins: number
    /** @description Mean calories of the logged days, or null. */
    mean_intake_kcal: number | null
    /** @description The trend's change over the window (last minus first), or null. */
    trend_change_kg: number | null
    /** @description The fitness goal the suggestion is for (lose weight, maintain, build muscle…). */
    goal: string
    /** @description Daily calories for the goal from `expenditure_kcal` (or `formula_kcal` while it is null): lose −500 kcal (0.5 kg a week), maintain ±0, gain +250 kcal (about 0.25 kg a week); never below 1,200. */
    suggested_calories: number
  }
}
