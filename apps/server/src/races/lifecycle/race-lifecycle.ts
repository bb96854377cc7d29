// A race's lifecycle: its states, the one table of what moves it from one to the next, and the
// questions the rest of the server asks about a state. Pure. The race core asks `step` whether
// a transition is allowed and where it leads, stores the new state, then `enter`s it: the one
// write of a race's status in memory. Nothing else compares a status with a name.
import type { RaceStatus } from '@patience-race/protocol'

export type RaceState = 'waiting' | 'countdown' | 'live' | 'finished' | 'aborted'

// The wire's status and the lifecycle's states are the same five names (checked here).
const sameAsWire: [RaceState] extends [RaceStatus]
  ? [RaceStatus] extends [RaceState]
    ? true
    : never
  : never = true
void sameAsWire

export const RACE_STATES: readonly RaceState[] = [
  'waiting',
  'countdown',
  'live',
  'finished',
  'aborted',
]

/** A new race's state. */
export const INITIAL_STATE: RaceState = 'waiting'

export type RunningState = Extract<RaceState, 'waiting' | 'countdown' | 'live'>

/** The states a race is still running in: its timers and seats are someone's to keep. */
export const RUNNING_STATES: readonly RunningState[] = ['waiting', 'countdown', 'live']

export type RaceEvent =
  /** Every seat is taken and every racer ready (or was, at boot). */
  | 'allReady'
  /** The creator starts early with the racers seated now. */
  | 'creatorStarts'
  /** The server starts a race whose format starts at once (an arena's round), seats taken. */
  | 'serverStarts'
  /** A countdown interrupted by a restart starts over: nobody has seen a card yet. */
  | 'restartCountdown'
  /** The countdown is over: the race is stored live with its start time. */
  | 'countdownEnds'
  /** Everyone is done, the time limit passed, or the leavers were claimed against. */
  | 'end'
  /** A waiting race called off: expired, a stale invite, a ranked seat left. */
  | 'callOff'
  /** A race the server starts at once (an arena group) still not live when its round closes. */
  | 'roundClosed'

/** What the guards read; a guard whose fact is not given does not hold. */
export interface LifecycleFacts {
  seatCount?: number
  /** Seats taken. */
  seated?: number
  /** Seats taken whose racer is ready. */
  ready?: number
  /** Whether any racer made a move. */
  moved?: boolean
  /** The race's format starts at once, without ready clicks (formats/: `startsAtOnce`). */
  startsAtOnce?: boolean
}

const GUARDS = {
  everySeatReady: (f: LifecycleFacts) =>
    f.seatCount !== undefined && f.seated === f.seatCount && f.ready === f.seated,
  twoSeatedAllReady: (f: LifecycleFacts) =>
    f.seated !== undefined && f.seated >= 2 && f.ready === f.seated,
  /** Every seat taken by the players the server put there; nobody clicks ready. */
  seatedByServer: (f: LifecycleFacts) =>
    f.startsAtOnce === true && f.seatCount !== undefined && f.seated === f.seatCount,
  /** A race of a format the server starts (an arena's round), not a player. */
  startsAtOnce: (f: LifecycleFacts) => f.startsAtOnce === true,
  someoneMoved: (f: LifecycleFacts) => f.moved === true,
  // A race where nobody moved says nothing: aborted, no results, no rating.
  nobodyMoved: (f: LifecycleFacts) => f.moved === false,
} satisfies Record<string, (facts: LifecycleFacts) => boolean>

type GuardName = keyof typeof GUARDS

export interface Transition {
  from: RaceState
  event: RaceEvent
  /** Checked in the table's order: the first row of (from, event) whose guard holds is taken. */
  guard?: GuardName
  to: RaceState
  /** What the race core does on it, in order (race-start.ts, race-ending.ts). */
  effects: readonly string[]
}

const COUNTDOWN_EFFECTS = ['store countdown', 'set the countdown timer', 'race:state now']

