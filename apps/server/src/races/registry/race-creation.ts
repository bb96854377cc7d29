// What a new race is made of: its record from a creation request (variant, kind and seed
// checked), and a rematch's request from the race it follows.
import { defaultVariant, isVariant } from '@patience-race/engine'
import { DEFAULT_FORMAT, formatOf } from '../formats/formats.js'
import { INITIAL_STATE } from '../lifecycle/race-lifecycle.js'
import type { RaceRecord } from '../records.js'
import type { Race } from '../core/race.js'
import type { CreateRaceInput } from './registry-types.js'
import { hashSeed, newRaceId, newSeed } from './seeds.js'

export interface NewRaceContext {
  now: number
  defaultTimeLimitSec: number
  /** Cluster mode: the node creating the race owns it from its first epoch. */
  nodeId: string | null
}

export function newRaceRecord(
  input: CreateRaceInput,
  context: NewRaceContext,
): { ok: true; record: RaceRecord } | { ok: false; message: string } {
  const variant = input.variant ?? defaultVariant(input.game)
  if (!isVariant(input.game, variant))
    return { ok: false, message: `${input.game} has no variant "${variant}"` }
  const kind = input.kind ?? DEFAULT_FORMAT.kind
  if (formatOf(kind).secretSeed && input.seed !== undefined)
    return { ok: false, message: 'a ranked race deals a secret seed: leave out the seed' }
  const seed = input.serverSeed ?? input.seed ?? newSeed()
  const record: RaceRecord = {
    id: input.id ?? newRaceId(),
    game: input.game,
    variant,
    seed,
    seedHash: hashSeed(seed),
    seedKnown: input.seedKnown ?? input.seed !== undefined,
    status: INITIAL_STATE,
    timeLimitSec: input.timeLimitSec ?? context.defaultTimeLimitSec,
    rematchOf: input.rematchOf ?? null,
    createdAt: new Date(context.now),
    startedAt: null,
    finishedAt: null,
    pausedMs: 0,
    kind,
    spectatorsAllowed: input.spectatorsAllowed ?? true,
    spectatorDelaySec: input.spectatorDelaySec ?? 0,
    seatCount: input.seats ?? 2,
    ownerNode: context.nodeId,
    ownerEpoch: context.nodeId === null ? 0 : 1,
    ...(input.arena ? { arenaId: input.arena.id, arenaRound: input.arena.round } : {}),
  }
  return { ok: true, record }
}

/**
 * The rematch keeps the seat order and the options, in the format and with the deal its race's
 * format names (formats/): a ranked race's is a friend race on a new secret seed, a ranked
 * pairing being the queue's to make (docs/fair-play.md); a ghost race's races the same
 * recorded run again, so it keeps the deal.
 */
export function rematchInput(race: Race): CreateRaceInput {
  const { record } = race
  // A format without rematches never gets here (Race.rematch refuses it).
  const rematch = formatOf(record).rematch ?? { kind: DEFAULT_FORMAT.kind, sameDeal: false }
  return {
    game: record.game,
    variant: record.variant,
    timeLimitSec: record.timeLimitSec,
    players: race.rematchPlayers(),
    rematchOf: record.id,
    ...(rematch.sameDeal ? { seed: record.seed } : {}),
    kind: rematch.kind,
    spectatorsAllowed: record.spectatorsAllowed,
    spectatorDelaySec: record.spectatorDelaySec,
    seats: record.seatCount,
  }
}
