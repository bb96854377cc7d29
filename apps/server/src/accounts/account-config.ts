// Accounts' settings from the environment (docs/accounts.md). Read here rather than in
// config.ts so the accounts module stays one unit; every value has a safe default.
import { z } from 'zod'

const int = (fallback: number) => z.coerce.number().int().positive().default(fallback)

const schema = z.object({
  /** 1: session cookies are always `Secure` (else only when the request came over https). */
  COOKIE_SECURE: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  /** WebAuthn relying party id (a domain) and origin; default: the request's host. */
  WEBAUTHN_RP_ID: z.string().min(1).optional(),
  WEBAUTHN_ORIGIN: z.url().optional(),
  /**
   * Sign-up and sign-in attempts per address, and sign-in attempts per (username, address), per
   * window: past either, 429. Nothing locks a username for everyone (docs/accounts.md).
   */
  ACCOUNT_ATTEMPTS_PER_IP: int(30),
  ACCOUNT_ATTEMPTS_PER_USERNAME: int(10),
  ACCOUNT_ATTEMPTS_WINDOW_MS: int(15 * 60_000),
  /**
   * Past this many wrong sign-ins to one username in the window (from anywhere), each sign-in to
   * it waits ACCOUNT_SLOWDOWN_MS, doubling with every further one, up to ACCOUNT_SLOWDOWN_MAX_MS.
   */
  ACCOUNT_SLOWDOWN_AFTER: int(10),
  ACCOUNT_SLOWDOWN_MS: int(250),
  ACCOUNT_SLOWDOWN_MAX_MS: int(5000),
})

export type AccountConfig = z.infer<typeof schema>

export function accountConfig(env: Record<string, string | undefined>): AccountConfig {
  return schema.parse(
    Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== '')),
  )
}
