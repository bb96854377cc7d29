// Environment, parsed once with zod. Tests build a Config directly with parseConfig({...}).
import { z } from 'zod'

const int = (fallback: number) => z.coerce.number().int().nonnegative().default(fallback)

const envSchema = z.object({
  PORT: int(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().min(1).optional(),
  DATA_DIR: z.string().default('.data'),
  SESSION_SECRET: z.string().min(16).optional(),
  WEB_DIST: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  COUNTDOWN_MS: int(3000),
  DEFAULT_TIME_LIMIT_SEC: int(15 * 60),
  /** REST requests per window, per token (or per IP without one). */
  RATE_LIMIT_MAX: int(600),
  RATE_LIMIT_WINDOW_MS: int(60_000),
  /** Per-socket move budget: a token bucket. */
  MOVE_RATE_PER_SEC: int(30),
  MOVE_BURST: int(60),
  BODY_LIMIT: int(16 * 1024),
})

export type Config = z.infer<typeof envSchema>

export function parseConfig(env: Record<string, string | undefined>): Config {
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  )
  return envSchema.parse(cleaned)
}
