// Arenas as the REST routes see them (docs/arena.md): creating, listing, showing, joining and
// leaving one, and who plays which race now (arena-whereabouts.ts). The rounds themselves, their
// clocks and the standings pushed during them run in running-arenas.ts.
import { defaultVariant, isVariant, type GameId } from '@patience-race/engine'
import type { Arena, ArenaEntry, CreateArenaBody } from '@patience-race/protocol'
import { HttpError } from '../errors/http-error.js'
import type { ParService } from '../par/par-service.js'
import type { Clock } from '../races/ports.js'
import type { RaceRegistry } from '../races/registry/race-registry.js'
import { hashSeed, newRaceId, newSeed } from '../races/registry/seeds.js'
import { ArenaWhereabouts } from './arena-whereabouts.js'
import { standingsOf } from './arena-standings.js'
import type { ArenaStore } from './arena-store.js'
import type { ArenaRow } from './arena-rows.js'
import { arenaEntry, arenaView } from './arena-view.js'
import { isArenaFinished, isArenaScheduled } from './arena-status.js'
import type { RunningArenas } from './running-arenas.js'

export interface ArenaDeps {
  store: ArenaStore
  registry: RaceRegistry
  clock: Clock
  par: ParService
  /** This node's round clocks, rounds and standings pushes. */
  running: RunningArenas
}

type Body = Omit<Required<CreateArenaBody>, 'variant' | 'name'> & {
  variant?: string | undefined
  name?: string | undefined
}

export class ArenaService {
  /** Who plays which race now: `arena:round` again, NOT_WHILE_RACING, Race TV's pick. */
  readonly whereabouts: ArenaWhereabouts

  constructor(private readonly deps: ArenaDeps) {
    this.whereabouts = new ArenaWhereabouts({
      current: deps.running.current,
      registry: deps.registry,
      arena: (id) => deps.store.get(id),
      leaderRaceId: async (row) => (await this.view(row, null)).leaderRaceId,
    })
  }

  /** The new arena; null when the schedule's slot already has one (another node made it). */
  async create(
    playerId: string | null,
    body: Body,
    scheduleKey?: string,
  ): Promise<ArenaRow | null> {
    const variant = body.variant ?? defaultVariant(body.game)
    if (!isVariant(body.game, variant))
      throw new HttpError(400, 'BAD_PAYLOAD', `${body.game} has no variant "${variant}"`)
    const seeds = Array.from({ length: body.rounds }, () => newSeed())
    const id = newRaceId()
    const made = await this.deps.store.create({
      id,
      name: body.name ?? `${gameName(body.game)} arena`,
      game: body.game,
      variant,
      startsAt: new Date(this.deps.clock.now() + body.startsInSec * 1000),
      rounds: body.rounds,
      roundSec: body.roundSec,
      seeds,
      seedHashes: seeds.map(hashSeed),
      createdBy: playerId,
      ...(scheduleKey ? { scheduleKey } : {}),
    })
    const row = made ? await this.deps.store.get(id) : null
    if (row) await this.deps.running.keep(row.id)
    return row
  }

  async view(row: ArenaRow, viewerId: string | null): Promise<Arena> {
    const [entrants, results, races] = await Promise.all([
      this.deps.store.entrants(row.id),
      this.deps.store.results(row.id),
      this.deps.store.races(row.id),
    ])
    const current = this.deps.running.current.get(row.id)
    const live = this.deps.running.liveSeats(row.id)
    const finished = isArenaFinished(row)
    return arenaView({
      row,
      standings: standingsOf(entrants, results, row.round, live),
      races,
      results,
      current,
      viewerId,
      joined: viewerId !== null && entrants.some((e) => e.playerId === viewerId),
      ...(finished ? { pars: await this.pars(row) } : {}),
    })
  }

  async get(id: string): Promise<ArenaRow> {
    const row = await this.deps.store.get(id)
    if (!row) throw new HttpError(404, 'NOT_FOUND', 'no such arena')
    return row
  }

  /** The public arenas and the private ones the viewer made or entered. */
  list(viewerId: string | null): Promise<ArenaRow[]> {
    return this.deps.store.list(50, viewerId)
  }

  async requireAccount(playerId: string): Promise<void> {
    if (!(await this.deps.store.isAccount(playerId)))
      throw new HttpError(
        403,
        'ACCOUNT_REQUIRED',
        'creating an arena needs an account: sign up first',
      )
  }

  /** Joins before the last round's start; after the first round's, from the next round on. */
  async join(id: string, playerId: string): Promise<ArenaEntry> {
    const row = await this.get(id)
    if (isArenaFinished(row) || row.round >= row.rounds)
      throw new HttpError(409, 'ARENA_CLOSED', 'the last round has started: this arena is closed')
    await this.deps.store.join(id, playerId, row.round + 1)
    this.deps.running.entrantsChanged(id)
    return arenaEntry(await this.get(id), true)
  }

  async leave(id: string, playerId: string): Promise<ArenaEntry> {
    const row = await this.get(id)
    if (!isArenaScheduled(row))
      throw new HttpError(409, 'ARENA_CLOSED', 'the arena has started: its entrants stay in it')
    await this.deps.store.leave(id, playerId)
    // The pages showing the entrants (the leaver's own too) hear the list without them.
    this.deps.running.entrantsChanged(id)
    return arenaEntry(await this.get(id), false)
  }

  /**
   * Each round's par, null while unknown. A round solves when one of its races finishes; one
   * that nobody finished (aborted: nobody moved) is solved when the final table is first read.
   */
  private pars(row: ArenaRow) {
    return Promise.all(
      row.seeds.map(async (seed) => {
        const deal = { game: row.game, variant: row.variant, seed }
        const par = await this.deps.par.find(deal)
        if (!par) this.deps.par.backfill(deal)
        return par
      }),
    ).then((pars) =>
      pars.map((p) =>
        p ? { cards: p.cards, total: p.total, moves: p.line.length, proved: p.proved } : null,
      ),
    )
  }
}

function gameName(game: GameId): string {
  return game.replace(
    /(^|-)(\w)/g,
    (_, dash: string, c: string) => `${dash ? ' ' : ''}${c.toUpperCase()}`,
  )
}
