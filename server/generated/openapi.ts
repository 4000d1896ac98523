/**
 * GENERATED FILE, DO NOT EDIT. Generated from openapi.yaml by `npm run codegen` (scripts/codegen.ts).
 * Change openapi.yaml (or openapi-config.ts, or the cache tags in src/api/tags/) and regenerate.
 */
export interface paths {
  '/auth/passkey/has': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Whether an email has a passkey
     * @description Step 1 of the email login: tells the login screen whether to offer passkey login for this email. An unknown email answers `false`, exactly as a known email without passkeys.
     */
    post: operations['passkeyHas']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/auth/request-email-login-token': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Email a login code and link
     * @description Emails a single-use login code (6 digits) and a login link (carrying `email` and a long random `token` as query parameters) to the address, valid for 10 minutes. A first login with an unknown email creates the account when the code or link is used. The answer is always the same, whether or not the email has an account: `{"ok": true, "detail": "If your email exists, a login link/code has been sent."}`. Rate limited per email and per client.
     */
    post: operations['requestEmailLoginToken']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/auth/verify-email-login-token': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Log in with an emailed code or link token
     * @description Exchanges the emailed 6-digit code, or the long token of the emailed link, for a session. The code or token is single use and expires after 10 minutes. Signs up the email when it has no account yet. When the account has two-factor authentication on, the answer is the second-step form of `LoginResult`. A wrong, used or expired code answers `401` ("Invalid or expired code").
     */
    post: operations['verifyEmailLoginToken']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/auth/passkey/login/begin': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Start a passkey login
     * @description Returns WebAuthn request options for the account with that email (`username`). The challenge is stored server-side, single use, for 5 minutes. An unknown email gets options with an empty `allowCredentials` list, so the answer does not reveal whether an account exists.
     */
    post: operations['passkeyLoginBegin']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/auth/passkey/login/finish': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Finish a passkey login
     * @description Verifies the assertion against the stored challenge, origin, RP ID and the credential's public key, stores the new signature counter and returns a session. A passkey login never asks for the two-factor code. A failed verification answers `401`.
     */
    post: operations['passkeyLoginFinish']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/auth/google': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Log in or sign up with Google
     * @description Verifies a Google ID token (the credential from the Google sign-in button) against Google's keys, issuer and the configured client id. Finds the account by Google id, else by verified email (then links the Google id to it), else creates one. Returns a session, or the two-factor second step when 2FA is on. An invalid credential answers `401`; Google sign-in not configured on this server (see `GET /config`) answers `503`.
     */
    post: operations['googleLogin']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/auth/passkey/register/begin': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Start registering a passkey
     * @description Returns WebAuthn creation options. With a bearer token the passkey is added to the signed-in user (the `email` is then informational only) and the user's existing passkeys are listed in `excludeCredentials`. Without a bearer token this is a passkey signup for a new account with that email; an email that already has an account answers `409`. The challenge is stored server-side, single use, for 5 minutes.
     */
    post: operations['passkeyRegisterBegin']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/auth/passkey/register/finish': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Finish registering a passkey
     * @description Verifies the attestation against the stored challenge, origin and RP ID and stores the credential (with `device_name`, default "Passkey"). With a bearer token the passkey is added to the signed-in user; without one the account is created (passkey signup). Either way the answer is a session for that user with a new token. A failed verification answers `400`; a signup email taken in the meantime answers `409`.
     */
    post: operations['passkeyRegisterFinish']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/auth/login': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Log in with email and password
     * @description `username` is the account's email. Works only for accounts that have set a password (see `POST /auth/request-password-reset`). Answers a session, or, when 2FA is on, `200` with the second-step form of `LoginResult` (`two_factor_required: true`, `tempToken`) to be completed with `POST /auth/2fa/verify`. A wrong email or password answers `401` with the same detail either way.
     */
    post: operations['passwordLogin']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/auth/reset-password': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Set a new password with a reset token
     * @description Sets the password of the account the emailed reset token belongs to (the token comes from the `/reset-password?token=…` link). The token is single use and valid for 1 hour; an invalid, used or expired token answers `400`.
     */
    post: operations['resetPassword']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/auth/request-password-reset': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Email the signed-in user a set-password link
     * @description Emails the signed-in user a link `/reset-password?token=…`, valid for 1 hour and single use, with which to set a first password or change the current one (`POST /auth/reset-password`). Takes no request body.
     */
    post: operations['requestPasswordReset']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/auth/2fa/verify': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Complete a login with the two-factor code
     * @description Second step of a login when two-factor authentication is on: exchanges the `tempToken` from the first step (valid 5 minutes, single use) and a current TOTP code for a session. A wrong code or an invalid or expired `tempToken` answers `401`.
     */
    post: operations['verifyTwoFactorLogin']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/auth/2fa/status': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Two-factor authentication status
     * @description Answers `{"enabled": true}` when the signed-in user has two-factor authentication on, and `404` when it is not enabled (as the web app expects). The `email` parameter is accepted for the client's convenience; the status is always the signed-in user's.
     */
    get: operations['twoFactorStatus']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/auth/2fa/setup': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Start two-factor setup
     * @description Generates a new TOTP secret for the signed-in user, kept pending until confirmed with `POST /auth/2fa/enable`, and returns it with a QR code of its `otpauth://` URI. Calling it again replaces the pending secret. Answers `409` when 2FA is already enabled.
     */
    get: operations['twoFactorSetup']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/auth/2fa/enable': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Enable two-factor authentication
     * @description Confirms the pending secret from `GET /auth/2fa/setup` with a current code and turns 2FA on. A wrong code, or no pending setup, answers `400` ("Invalid code"). Every other session of the account ends (a session opened without the second factor must not outlive it); this device carries on with the new `token` of the answer.
     */
    post: operations['twoFactorEnable']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/auth/2fa/disable': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Disable two-factor authentication
     * @description Turns 2FA off after checking a current code. A wrong code, or 2FA not enabled, answers `400`.
     */
    post: operations['twoFactorDisable']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/auth/passkey/status': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * The signed-in user's passkeys
     * @description Lists the signed-in user's passkeys, oldest first. The `email` parameter is accepted for the client's convenience; the list is always the signed-in user's.
     */
    get: operations['passkeyStatus']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/auth/passkey/remove': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    /**
     * Remove a passkey
     * @description Removes one of the signed-in user's passkeys, named by `credential_id` in the request body (the web app sends a body with this DELETE). A credential the user does not own answers `404`.
     */
    delete: operations['passkeyRemove']
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/auth/passkey/rename': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Rename a passkey
     * @description Renames one of the signed-in user's passkeys. A credential the user does not own answers `404`.
     */
    post: operations['passkeyRename']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/auth/logout': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Log out everywhere
     * @description Revokes every token of the signed-in user (all devices). Takes no request body.
     */
    post: operations['logout']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/user/request-email-change': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Request an email change
     * @description Emails a confirmation link `/verify-email-change?token=…` (single use, valid 1 hour) to the new address; the email changes only when the link is used. An address already used by another account answers `409`; the current address answers `400`.
     */
    post: operations['requestEmailChange']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/user/confirm-email-change': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Confirm an email change
     * @description Applies the email change the token was issued for. Public, since the link may be opened in a browser where the user is not signed in. An invalid, used or expired token answers `400`; an address taken by another account in the meantime answers `409`.
     */
    post: operations['confirmEmailChange']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/user/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Read the profile
     * @description The signed-in user's profile. `{id}` must be the signed-in user's id.
     */
    get: operations['getUser']
    /**
     * Save the profile
     * @description Saves the editable profile fields present in the body; fields left out keep their values, `null` clears an optional one. The client may send the whole profile object: read-only keys (`id`, `email`, `google_id`, `has_password`, …) and unknown keys are ignored. When `resting_heart_rate` differs from the latest value the server appends `{value, date: now}` to `resting_heart_rate_history` (a history sent by the client is ignored). Answers the saved profile.
     */
    put: operations['updateUser']
    post?: never
    /**
     * Delete the account
     * @description Permanently deletes the account and all its data (foods, recipes, meals, workouts, insights, passkeys) and revokes its tokens.
     */
    delete: operations['deleteUser']
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/foods': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Find the user's foods by name
     * @description The signed-in user's foods, filtered by `name` (exact match, case-insensitive: both sides are lower-cased and trimmed) and by `is_recipe` when given. Used to find the food entry of a recipe. Newest first, at most 200.
     */
    get: operations['listFoods']
    put?: never
    /**
     * Add a food
     * @description Adds a food to the signed-in user's library. Macros are per one serving. A `recipe_id` that is not one of the user's recipes answers `404`.
     */
    post: operations['createFood']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/foods/reference': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Search the reference food table
     * @description Foods of the built-in reference table (USDA-based) whose name or synonyms contain the words of `q`, plain foods first (a whole-word match on a short name before a dish that mentions it). Macros are per the food's usual household portion (`serving_size`, `grams`) and per 100 g.
     */
    get: operations['searchReferenceFoods']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/foods/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /**
     * Update a food
     * @description Updates the fields present in the body (any subset); fields left out keep their values. A `recipe_id` that is not one of the user's recipes answers `404`.
     */
    put: operations['updateFood']
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/user/{id}/foods': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List the user's foods
     * @description One page of the user's foods (recipe foods included), optionally searched by `q` (case-insensitive substring of the name) and limited to favourites. `sort`: `name` (A to Z), `date` (newest first, the default), `date_asc` (oldest first), or `calories`, `protein`, `carbs`, `fat` (highest first).
     */
    get: operations['listUserFoods']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/user/{id}/foods/recent': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Recently logged foods
     * @description The user's library foods (recipe foods included) that appear in logged meals, most recently logged first, each with the quantity and the meal date of its last log.
     */
    get: operations['listRecentFoods']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/user/{id}/foods/favorites': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List favourite food ids
     * @description The ids of the user's favourite foods, most recently favourited first.
     */
    get: operations['listFavoriteFoods']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/user/{id}/foods/{foodId}/favorite': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Mark a food as favourite
     * @description Sets the food's `date_favorited` to now (idempotent; an existing favourite keeps its date).
     */
    post: operations['addFavoriteFood']
    /**
     * Unmark a favourite food
     * @description Clears the food's `date_favorited` (idempotent).
     */
    delete: operations['removeFavoriteFood']
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/user/{id}/foods/{foodId}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    /**
     * Delete a food and its log records
     * @description Deletes the food and every meal item that logged it (meal totals are recomputed; a meal left without items is deleted). A recipe linked to the food is kept.
     */
    delete: operations['deleteUserFood']
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/recipes': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List the user's recipes
     * @description One page of the signed-in user's recipes. `name` filters by exact name (case-insensitive, trimmed). `sort`: `az`, `za` (by name), `date_asc`, `date_desc` (by creation, the default).
     */
    get: operations['listRecipes']
    put?: never
    /**
     * Create a recipe
     * @description Creates a recipe. Ingredients and steps may be sent as objects or as plain strings (a string is read as the ingredient's name or the step's text); blank ones are dropped and steps are numbered 1, 2, … in the order sent. `servings` defaults to 1. The recipe's food entry (`is_recipe`) is not created here: the client upserts it through the foods calls and may link it with `food_id`.
     */
    post: operations['createRecipe']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/recipes/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Read a recipe
     * @description One of the signed-in user's recipes.
     */
    get: operations['getRecipe']
    /**
     * Update a recipe
     * @description Updates the fields present in the body; fields left out keep their values. `ingredients` and `steps`, when present, replace the lists. A body of only `macros` is accepted (it writes the estimated macros back). When the name changes, the linked food entry is renamed too.
     */
    put: operations['updateRecipe']
    post?: never
    /**
     * Delete a recipe
     * @description Deletes the recipe, its food entry and every meal item that logged it (same effect as `DELETE /user/{id}/recipes/{recipeId}`).
     */
    delete: operations['deleteRecipe']
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/user/{id}/recipes/{recipeId}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    /**
     * Delete a recipe and its log records
     * @description Deletes the recipe, its food entry and every meal item that logged it.
     */
    delete: operations['deleteUserRecipe']
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/recipes/estimateRecipeMacros': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Estimate a recipe's macros
     * @description Estimates the macros of a whole recipe from its ingredients (each matched against the user's foods, then the reference food table; a configured AI model may only propose items and grams) and divides by `recipe_quantity` servings (default 1). `recipe_macros` and `macros` are the same per-serving values (two names the client reads); `total` is the whole recipe; `items` are the ingredients as estimated (per-serving macros times `quantity` give each ingredient's share of the whole recipe), each with the `source` of its numbers.
     */
    post: operations['estimateRecipeMacros']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/recipes/parse_recipe_text': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Extract recipe fields from pasted text
     * @description Parses pasted recipe text (title, ingredients, steps, times, servings, nutrition lines) into recipe fields. Fields that cannot be found are `null` (lists are empty). Nothing is saved. Blank text answers `400`.
     */
    post: operations['parseRecipeText']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/user/{id}/meals': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List logged meals
     * @description One page of the user's meals, newest `date` first.
     */
    get: operations['listMeals']
    put?: never
    /**
     * Log a meal
     * @description Logs a meal. Each element of `foods` is either a reference to a saved food (`FoodRef`: an `id` and no macros; the server copies that food's name, serving size and per-serving macros and keeps the sent `quantity`) or a full item (`MealItemInput`, with its macros: taken as given, e.g. the items of `POST /estimateMacros`, whose `id` is ignored). A reference whose `id` is not one of the user's foods answers `400` ("One or more selected foods are invalid."). `date` must carry the client's UTC offset; the server keeps it as sent, stores the instant, and derives `local_date` from the offset. Totals are computed by the server (sum of per-serving macros times quantity).
     */
    post: operations['createMeal']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/user/{id}/meals/{mealId}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /**
     * Update a meal
     * @description Updates the meal text and replaces its items with `macros.foods` (full items; an item's `id` from the read is ignored and items get new ids). Totals are recomputed. `meal_type` and `date` may also be changed. Fields left out keep their values.
     */
    put: operations['updateMeal']
    post?: never
    /**
     * Delete a meal
     * @description Deletes the meal and its items.
     */
    delete: operations['deleteMeal']
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/user/{id}/targets': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * The person's daily targets
     * @description Daily calorie, macro and fibre targets. `source: auto` computes them from the profile (Mifflin-St Jeor resting energy × activity factor, adjusted for the fitness goal; protein per kg of body weight; fat 30 % of calories; carbs the rest; fibre 14 g per 1,000 kcal), the same numbers the advice uses; `missing_profile` names the profile fields that were empty and got a default. `source: manual` returns the numbers the person set.
     */
    get: operations['getTargets']
    /**
     * Set or reset the daily targets
     * @description `{source: "manual", calories, protein, carbs, fat}` (and optionally `fiber`; else 14 g per 1,000 kcal) sets the targets; `{source: "auto"}` returns to targets computed from the profile. A manual update without all four numbers answers `400`.
     */
    put: operations['updateTargets']
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/user/{id}/diary/{date}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * One day of the food diary
     * @description The person's local day `date` (the `local_date` of its meals): the targets, the totals eaten, what is left (`remaining = targets − totals` per macro, negative when over, 1 decimal) and the day's meals ordered breakfast, lunch, dinner, snack, dessert, then by time.
     */
    get: operations['getDiary']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/user/{id}/diary/{date}/copy': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Copy a day's meals to another day
     * @description Logs a copy of every meal of `date` on `to_date`: same meal types, items, quantities and macros, same time of day and UTC offset. Nothing is added to the food library. A day without meals answers `404`.
     */
    post: operations['copyDay']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/user/{id}/meals/{mealId}/copy': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Log a meal again
     * @description Logs a copy of the meal (items, quantities, macros, description) at `date`: a date-time with the client's UTC offset, or a calendar date `YYYY-MM-DD` (the source meal's time of day and offset on that day). `meal_type` defaults to the source meal's. Nothing is added to the food library.
     */
    post: operations['copyMeal']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/user/{id}/daily_summary': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Daily macro totals
     * @description Macro totals per calendar day, newest day first: every calendar day from `end` back to the first logged day, a day without meals as zeros (`meal_count: 0`). Days are the meals' `local_date` (the client's own calendar date when it logged the meal). Page 1 ends at `end`; pages are numbered from 1.
     */
    get: operations['getDailySummary']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/user/{id}/weights': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * The weigh-ins of a period
     * @description The person's weigh-ins from `from` to `to` (calendar days, both included), oldest first, in kg. Defaults: `to` the server's UTC today, `from` 365 days before `to`. At most 3,660 days.
     */
    get: operations['listWeights']
    put?: never
    /**
     * Log a weigh-in
     * @description One weigh-in per calendar day: a second one on the same day replaces the first (same id). 20 to 400 kg. When it is the newest weigh-in, the profile's weight becomes it (in the profile's unit). Answers `201` with the weigh-in.
     */
    post: operations['logWeight']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/user/{id}/weights/{weightId}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    /** Delete a weigh-in */
    delete: operations['deleteWeight']
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/user/{id}/progress': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Weight trend, learned expenditure and suggested calories
     * @description Over the `days` calendar days ending at `end`: each day's weigh-in (if any) and the weight trend, an exponentially smoothed weight (`T = T₋₁ + 0.1·(W − T₋₁)`, carried over days without a weigh-in, started at the first weigh-in); the person's energy expenditure learned from their logs (mean daily intake on days with food logged, minus the weight change per day × 7,700 kcal/kg, the change per day being the least-squares slope of the window's weigh-ins, which does not lag as the trend does), `null` until the window has at least 14 logged days and 8 weigh-ins, blended toward the profile's formula estimate while data is thin, with its confidence; and the calories suggested for the fitness goal.
     */
    get: operations['getProgress']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/estimateMacros': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Estimate foods and macros from a meal description
     * @description Splits the free-text description into items (quantity, unit, food), matches each against the user's own foods first, then the reference food table, converts household measures to grams and computes per-serving macros; a configured AI model may only propose items and grams. Each item says in `source` where its numbers came from, and carries a fresh `id` that is not stored. Nothing is saved. An empty `items` list means nothing could be recognised (answer `200`).
     */
    post: operations['estimateMacros']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/ocr/nutrition_label': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Read a nutrition-facts label from a photo
     * @description Reads a photo of a nutrition-facts label (JPEG, PNG, WebP, GIF or BMP, at most 10 MiB) in the multipart field `file`. `macros_regex` is parsed from the recognised text by rules; `macros_gpt` comes from the configured AI model, or is `null` when none is configured or it failed. Each is `null` when nothing could be read. Nothing is saved. Another file type answers `400`; a larger file, or a picture of more than 40 megapixels (read from its header, before anything is decoded), `413`. The server reads one label at a time and keeps at most 3 waiting: beyond that it answers `429` with `Retry-After`.
     */
    post: operations['ocrNutritionLabel']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/user/{id}/workouts': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List workouts
     * @description One page of the user's workouts, newest `date` first (manual and imported alike).
     */
    get: operations['listWorkouts']
    put?: never
    /**
     * Log a workout
     * @description Logs a workout by hand. `type` defaults to `Other` and `date` to now; other optional fields left out are `null`.
     */
    post: operations['createWorkout']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/user/{id}/workouts/{workoutId}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /**
     * Update a workout
     * @description Replaces the editable fields (the edit form sends them all and leaves empty ones out): optional fields left out become `null`, a missing `type` becomes `Other`, a missing `date` keeps the stored date. `strava_activity_id` and `strava_data` are kept.
     */
    put: operations['updateWorkout']
    post?: never
    /**
     * Delete a workout
     * @description Deletes the workout. A deleted imported workout is not imported again (its Strava activity id is remembered).
     */
    delete: operations['deleteWorkout']
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/user/{id}/strava/ticket': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Get a ticket for the Strava connect redirect
     * @description Issues a short-lived (5 minutes) signed ticket for the signed-in user and the URL the browser should open to connect Strava (`/api/strava/login?user_id=…&ticket=…`). Strava not configured on this server answers `503`.
     */
    post: operations['createStravaTicket']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/strava/login': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Redirect the browser to Strava's authorization page
     * @description A browser navigation, not a fetch: checks the ticket from `POST /user/{id}/strava/ticket` and redirects to Strava's authorize page (scope `activity:read_all`) with a signed `state`. A missing parameter answers `400`; an invalid or expired ticket, or one for another user, `401`; Strava not configured `503`.
     */
    get: operations['stravaLogin']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/strava/callback': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Strava's OAuth redirect back
     * @description Strava sends the browser here after authorization. With a valid `state` and a `code` the server exchanges the code for tokens, stores them and redirects to `/workouts?strava=success`. When the user declined (`error`) or did not grant activity access it redirects to `/workouts?strava=cancelled`; when the `state` is invalid or expired or the exchange fails, to `/workouts?strava=error`. A request without `state` answers `400`.
     */
    get: operations['stravaCallback']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/user/{id}/strava/import': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Import activities from Strava
     * @description Imports the user's Strava activities (the whole history on the first import, then those since the newest imported one), refreshing the access token when needed. Activities already imported, or whose workout was deleted, are skipped. Maps Strava's sport types to workout types (Run, Ride to Bike, Swim, Walk and Hike to Walk, WeightTraining to Weightlifting, Yoga, HIIT/Crossfit to HIIT, Rowing to Row, anything else to Other). Not connected answers `409`; Strava failing answers `502`; Strava's rate limit answers `429` saying how many were imported so far (they are kept and the next import carries on); Strava not configured answers `503`. Takes no request body.
     */
    post: operations['stravaImport']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/user/{id}/strava/disconnect': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Disconnect Strava
     * @description Forgets the user's Strava tokens (and asks Strava to revoke them, ignoring a failure). Imported workouts are kept. Idempotent. Takes no request body.
     */
    post: operations['stravaDisconnect']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/user/{userId}/insights_log': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List past advice
     * @description The advice the user has received, newest first, a page at a time: at most `limit` entries (default 50), all created before `before` when it is given (pass the `created_at` of the last entry of a page to get the next one).
     */
    get: operations['getInsightsLog']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/user/{userId}/advice': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Get new nutrition advice
     * @description Generates advice from the user's profile and recent meals and workouts, appends it to the insights log and returns the new log entry. Takes no request body.
     */
    post: operations['getAdvice']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/agent-chat': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Talk to the AI assistant
     * @description Sends the whole conversation (oldest first, the last message being the user's) and answers the whole conversation with the agent's reply appended; the client replaces its list with it. The server keeps no conversation state. The agent may use the user's foods, recipes, meals and workouts. Recipes it proposes are sent as structured `recipes` on its message (and are not saved until the client creates them) and, for clients that extract recipes from the text, also as a fenced json block `{"recipes": [...]}` at the end of the reply text (docs/product.md §5), which the client removes from what it shows. The agent's text is plain text, never HTML. `400` when the last message is not the user's or is blank; `502` when the configured model fails.
     */
    post: operations['agentChat']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
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
  '/config': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Public configuration
     * @description What the web app needs to know before sign-in: which optional providers are configured, so that a feature whose provider is missing says so instead of failing.
     */
    get: operations['getPublicConfig']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
}
export type webhooks = Record<string, never>
export interface components {
  schemas: {
    /** @description Every error body. */
    ApiError: {
      /** @description A human-readable message the client may show as is. */
      detail: string
    }
    /** @description A success answer with no data. */
    Ok: {
      ok: boolean
      /** @description A human-readable message, when there is one to show. */
      detail?: string
    }
    /** @description 2FA is on; the session token that replaces this device's (every other session has ended). */
    TwoFactorEnabled: {
      ok: boolean
      detail?: string
      token: string
    }
    /** @description Calories (kcal) and macros (g). */
    MacroTotals: {
      calories: number
      protein: number
      carbs: number
      fat: number
    }
    /** @description A day's totals: calories and macros, and `fiber`, `sugar` (g) and `sodium` (mg) summed over the items that know them (an unknown value adds nothing), `null` when no item of the day does. */
    DayTotals: components['schemas']['MacroTotals'] & {
      fiber?: number | null
      sugar?: number | null
      sodium?: number | null
    }
    EmailRequest: {
      /** Format: email */
      email: string
    }
    HasPasskeyResult: {
      hasPasskey: boolean
    }
    EmailTokenLoginRequest: {
      /** Format: email */
      email: string
      /** @description The 6-digit code typed by the user, or the long token of the emailed link. */
      token: string
    }
    GoogleLoginRequest: {
      /** @description The Google ID token (the `credential` of the Google sign-in button). */
      token: string
    }
    PasswordLoginRequest: {
      /** @description The account's email. */
      username: string
      password: string
    }
    ResetPasswordRequest: {
      token: string
      newPassword: string
    }
    TokenRequest: {
      token: string
    }
    TwoFactorCodeRequest: {
      /** @description The current 6-digit TOTP code. */
      code: string
    }
    TwoFactorLoginRequest: {
      /** @description The `tempToken` of the first login step. */
      tempToken: string
      /** @description The current 6-digit TOTP code. */
      code: string
    }
    TwoFactorStatus: {
      enabled: boolean
    }
    TwoFactorSetup: {
      /** @description A `data:image/png;base64,…` QR code of the `otpauth://totp/…` URI. */
      qr_code_data_url: string
      /** @description The base32 secret, for manual entry in an authenticator app. */
      secret: string
    }
    /** @description The answer of every login. One of two forms (one object shape rather than `oneOf`, which both the code generator and the server's serializer handle better). A session: `user_id`, `token`, `email`, `name`, `picture`, `profile_pic`, `theme_preference`, with `two_factor_required` absent or false. A two-factor second step (2FA on, login by email code, Google or password): `two_factor_required: true` and `tempToken`, to be sent with the code to `POST /auth/2fa/verify`; no other field is set. The client tells them apart by the presence of `user_id`. */
    LoginResult: {
      user_id?: string
      /** @description The bearer JWT. */
      token?: string
      name?: string | null
      email?: string
      /** @description The Google profile picture URL, if any. */
      picture?: string | null
      /** @description The user's own profile picture (URL or data URL), if any. */
      profile_pic?: string | null
      theme_preference?: components['schemas']['ThemePreference']
      two_factor_required?: boolean
      /** @description Short-lived (5 minutes) token for the second step. */
      tempToken?: string
    }
    PasskeyLoginBeginRequest: {
      /** @description The account's email. */
      username: string
    }
    PasskeyRegisterBeginRequest: {
      /** Format: email */
      email: string
      device_name?: string | null
    }
    PublicKeyCredentialDescriptor: {
      /** @description Credential id, base64url. */
      id: string
      /** @enum {string} */
      type: 'public-key'
      transports?: string[]
    }
    /** @description JSON form of `PublicKeyCredentialRequestOptions`; binary values base64url. */
    PublicKeyRequestOptions: {
      challenge: string
      rpId?: string
      /** @description Milliseconds. */
      timeout?: number
      /** @enum {string} */
      userVerification?: 'required' | 'preferred' | 'discouraged'
      allowCredentials?: components['schemas']['PublicKeyCredentialDescriptor'][]
      extensions?: {
        [key: string]: unknown
      }
    }
    /** @description JSON form of `PublicKeyCredentialCreationOptions`; binary values base64url. */
    PublicKeyCreationOptions: {
      rp: {
        id?: string
        name: string
      }
      user: {
        /** @description The WebAuthn user handle, base64url. */
        id: string
        name: string
        displayName: string
      }
      challenge: string
      pubKeyCredParams: {
        /** @enum {string} */
        type: 'public-key'
        /** @description COSE algorithm (-7 ES256, -257 RS256, -8 EdDSA). */
        alg: number
      }[]
      /** @description Milliseconds. */
      timeout?: number
      excludeCredentials?: components['schemas']['PublicKeyCredentialDescriptor'][]
      authenticatorSelection?: {
        /** @enum {string} */
        authenticatorAttachment?: 'platform' | 'cross-platform'
        /** @enum {string} */
        residentKey?: 'required' | 'preferred' | 'discouraged'
        requireResidentKey?: boolean
        /** @enum {string} */
        userVerification?: 'required' | 'preferred' | 'discouraged'
      }
      /** @enum {string} */
      attestation?: 'none' | 'indirect' | 'direct' | 'enterprise'
      extensions?: {
        [key: string]: unknown
      }
    }
    /** @description JSON form of the `PublicKeyCredential` from `navigator.credentials.get`; binary values base64url. */
    PasskeyAssertion: {
      id: string
      rawId: string
      /** @enum {string} */
      type: 'public-key'
      response: {
        authenticatorData: string
        clientDataJSON: string
        signature: string
        userHandle?: string | null
      }
      clientExtensionResults?: {
        [key: string]: unknown
      }
      authenticatorAttachment?: string | null
    }
    /** @description JSON form of the `PublicKeyCredential` from `navigator.credentials.create`; binary values base64url. */
    PasskeyAttestation: {
      id: string
      rawId: string
      /** @enum {string} */
      type: 'public-key'
      response: {
        clientDataJSON: string
        attestationObject: string
        transports?: string[]
      }
      clientExtensionResults?: {
        [key: string]: unknown
      }
      authenticatorAttachment?: string | null
    }
    PasskeyLoginFinishRequest: {
      /** @description The account's email, as sent to `POST /auth/passkey/login/begin`. */
      username: string
      credential: components['schemas']['PasskeyAssertion']
    }
    PasskeyRegisterFinishRequest: {
      attestation: components['schemas']['PasskeyAttestation']
      /** Format: email */
      email: string
      /** @description A name for the passkey; default "Passkey". */
      device_name?: string | null
    }
    Passkey: {
      /** @description Credential id, base64url. */
      credential_id: string
      device_name: string
      /** Format: date-time */
      created_at: string
      /** Format: date-time */
      last_used_at: string | null
    }
    PasskeyStatus: {
      passkeys: components['schemas']['Passkey'][]
      /** @description Whether `passkeys` is non-empty. */
      has_pass_key: boolean
    }
    PasskeyRenameRequest: {
      credential_id: string
      name: string
    }
    PasskeyRemoveRequest: {
      /** @description The signed-in user's email (accepted, not needed). */
      email?: string
      credential_id: string
    }
    /**
     * @description `auto` follows the system preference.
     * @enum {string}
     */
    ThemePreference: 'auto' | 'light' | 'dark'
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
    /** @description A food of the user's library. Macros are per one serving of `serving_size`; `null` when unknown. `fiber` and `sugar` (g) and `sodium` (mg) are per serving too, in every answer, `null` when unknown. A recipe's food entry has `is_recipe: true` and `recipe_id`. A favourite has `date_favorited`. */
    Food: {
      id: string
      name: string
      /** @description Free text, e.g. "1 cup (240 g)". */
      serving_size: string | null
      calories: number | null
      protein: number | null
      carbs: number | null
      fat: number | null
      fiber?: number | null
      sugar?: number | null
      sodium?: number | null
      recipe_id: string | null
      is_recipe: boolean
      /** Format: date-time */
      date_added: string
      /** @description The package's EAN-8, UPC-A or EAN-13 barcode, when the food was saved from one; `null` otherwise. */
      barcode?: string | null
      /**
       * Format: date-time
       * @description When it was made a favourite; `null` when it is not one.
       */
      date_favorited: string | null
    }
    /** @description A new food. Macros, `fiber` and `sugar` (g) and `sodium` (mg) are per one serving; left out or `null` means unknown. */
    FoodCreate: {
      name: string
      serving_size?: string | null
      calories?: number | null
      protein?: number | null
      carbs?: number | null
      fat?: number | null
      fiber?: number | null
      sugar?: number | null
      sodium?: number | null
      /** @description Default false. */
      is_recipe?: boolean
      /** @description The package's EAN-8, UPC-A or EAN-13 barcode, when the food was saved from one. */
      barcode?: string | null
      /** @description The recipe this food stands for (one of the user's recipes). */
      recipe_id?: string | null
    }
    /** @description Any subset of a food's fields; those left out keep their values. */
    FoodUpdate: {
      name?: string
      serving_size?: string | null
      calories?: number | null
      protein?: number | null
      carbs?: number | null
      fat?: number | null
      fiber?: number | null
      sugar?: number | null
      sodium?: number | null
      is_recipe?: boolean
      /** @description The package's EAN-8, UPC-A or EAN-13 barcode, when the food was saved from one. */
      barcode?: string | null
      recipe_id?: string | null
    }
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
    /** @description One ingredient. `quantity` is a number when the amount is one (fractions like "1/2" are converted); otherwise it is `null` and `quantity_text` keeps the amount as written (e.g. "2-3", "a pinch"). */
    Ingredient: {
      name: string
      quantity?: number | null
      quantity_text?: string | null
      unit?: string | null
      notes?: string | null
    }
    /** @description An ingredient object, or a plain string read as the ingredient's name. */
    IngredientInput: components['schemas']['Ingredient'] | string
    /** @description One instruction step; `order` counts from 1 and is always set in responses. */
    Step: {
      text: string
      order?: number
    }
    /** @description A step object, or a plain string read as the step's text. Steps are renumbered in the order sent. */
    StepInput: components['schemas']['Step'] | string
    /** @description A recipe's macros per serving (`null` when unknown). The legacy names `calories`, `protein`, `carbs`, `fat` carry the same per-serving values as the `*_per_serving` ones; the server fills both and, on input, takes a `*_per_serving` value first. `fiber_per_serving`, `sugar_per_serving` (g) and `sodium_per_serving` (mg) have no legacy name; left out on input they keep their value, `null` is unknown. */
    RecipeMacros: {
      calories_per_serving?: number | null
      protein_per_serving?: number | null
      carbs_per_serving?: number | null
      fat_per_serving?: number | null
      fiber_per_serving?: number | null
      sugar_per_serving?: number | null
      sodium_per_serving?: number | null
      serving_size?: string | null
      calories?: number | null
      protein?: number | null
      carbs?: number | null
      fat?: number | null
    }
    /** @description A recipe. Times are minutes. `calories` is the whole recipe's total; per-serving values are in `macros`, which is `null` until estimated or entered. `food_id` is the recipe's food entry, and `is_favorite` mirrors that food's favourite flag. */
    Recipe: {
      id: string
      name: string
      description: string | null
      /** @description Servings the recipe makes (default 1). */
      servings: number
      /** @description As written in the source recipe, if different from `servings`. */
      total_servings: number | null
      /** @description Total calories of the whole recipe. */
      calories: number | null
      prep_time: number | null
      cook_time: number | null
      total_time: number | null
      notes: string | null
      /** Format: date-time */
      created_at: string
      food_id: string | null
      ingredients: components['schemas']['Ingredient'][]
      steps: components['schemas']['Step'][]
      macros: components['schemas']['RecipeMacros'] | null
      is_favorite: boolean
    }
    /** @description Recipe fields, all optional (fields left out keep their values; a body of only `macros` is accepted). Ingredients and steps may be objects or plain strings; blank ones are dropped. */
    RecipeUpdate: {
      name?: string
      description?: string | null
      /** @description Servings the recipe makes; `null` means 1. */
      servings?: number | null
      total_servings?: number | null
      /** @description Total calories of the whole recipe. */
      calories?: number | null
      prep_time?: number | null
      cook_time?: number | null
      total_time?: number | null
      notes?: string | null
      /** @description The recipe's food entry (one of the user's foods). */
      food_id?: string | null
      ingredients?: components['schemas']['IngredientInput'][]
      steps?: components['schemas']['StepInput'][]
      macros?: components['schemas']['RecipeMacros']
    }
    /** @description A new recipe; as `RecipeUpdate` with `name` required. */
    RecipeCreate: components['schemas']['RecipeUpdate'] & {
      name: string
    }
    RecipeMacroEstimateRequest: {
      recipe_name?: string | null
      ingredients: components['schemas']['IngredientInput'][]
      /** @description Servings the recipe makes; `null` or 0 means 1. */
      recipe_quantity?: number | null
      /** @description The serving size to report in the estimate, e.g. "1 bowl". */
      recipe_serving_size?: string | null
    }
    RecipeMacroEstimate: {
      recipe_macros: components['schemas']['RecipeMacros']
      macros: components['schemas']['RecipeMacros']
      total: components['schemas']['MacroTotals']
      items: components['schemas']['MealItem'][]
    }
    ParseRecipeTextRequest: {
      /** @description The pasted recipe; must not be blank. */
      text: string
    }
    /** @description Recipe fields found in the text; `null` (or an empty list) when not found. Times are minutes. The `*_per_serving` and `serving_size` values are repeated in `macros`, as the recipe form reads either. */
    ParsedRecipe: {
      title: string | null
      description: string | null
      ingredients: components['schemas']['Ingredient'][]
      steps: components['schemas']['Step'][]
      notes: string | null
      calories_per_serving: number | null
      protein_per_serving: number | null
      carbs_per_serving: number | null
      fat_per_serving: number | null
      /** @description Grams per serving, summed over the ingredients whose fibre is known; `null` when none is. */
      fiber_per_serving: number | null
      /** @description Grams per serving, as `fiber_per_serving`. */
      sugar_per_serving: number | null
      /** @description Milligrams per serving, as `fiber_per_serving`. */
      sodium_per_serving: number | null
      serving_size: string | null
      prep_time: number | null
      cook_time: number | null
      total_time: number | null
      total_servings: number | null
      macros: components['schemas']['RecipeMacros']
    }
    /** @enum {string} */
    MealType: 'breakfast' | 'lunch' | 'dinner' | 'snack' | 'dessert'
    /**
     * @description Where an item's numbers came from: `user_food` (one of the user's foods), `reference` (the built-in reference table), `usda` (imported USDA data), `model` (the AI model's own guess), `manual` (entered by the user); `null` when unknown.
     * @enum {string|null}
     */
    MacroSource: 'user_food' | 'reference' | 'usda' | 'model' | 'manual' | null
    /** @description One food of a meal. `calories`, `protein`, `carbs`, `fat` are per one serving of `serving_size`, and `quantity` counts servings, so the item contributes macros times quantity. `fiber`, `sugar` (g) and `sodium` (mg) are per serving like the macros, in every answer, and `null` when unknown (not zero). */
    MealItem: {
      id: string
      name: string
      quantity: number
      /** @description Free text, e.g. "1 large (50 g)". */
      serving_size: string | null
      calories: number
      protein: number
      carbs: number
      fat: number
      fiber?: number | null
      sugar?: number | null
      sodium?: number | null
      recipe_id: string | null
      is_recipe: boolean
      /** @description The user's food it came from, if any. */
      food_id: string | null
      /** @description Weight of one serving in grams, when known. */
      grams: number | null
      source: components['schemas']['MacroSource']
    }
    /** @description A full meal item as the client sends it, with its macros. `quantity` defaults to 1; unknown macros count as 0. `fiber`, `sugar` (g) and `sodium` (mg) per serving are optional: left out or `null` is unknown, kept as unknown. An `id` key (e.g. from an estimate or a meal read) is ignored. */
    MealItemInput: {
      name: string
      /** @description Servings; default 1. */
      quantity?: number
      serving_size?: string | null
      calories?: number | null
      protein?: number | null
      carbs?: number | null
      fat?: number | null
      fiber?: number | null
      sugar?: number | null
      sodium?: number | null
      food_id?: string | null
      recipe_id?: string | null
      is_recipe?: boolean | null
      grams?: number | null
      source?: components['schemas']['MacroSource']
      /** @description Whether an item that is not one of the user's foods is added to the library (Unique Foods); default true. With `false` the item stays with its meal only. */
      add_to_library?: boolean
    }
    /** @description A reference to one of the user's saved foods (an `id` and no macros), with how many servings were eaten. */
    FoodRef: {
      /** @description The food's id. */
      id: string
      /** @description Informational; the saved food's name is used. */
      name?: string
      /** @description Servings; default 1. */
      quantity?: number
    }
    /** @description A saved-food reference (has `id`) or a full item (no `id`). */
    MealFoodInput: components['schemas']['FoodRef'] | components['schemas']['MealItemInput']
    MealCreate: {
      foods: components['schemas']['MealFoodInput'][]
      /** @description The description typed by the user, if any. */
      meal_text?: string | null
      /** @description When the meal was eaten, ISO 8601, best with the client's UTC offset (e.g. 2026-11-22T08:30:00+01:00). The calendar date written in it is the meal's `local_date`; the offset places it in time. Without an offset the time is taken as UTC, and a date alone (2026-11-22) as noon of that day. */
      date: string
      meal_type: components['schemas']['MealType']
    }
    MealUpdate: {
      meal_text?: string | null
      macros?: {
        /** @description The meal's new items, replacing the old ones. */
        foods: components['schemas']['MealItemInput'][]
      }
      meal_type?: components['schemas']['MealType']
      /** @description As in MealCreate.date. */
      date?: string
    }
    /** @description The meal's items and totals (sum over items of per-serving macros times quantity). `fiber`, `sugar` and `sodium` (in every answer) sum the items that know them, and are `null` when no item does. */
    MealMacros: {
      items: components['schemas']['MealItem'][]
      calories: number
      protein: number
      carbs: number
      fat: number
      fiber?: number | null
      sugar?: number | null
      sodium?: number | null
    }
    Meal: {
      id: string
      /**
       * Format: date-time
       * @description As sent when logged, with the client's UTC offset.
       */
      date: string
      /**
       * Format: date
       * @description The calendar date of `date` in its own offset (YYYY-MM-DD).
       */
      local_date: string
      meal_type: components['schemas']['MealType']
      meal_text: string | null
      macros: components['schemas']['MealMacros']
      /** Format: date-time */
      created_at: string
    }
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
    /** @description Daily targets. Calories in kcal; protein, carbs, fat and fiber in g. */
    Targets: {
      calories: number
      protein: number
      carbs: number
      fat: number
      fiber: number
      /**
       * @description `auto`: computed from the profile; `manual`: set by the person.
       * @enum {string}
       */
      source: 'auto' | 'manual'
      /** @description Auto targets only: the profile fields that were empty and got a default (e.g. `weight`, `height`, `age`, `gender`, `activity level`, `fitness goal`). */
      missing_profile: string[]
    }
    TargetsUpdate: {
      /** @enum {string} */
      source: 'auto' | 'manual'
      calories?: number
      protein?: number
      carbs?: number
      fat?: number
      fiber?: number
    }
    /** @description `remaining` is each target minus what was eaten; when the profile's `add_exercise_calories` is on, the calories burned in the day's workouts (`exercise_calories`) are added to the calorie target first. A workout counts for the day written in the person's UTC offset (that of the day's meals, else of their latest meal). */
    Diary: {
      /** @description Calories burned in the day's workouts (0 when none or unknown). */
      exercise_calories: number
      /** @description Whether `exercise_calories` were added to the calorie target in `remaining`. */
      exercise_added: boolean
      /** Format: date */
      date: string
      targets: components['schemas']['Targets']
      totals: components['schemas']['DayTotals']
      remaining: components['schemas']['MacroTotals']
      /** @description Breakfast, lunch, dinner, snack, dessert; then by time. */
      meals: components['schemas']['Meal'][]
    }
    MealCopyRequest: {
      /** @description A date-time with the client's UTC offset, or a calendar date YYYY-MM-DD (the source meal's time of day and offset on that day). */
      date: string
      meal_type?: components['schemas']['MealType']
    }
    DayCopyRequest: {
      /** Format: date */
      to_date: string
    }
    DayCopyResult: {
      meals: components['schemas']['Meal'][]
    }
    /** @description A library food with its last log. */
    RecentFood: components['schemas']['Food'] & {
      /** @description Servings of the food's serving size in its last log. */
      last_quantity: number
      /**
       * Format: date-time
       * @description The date (with its UTC offset) of the last meal it was logged in.
       */
      last_logged: string
    }
    /** @description A reference-table food with its macros per `serving_size` (of `grams` grams) and per 100 g. */
    ReferenceFoodMatch: {
      id: string
      name: string
      serving_size: string
      grams: number
      calories: number
      protein: number
      carbs: number
      fat: number
      per_100g: components['schemas']['MacroTotals']
      /** @enum {string} */
      source: 'reference' | 'usda'
    }
    /** @description One day's totals. `fiber`, `sugar` (g) and `sodium` (mg), in every answer, sum the items of the day that know them (an unknown value adds nothing) and are `null` when no item of the day does. */
    DailySummaryEntry: {
      /**
       * Format: date
       * @description The local calendar date (YYYY-MM-DD).
       */
      date: string
      calories: number
      protein: number
      carbs: number
      fat: number
      fiber?: number | null
      sugar?: number | null
      sodium?: number | null
      meal_count: number
    }
    DailySummaryPage: {
      /** @description Newest day first. */
      items: components['schemas']['DailySummaryEntry'][]
      page: number
      page_size: number
      /** @description Calendar days from `end` back to the first logged day (0 when nothing is logged). */
      total_days: number
      total_pages: number
    }
    /** @description Optional context for the estimate; every field may be left out or `null`. */
    EstimateProfile: {
      age?: number | null
      gender?: string | null
      weight?: number | null
      fitness_goal?: string | null
    }
    MacroEstimateRequest: {
      profile?: components['schemas']['EstimateProfile']
      /** @description The free-text meal description; must not be blank. */
      mealText: string
      /** @description The meal's date-time (context only). */
      date?: string | null
    }
    MacroEstimate: {
      items: components['schemas']['EstimatedMealItem'][]
    }
    /** @description An estimated meal item, and what the estimate assumed to get its numbers. */
    EstimatedMealItem: components['schemas']['MealItem'] & {
      /** @description What the estimate assumed, in words to show beside the item: the weight, cooked or dry as the table entry is, and the entry it used, e.g. "158 g · cooked · USDA 20045 Rice, white, long-grain, regular, enriched, cooked", or "Your food "Rolled oats", 80 g". `null` when the item came from an AI model's own guess. */
      assumed: string | null
    }
    NutritionLabelUpload: {
      /**
       * Format: binary
       * @description The label photo (image/jpeg, image/png, image/webp, image/gif or image/bmp).
       */
      file: string
    }
    /** @description Numbers read from a label; `null` when not found. `calories`…`fat` and `fiber`, `sugar` (g) and `sodium` (mg) are per `per` (one serving or 100 g); the `*_per_100g` values are given when the label has them or the serving weight is known. */
    LabelMacros: {
      serving_size?: string | null
      calories?: number | null
      protein?: number | null
      carbs?: number | null
      fat?: number | null
      /** @enum {string|null} */
      per?: 'serving' | '100g' | null
      calories_per_100g?: number | null
      protein_per_100g?: number | null
      carbs_per_100g?: number | null
      fat_per_100g?: number | null
      /** @description Dietary fibre (g), on the basis of `per`. */
      fiber?: number | null
      /** @description Total sugars (g), on the basis of `per`. */
      sugar?: number | null
      /** @description Sodium (mg), on the basis of `per`; from salt (g × 400) when the label gives only salt. */
      sodium?: number | null
      fiber_per_100g?: number | null
      sugar_per_100g?: number | null
      sodium_per_100g?: number | null
    }
    OcrResult: {
      /** @description Read by the configured AI model; `null` when none is configured or nothing was read. */
      macros_gpt: components['schemas']['LabelMacros'] | null
      /** @description Parsed from the recognised text by rules; `null` when nothing was read. */
      macros_regex: components['schemas']['LabelMacros'] | null
      /** @description The recognised text. */
      raw_text: string
    }
    /** @enum {string} */
    WorkoutType: 'Run' | 'Weightlifting' | 'Bike' | 'Swim' | 'Walk' | 'Yoga' | 'HIIT' | 'Row' | 'Other'
    /** @description The Strava activity a workout was imported from, in Strava's units: `distance` and `total_elevation_gain` metres, `moving_time` and `elapsed_time` seconds, speeds m/s, heart rates bpm, `calories` kcal. `null` when Strava did not report a value. */
    StravaData: {
      name?: string | null
      type?: string | null
      sport_type?: string | null
      distance?: number | null
      moving_time?: number | null
      elapsed_time?: number | null
      average_speed?: number | null
      max_speed?: number | null
      total_elevation_gain?: number | null
      average_heartrate?: number | null
      max_heartrate?: number | null
      calories?: number | null
      suffer_score?: number | null
      /** @description Strava's workout_type code (e.g. 1 race, 3 workout). */
      workout_type?: number | null
      description?: string | null
    }
    Workout: {
      id: string
      /** @description The description (for imported workouts, the Strava activity name). */
      workout_text: string
      type: components['schemas']['WorkoutType']
      /** @description Minutes. */
      duration: number | null
      calories_burned: number | null
      notes: string | null
      /** Format: date-time */
      date: string
      /** @description Set on workouts imported from Strava. */
      strava_activity_id: string | null
      strava_data: components['schemas']['StravaData'] | null
    }
    WorkoutInput: {
      /** @description The description; must not be blank. */
      workout_text: string
      type?: components['schemas']['WorkoutType']
      /** @description Minutes. */
      duration?: number | null
      calories_burned?: number | null
      notes?: string | null
      /** @description ISO 8601 date (YYYY-MM-DD, read as midnight UTC) or date-time; default now. */
      date?: string | null
    }
    StravaTicket: {
      /** @description Signed, valid 5 minutes. */
      ticket: string
      /** @description The path to open in the browser, `/api/strava/login?user_id=…&ticket=…`. */
      url: string
    }
    StravaImportResult: {
      imported: number
      skipped: number
      /** @description A human-readable summary, e.g. "Imported 3 activities (2 skipped)." */
      detail: string
    }
    InsightLogEntry: {
      id: string
      /** Format: date-time */
      created_at: string
      /** @description Plain text, paragraphs separated by blank lines. */
      advice: string
    }
    /** @description A recipe card proposed by the agent: the recipe fields, all optional (`_id` or `id` is set when it is one of the user's saved recipes). A card with only `name` is a favourite-title-only card. */
    ChatRecipe: {
      _id?: string | null
      id?: string | null
      name?: string
      description?: string | null
      servings?: number | null
      total_servings?: number | null
      calories?: number | null
      prep_time?: number | null
      cook_time?: number | null
      total_time?: number | null
      notes?: string | null
      created_at?: string | null
      food_id?: string | null
      ingredients?: components['schemas']['IngredientInput'][]
      steps?: components['schemas']['StepInput'][]
      macros?: components['schemas']['RecipeMacros']
      is_favorite?: boolean | null
    }
    ChatMessage: {
      /** @enum {string} */
      sender: 'agent' | 'user'
      text: string
      recipes?: components['schemas']['ChatRecipe'][]
      meal_proposal?: components['schemas']['ChatMealProposal']
      weight_proposal?: components['schemas']['ChatWeightProposal']
      workout_proposal?: components['schemas']['ChatWorkoutProposal']
    }
    /** @description A weigh-in the person asked the agent to log ("log my weight 72.4", "I weigh 160 lb today"), in kg. Nothing is saved by the agent: the app shows a card with Log, and only the person's Log calls `logWeight`; the app then sets `logged_weight_id`. */
    ChatWeightProposal: {
      /** Format: date */
      date: string
      weight_kg: number
      logged_weight_id?: string | null
    }
    /** @description A workout the person asked the agent to log ("add 30 min run", "I cycled 45 minutes"), its calories estimated from the activity, minutes and the person's weight when not given. Nothing is saved by the agent: the app shows a card with Log, and only the person's Log calls `createWorkout`; the app then sets `logged_workout_id`. */
    ChatWorkoutProposal: {
      workout_text: string
      type: components['schemas']['WorkoutType']
      /** @description Minutes. */
      duration: number | null
      calories_burned: number | null
      /** @description When it was done, ISO 8601 with the person's UTC offset. */
      date: string
      logged_workout_id?: string | null
    }
    /** @description A meal the person told the agent they ate ("I just had two eggs and toast", "log a banana for a snack"), estimated like `POST /estimateMacros`. The agent saves nothing: the app shows it as a card with Log and Edit, and only the person's Log (or Save after Edit) creates the meal (`createMeal`). The app then sets `logged_meal_id`, so the card shows it was logged when the conversation is read again. */
    ChatMealProposal: {
      meal_text: string
      meal_type: components['schemas']['MealType']
      items: components['schemas']['EstimatedMealItem'][]
      logged_meal_id?: string | null
    }
    ChatRequest: {
      /** @description The conversation, oldest first; the last message is the user's. */
      messages: components['schemas']['ChatMessage'][]
    }
    ChatResponse: {
      /** @description The whole conversation with the agent's reply last. */
      messages: components['schemas']['ChatMessage'][]
    }
    PublicConfig: {
      /** @description The Google OAuth client id for the sign-in button; `null` when Google sign-in is not configured. */
      google_client_id: string | null
      strava_configured: boolean
      /** @enum {string} */
      ai_provider: 'builtin' | 'openai'
      /**
       * @description `outbox`: emails are written to files on the server instead of being sent.
       * @enum {string}
       */
      mail_delivery: 'smtp' | 'outbox'
      /** @description The origin used in emailed links and as the WebAuthn origin. */
      public_url: string
    }
  }
  responses: {
    /** @description The request is invalid (validation failure or a rule of this operation). */
    BadRequest: {
      headers: {
        [name: string]: unknown
      }
      content: {
        'application/json': components['schemas']['ApiError']
      }
    }
    /** @description Not signed in (missing, invalid, expired or revoked token), or the credentials are wrong. */
    Unauthorized: {
      headers: {
        [name: string]: unknown
      }
      content: {
        'application/json': components['schemas']['ApiError']
      }
    }
    /** @description No such record for the signed-in user. */
    NotFound: {
      headers: {
        [name: string]: unknown
      }
      content: {
        'application/json': components['schemas']['ApiError']
      }
    }
    /** @description The request conflicts with the current state (for example the email is already in use). */
    Conflict: {
      headers: {
        [name: string]: unknown
      }
      content: {
        'application/json': components['schemas']['ApiError']
      }
    }
    /** @description The request body or upload is larger than the server accepts. */
    PayloadTooLarge: {
      headers: {
        [name: string]: unknown
      }
      content: {
        'application/json': components['schemas']['ApiError']
      }
    }
    /** @description Rate limited; retry after the number of seconds in `Retry-After`. */
    TooManyRequests: {
      headers: {
        /** @description Seconds to wait before retrying. */
        'Retry-After'?: number
        [name: string]: unknown
      }
      content: {
        'application/json': components['schemas']['ApiError']
      }
    }
    /** @description An upstream service (the configured AI model, Strava, the mail server or Google's key set) failed. */
    BadGateway: {
      headers: {
        [name: string]: unknown
      }
      content: {
        'application/json': components['schemas']['ApiError']
      }
    }
    /** @description The provider this operation needs is not configured on this server. */
    ServiceUnavailable: {
      headers: {
        [name: string]: unknown
      }
      content: {
        'application/json': components['schemas']['ApiError']
      }
    }
  }
  parameters: {
    /** @description The signed-in user's id. */
    UserId: string
    /** @description The signed-in user's id. */
    InsightsUserId: string
    /** @description A food id (at least 12 characters). */
    FoodIdPath: string
    /** @description A food id (at least 12 characters). */
    FoodIdInUserPath: string
    /** @description A recipe id. */
    RecipeIdPath: string
    /** @description A recipe id. */
    RecipeIdInUserPath: string
    /** @description A meal id. */
    MealIdPath: string
    /** @description A weigh-in id. */
    WeightIdPath: string
    /** @description The first calendar day (YYYY-MM-DD). */
    WeightFromQuery: string
    /** @description The last calendar day (YYYY-MM-DD), normally the client's today. */
    WeightToQuery: string
    /** @description The last calendar day of the period (YYYY-MM-DD), normally the client's today; default the later of the server's UTC today and the newest weigh-in or logged day. */
    ProgressEndQuery: string
    /** @description How many calendar days, ending at `end` (default 28). */
    ProgressDaysQuery: number
    /** @description A workout id. */
    WorkoutIdPath: string
    /** @description The signed-in user's email (accepted, not needed). */
    EmailQuery: string
    /** @description Exact food name, compared case-insensitively after trimming. */
    FoodNameQuery: string
    /** @description `true`: only recipe foods; `false`: only plain foods; left out: both. */
    IsRecipeQuery: boolean
    /** @description Case-insensitive substring of the food name. */
    FoodSearchQuery: string
    /** @description `name` A to Z; `date` newest first; `date_asc` oldest first; `calories`, `protein`, `carbs`, `fat` highest first. */
    FoodSortQuery: 'name' | 'date' | 'date_asc' | 'calories' | 'protein' | 'carbs' | 'fat'
    /** @description `true`: only favourite foods. */
    FavoritesQuery: boolean
    /** @description Page size. */
    FoodsLimitQuery: number
    /** @description Page size. */
    RecipesLimitQuery: number
    /** @description Page size. */
    MealsLimitQuery: number
    /** @description Page size. */
    WorkoutsLimitQuery: number
    /** @description Number of records to skip. */
    OffsetQuery: number
    /** @description A key the client makes once per write (e.g. a UUID) and sends again when it retries the same write. The first request with a key does the write; a later request of the same user with the same key does nothing and answers the first one's status and body again (kept 7 days), so a retried POST never logs twice. A key still being processed answers `409`. */
    IdempotencyKeyHeader: string
    /** @description A local calendar date, YYYY-MM-DD. */
    DiaryDatePath: string
    /** @description The newest calendar day of page 1 (YYYY-MM-DD), normally the client's today; default the later of the server's UTC today and the newest logged day. */
    SummaryEndQuery: string
    /** @description How many foods. */
    RecentLimitQuery: number
    /** @description Words of the food's name. */
    ReferenceSearchQuery: string
    /** @description How many foods. */
    ReferenceLimitQuery: number
    /** @description Page number, from 1. */
    PageQuery: number
    /** @description Days per page. */
    PageSizeQuery: number
    /** @description Exact recipe name, compared case-insensitively after trimming. */
    RecipeNameQuery: string
    /** @description `az`, `za` by name; `date_asc`, `date_desc` by creation. */
    RecipeSortQuery: 'az' | 'za' | 'date_asc' | 'date_desc'
    /** @description The user the ticket was issued for. */
    StravaUserIdQuery: string
    /** @description The signed ticket from `POST /user/{id}/strava/ticket`. */
    StravaTicketQuery: string
    /** @description Strava's authorization code (absent when the user declined). */
    StravaCodeQuery: string
    /** @description The signed state the server sent to Strava. */
    StravaStateQuery: string
    /** @description The scopes the user granted, comma-separated. */
    StravaScopeQuery: string
    /** @description Set by Strava (`access_denied`) when the user declined. */
    StravaErrorQuery: string
  }
  requestBodies: never
  headers: never
  pathItems: never
}
export type $defs = Record<string, never>
export interface operations {
  passkeyHas: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['EmailRequest']
      }
    }
    responses: {
      /** @description Whether the account with that email has at least one passkey. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['HasPasskeyResult']
        }
      }
      400: components['responses']['BadRequest']
      429: components['responses']['TooManyRequests']
    }
  }
  requestEmailLoginToken: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['EmailRequest']
      }
    }
    responses: {
      /** @description The request was accepted (whether or not the email exists). */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Ok']
        }
      }
      400: components['responses']['BadRequest']
      429: components['responses']['TooManyRequests']
      502: components['responses']['BadGateway']
    }
  }
  verifyEmailLoginToken: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['EmailTokenLoginRequest']
      }
    }
    responses: {
      /** @description A session, or the two-factor second step. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['LoginResult']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      429: components['responses']['TooManyRequests']
    }
  }
  passkeyLoginBegin: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['PasskeyLoginBeginRequest']
      }
    }
    responses: {
      /** @description Request options for `navigator.credentials.get`. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['PublicKeyRequestOptions']
        }
      }
      400: components['responses']['BadRequest']
      429: components['responses']['TooManyRequests']
    }
  }
  passkeyLoginFinish: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['PasskeyLoginFinishRequest']
      }
    }
    responses: {
      /** @description A session. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['LoginResult']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      429: components['responses']['TooManyRequests']
    }
  }
  googleLogin: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['GoogleLoginRequest']
      }
    }
    responses: {
      /** @description A session, or the two-factor second step. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['LoginResult']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      429: components['responses']['TooManyRequests']
      502: components['responses']['BadGateway']
      503: components['responses']['ServiceUnavailable']
    }
  }
  passkeyRegisterBegin: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['PasskeyRegisterBeginRequest']
      }
    }
    responses: {
      /** @description Creation options for `navigator.credentials.create`. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['PublicKeyCreationOptions']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      409: components['responses']['Conflict']
      429: components['responses']['TooManyRequests']
    }
  }
  passkeyRegisterFinish: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['PasskeyRegisterFinishRequest']
      }
    }
    responses: {
      /** @description A session. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['LoginResult']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      409: components['responses']['Conflict']
      429: components['responses']['TooManyRequests']
    }
  }
  passwordLogin: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['PasswordLoginRequest']
      }
    }
    responses: {
      /** @description A session, or the two-factor second step. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['LoginResult']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      429: components['responses']['TooManyRequests']
    }
  }
  resetPassword: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['ResetPasswordRequest']
      }
    }
    responses: {
      /** @description The password was set. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Ok']
        }
      }
      400: components['responses']['BadRequest']
      429: components['responses']['TooManyRequests']
    }
  }
  requestPasswordReset: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The email was sent (or written to the outbox). */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Ok']
        }
      }
      401: components['responses']['Unauthorized']
      429: components['responses']['TooManyRequests']
      502: components['responses']['BadGateway']
    }
  }
  verifyTwoFactorLogin: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['TwoFactorLoginRequest']
      }
    }
    responses: {
      /** @description A session. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['LoginResult']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      429: components['responses']['TooManyRequests']
    }
  }
  twoFactorStatus: {
    parameters: {
      query?: {
        /** @description The signed-in user's email (accepted, not needed). */
        email?: components['parameters']['EmailQuery']
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Two-factor authentication is enabled. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['TwoFactorStatus']
        }
      }
      401: components['responses']['Unauthorized']
      404: components['responses']['NotFound']
    }
  }
  twoFactorSetup: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The pending secret and its QR code. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['TwoFactorSetup']
        }
      }
      401: components['responses']['Unauthorized']
      409: components['responses']['Conflict']
    }
  }
  twoFactorEnable: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['TwoFactorCodeRequest']
      }
    }
    responses: {
      /** @description Two-factor authentication is on. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['TwoFactorEnabled']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      429: components['responses']['TooManyRequests']
    }
  }
  twoFactorDisable: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['TwoFactorCodeRequest']
      }
    }
    responses: {
      /** @description Two-factor authentication is off. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Ok']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      429: components['responses']['TooManyRequests']
    }
  }
  passkeyStatus: {
    parameters: {
      query?: {
        /** @description The signed-in user's email (accepted, not needed). */
        email?: components['parameters']['EmailQuery']
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The passkeys. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['PasskeyStatus']
        }
      }
      401: components['responses']['Unauthorized']
    }
  }
  passkeyRemove: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['PasskeyRemoveRequest']
      }
    }
    responses: {
      /** @description The passkey was removed. */
      204: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      404: components['responses']['NotFound']
    }
  }
  passkeyRename: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['PasskeyRenameRequest']
      }
    }
    responses: {
      /** @description The renamed passkey. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Passkey']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      404: components['responses']['NotFound']
    }
  }
  logout: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Logged out. */
      204: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
      401: components['responses']['Unauthorized']
    }
  }
  requestEmailChange: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['EmailChangeRequest']
      }
    }
    responses: {
      /** @description The confirmation email was sent. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Ok']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      409: components['responses']['Conflict']
      429: components['responses']['TooManyRequests']
      502: components['responses']['BadGateway']
    }
  }
  confirmEmailChange: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['TokenRequest']
      }
    }
    responses: {
      /** @description The email was changed. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['EmailChangeResult']
        }
      }
      400: components['responses']['BadRequest']
      409: components['responses']['Conflict']
      429: components['responses']['TooManyRequests']
    }
  }
  getUser: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description The signed-in user's id. */
        id: components['parameters']['UserId']
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The profile. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Profile']
        }
      }
      401: components['responses']['Unauthorized']
      404: components['responses']['NotFound']
    }
  }
  updateUser: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description The signed-in user's id. */
        id: components['parameters']['UserId']
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['ProfileUpdate']
      }
    }
    responses: {
      /** @description The saved profile. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Profile']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      404: components['responses']['NotFound']
    }
  }
  deleteUser: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description The signed-in user's id. */
        id: components['parameters']['UserId']
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The account was deleted. */
      204: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
      401: components['responses']['Unauthorized']
      404: components['responses']['NotFound']
    }
  }
  listFoods: {
    parameters: {
      query?: {
        /** @description Exact food name, compared case-insensitively after trimming. */
        name?: components['parameters']['FoodNameQuery']
        /** @description `true`: only recipe foods; `false`: only plain foods; left out: both. */
        is_recipe?: components['parameters']['IsRecipeQuery']
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The matching foods. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Food'][]
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
    }
  }
  createFood: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['FoodCreate']
      }
    }
    responses: {
      /** @description The created food. */
      201: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Food']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      404: components['responses']['NotFound']
    }
  }
  searchReferenceFoods: {
    parameters: {
      query: {
        /** @description Words of the food's name. */
        q: components['parameters']['ReferenceSearchQuery']
        /** @description How many foods. */
        limit?: components['parameters']['ReferenceLimitQuery']
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The matching foods, best first. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ReferenceFoodMatch'][]
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
    }
  }
  updateFood: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description A food id (at least 12 characters). */
        id: components['parameters']['FoodIdPath']
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['FoodUpdate']
      }
    }
    responses: {
      /** @description The updated food. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Food']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      404: components['responses']['NotFound']
    }
  }
  listUserFoods: {
    parameters: {
      query?: {
        /** @description Case-insensitive substring of the food name. */
        q?: components['parameters']['FoodSearchQuery']
        /** @description `name` A to Z; `date` newest first; `date_asc` oldest first; `calories`, `protein`, `carbs`, `fat` highest first. */
        sort?: components['parameters']['FoodSortQuery']
        /** @description `true`: only favourite foods. */
        favorites?: components['parameters']['FavoritesQuery']
        /** @description Page size. */
        limit?: components['parameters']['FoodsLimitQuery']
        /** @description Number of records to skip. */
        offset?: components['parameters']['OffsetQuery']
      }
      header?: never
      path: {
        /** @description The signed-in user's id. */
        id: components['parameters']['UserId']
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The page of foods. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Food'][]
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      404: components['responses']['NotFound']
    }
  }
  listRecentFoods: {
    parameters: {
      query?: {
        /** @description How many foods. */
        limit?: components['parameters']['RecentLimitQuery']
      }
      header?: never
      path: {
        /** @description The signed-in user's id. */
        id: components['parameters']['UserId']
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The foods. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['RecentFood'][]
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      404: components['responses']['NotFound']
    }
  }
  listFavoriteFoods: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description The signed-in user's id. */
        id: components['parameters']['UserId']
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Food ids. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': string[]
        }
      }
      401: components['responses']['Unauthorized']
      404: components['responses']['NotFound']
    }
  }
  addFavoriteFood: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description The signed-in user's id. */
        id: components['parameters']['UserId']
        /** @description A food id (at least 12 characters). */
        foodId: components['parameters']['FoodIdInUserPath']
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The food, now a favourite. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Food']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      404: components['responses']['NotFound']
    }
  }
  removeFavoriteFood: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description The signed-in user's id. */
        id: components['parameters']['UserId']
        /** @description A food id (at least 12 characters). */
        foodId: components['parameters']['FoodIdInUserPath']
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The food is no longer a favourite. */
      204: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      404: components['responses']['NotFound']
    }
  }
  deleteUserFood: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description The signed-in user's id. */
        id: components['parameters']['UserId']
        /** @description A food id (at least 12 characters). */
        foodId: components['parameters']['FoodIdInUserPath']
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The food was deleted. */
      204: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      404: components['responses']['NotFound']
    }
  }
  listRecipes: {
    parameters: {
      query?: {
        /** @description Exact recipe name, compared case-insensitively after trimming. */
        name?: components['parameters']['RecipeNameQuery']
        /** @description `az`, `za` by name; `date_asc`, `date_desc` by creation. */
        sort?: components['parameters']['RecipeSortQuery']
        /** @description Page size. */
        limit?: components['parameters']['RecipesLimitQuery']
        /** @description Number of records to skip. */
        offset?: components['parameters']['OffsetQuery']
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The page of recipes. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Recipe'][]
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
    }
  }
  createRecipe: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['RecipeCreate']
      }
    }
    responses: {
      /** @description The created recipe. */
      201: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Recipe']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
    }
  }
  getRecipe: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description A recipe id. */
        id: components['parameters']['RecipeIdPath']
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The recipe. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Recipe']
        }
      }
      401: components['responses']['Unauthorized']
      404: components['responses']['NotFound']
    }
  }
  updateRecipe: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description A recipe id. */
        id: components['parameters']['RecipeIdPath']
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['RecipeUpdate']
      }
    }
    responses: {
      /** @description The updated recipe. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Recipe']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      404: components['responses']['NotFound']
    }
  }
  deleteRecipe: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description A recipe id. */
        id: components['parameters']['RecipeIdPath']
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The recipe was deleted. */
      204: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
      401: components['responses']['Unauthorized']
      404: components['responses']['NotFound']
    }
  }
  deleteUserRecipe: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description The signed-in user's id. */
        id: components['parameters']['UserId']
        /** @description A recipe id. */
        recipeId: components['parameters']['RecipeIdInUserPath']
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The recipe was deleted. */
      204: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
      401: components['responses']['Unauthorized']
      404: components['responses']['NotFound']
    }
  }
  estimateRecipeMacros: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['RecipeMacroEstimateRequest']
      }
    }
    responses: {
      /** @description The estimate. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['RecipeMacroEstimate']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      429: components['responses']['TooManyRequests']
      502: components['responses']['BadGateway']
    }
  }
  parseRecipeText: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['ParseRecipeTextRequest']
      }
    }
    responses: {
      /** @description The extracted fields. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ParsedRecipe']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      429: components['responses']['TooManyRequests']
      502: components['responses']['BadGateway']
    }
  }
  listMeals: {
    parameters: {
      query?: {
        /** @description Page size. */
        limit?: components['parameters']['MealsLimitQuery']
        /** @description Number of records to skip. */
        offset?: components['parameters']['OffsetQuery']
      }
      header?: never
      path: {
        /** @description The signed-in user's id. */
        id: components['parameters']['UserId']
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The page of meals. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Meal'][]
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      404: components['responses']['NotFound']
    }
  }
  createMeal: {
    parameters: {
      query?: never
      header?: {
        /** @description A key the client makes once per write (e.g. a UUID) and sends again when it retries the same write. The first request with a key does the write; a later request of the same user with the same key does nothing and answers the first one's status and body again (kept 7 days), so a retried POST never logs twice. A key still being processed answers `409`. */
        'Idempotency-Key'?: components['parameters']['IdempotencyKeyHeader']
      }
      path: {
        /** @description The signed-in user's id. */
        id: components['parameters']['UserId']
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['MealCreate']
      }
    }
    responses: {
      /** @description The logged meal. */
      201: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Meal']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      404: components['responses']['NotFound']
      409: components['responses']['Conflict']
    }
  }
  updateMeal: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description The signed-in user's id. */
        id: components['parameters']['UserId']
        /** @description A meal id. */
        mealId: components['parameters']['MealIdPath']
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['MealUpdate']
      }
    }
    responses: {
      /** @description The updated meal. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Meal']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      404: components['responses']['NotFound']
    }
  }
  deleteMeal: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description The signed-in user's id. */
        id: components['parameters']['UserId']
        /** @description A meal id. */
        mealId: components['parameters']['MealIdPath']
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The meal was deleted. */
      204: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
      401: components['responses']['Unauthorized']
      404: components['responses']['NotFound']
    }
  }
  getTargets: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description The signed-in user's id. */
        id: components['parameters']['UserId']
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The targets. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Targets']
        }
      }
      401: components['responses']['Unauthorized']
      404: components['responses']['NotFound']
    }
  }
  updateTargets: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description The signed-in user's id. */
        id: components['parameters']['UserId']
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['TargetsUpdate']
      }
    }
    responses: {
      /** @description The targets now in force. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Targets']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      404: components['responses']['NotFound']
    }
  }
  getDiary: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description The signed-in user's id. */
        id: components['parameters']['UserId']
        /** @description A local calendar date, YYYY-MM-DD. */
        date: components['parameters']['DiaryDatePath']
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The day. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Diary']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      404: components['responses']['NotFound']
    }
  }
  copyDay: {
    parameters: {
      query?: never
      header?: {
        /** @description A key the client makes once per write (e.g. a UUID) and sends again when it retries the same write. The first request with a key does the write; a later request of the same user with the same key does nothing and answers the first one's status and body again (kept 7 days), so a retried POST never logs twice. A key still being processed answers `409`. */
        'Idempotency-Key'?: components['parameters']['IdempotencyKeyHeader']
      }
      path: {
        /** @description The signed-in user's id. */
        id: components['parameters']['UserId']
        /** @description A local calendar date, YYYY-MM-DD. */
        date: components['parameters']['DiaryDatePath']
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['DayCopyRequest']
      }
    }
    responses: {
      /** @description The new meals, in diary order. */
      201: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['DayCopyResult']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      404: components['responses']['NotFound']
      409: components['responses']['Conflict']
    }
  }
  copyMeal: {
    parameters: {
      query?: never
      header?: {
        /** @description A key the client makes once per write (e.g. a UUID) and sends again when it retries the same write. The first request with a key does the write; a later request of the same user with the same key does nothing and answers the first one's status and body again (kept 7 days), so a retried POST never logs twice. A key still being processed answers `409`. */
        'Idempotency-Key'?: components['parameters']['IdempotencyKeyHeader']
      }
      path: {
        /** @description The signed-in user's id. */
        id: components['parameters']['UserId']
        /** @description A meal id. */
        mealId: components['parameters']['MealIdPath']
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['MealCopyRequest']
      }
    }
    responses: {
      /** @description The new meal. */
      201: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Meal']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      404: components['responses']['NotFound']
      409: components['responses']['Conflict']
    }
  }
  getDailySummary: {
    parameters: {
      query?: {
        /** @description Page number, from 1. */
        page?: components['parameters']['PageQuery']
        /** @description Days per page. */
        page_size?: components['parameters']['PageSizeQuery']
        /** @description The newest calendar day of page 1 (YYYY-MM-DD), normally the client's today; default the later of the server's UTC today and the newest logged day. */
        end?: components['parameters']['SummaryEndQuery']
      }
      header?: never
      path: {
        /** @description The signed-in user's id. */
        id: components['parameters']['UserId']
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description One page of days. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['DailySummaryPage']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      404: components['responses']['NotFound']
    }
  }
  listWeights: {
    parameters: {
      query?: {
        /** @description The first calendar day (YYYY-MM-DD). */
        from?: components['parameters']['WeightFromQuery']
        /** @description The last calendar day (YYYY-MM-DD), normally the client's today. */
        to?: components['parameters']['WeightToQuery']
      }
      header?: never
      path: {
        /** @description The signed-in user's id. */
        id: components['parameters']['UserId']
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The weigh-ins, oldest first. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Weight'][]
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      404: components['responses']['NotFound']
    }
  }
  logWeight: {
    parameters: {
      query?: never
      header?: {
        /** @description A key the client makes once per write (e.g. a UUID) and sends again when it retries the same write. The first request with a key does the write; a later request of the same user with the same key does nothing and answers the first one's status and body again (kept 7 days), so a retried POST never logs twice. A key still being processed answers `409`. */
        'Idempotency-Key'?: components['parameters']['IdempotencyKeyHeader']
      }
      path: {
        /** @description The signed-in user's id. */
        id: components['parameters']['UserId']
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['WeightCreate']
      }
    }
    responses: {
      /** @description The weigh-in as stored. */
      201: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Weight']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      404: components['responses']['NotFound']
      409: components['responses']['Conflict']
    }
  }
  deleteWeight: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description The signed-in user's id. */
        id: components['parameters']['UserId']
        /** @description A weigh-in id. */
        weightId: components['parameters']['WeightIdPath']
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Deleted. */
      204: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
      401: components['responses']['Unauthorized']
      404: components['responses']['NotFound']
    }
  }
  getProgress: {
    parameters: {
      query?: {
        /** @description How many calendar days, ending at `end` (default 28). */
        days?: components['parameters']['ProgressDaysQuery']
        /** @description The last calendar day of the period (YYYY-MM-DD), normally the client's today; default the later of the server's UTC today and the newest weigh-in or logged day. */
        end?: components['parameters']['ProgressEndQuery']
      }
      header?: never
      path: {
        /** @description The signed-in user's id. */
        id: components['parameters']['UserId']
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The progress of the period. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Progress']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      404: components['responses']['NotFound']
    }
  }
  estimateMacros: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['MacroEstimateRequest']
      }
    }
    responses: {
      /** @description The estimated items. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['MacroEstimate']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      429: components['responses']['TooManyRequests']
      502: components['responses']['BadGateway']
    }
  }
  ocrNutritionLabel: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'multipart/form-data': components['schemas']['NutritionLabelUpload']
      }
    }
    responses: {
      /** @description What was read from the label. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['OcrResult']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      413: components['responses']['PayloadTooLarge']
      429: components['responses']['TooManyRequests']
    }
  }
  listWorkouts: {
    parameters: {
      query?: {
        /** @description Page size. */
        limit?: components['parameters']['WorkoutsLimitQuery']
        /** @description Number of records to skip. */
        offset?: components['parameters']['OffsetQuery']
      }
      header?: never
      path: {
        /** @description The signed-in user's id. */
        id: components['parameters']['UserId']
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The page of workouts. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Workout'][]
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      404: components['responses']['NotFound']
    }
  }
  createWorkout: {
    parameters: {
      query?: never
      header?: {
        /** @description A key the client makes once per write (e.g. a UUID) and sends again when it retries the same write. The first request with a key does the write; a later request of the same user with the same key does nothing and answers the first one's status and body again (kept 7 days), so a retried POST never logs twice. A key still being processed answers `409`. */
        'Idempotency-Key'?: components['parameters']['IdempotencyKeyHeader']
      }
      path: {
        /** @description The signed-in user's id. */
        id: components['parameters']['UserId']
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['WorkoutInput']
      }
    }
    responses: {
      /** @description The logged workout. */
      201: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Workout']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      404: components['responses']['NotFound']
      409: components['responses']['Conflict']
    }
  }
  updateWorkout: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description The signed-in user's id. */
        id: components['parameters']['UserId']
        /** @description A workout id. */
        workoutId: components['parameters']['WorkoutIdPath']
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['WorkoutInput']
      }
    }
    responses: {
      /** @description The updated workout. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Workout']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      404: components['responses']['NotFound']
    }
  }
  deleteWorkout: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description The signed-in user's id. */
        id: components['parameters']['UserId']
        /** @description A workout id. */
        workoutId: components['parameters']['WorkoutIdPath']
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The workout was deleted. */
      204: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
      401: components['responses']['Unauthorized']
      404: components['responses']['NotFound']
    }
  }
  createStravaTicket: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description The signed-in user's id. */
        id: components['parameters']['UserId']
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The ticket and the URL to open. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['StravaTicket']
        }
      }
      401: components['responses']['Unauthorized']
      404: components['responses']['NotFound']
      503: components['responses']['ServiceUnavailable']
    }
  }
  stravaLogin: {
    parameters: {
      query: {
        /** @description The user the ticket was issued for. */
        user_id: components['parameters']['StravaUserIdQuery']
        /** @description The signed ticket from `POST /user/{id}/strava/ticket`. */
        ticket: components['parameters']['StravaTicketQuery']
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Redirect to Strava's authorization page. */
      302: {
        headers: {
          /** @description Strava's authorize URL. */
          Location?: string
          [name: string]: unknown
        }
        content?: never
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      503: components['responses']['ServiceUnavailable']
    }
  }
  stravaCallback: {
    parameters: {
      query: {
        /** @description Strava's authorization code (absent when the user declined). */
        code?: components['parameters']['StravaCodeQuery']
        /** @description The signed state the server sent to Strava. */
        state: components['parameters']['StravaStateQuery']
        /** @description The scopes the user granted, comma-separated. */
        scope?: components['parameters']['StravaScopeQuery']
        /** @description Set by Strava (`access_denied`) when the user declined. */
        error?: components['parameters']['StravaErrorQuery']
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Redirect back to the Workouts screen. */
      302: {
        headers: {
          /** @description `/workouts?strava=success`, `…=cancelled` or `…=error`. */
          Location?: string
          [name: string]: unknown
        }
        content?: never
      }
      400: components['responses']['BadRequest']
    }
  }
  stravaImport: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description The signed-in user's id. */
        id: components['parameters']['UserId']
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description How many activities were imported and skipped. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['StravaImportResult']
        }
      }
      401: components['responses']['Unauthorized']
      404: components['responses']['NotFound']
      409: components['responses']['Conflict']
      429: components['responses']['TooManyRequests']
      502: components['responses']['BadGateway']
      503: components['responses']['ServiceUnavailable']
    }
  }
  stravaDisconnect: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description The signed-in user's id. */
        id: components['parameters']['UserId']
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Disconnected. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Ok']
        }
      }
      401: components['responses']['Unauthorized']
      404: components['responses']['NotFound']
    }
  }
  getInsightsLog: {
    parameters: {
      query?: {
        /** @description Entries per page, 1 to 200 (default 50). */
        limit?: number
        /** @description Only entries created before this time (the `created_at` of the previous page's last entry). */
        before?: string
      }
      header?: never
      path: {
        /** @description The signed-in user's id. */
        userId: components['parameters']['InsightsUserId']
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The advice log. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['InsightLogEntry'][]
        }
      }
      401: components['responses']['Unauthorized']
      404: components['responses']['NotFound']
    }
  }
  getAdvice: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description The signed-in user's id. */
        userId: components['parameters']['InsightsUserId']
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The new advice. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['InsightLogEntry']
        }
      }
      401: components['responses']['Unauthorized']
      404: components['responses']['NotFound']
      429: components['responses']['TooManyRequests']
      502: components['responses']['BadGateway']
    }
  }
  agentChat: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['ChatRequest']
      }
    }
    responses: {
      /** @description The conversation with the agent's reply appended. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ChatResponse']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      429: components['responses']['TooManyRequests']
      502: components['responses']['BadGateway']
    }
  }
  exportUserData: {
    parameters: {
      query?: {
        /** @description `json` (default) or `csv`. */
        format?: 'json' | 'csv'
      }
      header?: never
      path: {
        /** @description The signed-in user's id. */
        id: components['parameters']['UserId']
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The export, as an attachment. */
      200: {
        headers: {
          /** @description `attachment; filename="macro-tracker-<date>.json"` (or `.csv`). */
          'Content-Disposition'?: string
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ExportDocument']
          'text/csv': string
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      404: components['responses']['NotFound']
    }
  }
  importUserData: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description The signed-in user's id. */
        id: components['parameters']['UserId']
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'multipart/form-data': components['schemas']['ImportUpload']
      }
    }
    responses: {
      /** @description What was added and what was left out. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ImportResult']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      404: components['responses']['NotFound']
      413: components['responses']['PayloadTooLarge']
    }
  }
  lookupBarcode: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description The barcode's digits. */
        code: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The product. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['BarcodeProduct']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      404: components['responses']['NotFound']
      429: components['responses']['TooManyRequests']
      503: components['responses']['ServiceUnavailable']
    }
  }
  getPublicConfig: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The public configuration. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['PublicConfig']
        }
      }
      429: components['responses']['TooManyRequests']
    }
  }
}
