import type { EndpointTags } from './tagTypes'

/**
 * Cache tags of the sign-in, passkey and two-factor endpoints. Sign-in calls change no cached data (the session
 * slice takes their answer); a new session starts empty. Passkeys and 2FA status are cached under their own ids.
 */
export const authTags: EndpointTags = {
  passkeyHas: { invalidatesTags: [] },
  requestEmailLoginToken: { invalidatesTags: [] },
  verifyEmailLoginToken: { invalidatesTags: [] },
  passkeyLoginBegin: { invalidatesTags: [] },
  passkeyLoginFinish: { invalidatesTags: [] },
  googleLogin: { invalidatesTags: [] },
  passwordLogin: { invalidatesTags: [] },
  verifyTwoFactorLogin: { invalidatesTags: [] },
  resetPassword: { invalidatesTags: [] },
  requestPasswordReset: { invalidatesTags: [] },
  logout: { invalidatesTags: [] },
  passkeyRegisterBegin: { invalidatesTags: [] },
  passkeyStatus: { providesTags: [{ type: 'Authentication', id: 'PASSKEYS' }] },
  passkeyRegisterFinish: { invalidatesTags: [{ type: 'Authentication', id: 'PASSKEYS' }] },
  passkeyRemove: { invalidatesTags: [{ type: 'Authentication', id: 'PASSKEYS' }] },
  passkeyRename: { invalidatesTags: [{ type: 'Authentication', id: 'PASSKEYS' }] },
  twoFactorStatus: { providesTags: [{ type: 'Authentication', id: '2FA' }] },
  // Each setup makes a new pending secret, so it is fetched on purpose only, never refetched by a tag.
  twoFactorSetup: { providesTags: [] },
  // Turning 2FA on replaces this device's token: TwoFactorSetup stores the new one, then invalidates these tags
  // itself, so the refetch cannot go out with the old, revoked token.
  twoFactorEnable: { invalidatesTags: [] },
  twoFactorDisable: { invalidatesTags: [{ type: 'Authentication', id: '2FA' }, 'User'] },
}
