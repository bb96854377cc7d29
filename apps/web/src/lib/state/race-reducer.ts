// How one event changes what this tab knows of a race: (facts, event) → the facts it changes.
// Pure: no socket, no Svelte state, no clock but the `now` it is handed, so it is tested with
// plain objects (race-reducer.test.ts). The events are the server's pushes about a race, by
// their wire names, and the two outcomes of this tab's own join.
import type { Move } from '@patience-race/engine'
import type {
  JoinOk,
  PlayerViewWire,
  RaceFinishedEvent,
  RacePlayer,
  RaceStatus,
  RaceSummary,
  ServerPayload,
  WireError,
} from '@patience-race/protocol'
import { isCountdown, isLive } from '../race-status.js'
import type { InFlightMove, ProgressPoint, Role } from './race-types.js'
import { isRacer, isSpectator } from '../race-role.js'

/** What the events write: the race model's facts (RaceModel implements this). */
export interface RaceFacts {
  readonly raceId: string
  role: Role | null
  seat: number | null
  summary: RaceSummary | null
  status: RaceStatus
  players: RacePlayer[]
  spectators: number
  timeLimitSec: number
  startedAt: number | null
  endedAt: number | null
  countdownEndsAt: number | null
  clockOffset: number
  view: PlayerViewWire | null
  legal: Move[]
  views: Record<number, PlayerViewWire>
  history: Record<number, ProgressPoint[]>
  finished: RaceFinishedEvent | null
  rematchId: string | null
  claimable: number[]
  rematchOfferBy: number | null
  rematchDeclined: { by: number; offeredBy: number | null } | null
  rematchStarting: boolean
  askedRematch: boolean
  joinError: WireError | null
  joined: boolean
  inFlight: InFlightMove | null
  lastSeq: number
}

/** The server's pushes this reducer reads, by wire name. */
const PUSHED = [
  'race:state',
  'race:started',
  'race:progress',
  'race:progress-batch',
  'race:finished',
  'race:rematch',
  'race:rematch-offer',
  'race:rematch-declined',
  'race:opponent-left',
  'race:opponent-back',
] as const
export type PushedEvent = (typeof PUSHED)[number]

export type RaceEvent =
  | { [E in PushedEvent]: { name: E; payload: ServerPayload<E> } }[PushedEvent]
  /** This tab's join (or re-join) was answered: the server's word on everything. */
  | { name: 'joined'; payload: JoinOk }
  | { name: 'join-refused'; payload: WireError }

/** What an event changed, and whether this tab should now go to a rematch. */
export interface RaceStep {
  patch: Partial<RaceFacts>
  /** Both racers asked and this racer is in the rematch: go there. */
  goToRematch?: string
}

type Facts = Readonly<RaceFacts>
type Handler<E extends RaceEvent['name']> = (
  f: Facts,
  payload: Extract<RaceEvent, { name: E }>['payload'],
  now: number,
) => RaceStep

const step = (patch: Partial<RaceFacts>): RaceStep => ({ patch })
const NOTHING: RaceStep = { patch: {} }

/**
 * `status`, and where the race clock stops: it runs while live, and stops when that ends.
 * `serverNow`: the server's clock now (ms).
 */
function statusPatch(f: Facts, status: RaceStatus, serverNow: number): Partial<RaceFacts> {
  if (isLive(status)) return { status, endedAt: null }
  if (isLive(f.status)) return { status, endedAt: serverNow }
  return { status }
}

/** A progress chart for every seat that has none yet. */
function withHistory(
  history: Facts['history'],
  seats: { seat: number; foundation?: number }[],
): Facts['history'] {
  let out = history
  for (const { seat, foundation = 0 } of seats)
    if (!out[seat]) out = { ...out, [seat]: [{ at: 0, foundation }] }
  return out
}

function toSeatRecord(views: Record<string, PlayerViewWire>): Record<number, PlayerViewWire> {
  const out: Record<number, PlayerViewWire> = {}
  for (const [seat, view] of Object.entries(views)) out[Number(seat)] = view
  return out
}

function summaryPatch(f: Facts, race: RaceSummary, serverNow: number): Partial<RaceFacts> {
  const patch: Partial<RaceFacts> = {
    summary: race,
    ...statusPatch(f, race.status, serverNow),
    players: race.players,
    spectators: race.spectators,
    timeLimitSec: race.timeLimitSec,
    startedAt: race.startedAt ? Date.parse(race.startedAt) : null,
    history: withHistory(
      f.history,
      race.players.map((p) => ({ seat: p.seat, foundation: p.progress.foundation })),
    ),
  }
  if (race.rematchId) patch.rematchId = race.rematchId
  // A reload while an offer is open: the summary says whose (absent from stored races).
  if (race.rematchOfferBy !== undefined && !(patch.rematchId ?? f.rematchId))
    patch.rematchOfferBy = race.rematchOfferBy
  return patch
}

const joined: Handler<'joined'> = (f, reply, now) => {
  const patch: Partial<RaceFacts> = {
    joinError: null,
    joined: true,
    role: reply.role,
    seat: reply.seat ?? null,
    ...summaryPatch(f, reply.race, now + f.clockOffset),
    lastSeq: reply.seq ?? 0,
  }
  if (reply.view) patch.view = reply.view
  if (reply.legal) patch.legal = reply.legal
  if (reply.views) patch.views = toSeatRecord(reply.views)
  return step(patch)
}

