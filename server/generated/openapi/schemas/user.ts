/**
 * GENERATED FILE, DO NOT EDIT. Generated from openapi.yaml by `npm run codegen` (scripts/codegen.ts).
 * Change openapi.yaml (or openapi-config.ts, or the cache tags in src/api/tags/) and regenerate.
 */
import type { components } from '../components'
export interface UserSchemas {
  TokenRequest: {
    token: string
  }
  /** @enum {string} */
  WeightUnit: 'kg' | 'lbs'
  /**
   * @description `ft_in` is stored as given and shown as inches; `height` is then in inches.
   * @enum {string}
   */
  HeightUnit: 'in' | 'cm' | 'ft_in'
  HeartRateEntry: {
    /** @description Resting heart rate, bpm. */
    value: number
    /** Format: date-time */
    date: string
  }
  /** @description The user's profile. Every property is always present; unset optional values are `null`. Units default to `kg` and `cm`, the theme to `auto`. */
  Profile: {
    id: string
    email: string
    name: string | null
    age: number | null
    /** @description In `weight_unit`. */
    weight: number | null
    weight_unit: components['schemas']['WeightUnit']
    /** @description In `height_unit` (inches for `ft_in`). */
    height: number | null
    height_unit: components['schemas']['HeightUnit']
    /**
     * @description `null` when not set.
     * @enum {string|null}
     */
    gender: 'male' | 'female' | 'other' | null
    fitness_goal: string | null
    theme_preference: components['schemas']['ThemePreference']
    recovery_email: string | null
    dietary_restrictions: string[]
    /** @enum {string|null} */
    activity_level: 'sedentary' | 'light' | 'moderate' | 'active' | 'very active' | null
    /** @enum {string|null} */
    cooking_skill: 'beginner' | 'intermediate' | 'advanced' | null
    /** @description The latest resting heart rate (bpm), the last entry of the history. */
    resting_heart_rate: number | null
    /** @description Every recorded value, oldest first. */
    resting_heart_rate_history: components['schemas']['HeartRateEntry'][]
    /** @description Set when the account is linked to a Google account. */
    google_id: string | null
    /**
     * @description Never the real token: the string `connected` when Strava is connected, else `null` (the client only checks its presence).
     * @enum {string|null}
     */
    strava_access_token: 'connected' | null
    /** @description The user's own picture (URL or data URL). */
    profile_pic: string | null
    /** @description The Google profile picture URL. */
    picture: string | null
    has_password: boolean
    two_factor_enabled: boolean
    /** @description Whether the calories burned in the day's workouts are added to the day's calorie target (off until the person turns it on). */
    add_exercise_calories: boolean
    /** Format: date-time */
    created_at: string
  }
  /** @description The editable profile fields, all optional: a field left out keeps its value, `null` clears an optional one. `weightUnit` and `heightUnit` (what the profile form sends) are accepted as synonyms of `weight_unit` and `height_unit`; when both are sent the camelCase one wins. Other keys (the rest of the profile object) are ignored. */
  ProfileUpdate: {
    name?: string | null
    age?: number | null
    weight?: number | null
    weight_unit?: components['schemas']['WeightUnit']
    weightUnit?: components['schemas']['WeightUnit']
    height?: number | null
    height_unit?: components['schemas']['HeightUnit']
    heightUnit?: components['schemas']['HeightUnit']
    /**
     * @description An empty string or `null` means not set.
     * @enum {string|null}
     */
    gender?: 'male' | 'female' | 'other' | '' | null
    fitness_goal?: string | null
    theme_preference?: components['schemas']['ThemePreference']
    /** @description An empty string or `null` means none. */
    recovery_email?: string | null
    dietary_restrictions?: string[] | null
    /**
     * @description An empty string or `null` means not set.
     * @enum {string|null}
     */
    activity_level?: 'sedentary' | 'light' | 'moderate' | 'active' | 'very active' | '' | null
    /**
     * @description An empty string or `null` means not set.
     * @enum {string|null}
     */
    cooking_skill?: 'beginner' | 'intermediate' | 'advanced' | '' | null
    /** @description Add the calories burned in the day's workouts to the day's calorie target. */
    add_exercise_calories?: boolean
    /** @description Bpm. A value different from the latest one is appended to the history. */
    resting_heart_rate?: number | null
    /** @description URL or data URL of the user's own picture. */
    profile_pic?: string | null
  }
  EmailChangeRequest: {
    /** Format: email */
    new_email: string
  }
  EmailChangeResult: {
    ok: boolean
    /** @description The account's new email. */
    email: string
  }
}
