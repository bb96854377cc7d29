// A race's secret seed, the hash of it shown before the reveal, and new race ids.
import { createHash, randomBytes } from 'node:crypto'
import { V2_SEED_PREFIX } from '@patience-race/engine'

/**
 * A secret 128-bit seed: "v2:" and 32 hex digits, so it deals with version 2 of the shuffle
 * (cryptographic: packages/engine/README.md). Seeds stored before it are hex alone and keep
 * dealing with version 1, as they always did.
 */
export function newSeed(): string {
  return `${V2_SEED_PREFIX}${randomBytes(16).toString('hex')}`
}

/** SHA-256 of the whole seed string ("v2:" included), hex: shown before the reveal. */
export function hashSeed(seed: string): string {
  return createHash('sha256').update(seed, 'utf8').digest('hex')
}

/** 12 url-safe characters (72 random bits). */
export function newRaceId(): string {
  return randomBytes(9).toString('base64url')
}
