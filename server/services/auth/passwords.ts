import { randomBytes, scrypt, type ScryptOptions, timingSafeEqual } from 'node:crypto'

/**
 * Passwords are hashed with scrypt, the memory-hard hash built into Node (no native add-on to install, unlike argon2):
 * N=2^15, r=8, p=1 uses 32 MiB and about 0.1 s per hash, a 16-byte random salt and a 32-byte key. The stored string
 * describes itself (`scrypt$N$r$p$salt$hash`, base64url), so the cost can be raised later without breaking old hashes.
 */
const COST = { N: 2 ** 15, r: 8, p: 1 }
const KEY_LENGTH = 32

function derive(password: string, salt: Buffer, options: ScryptOptions, keyLength: number): Promise<Buffer> {
  // maxmem must exceed 128 * N * r bytes, which Node's 32 MiB default just misses at N=2^15.
  const maxmem = 256 * (options.N ?? COST.N) * (options.r ?? COST.r)
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, { ...options, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    )
  })
}

/** A new self-describing hash of a password. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await derive(password, salt, COST, KEY_LENGTH)
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$')
}

/** Whether a password matches a stored hash (timing-safe); false for a malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$')
  const expected = Buffer.from(hash ?? '', 'base64url')
  if (scheme !== 'scrypt' || expected.length === 0) return false
  const options = { N: Number(n), r: Number(r), p: Number(p) }
  if (![options.N, options.r, options.p].every(Number.isSafeInteger)) return false
  const key = await derive(password, Buffer.from(salt, 'base64url'), options, expected.length)
  return timingSafeEqual(key, expected)
}

let dummyHash: Promise<string> | null = null

/**
 * Spends the time of a real check when there is no account or no password, so the answer's timing does not tell
 * whether an email has an account.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword('no account has this password')
  await verifyPassword(password, await dummyHash)
  return false
}
