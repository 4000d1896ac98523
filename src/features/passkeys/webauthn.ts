import {
  create,
  get,
  parseCreationOptionsFromJSON,
  parseRequestOptionsFromJSON,
  supported,
  type CredentialCreationOptionsJSON,
  type CredentialRequestOptionsJSON,
} from '@github/webauthn-json/browser-ponyfill'
import type {
  PasskeyAssertion,
  PasskeyAttestation,
  PublicKeyCreationOptions,
  PublicKeyRequestOptions,
} from '../../api/api'

/*
 * The one module that touches WebAuthn (docs/architecture.md). webauthn-json's browser-ponyfill mirrors the native
 * PublicKeyCredential.parse*OptionsFromJSON and toJSON; it is archived upstream, so nothing else may use it.
 */

/** Whether this browser can create and use passkeys. */
export function webAuthnSupported(): boolean {
  try {
    return supported()
  } catch {
    return false
  }
}

/** Runs the browser's passkey creation for the server's creation options; the attestation in the contract's JSON form. */
export async function createPasskeyCredential(options: PublicKeyCreationOptions): Promise<PasskeyAttestation> {
  const request = parseCreationOptionsFromJSON({ publicKey: options } as CredentialCreationOptionsJSON)
  const json = (await create(request)).toJSON()
  return {
    id: json.id,
    rawId: json.rawId,
    type: 'public-key',
    response: {
      clientDataJSON: json.response.clientDataJSON,
      attestationObject: json.response.attestationObject,
      transports: json.response.transports,
    },
    clientExtensionResults: json.clientExtensionResults,
    authenticatorAttachment: json.authenticatorAttachment ?? null,
  }
}

/** Runs the browser's passkey assertion for the server's request options; the assertion in the contract's JSON form. */
export async function getPasskeyAssertion(options: PublicKeyRequestOptions): Promise<PasskeyAssertion> {
  const request = parseRequestOptionsFromJSON({ publicKey: options } as CredentialRequestOptionsJSON)
  const json = (await get(request)).toJSON()
  return {
    id: json.id,
    rawId: json.rawId,
    type: 'public-key',
    response: {
      authenticatorData: json.response.authenticatorData,
      clientDataJSON: json.response.clientDataJSON,
      signature: json.response.signature,
      userHandle: json.response.userHandle,
    },
    clientExtensionResults: json.clientExtensionResults,
    authenticatorAttachment: json.authenticatorAttachment ?? null,
  }
}