const state: Handler<'race:state'> = (f, e, now) =>
  step({
    clockOffset: e.serverTime - now,
    ...statusPatch(f, e.status, e.serverTime),
    players: e.players,
    spectators: e.spectators,
    timeLimitSec: e.timeLimitSec,
    countdownEndsAt:
      isCountdown(e.status) && e.countdownMs !== undefined ? now + e.countdownMs : null,
    ...(e.startedAt ? { startedAt: Date.parse(e.startedAt) } : {}),
    history: withHistory(
      f.history,
      e.players.map((p) => ({ seat: p.seat })),
    ),
  })

const started: Handler<'race:started'> = (f, e, now) => {
  const patch: Partial<RaceFacts> = {
    ...statusPatch(f, 'live', now + f.clockOffset),
    countdownEndsAt: null,
    startedAt: Date.parse(e.startedAt),
    lastSeq: 0,
    history: withHistory(
      {},
      f.players.map((p) => ({ seat: p.seat })),
    ),
  }
  if (e.view) patch.view = e.view
  if (e.legal) patch.legal = e.legal
  if (e.views) patch.views = toSeatRecord(e.views)
  return step(patch)
}

const progress: Handler<'race:progress'> = (f, e) => {
  const patch: Partial<RaceFacts> = {
    players: f.players.map((p) =>
      p.seat === e.seat ? { ...p, progress: e.progress, status: e.status } : p,
    ),
  }
  const points = f.history[e.seat] ?? [{ at: 0, foundation: 0 }]
  if (points.at(-1)?.foundation !== e.progress.foundation)
    patch.history = {
      ...f.history,
      [e.seat]: [...points, { at: e.at, foundation: e.progress.foundation }],
    }
  if (e.view && isSpectator(f.role)) patch.views = { ...f.views, [e.seat]: e.view }
  return step(patch)
}

/**
 * Each entry as the race:progress about its seat; my own seat's is skipped: my board and my
 * bar follow my acked moves, which are ahead of it.
 */
const progressBatch: Handler<'race:progress-batch'> = (f, e, now) => {
  let facts: Facts = f
  let patch: Partial<RaceFacts> = {}
  for (const entry of e.events) {
    if (isRacer(f.role) && entry.seat === f.seat) continue
    const next = progress(facts, { raceId: e.raceId, ...entry }, now).patch
    patch = { ...patch, ...next }
    facts = { ...facts, ...next }
  }
  return step(patch)
}

const finished: Handler<'race:finished'> = (f, e, now) =>
  step({
    finished: e,
    ...statusPatch(f, 'finished', now + f.clockOffset),
    legal: [],
    inFlight: null,
    ...(e.rematchId ? { rematchId: e.rematchId } : {}),
  })

/**
 * Both racers asked: the racers go to the new race; spectators stay and are offered to follow
 * (issue 12.3: nobody is dragged along).
 */
const rematch: Handler<'race:rematch'> = (f, e) => {
  const gone = f.rematchStarting && f.rematchId === e.rematchId // the ack came first
  const patch: Partial<RaceFacts> = { rematchId: e.rematchId, rematchOfferBy: null }
  // A race of more than two: only those who asked race the rematch; the others get a link.
  const included = (f.summary?.seats ?? 2) <= 2 || f.askedRematch
  if (!isRacer(f.role) || gone || !included) return step(patch)
  return { patch: { ...patch, rematchStarting: true }, goToRematch: e.rematchId }
}

const rematchOffer: Handler<'race:rematch-offer'> = (f, e) =>
  f.rematchId ? NOTHING : step({ rematchOfferBy: e.seat, rematchDeclined: null })

const rematchDeclined: Handler<'race:rematch-declined'> = (f, e) =>
  f.rematchId
    ? NOTHING
    : step({
        rematchDeclined: { by: e.seat, offeredBy: f.rematchOfferBy },
        rematchOfferBy: null,
        rematchStarting: false,
      })

const opponentLeft: Handler<'race:opponent-left'> = (f, e) =>
  e.seat === f.seat || f.claimable.includes(e.seat)
    ? NOTHING
    : step({ claimable: [...f.claimable, e.seat] })

const opponentBack: Handler<'race:opponent-back'> = (f, e) =>
  step({ claimable: f.claimable.filter((s) => s !== e.seat) })

const HANDLERS: { [E in RaceEvent['name']]: Handler<E> } = {
  joined,
  'join-refused': (_f, error) => step({ joinError: error }),
  'race:state': state,
  'race:started': started,
  'race:progress': progress,
  'race:progress-batch': progressBatch,
  'race:finished': finished,
  'race:rematch': rematch,
  'race:rematch-offer': rematchOffer,
  'race:rematch-declined': rematchDeclined,
  'race:opponent-left': opponentLeft,
  'race:opponent-back': opponentBack,
}

/** The facts `event` changes (none when it is about another race). `now`: the local clock. */
export function reduceRace(facts: Facts, event: RaceEvent, now: number): RaceStep {
  const payload = event.payload
  if ('raceId' in payload && payload.raceId !== facts.raceId) return NOTHING
  const handler = HANDLERS[event.name] as Handler<typeof event.name>
  return handler(facts, payload as never, now)
}

export const pushedEvents: readonly PushedEvent[] = PUSHED
