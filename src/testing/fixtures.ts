import type { Profile, PublicConfig } from '../api/api'

/** A user record as GET /user/{id} answers it, with only what a test cares about changed. */
export function makeProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: '42',
    email: 'user@example.com',
    name: null,
    age: null,
    weight: null,
    weight_unit: 'kg',
    height: null,
    height_unit: 'cm',
    gender: null,
    fitness_goal: null,
    theme_preference: 'auto',
    recovery_email: null,
    dietary_restrictions: [],
    activity_level: null,
    cooking_skill: null,
    resting_heart_rate: null,
    resting_heart_rate_history: [],
    google_id: null,
    strava_access_token: null,
    profile_pic: null,
    picture: null,
    has_password: false,
    two_factor_enabled: false,
    created_at: '2024-01-01T00:00:00.000Z',
    ...overrides,
  }
}

/** GET /config of a server with no optional provider configured. */
export function makePublicConfig(overrides: Partial<PublicConfig> = {}): PublicConfig {
  return {
    google_client_id: null,
    strava_configured: false,
    ai_provider: 'builtin',
    mail_delivery: 'outbox',
    public_url: 'http://localhost',
    ...overrides,
  }
}
