// The daily deal's rules (docs/daily.md): one attempt a day per player and game (a started one
// resumes), practice of a past day, what the board shows to whom and when, and who may replay
// an attempt while its day lasts. Attempts are one-seat races through the race core.
import type { GameId } from '@patience-race/engine'
import type { DailyDay, DailyOfRace, DailyStreaks } from '@patience-race/protocol'
import { HttpError } from '../errors/http-error.js'
import { isRunning } from '../races/lifecycle/race-lifecycle.js'
import { daily } from '../races/formats/daily.js'
import { formatOf } from '../races/formats/formats.js'
import { practice } from '../races/formats/practice.js'
import type { RaceFormat } from '../races/formats/race-format.js'
import type { RaceStore } from '../races/ports.js'
import type { RaceRecord } from '../races/records.js'
import type { RaceRegistry } from '../races/registry/race-registry.js'
import { boardRows, standing } from './daily-board.js'
import { DailyDeals, publicDeal, type SecretDeal } from './daily-deals.js'
import type { Attempt, DailyStore } from './daily-store.js'
import { streaks } from './daily-streaks.js'

export interface DailyDeps {
  store: RaceStore
  dailyStore: DailyStore
  registry: RaceRegistry
  deals: DailyDeals
  /** A daily is timed like a race. */
  timeLimitSec: number
  /**
   * New attempts per address (key `<date>:<game>:<address>`), guests and accounts together
   * (DAILY_ATTEMPTS_PER_ADDRESS a day).
   */
  attemptsPerAddress: { take(key: string): Promise<boolean> }
  /** How many, for the refusal's message. */
  attemptsPerAddressMax: number
}

/** An attempt that went live and is over: the day's one attempt is spent. */
function spent(attempt: Attempt): boolean {
  return attempt.started && !isRunning(attempt)
}

export class DailyService {
  /** One start at a time per player and game, so a double click makes one race. */
  private readonly starting = new Map<string, Promise<string>>()

  constructor(private readonly deps: DailyDeps) {}

  get deals(): DailyDeals {
    return this.deps.deals
  }

  private dealOr404(game: GameId, date: string): SecretDeal {
    const deal = this.deps.deals.deal(game, date)
    if (!deal) throw new HttpError(404, 'NOT_FOUND', 'no daily on that day')
    return deal
  }

  /**
   * Today's attempt: the one under way, or a new one; DAILY_ALREADY_PLAYED once played, and
   * DAILY_ADDRESS_LIMIT once `address` (budgets/address-key.ts) has started its day's attempts.
   */
  start(playerId: string, game: GameId, address: string): Promise<string> {
    const key = `${playerId}:${game}`
    const running = this.starting.get(key)
    if (running) return running
    const started = this.startOnce(playerId, game, address).finally(() => this.starting.delete(key))
    this.starting.set(key, started)
    return started
  }

  private async startOnce(playerId: string, game: GameId, address: string): Promise<string> {
    const deal = this.dealOr404(game, this.deps.deals.today())
    const attempts = await this.deps.dailyStore.attempts(playerId, deal.seedHash)
    if (attempts.some(spent))
      throw new HttpError(
        409,
        'DAILY_ALREADY_PLAYED',
        "you have played today's daily: see the board",
      )
    const open = attempts.find(isRunning)
    if (open) return open.raceId
    // Only a new attempt counts (a resume does not): fresh guest ids from one address would
    // otherwise each get one (docs/fair-play.md).
    if (!(await this.deps.attemptsPerAddress.take(`${deal.date}:${game}:${address}`)))
      throw new HttpError(
        429,
        'DAILY_ADDRESS_LIMIT',
        `today's daily has been started ${this.deps.attemptsPerAddressMax} times from your network already: try again tomorrow (UTC), or practise a past day`,
      )
    return this.create(playerId, deal, daily, { seedKnown: false })
  }

  /** A past day's deal again: unranked, never on the board, not the day's attempt. */
  async practice(playerId: string, game: GameId, date: string): Promise<string> {
    const deal = this.dealOr404(game, date)
    if (!this.deps.deals.over(date))
      throw new HttpError(409, 'NOT_FINISHED', "today's daily is played as the day's attempt")
    if (!(await this.published(deal)))
      throw new HttpError(
        409,
        'NOT_FINISHED',
        'the last attempts of that day are still being played',
      )
    return this.create(playerId, deal, practice, { seedKnown: true })
  }

  private async create(
    playerId: string,
    deal: SecretDeal,
    format: RaceFormat,
    { seedKnown }: { seedKnown: boolean },
  ): Promise<string> {
    const player = await this.deps.store.getPlayer(playerId)
    if (!player) throw new HttpError(401, 'UNAUTHORIZED', 'unknown player: start a new session')
    const created = await this.deps.registry.create({
      game: deal.game,
      variant: deal.variant,
      seed: deal.seed,
      seedKnown,
      timeLimitSec: this.deps.timeLimitSec,
      players: [player],
      kind: format.kind,
      seats: 1,
      spectatorsAllowed: false,
    })
    if (!created.ok) throw new HttpError(400, 'BAD_PAYLOAD', created.message)
    return created.race.id
  }

