/**
 * A stand-in for the browser's WebAuthn (jsdom has none): `navigator.credentials.create/get` answer with
 * credentials whose binary parts are the bytes of fixed strings, so tests can check the base64url the app sends.
 */
export interface FakeAuthenticator {
  /** The options each create() call received. */
  created: CredentialCreationOptions[]
  /** The options each get() call received. */
  requested: CredentialRequestOptions[]
  /** Makes the next ceremony fail as if the person cancelled it. */
  cancelNext(): void
}

const bytes = (text: string): ArrayBuffer => new TextEncoder().encode(text).buffer as ArrayBuffer

/** base64url of a text's bytes, as the app sends the fake credential's parts. */
export function base64url(text: string): string {
  return Buffer.from(text).toString('base64url')
}

function credential(response: Record<string, unknown>) {
  return {
    id: base64url('credential-1'),
    rawId: bytes('credential-1'),
    type: 'public-key',
    authenticatorAttachment: 'platform',
    response,
    getClientExtensionResults: () => ({}),
  }
}

/** Installs the fake on navigator and window; `uninstallWebAuthn` removes it. */
export function installFakeAuthenticator(): FakeAuthenticator {
  let cancel = false
  const fake: FakeAuthenticator = {
    created: [],
    requested: [],
    cancelNext: () => {
      cancel = true
    },
  }
  const refuseIfCancelled = () => {
    if (!cancel) return
    cancel = false
    throw new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError')
  }
  const credentials = {
    create: async (options: CredentialCreationOptions) => {
      fake.created.push(options)
      refuseIfCancelled()
      return credential({
        clientDataJSON: bytes('client-data'),
        attestationObject: bytes('attestation'),
        getTransports: () => ['internal'],
      })
    },
    get: async (options: CredentialRequestOptions) => {
      fake.requested.push(options)
      refuseIfCancelled()
      return credential({
        clientDataJSON: bytes('client-data'),
        authenticatorData: bytes('authenticator-data'),
        signature: bytes('signature'),
        userHandle: bytes('user-handle'),
      })
    },
  }
  Object.defineProperty(navigator, 'credentials', { configurable: true, value: credentials })
  Object.defineProperty(window, 'PublicKeyCredential', { configurable: true, writable: true, value: function () {} })
  return fake
}

/** Leaves the browser without WebAuthn, as jsdom is by default. */
export function uninstallWebAuthn(): void {
  Object.defineProperty(navigator, 'credentials', { configurable: true, value: undefined })
  Object.defineProperty(window, 'PublicKeyCredential', { configurable: true, writable: true, value: undefined })
}
