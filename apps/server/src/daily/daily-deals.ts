// Which deal is the daily of a game on a UTC day: its seed is an HMAC of the date under a server
// secret (DAILY_SECRET), so every node derives the same deal and nobody without the secret can
// (docs/daily.md). #1 is launch day. Every "today" comes from the injected clock.
import { createHmac } from 'node:crypto'
import { defaultVariant, games, V2_SEED_PREFIX, type GameId } from '@patience-race/engine'
import type { DailyDeal } from '@patience-race/protocol'
import type { Clock } from '../races/ports.js'
import { hashSeed } from '../races/registry/seeds.js'

/** Daily #1. */
const LAUNCH_DATE = '2026-11-26'
/**
 * The first day whose dailies deal with version 2 of the shuffle (a "v2:" seed: cryptographic,
 * docs/fair-play.md). Every day before it keeps the version 1 seed it was derived with: its seed
 * hash was shown, its attempts, board and replays are stored (and, once the day is over, its seed
 * is published), so its deal must never change. Chosen a few days after version 2 was written
 * (2026-11-28), so no day already derived changes, provided every node runs this code before
 * that day begins: a node still on the old code would deal the v1 seed (docs/daily.md).
 */
const DAILY_V2_FROM = '2026-12-01'
const DAY_MS = 86_400_000

function startOf(date: string): number {
  return Date.parse(`${date}T00:00:00.000Z`)
}

function dayOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10)
}

/** A deal with its seed: never sent while its day lasts. */
export type SecretDeal = Required<DailyDeal>

export class DailyDeals {
  private readonly deals = new Map<string, SecretDeal>()
  private readonly dates = new Map<string, string>()

  constructor(
    private readonly secret: string,
    private readonly clock: Clock,
  ) {}

  today(): string {
    return dayOf(this.clock.now())
  }

  /** The UTC day is over: its seed is public and its board open to everyone. */
  over(date: string): boolean {
    return this.clock.now() >= startOf(date) + DAY_MS
  }

  /** The daily of this game on this day, or null before launch, after today or not a date. */
  deal(game: GameId, date: string): SecretDeal | null {
    const start = startOf(date)
    if (Number.isNaN(start) || dayOf(start) !== date) return null
    if (start < startOf(LAUNCH_DATE) || date > this.today()) return null
    const key = `${game}:${date}`
    const known = this.deals.get(key)
    if (known) return known
    const variant = defaultVariant(game)
    const digits = createHmac('sha256', this.secret)
      .update(`daily:${game}:${variant}:${date}`)
      .digest('hex')
      .slice(0, 32)
    // Dates are YYYY-MM-DD, so they compare as strings.
    const seed = date >= DAILY_V2_FROM ? `${V2_SEED_PREFIX}${digits}` : digits
    const deal: SecretDeal = {
      number: (start - startOf(LAUNCH_DATE)) / DAY_MS + 1,
      date,
      game,
      variant,
      seed,
      seedHash: hashSeed(seed),
    }
    this.deals.set(key, deal)
    this.dates.set(`${game}:${deal.seedHash}`, date)
    return deal
  }

  /** Today's deals, one per game. */
  todays(): SecretDeal[] {
    const today = this.today()
    return games.flatMap((g) => this.deal(g.id, today) ?? [])
  }

  /** Every day from launch to today, newest first. */
  days(): string[] {
    const out: string[] = []
    for (let at = startOf(this.today()); at >= startOf(LAUNCH_DATE); at -= DAY_MS)
      out.push(dayOf(at))
    return out
  }

  /** The day whose daily of this game deals this seed (by hash), or null: not a daily's. */
  dateOf(game: GameId, seedHash: string): string | null {
    const known = this.dates.get(`${game}:${seedHash}`)
    if (known) return known
    for (const date of this.days()) if (this.deal(game, date)?.seedHash === seedHash) return date
    return null
  }
}

/** A deal as the wire may carry it: the seed only once the day is over. */
export function publicDeal(deal: SecretDeal, over: boolean): DailyDeal {
  const { seed, ...rest } = deal
  return over ? { ...rest, seed } : rest
}
