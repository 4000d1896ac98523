/**
 * @simplewebauthn/server, loaded by the first passkey call. With its certificate parsers it is the heaviest module
 * the server would load at start (about 0.3 s of the app's 2 s), and most processes (each server test file among
 * them) never verify a passkey.
 */
export const webauthnLibrary = () => import('@simplewebauthn/server')
