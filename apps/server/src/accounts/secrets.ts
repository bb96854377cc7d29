// Random secrets handed to a browser (session tokens, recovery codes) and the SHA-256 under
// which the database keeps them: a stolen table cannot be replayed as cookies or codes.
import { createHash, randomBytes, randomInt } from 'node:crypto'

export function sha256(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex')
}

/** 256 bits, base64url: a session token. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url')
}

const CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'

/** `xxxxx-xxxxx` from an unambiguous alphabet (~49 bits): one recovery code. */
export function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)])
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`
}

/** What a person might type for a code: case, spaces and a missing dash do not matter. */
export function normaliseRecoveryCode(code: string): string {
  const bare = code.toLowerCase().replace(/[^a-z0-9]/g, '')
  return bare.length === 10 ? `${bare.slice(0, 5)}-${bare.slice(5)}` : bare
}
