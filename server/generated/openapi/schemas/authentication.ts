/**
 * GENERATED FILE, DO NOT EDIT. Generated from openapi.yaml by `npm run codegen` (scripts/codegen.ts).
 * Change openapi.yaml (or openapi-config.ts, or the cache tags in src/api/tags/) and regenerate.
 */
import type { components } from '../components'
export interface AuthenticationSchemas {
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
}
