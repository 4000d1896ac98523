import { base64url, installFakeAuthenticator, uninstallWebAuthn } from '../../testing/fakeAuthenticator'
import { createPasskeyCredential, getPasskeyAssertion, webAuthnSupported } from './webauthn'

afterEach(uninstallWebAuthn)

describe('webauthn', () => {
  it('knows when the browser has no WebAuthn', () => {
    uninstallWebAuthn()

    expect(webAuthnSupported()).toBe(false)
  })

  it("decodes the server's base64url creation options and sends back the attestation as base64url", async () => {
    const fake = installFakeAuthenticator()

    const attestation = await createPasskeyCredential({
      rp: { id: 'localhost', name: 'Macro Tracker' },
      user: { id: base64url('user-42'), name: 'ada@example.com', displayName: 'ada@example.com' },
      challenge: base64url('challenge'),
      pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
      excludeCredentials: [{ id: base64url('old-credential'), type: 'public-key' }],
    })

    const publicKey = fake.created[0].publicKey!
    expect(new TextDecoder().decode(publicKey.challenge as ArrayBuffer)).toBe('challenge')
    expect(new TextDecoder().decode(publicKey.user.id as ArrayBuffer)).toBe('user-42')
    expect(new TextDecoder().decode(publicKey.excludeCredentials![0].id as ArrayBuffer)).toBe('old-credential')
    expect(attestation).toEqual({
      id: base64url('credential-1'),
      rawId: base64url('credential-1'),
      type: 'public-key',
      response: {
        clientDataJSON: base64url('client-data'),
        attestationObject: base64url('attestation'),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    })
  })

  it('sends back the assertion of a passkey login as base64url', async () => {
    const fake = installFakeAuthenticator()

    const assertion = await getPasskeyAssertion({
      challenge: base64url('login-challenge'),
      allowCredentials: [{ id: base64url('credential-1'), type: 'public-key' }],
      userVerification: 'required',
    })

    expect(new TextDecoder().decode(fake.requested[0].publicKey!.challenge as ArrayBuffer)).toBe('login-challenge')
    expect(assertion.response).toEqual({
      authenticatorData: base64url('authenticator-data'),
      clientDataJSON: base64url('client-data'),
      signature: base64url('signature'),
      userHandle: base64url('user-handle'),
    })
    expect(assertion.rawId).toBe(base64url('credential-1'))
  })

  it('fails when the person cancels the prompt', async () => {
    const fake = installFakeAuthenticator()
    fake.cancelNext()

    await expect(getPasskeyAssertion({ challenge: base64url('c') })).rejects.toThrow('not allowed')
  })
})
