import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { loggedIn, loggedOut } from '../session/sessionSlice'

/**
 * Steps of the login screen's email card (docs/product.md §4): input, then passkey (the email has one) or sent (link
 * mailed).
 */
export type EmailLoginStep = 'input' | 'passkey' | 'sent'

export interface EmailLoginState {
  step: EmailLoginStep
  /** The email the later steps are for. */
  email: string
  /** A passkey login failed: the 'Send me a login link instead' fallback shows. */
  passkeyFailed: boolean
}

const initialState: EmailLoginState = { step: 'input', email: '', passkeyFailed: false }

export const emailLoginSlice = createSlice({
  name: 'emailLogin',
  initialState,
  reducers: {
    /** The email has a passkey: offer it. */
    passkeyOffered(_state, action: PayloadAction<string>) {
      return { step: 'passkey', email: action.payload, passkeyFailed: false }
    },
    /** A login link (and code) was requested for the email. */
    linkSent(_state, action: PayloadAction<string>) {
      return { step: 'sent', email: action.payload, passkeyFailed: false }
    },
    passkeyLoginFailed(state) {
      state.passkeyFailed = true
    },
    /** Back to the email field, keeping what was typed. */
    emailLoginRestarted(state) {
      return { ...initialState, email: state.email }
    },
  },
  extraReducers: (builder) => {
    // A new sign-in, or the next person on this browser, starts at the email field.
    builder.addCase(loggedIn, () => initialState).addCase(loggedOut, () => initialState)
  },
  selectors: {
    selectEmailLoginStep: (state) => state.step,
    selectEmailLoginEmail: (state) => state.email,
    selectPasskeyFailed: (state) => state.passkeyFailed,
  },
})

export const { passkeyOffered, linkSent, passkeyLoginFailed, emailLoginRestarted } = emailLoginSlice.actions
export const { selectEmailLoginStep, selectEmailLoginEmail, selectPasskeyFailed } = emailLoginSlice.selectors
