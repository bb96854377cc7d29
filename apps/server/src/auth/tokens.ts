// Guest session tokens: `<playerId>.<HMAC-SHA256(playerId) base64url>`. Nothing else is needed
// to check one, so tokens survive restarts as long as the secret does. Only the canonical
// spelling is accepted: no padding, no `+/`, no whitespace, exactly 43 signature characters.
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto'

export interface Tokens {
  sign(playerId: string): string
  /** The player id, or null for anything that is not a token we signed. */
  verify(token: unknown): string | null
}

export function newPlayerId(): string {
  return randomUUID()
}

const TOKEN = /^([A-Za-z0-9_:-]{1,64})\.([A-Za-z0-9_-]{43})$/

export function createTokens(secret: string): Tokens {
  const mac = (id: string) => createHmac('sha256', secret).update(id, 'utf8').digest()
  return {
    sign: (playerId) => `${playerId}.${mac(playerId).toString('base64url')}`,
    verify(token) {
      if (typeof token !== 'string') return null
      const match = TOKEN.exec(token)
      if (!match) return null
      const [, id = '', signature = ''] = match
      const given = Buffer.from(signature, 'base64url')
      // 43 characters carry 258 bits: the last one's spare bits must be zero to be canonical.
      if (given.toString('base64url') !== signature) return null
      const expected = mac(id)
      return given.length === expected.length && timingSafeEqual(given, expected) ? id : null
    },
  }
}

/** `Authorization: Bearer <token>` → the token, if any. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer ([^\s]+)$/i.exec(header ?? '')
  return match?.[1]
}
