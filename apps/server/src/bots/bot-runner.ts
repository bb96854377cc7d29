// Server bots race as seated players: each bot sees only its own player view and legal moves
// (from its join and its acks, as a person's client does), waits a human pace with jitter, and
// sends its move through the same Race.move as a person's (validation, move log, progress,
// replay). Its choice comes from the engine's bot for its strength.
import { chooseBotMove, seededRandom, type Move, type PlayerView } from '@patience-race/engine'
import { applyMoveAck, movePayloadSchema, type BotStrength } from '@patience-race/protocol'
import type { Clock, Scheduler } from '../races/ports.js'
import { isLive } from '../races/lifecycle/race-lifecycle.js'
import type { Race } from '../races/core/race.js'
import { AutomatedSeats } from '../races/seats/automated-seats.js'
import { botStrengthOf } from '../races/seats/bots.js'

export interface BotRunnerOptions {
  scheduler: Scheduler
  clock: Clock
  /** Mean pause before each move at "medium"; easy is slower, hard faster. */
  moveMs: number
  /** Each pause is moveMs × (1 ± jitter), from a seeded-per-race generator. */
  jitter: number
  /** Moves a bot makes at most; at the cap it resigns (default MOVE_CAP). */
  moveCap?: number
  log: { warn(obj: unknown, msg?: string): void }
}

const PACE: Record<BotStrength, number> = { easy: 1.4, medium: 1, hard: 0.75 }
const MOVE_CAP = 1000

export class BotRunner {
  private readonly seats: AutomatedSeats<BotStrength>

  constructor(private readonly options: BotRunnerOptions) {
    // Seeded by race and seat: a bot's pauses are the same every time its race is played.
    this.seats = new AutomatedSeats(
      'bot',
      botStrengthOf,
      (race, bot, strength, key) => this.play(race, bot, strength, seededRandom(key)),
      options.log,
    )
  }

  /** Starts every bot seated in this live race (once). */
  start(race: Race): void {
    this.seats.start(race)
  }

  private async play(
    race: Race,
    bot: { id: string; name: string },
    strength: BotStrength,
    random: () => number,
  ) {
    const joined = await race.join(bot, 'player')
    if (!joined.ok || joined.view === undefined) return
    let view: PlayerView = joined.view
    let legal = (joined.legal ?? []) as Move[]
    let seq = joined.seq ?? 0
    let failures = 0
    // A cap on moves: the engine's bots can circle in Saratoga with takebacks.
    const cap = this.options.moveCap ?? MOVE_CAP
    while (isLive(race) && legal.length > 0 && failures < 20 && seq < cap) {
      await this.pause(strength, random)
      if (!isLive(race)) return
      const move = chooseBotMove(view, legal, strength)
      if (!move) return
      const payload = movePayloadSchema.safeParse({ raceId: race.id, move, seq: seq + 1 })
      if (!payload.success) return
      const reply = await race.move(bot.id, payload.data.move, payload.data.seq)
      // The ack carries what the move changed (issue 14): applied to the bot's view as a web
      // client does; a disagreement with the server's check is settled by joining again.
      const acked = reply.ok ? applyMoveAck(view, reply) : null
      if (acked && reply.ok) {
        view = acked.view
        legal = acked.legal
        seq = reply.seq
        failures = 0
      } else if (reply.ok) {
        const again = await race.join(bot, 'player')
        if (!again.ok || !again.view) return
        view = again.view as PlayerView
        legal = (again.legal ?? []) as Move[]
        seq = again.seq ?? reply.seq
      } else if (reply.error.code === 'FINISHED') {
        return
      } else {
        // INTERNAL (not stored) or anything else: look again and try later.
        failures++
        this.options.log.warn({ raceId: race.id, code: reply.error.code }, 'bot move refused')
        const again = await race.join(bot, 'player')
        if (again.ok && again.view) {
          view = again.view
          legal = (again.legal ?? []) as Move[]
          seq = again.seq ?? seq
        }
      }
    }
    // Still playing at the cap, circling: the bot gives up, so that the race ends now rather
    // than at its time limit with a person waiting for the result.
    if (seq >= cap && isLive(race)) await race.resign(bot.id)
  }

  private pause(strength: BotStrength, random: () => number): Promise<void> {
    const { moveMs, jitter } = this.options
    const ms = moveMs * PACE[strength] * (1 + jitter * (random() * 2 - 1))
    return new Promise((resolve) => this.options.scheduler.setTimeout(resolve, Math.max(0, ms)))
  }
}
