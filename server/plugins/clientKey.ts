import type { FastifyRequest } from 'fastify'
import { isIPv6 } from 'node:net'
import { bearerToken } from '../lib/bearerToken'
import type { TokenService } from '../services/auth/sessionTokens'

/** The eight 16-bit groups of an IPv6 address, `::` expanded and an embedded IPv4 tail written as two groups. */
function ipv6Groups(address: string): number[] {
  let text = address.split('%')[0]
  const ipv4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text)
  if (ipv4) {
    const [a, b, c, d] = ipv4.slice(1).map(Number)
    text = `${text.slice(0, ipv4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, null]
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const zeros = tail === null ? [] : Array<string>(8 - left.length - right.length).fill('0')
  return [...left, ...zeros, ...right].map((group) => parseInt(group, 16))
}

/**
 * The client an address stands for. One person is given a whole IPv6 /64 (every device of a home, a phone's
 * privacy addresses), so limits count the /64: counting single addresses would hand out 2^64 budgets.
 * An IPv4-mapped address (`::ffff:1.2.3.4`) is its IPv4 address.
 */
export function clientAddress(ip: string): string {
  if (!isIPv6(ip)) return ip
  const groups = ipv6Groups(ip)
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6] >> 8, groups[6] & 255, groups[7] >> 8, groups[7] & 255].join('.')
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`
}

/**
 * The key a request's rate limits are counted by: the user of a validly signed session token, else the client's
 * address. The header alone is never the key, or a made-up Authorization value per request would get a fresh budget
 * each time; and a person's several sessions share one budget.
 */
export function clientKey(tokens: TokenService) {
  return async (request: FastifyRequest): Promise<string> => {
    const token = bearerToken(request)
    if (token) {
      try {
        return `user:${(await tokens.verify(token, 'session')).sub}`
      } catch {
        // An invalid or expired token counts against the IP, like no token.
      }
    }
    return `ip:${clientAddress(request.ip)}`
  }
}
