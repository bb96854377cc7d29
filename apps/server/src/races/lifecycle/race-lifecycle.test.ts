// The lifecycle table, row by row: every transition it allows (with the facts its guard needs),
// every one it refuses, and the one write of a status.
import { describe, expect, it } from 'vitest'
import {
  RACE_STATES,
  TRANSITIONS,
  enter,
  isAborted,
  isBeforeStart,
  isCountingDown,
  isFinished,
  isLive,
  isOver,
  isRunning,
  isWaiting,
  runningState,
  step,
  type LifecycleFacts,
  type RaceEvent,
  type RaceState,
} from './race-lifecycle.js'

const EVENTS: RaceEvent[] = [
  'allReady',
  'creatorStarts',
  'serverStarts',
  'restartCountdown',
  'countdownEnds',
  'end',
  'callOff',
  'roundClosed',
]

const full: LifecycleFacts = { seatCount: 2, seated: 2, ready: 2 }
const twoOfFour: LifecycleFacts = { seatCount: 4, seated: 2, ready: 2 }

// Written out here, not read from the table: a row removed from (or added to) the table fails.
const allowed: Array<[RaceState, RaceEvent, LifecycleFacts, RaceState]> = [
  ['waiting', 'allReady', full, 'countdown'],
  ['waiting', 'creatorStarts', twoOfFour, 'countdown'],
  [
    'waiting',
    'serverStarts',
    { seatCount: 3, seated: 3, ready: 0, startsAtOnce: true },
    'countdown',
  ],
  ['countdown', 'restartCountdown', {}, 'countdown'],
  ['countdown', 'countdownEnds', {}, 'live'],
  ['live', 'end', { moved: true }, 'finished'],
  ['live', 'end', { moved: false }, 'aborted'],
  ['waiting', 'callOff', {}, 'aborted'],
  ['waiting', 'roundClosed', { startsAtOnce: true }, 'aborted'],
  ['countdown', 'roundClosed', { startsAtOnce: true }, 'aborted'],
]

const guarded: Array<[RaceState, RaceEvent, LifecycleFacts]> = [
  ['waiting', 'allReady', { seatCount: 4, seated: 2, ready: 2 }],
  ['waiting', 'allReady', { seatCount: 2, seated: 2, ready: 1 }],
  ['waiting', 'allReady', {}],
  ['waiting', 'creatorStarts', { seatCount: 4, seated: 1, ready: 1 }],
  ['waiting', 'creatorStarts', { seatCount: 4, seated: 3, ready: 2 }],
  ['waiting', 'creatorStarts', {}],
  ['waiting', 'serverStarts', { seatCount: 3, seated: 2, ready: 0, startsAtOnce: true }],
  ['waiting', 'serverStarts', { seatCount: 2, seated: 2, ready: 2, startsAtOnce: false }],
  ['waiting', 'serverStarts', { seatCount: 2, seated: 2, ready: 2 }],
  ['live', 'end', {}],
  ['waiting', 'roundClosed', { seatCount: 2, seated: 2, ready: 2, startsAtOnce: false }],
  ['countdown', 'roundClosed', {}],
]

describe('the race lifecycle', () => {
  it.each(allowed)('%s --%s (%o)--> %s', (from, event, facts, to) => {
    const result = step(from, event, facts)
    expect(result).toMatchObject({ ok: true, from, to })
    if (result.ok) expect(result.effects.length).toBeGreaterThan(0)
  })

  it('has exactly the rows written out here', () => {
    const rows = TRANSITIONS.map((t) => `${t.from} ${t.event} ${t.to}`).sort()
    expect(rows).toEqual(allowed.map(([from, event, , to]) => `${from} ${event} ${to}`).sort())
  })

  const refused = RACE_STATES.flatMap((from) =>
    EVENTS.filter((event) => !allowed.some(([f, e]) => f === from && e === event)).map(
      (event): [RaceState, RaceEvent] => [from, event],
    ),
  )

  it('refuses the other 31 (state, event) pairs', () => expect(refused).toHaveLength(31))

  it.each(refused)('refuses %s --%s', (from, event) => {
    expect(step(from, event, { ...full, moved: true })).toEqual({ ok: false, reason: 'state' })
  })

  it.each(guarded)('refuses %s --%s while its guard fails (%o)', (from, event, facts) => {
    expect(step(from, event, facts)).toEqual({ ok: false, reason: 'guard' })
  })

  it('enters an allowed state, and only from where it was allowed', () => {
    const record: { status: RaceState } = { status: 'countdown' }
    const live = step('countdown', 'countdownEnds')
    if (!live.ok) throw new Error('refused')
    enter(record, live)
    expect(record.status).toBe('live')
    expect(() => enter(record, live)).toThrow(/cannot enter live/)
    expect(record.status).toBe('live')
  })

  it('answers the questions the server asks, of a state or of anything with a status', () => {
    const answers = RACE_STATES.map((s) => [
      s,
      [isWaiting, isCountingDown, isBeforeStart, isLive, isRunning, isOver, isFinished, isAborted]
        .filter((question) => question({ status: s }))
        .map((question) => question.name),
    ])
    expect(Object.fromEntries(answers)).toEqual({
      waiting: ['isWaiting', 'isBeforeStart', 'isRunning'],
      countdown: ['isCountingDown', 'isBeforeStart', 'isRunning'],
      live: ['isLive', 'isRunning'],
      finished: ['isOver', 'isFinished'],
      aborted: ['isOver', 'isAborted'],
    })
    expect(isLive('live')).toBe(true)
    expect(RACE_STATES.map((s) => runningState({ status: s }))).toEqual([
      'waiting',
      'countdown',
      'live',
      null,
      null,
    ])
  })
})
