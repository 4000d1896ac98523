import { createAction } from '@reduxjs/toolkit'

/**
 * The session ended: the person logged out or deleted the account, or the server refused the session's token. The
 * API layer dispatches it on such a 401 and the session slice (and every slice that keeps a person's data) resets
 * on it. It lives here, below the features, so that src/api imports nothing from them.
 */
export const loggedOut = createAction('session/loggedOut')
