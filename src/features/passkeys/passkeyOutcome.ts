import type { LoginResult } from '../../api/api'

/** Where a passkey ceremony stopped: no WebAuthn, the server's begin call, the browser's prompt, the finish call. */
export type PasskeyStage = 'unsupported' | 'begin' | 'ceremony' | 'finish'

export type PasskeyOutcome =
  | { ok: true; result: LoginResult }
  | {
      ok: false
      stage: PasskeyStage
      /** The failed call's error (its `detail` is shown when present). */ error?: unknown
    }

export const passkeyFailure = (stage: PasskeyStage, error?: unknown): PasskeyOutcome => ({ ok: false, stage, error })