  /**
   * The deal (its seed once published) and its board: counts for everyone; the rows (with links
   * to the replays) only to a caller who finished the day's attempt, or once the seed is out.
   */
  async day(viewerId: string | null, game: GameId, date: string): Promise<DailyDay> {
    const deal = this.dealOr404(game, date)
    const over = this.deps.deals.over(date)
    const [results, playing, attempts] = await Promise.all([
      this.deps.dailyStore.results(deal.seedHash),
      this.deps.dailyStore.playing(deal.seedHash),
      viewerId ? this.deps.dailyStore.attempts(viewerId, deal.seedHash) : Promise.resolve([]),
    ])
    const published = over && playing === 0
    const rows = boardRows(results)
    const attempt = attempts.find(spent) ?? attempts.find(isRunning)
    let you: DailyDay['you'] = null
    if (attempt) {
      const mine = results.find((r) => r.raceId === attempt.raceId)
      you = {
        raceId: attempt.raceId,
        finished: spent(attempt),
        onBoard: mine?.account ?? false,
        ...(mine
          ? {
              foundation: mine.foundation,
              total: mine.total,
              won: mine.won,
              timeMs: mine.timeMs,
              ...standing(mine, results),
            }
          : {}),
      }
    }
    return {
      deal: publicDeal(deal, published),
      over,
      finished: rows.length,
      playing,
      you,
      ...(published || you?.finished ? { rows } : {}),
    }
  }

  /** Past days of a game, newest first, with how many accounts finished each. */
  async archive(game: GameId) {
    const deals = this.deps.deals
      .days()
      .filter((date) => this.deps.deals.over(date))
      .flatMap((date) => this.deps.deals.deal(game, date) ?? [])
    const counts = await this.deps.dailyStore.finishedCounts(deals.map((d) => d.seedHash))
    return deals.map(({ seed: _seed, ...d }) => ({ ...d, finished: counts.get(d.seedHash) ?? 0 }))
  }

  /**
   * Whether a viewer may see a daily attempt's result (cards, time: what the day's board shows)
   * before the day's seed is out: only a player who has finished that day's attempt; everyone
   * once it is. Its deal (seed, moves, par, ghost) stays sealed to everyone until then (sealed).
   */
  async resultVisible(race: RaceRecord, viewerId: string | null): Promise<boolean> {
    if (!formatOf(race).dayAttempt) return true
    const deal = this.dealOf(race)
    if (!deal || (await this.published(deal))) return true
    if (!viewerId) return false
    const attempts = await this.deps.dailyStore.attempts(viewerId, race.seedHash)
    return attempts.some(spent)
  }

  /**
   * The one seal on today's daily (docs/fair-play.md): whether a race (of any kind: a ghost of
   * an attempt deals the same cards) deals a daily whose seed is not public yet. While it is,
   * nothing that tells the deal goes out to anyone, finishers included: no seed, replay, move
   * list, par or ghost race (a new race on it would be watched, listed and revealed at its
   * finish). A finisher sees the day's board only. It opens when the day is over and no attempt
   * at the deal is under way.
   */
  async sealed(race: Pick<RaceRecord, 'game' | 'seedHash'>): Promise<boolean> {
    const deal = this.dealOf(race)
    return deal !== null && !(await this.published(deal))
  }

  /** A daily attempt whose UTC day is over: it may no longer start (its seed is due out). */
  dayOver(race: Pick<RaceRecord, 'kind' | 'game' | 'seedHash'>): boolean {
    if (!formatOf(race).dayAttempt) return false
    const deal = this.dealOf(race)
    return deal !== null && this.deps.deals.over(deal.date)
  }

  /**
   * Whether a deal's seed may be out: its day is over and no attempt at it is under way. An
   * attempt started before midnight plays on to its time limit, and counts; one still waiting
   * can no longer start (dayOver) and is closed when readied, or expires.
   */
  private async published(deal: SecretDeal): Promise<boolean> {
    return (
      this.deps.deals.over(deal.date) && (await this.deps.dailyStore.playing(deal.seedHash)) === 0
    )
  }

  /** The daily a race deals, or null: not a daily's deal. */
  private dealOf(race: Pick<RaceRecord, 'game' | 'seedHash'>): SecretDeal | null {
    const date = this.deps.deals.dateOf(race.game, race.seedHash)
    return date ? this.deps.deals.deal(race.game, date) : null
  }

  /** Which daily a race plays, for its label; null: not a daily's. */
  async ofRace(raceId: string): Promise<DailyOfRace | null> {
    const stored = await this.deps.store.getRace(raceId)
    if (!stored || !formatOf(stored.race).dealsADailyDeal) return null
    const date = this.deps.deals.dateOf(stored.race.game, stored.race.seedHash)
    const deal = date ? this.deps.deals.deal(stored.race.game, date) : null
    if (!deal) return null
    return {
      number: deal.number,
      date: deal.date,
      game: deal.game,
      practice: !formatOf(stored.race).dayAttempt,
    }
  }

  async streaks(playerId: string): Promise<DailyStreaks> {
    const results = await this.deps.dailyStore.playerResults(playerId)
    const dated = results.flatMap((r) => {
      const date = this.deps.deals.dateOf(r.game, r.seedHash)
      return date ? [{ date, won: r.won }] : []
    })
    return streaks(dated, this.deps.deals.today())
  }
}
