// A race's secret seed, the hash of it shown before the reveal, and new race ids.
import { createHash, randomBytes } from 'node:crypto'

/** A secret 128-bit seed, hex. */
export function newSeed(): string {
  return randomBytes(16).toString('hex')
}

export function hashSeed(seed: string): string {
  return createHash('sha256').update(seed, 'utf8').digest('hex')
}

/** 12 url-safe characters (72 random bits). */
export function newRaceId(): string {
  return randomBytes(9).toString('base64url')
}
