// Password hashing with argon2id (@node-rs/argon2, OWASP's parameters) and the common-password
// check NIST SP 800-63B asks for, against a bundled top-10,000 list (data/common-passwords.txt).
import { readFileSync } from 'node:fs'
import { hash, verify } from '@node-rs/argon2'

// OWASP Password Storage Cheat Sheet: argon2id, m = 19 MiB, t = 2, p = 1.
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const

let common: Set<string> | undefined

function commonPasswords(): Set<string> {
  // Same relative place from src/accounts and dist/accounts.
  const file = new URL('../../data/common-passwords.txt', import.meta.url)
  common ??= new Set(
    readFileSync(file, 'utf8')
      .split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter(Boolean),
  )
  return common
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase())
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS)
}

let dummy: Promise<string> | undefined

/** The hash checked when there is none to check; made once per process. */
export function prepareDummyHash(): Promise<string> {
  dummy ??= hashPassword('not-a-real-password-only-for-timing')
  return dummy
}

/**
 * True when `password` matches `stored`. With no stored hash (no such user, or a passkey-only
 * account) a dummy hash is checked instead, so the answer takes as long either way.
 */
export async function checkPassword(stored: string | null, password: string): Promise<boolean> {
  const target = stored ?? (await prepareDummyHash())
  const ok = await verify(target, password).catch(() => false)
  return ok && stored !== null
}

export type PasswordCheck = typeof checkPassword
