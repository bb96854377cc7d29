// Guest session tokens: `<playerId>.<HMAC-SHA256(playerId) base64url>`. Nothing else is needed
// to check one, so tokens survive restarts as long as the secret does.
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto'

export interface Tokens {
  sign(playerId: string): string
  /** The player id, or null for anything that is not a token we signed. */
  verify(token: unknown): string | null
}

export function newPlayerId(): string {
  return randomUUID()
}

export function createTokens(secret: string): Tokens {
  const mac = (id: string) => createHmac('sha256', secret).update(id, 'utf8').digest()
  return {
    sign: (playerId) => `${playerId}.${mac(playerId).toString('base64url')}`,
    verify(token) {
      if (typeof token !== 'string' || token.length > 200) return null
      const dot = token.lastIndexOf('.')
      if (dot <= 0) return null
      const id = token.slice(0, dot)
      const given = Buffer.from(token.slice(dot + 1), 'base64url')
      const expected = mac(id)
      return given.length === expected.length && timingSafeEqual(given, expected) ? id : null
    },
  }
}

/** `Authorization: Bearer <token>` → the token, if any. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '')
  return match?.[1]
}
