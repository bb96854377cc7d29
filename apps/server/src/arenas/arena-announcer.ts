// What an arena tells the sockets (docs/arena.md): `arena:standings` (the top 20, and each
// entrant's own row) and `arena:finished`, to every entrant's sockets through their player rooms
// and to the sockets watching it (`arena:watch`) through the arena's room; both go through the
// adapter, so a push from any node reaches every node's sockets. An unchanged table is not sent
// again (the very same rows, as the tally hands back when nothing moved, are not even compared).
//
// At issue 42's scale (1,000 entrants) a push is 1,000 copies, one per entrant: the top 20 is
// encoded once and each copy's text built around it (json-text.ts), and the copies go out in 20
// slices, each in its own turn of the event loop, not in one burst that holds up every move
// behind it (a move waits for one slice at most). A push is done when
// its last slice went out (the pusher's second counts from then); an entrant is always in the
// same slice (by its id), and a slice goes out a second after its last at the soonest, so each
// entrant still hears the standings at most once a second.
import type { ArenaStanding } from '@patience-race/protocol'
import { withJsonText } from '../races/audience/json-text.js'
import type { Clock, Scheduler } from '../races/ports.js'
import type { ArenaEmitter, ArenaWatchersEmitter } from './arena-emitter.js'
import { hashOf } from './standings-node.js'

/** How many rows of the standings `arena:standings` carries (and an entrant's own). */
const TOP = 20
/** Arenas of up to this many entrants are told in one go (a burst this small holds up nothing). */
const ONE_GO = 50
/** Larger ones in this many slices of their entrants, one after another. */
const SLICES = 20
/** The standings' once a second, for each entrant. */
const EVERY_MS = 1000

export interface ArenaTable {
  round: number
  rows: ArenaStanding[]
  /** Every round's seed (told only once the arena is finished). */
  seeds: string[]
}

export interface AnnouncerDeps {
  emit: ArenaEmitter
  watchers: ArenaWatchersEmitter
  /** The arena's standings as they are now (null: no such arena). */
  table(arenaId: string): Promise<ArenaTable | null>
  clock: Clock
  scheduler: Scheduler
}

/** One push's copies for the entrants: the shared part and its text, the rows by slice. */
interface Copies {
  common: { arenaId: string; round: number; standings: ArenaStanding[]; entrants: number }
  /** The JSON text of `common` without its closing brace. */
  head: string
  bySlice: ArenaStanding[][]
}

/** An arena's slices: the latest push's copies, when each slice last went out, its timer. */
interface Spread {
  copies: Copies
  lastAt: number[]
  timer: unknown
  /** Slices are going out (one after another). */
  going: boolean
  /** The pushes waiting for every slice to have gone out. */
  waiting: (() => void)[]
}

export class ArenaAnnouncer {
  /** By arena: the last `arena:standings` sent, and what it said. */
  private readonly sent = new Map<string, { rows: ArenaStanding[]; said: string }>()
  private readonly spreads = new Map<string, Spread>()

  constructor(private readonly deps: AnnouncerDeps) {}

  /** `arena:standings` to entrants and watchers; false when there is no such arena. */
  async standings(arenaId: string): Promise<boolean> {
    const t = await this.deps.table(arenaId)
    if (!t) return false
    const last = this.sent.get(arenaId)
    if (last?.rows === t.rows) return true
    const said = JSON.stringify([t.round, t.rows.map((r) => [r.playerId, r.points, r.cards])])
    this.sent.set(arenaId, { rows: t.rows, said })
    if (last?.said === said) return true
    const top = t.rows.slice(0, TOP)
    const common = { arenaId, round: t.round, standings: top, entrants: t.rows.length }
    const oneGo = t.rows.length <= ONE_GO
    const bySlice: ArenaStanding[][] = Array.from({ length: oneGo ? 1 : SLICES }, () => [])
    for (const row of t.rows) bySlice[oneGo ? 0 : hashOf(row.playerId) % SLICES]!.push(row)
    this.deps.watchers(arenaId, entrantsOf(t), 'arena:standings', common)
    await this.tell(arenaId, { common, head: JSON.stringify(common).slice(0, -1), bySlice })
    return true
  }

  /** `arena:finished`: the final standings and the seeds, to entrants and watchers alike. */
  async finished(arenaId: string): Promise<void> {
    const t = await this.deps.table(arenaId)
    if (!t) return
    // Standings still to go out would come after the end: they are not sent.
    this.forget(arenaId)
    const payload = { arenaId, standings: t.rows, seeds: t.seeds }
    this.deps.emit(entrantsOf(t), 'arena:finished', payload)
    this.deps.watchers(arenaId, entrantsOf(t), 'arena:finished', payload)
  }

  /** No more slices go out (the server stops). */
  stop(): void {
    for (const arenaId of [...this.spreads.keys()]) this.forget(arenaId)
  }

  /**
   * The copies of a push go out slice by slice, each slice in its own turn of the event loop
   * (the moves that came meanwhile are handled between two), and a second after that slice last
   * went out at the soonest (told in one go: a second after any slice last went out). A slice
   * still to go sends the latest push's copies. Done when the last slice went out.
   */
  private tell(arenaId: string, copies: Copies): Promise<void> {
    let spread = this.spreads.get(arenaId)
    if (!spread) {
      spread = {
        copies,
        lastAt: new Array<number>(SLICES).fill(-Infinity),
        timer: null,
        going: false,
        waiting: [],
      }
      this.spreads.set(arenaId, spread)
    }
    spread.copies = copies
    const told = new Promise<void>((resolve) => spread.waiting.push(resolve))
    if (!spread.going) {
      spread.going = true
      this.slice(spread, 0, true)
    }
    return told
  }

  /** The next slice from `from` with copies to send: now (the first, when it may), or later. */
  private slice(spread: Spread, from: number, first: boolean): void {
    const { bySlice } = spread.copies
    let i = from
    while (i < bySlice.length && bySlice[i]!.length === 0) i++
    if (i >= bySlice.length) {
      spread.going = false
      done(spread)
      return
    }
    const last = bySlice.length === 1 ? Math.max(...spread.lastAt) : spread.lastAt[i]!
    const wait = Math.max(0, last + EVERY_MS - this.deps.clock.now())
    const go = () => {
      spread.timer = null
      this.sendSlice(spread, i)
      this.slice(spread, i + 1, false)
    }
    if (first && wait === 0) go()
    else spread.timer = this.deps.scheduler.setTimeout(go, wait)
  }

  private sendSlice(spread: Spread, i: number): void {
    const { common, head, bySlice } = spread.copies
    const now = this.deps.clock.now()
    if (bySlice.length === 1) spread.lastAt.fill(now)
    else spread.lastAt[i] = now
    for (const you of bySlice[i] ?? []) {
      const text = `${head},"you":${JSON.stringify(you)}}`
      this.deps.emit([you.playerId], 'arena:standings', withJsonText({ ...common, you }, text))
    }
  }

  private forget(arenaId: string): void {
    const spread = this.spreads.get(arenaId)
    if (!spread) return
    if (spread.timer !== null) this.deps.scheduler.clearTimeout(spread.timer)
    this.spreads.delete(arenaId)
    done(spread)
  }
}

function done(spread: Spread): void {
  for (const resolve of spread.waiting.splice(0)) resolve()
}

const entrantsOf = (t: ArenaTable) => t.rows.map((r) => r.playerId)
