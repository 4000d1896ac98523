interface RouteRateLimit {
  max: number
  timeWindow: string
}

/**
 * Tighter limits for operations that send mail, check secrets or run the expensive engines, counted like the global
 * limit per signed-in user, else per IP (plugins/clientKey.ts).
 */
export const operationRateLimits: Record<string, RouteRateLimit> = {
  // Accounts: per client here; per email, and on failures only, in handlers/authAttemptLimits.ts.
  requestEmailLoginToken: { max: 30, timeWindow: '10 minutes' },
  verifyEmailLoginToken: { max: 60, timeWindow: '10 minutes' },
  passkeyHas: { max: 30, timeWindow: '10 minutes' },
  passkeyLoginBegin: { max: 60, timeWindow: '10 minutes' },
  passkeyLoginFinish: { max: 60, timeWindow: '10 minutes' },
  passkeyRegisterBegin: { max: 30, timeWindow: '10 minutes' },
  passkeyRegisterFinish: { max: 30, timeWindow: '10 minutes' },
  googleLogin: { max: 30, timeWindow: '10 minutes' },
  passwordLogin: { max: 30, timeWindow: '10 minutes' },
  resetPassword: { max: 20, timeWindow: '10 minutes' },
  verifyTwoFactorLogin: { max: 30, timeWindow: '10 minutes' },
  twoFactorEnable: { max: 10, timeWindow: '10 minutes' },
  twoFactorDisable: { max: 10, timeWindow: '10 minutes' },
  requestEmailChange: { max: 10, timeWindow: '10 minutes' },
  confirmEmailChange: { max: 20, timeWindow: '10 minutes' },
  requestPasswordReset: { max: 5, timeWindow: '10 minutes' },
  // The CPU-heavy engines (also limited to a few running at once per person: plugins/heavyCalls.ts).
  estimateMacros: { max: 60, timeWindow: '1 minute' },
  estimateRecipeMacros: { max: 30, timeWindow: '1 minute' },
  parseRecipeText: { max: 30, timeWindow: '1 minute' },
  getAdvice: { max: 10, timeWindow: '1 minute' },
  agentChat: { max: 30, timeWindow: '1 minute' },
  ocrNutritionLabel: { max: 20, timeWindow: '1 minute' },
  // Whole-history reads and writes, and look-ups that may call Open Food Facts.
  exportUserData: { max: 10, timeWindow: '1 minute' },
  importUserData: { max: 10, timeWindow: '1 minute' },
  lookupBarcode: { max: 60, timeWindow: '1 minute' },
}