export const TRANSITIONS: readonly Transition[] = [
  {
    from: 'waiting',
    event: 'allReady',
    guard: 'everySeatReady',
    to: 'countdown',
    effects: COUNTDOWN_EFFECTS,
  },
  {
    from: 'waiting',
    event: 'creatorStarts',
    guard: 'twoSeatedAllReady',
    to: 'countdown',
    effects: COUNTDOWN_EFFECTS,
  },
  {
    from: 'waiting',
    event: 'serverStarts',
    guard: 'seatedByServer',
    to: 'countdown',
    effects: COUNTDOWN_EFFECTS,
  },
  { from: 'countdown', event: 'restartCountdown', to: 'countdown', effects: COUNTDOWN_EFFECTS },
  {
    from: 'countdown',
    event: 'countdownEnds',
    to: 'live',
    effects: [
      'store live and its start time',
      'deal the seats',
      'race:started to each seat',
      'set the time limit',
      'time the racers already gone',
    ],
  },
  {
    from: 'live',
    event: 'end',
    guard: 'someoneMoved',
    to: 'finished',
    effects: [
      'store the results (and ratings)',
      'race:finished with the seed',
      'every board to spectators',
      'race:state now',
    ],
  },
  {
    from: 'live',
    event: 'end',
    guard: 'nobodyMoved',
    to: 'aborted',
    effects: ['store aborted', 'race:finished', 'race:state now'],
  },
  {
    from: 'waiting',
    event: 'callOff',
    to: 'aborted',
    effects: ['store aborted', 'race:state now'],
  },
  ...(['waiting', 'countdown'] as const).map((from): Transition => ({
    from,
    event: 'roundClosed',
    guard: 'startsAtOnce',
    to: 'aborted',
    effects: ['store aborted', 'stop the countdown', 'race:state now'],
  })),
]

/** A transition the table allows from a state, as it was when asked. */
export interface Allowed {
  ok: true
  from: RaceState
  to: RaceState
  effects: readonly string[]
}

/** Refused: no row from this state for the event, or no row whose guard holds. */
export interface Refused {
  ok: false
  reason: 'state' | 'guard'
}

export function step(
  from: RaceState,
  event: RaceEvent,
  facts: LifecycleFacts = {},
): Allowed | Refused {
  const rows = TRANSITIONS.filter((t) => t.from === from && t.event === event)
  if (rows.length === 0) return { ok: false, reason: 'state' }
  const row = rows.find((t) => t.guard === undefined || GUARDS[t.guard](facts))
  if (!row) return { ok: false, reason: 'guard' }
  return { ok: true, from, to: row.to, effects: row.effects }
}

/**
 * A waiting race expired at boot: the table's unguarded call-off, which the store applies to
 * many rows at once (`from` and `to` for its query).
 */
export const EXPIRE_WAITING: Allowed = unguarded('waiting', 'callOff')

/**
 * An arena round's races that never went live when the round closed: the table's `roundClosed`,
 * which the store applies to the round's rows at once (the states it reads for its query).
 */
export const NEVER_LIVE: readonly RaceState[] = TRANSITIONS.filter(
  (t) => t.event === 'roundClosed',
).map((t) => t.from)

/** The state of a race that ended with no result: a store leaves such races out of counts. */
export const ABORTED: RaceState = 'aborted'

function unguarded(from: RaceState, event: RaceEvent): Allowed {
  const allowed = step(from, event)
  if (!allowed.ok) throw new Error(`the lifecycle has no ${event} from ${from}`)
  return allowed
}

/**
 * The one write of a race's status in memory, once the new state is stored. The race must still
 * be where the transition was allowed from (the race's serial queue sees to that).
 */
export function enter(record: { status: RaceState }, allowed: Allowed): void {
  if (record.status !== allowed.from)
    throw new Error(`a race in ${record.status} cannot enter ${allowed.to} from ${allowed.from}`)
  record.status = allowed.to
}

/** A state as given, or the state of a race, a record, a summary or a stored row. */
type Stated = RaceState | { readonly status: RaceState }

const stateOf = (x: Stated): RaceState => (typeof x === 'string' ? x : x.status)

/** Seats are taken and freed, racers get ready. */
export const isWaiting = (x: Stated): boolean => stateOf(x) === 'waiting'

export const isCountingDown = (x: Stated): boolean => stateOf(x) === 'countdown'

/** Boards are dealt and racers move (unless the race is already closing). */
export const isLive = (x: Stated): boolean => stateOf(x) === 'live'

/** Waiting or counting down: nobody has a board yet. */
export const isBeforeStart = (x: Stated): boolean => isWaiting(x) || isCountingDown(x)

/** Finished with results, or aborted. */
export const isOver = (x: Stated): boolean => !isRunning(x)

/** Ended with results (places, the seed, replays). */
export const isFinished = (x: Stated): boolean => stateOf(x) === 'finished'

/** Called off, or ended with nobody having moved. */
export const isAborted = (x: Stated): boolean => stateOf(x) === 'aborted'

/** Waiting, counting down or live: its timers and seats are someone's to keep. */
export const isRunning = (x: Stated): boolean => runningState(x) !== null

/** The state narrowed to a running one, or null once the race is over. */
export function runningState(x: Stated): RunningState | null {
  const state = stateOf(x)
  return RUNNING_STATES.find((s) => s === state) ?? null
}
