// Two racers and a spectator in a live race, and a racer playing on: where most race tests start.
import type {
  MoveWire,
  PlayerViewWire,
  QueueMatchedEvent,
  RaceStartedEvent,
  SessionReply,
} from '@patience-race/protocol'
import type { HeldMoveOk } from './acked-views.js'
import { isCountingDown } from '../races/lifecycle/race-lifecycle.js'
import { ask, next } from './ask.js'
import type { TestServer } from './server.js'
import { socketFrom } from './sockets-from.js'
import type { Received, RecordingSocket, TestSocket } from './test-socket.js'

/** race:started as a racer gets it: with the racer's view and legal moves. */
export type RacerStart = RaceStartedEvent & { view: PlayerViewWire; legal: MoveWire[] }
/** race:started as a spectator gets it: every racer's board. */
export type WatcherStart = RaceStartedEvent & { views: Record<string, PlayerViewWire> }

/** `event` as a racer's race:started; throws when it carries no view of the racer's own. */
export function racerStart(event: RaceStartedEvent): RacerStart {
  if (isRacerStart(event)) return event
  throw new Error(`race:started without the racer's view: ${JSON.stringify(event)}`)
}

function isRacerStart(event: RaceStartedEvent): event is RacerStart {
  return event.view !== undefined && event.legal !== undefined
}

/** `event` as a spectator's race:started; throws when it carries no boards. */
export function watcherStart(event: RaceStartedEvent): WatcherStart {
  if (isWatcherStart(event)) return event
  throw new Error(`race:started without the boards: ${JSON.stringify(event)}`)
}

function isWatcherStart(event: RaceStartedEvent): event is WatcherStart {
  return event.views !== undefined
}

export interface LiveRace {
  raceId: string
  alice: SessionReply
  bob: SessionReply
  a: RecordingSocket
  b: RecordingSocket
  spectator: RecordingSocket
  startedA: RacerStart
  startedB: RacerStart
  startedSpectator: WatcherStart
}

/** Two players seated and ready, one anonymous spectator, race live. */
export async function startLiveRace(
  server: TestServer,
  body: Record<string, unknown> = { game: 'sir-tommy' },
): Promise<LiveRace> {
  const alice = await server.session('Alice')
  const bob = await server.session('Bob')
  const { raceId } = await server.createRace(alice.token, body)
  const a = await server.client(alice.token)
  const b = await server.client(bob.token)
  const spectator = await server.client()
  const joinA = await ask(a, 'race:join', { raceId })
  const joinB = await ask(b, 'race:join', { raceId })
  const joinS = await ask(spectator, 'race:join', { raceId })
  if (!joinA.ok || !joinB.ok || !joinS.ok)
    throw new Error(`join failed ${JSON.stringify([joinA, joinB, joinS])}`)
  const started = [
    next(a, 'race:started'),
    next(b, 'race:started'),
    next(spectator, 'race:started'),
  ] as const
  await ask(a, 'race:ready', { raceId })
  await ask(b, 'race:ready', { raceId })
  await runCountdown(server, a, raceId)
  const [startedA, startedB, startedSpectator] = await Promise.all(started)
  return {
    raceId,
    alice,
    bob,
    a,
    b,
    spectator,
    startedA: racerStart(startedA),
    startedB: racerStart(startedB),
    startedSpectator: watcherStart(startedSpectator),
  }
}

/**
 * Runs the test clock through the countdown of `raceId` once `watcher` (one of its racers or
 * spectators) has been told it began: the race goes live, and its race:started follows once
 * stored.
 */
export async function runCountdown(
  server: TestServer,
  watcher: RecordingSocket,
  raceId: string,
): Promise<void> {
  const counting = (r: Received) =>
    r.event === 'race:state' && r.payload.raceId === raceId && isCountingDown(r.payload)
  if (!watcher.received.some(counting))
    await next(watcher, 'race:state', (s) => s.raceId === raceId && isCountingDown(s))
  await server.time.advance(server.config.COUNTDOWN_MS)
}

/**
 * Each of `racers` (joined to `raceId`) says ready and the clock runs through the countdown:
 * each one's race:started, in order.
 */
export async function readyAndStart<const S extends readonly RecordingSocket[]>(
  server: TestServer,
  raceId: string,
  racers: S,
): Promise<{ [K in keyof S]: RacerStart }> {
  const started = Promise.all(racers.map((s) => next(s, 'race:started').then(racerStart)))
  for (const s of racers) await ask(s, 'race:ready', { raceId })
  const [first] = racers
  if (first) await runCountdown(server, first, raceId)
  // One start per racer, in the racers' order: the tuple's own length.
  return (await started) as { [K in keyof S]: RacerStart }
}

/**
 * Runs the clock while a bot plays its game out, until `pending` settles: as far as the bot's
 * slowest game may take, a thousand moves (its cap) at the easy pace (1.4 × BOT_MOVE_MS, up to
 * half again with jitter), and no further (a time limit never fires here).
 */
export function whileBotPlaysOut<T>(server: TestServer, pending: Promise<T>): Promise<T> {
  return server.time.advanceUntil(pending, 1000 * server.config.BOT_MOVE_MS * 1.4 * 1.5)
}

/**
 * Plays moves chosen by `pick` until the game is over or `limit` moves are made: the moves, and
 * the last position (`first` when no move was made).
 */
export async function play<P extends { legal: readonly MoveWire[] }>(
  socket: TestSocket,
  raceId: string,
  first: P,
  pick: (legal: readonly MoveWire[]) => MoveWire | undefined,
  limit = 500,
  startSeq = 1,
): Promise<{ moves: MoveWire[]; last: P | HeldMoveOk }> {
  const moves: MoveWire[] = []
  let legal = first.legal
  let last: P | HeldMoveOk = first
  for (let seq = startSeq; legal.length > 0 && moves.length < limit; seq++) {
    const move = pick(legal)
    if (!move) throw new Error(`move ${seq}: pick chose none of ${JSON.stringify(legal)}`)
    const reply = await ask(socket, 'race:move', { raceId, move, seq })
    if (!reply.ok) throw new Error(`move ${seq} refused: ${JSON.stringify(reply)}`)
    moves.push(move)
    legal = reply.legal
    last = reply
  }
  return { moves, last }
}

/** `a` and `b`, each on a device of its own, join the Saratoga ranked queue: a's pairing. */
async function queueTwo(a: TestSocket, b: TestSocket): Promise<QueueMatchedEvent> {
  const matched = next(a, 'queue:matched')
  await ask(a, 'queue:join', { game: 'saratoga', deviceId: 'device-aaaa' })
  await ask(b, 'queue:join', { game: 'saratoga', deviceId: 'device-bbbb' })
  return matched
}

/**
 * Ada and Bo, each on a machine of its own (10.0.0.1 and 10.0.0.2: the server must trust the
 * proxy), paired by the Saratoga ranked queue: their sockets and the race it made.
 */
export async function queuedPair(
  server: TestServer,
): Promise<{ a: RecordingSocket; b: RecordingSocket; raceId: string }> {
  const ada = await server.session('Ada')
  const bo = await server.session('Bo')
  const a = await socketFrom(server.url, ada.token, '10.0.0.1')
  const b = await socketFrom(server.url, bo.token, '10.0.0.2')
  const { raceId } = await queueTwo(a, b)
  return { a, b, raceId }
}
