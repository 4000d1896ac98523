/** What a passkey is called when the person names none (openapi.yaml: `device_name`, default "Passkey"). */
export const DEFAULT_DEVICE_NAME = 'Passkey'

/**
 * The name to store for a new passkey: the one asked for, trimmed (at most 100 characters), else 'Passkey'. The web
 * app asks for the browser and system it is made on ('Chrome on Linux', src/features/passkeys/deviceName.ts).
 */
export function passkeyDeviceName(requested: string | null | undefined): string {
  const name = requested?.trim()
  return name ? name.slice(0, 100) : DEFAULT_DEVICE_NAME
}
