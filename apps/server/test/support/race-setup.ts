/* eslint-disable @typescript-eslint/no-explicit-any -- socket replies are checked by value; loose types keep the assertions readable */
import type { SessionReply } from '@patience-race/protocol'
import { ask, next, type Client, type Received, type TestServer } from './server.js'

export interface LiveRace {
  raceId: string
  alice: SessionReply
  bob: SessionReply
  a: Client & { received: Received[] }
  b: Client & { received: Received[] }
  spectator: Client & { received: Received[] }
  startedA: any
  startedB: any
  startedSpectator: any
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
  const [startedA, startedB, startedSpectator] = await Promise.all(started)
  return { raceId, alice, bob, a, b, spectator, startedA, startedB, startedSpectator }
}

/** Plays moves chosen by `pick` until the game is over or `limit` moves are made. */
export async function play(
  socket: Client,
  raceId: string,
  first: { legal: unknown[] },
  pick: (legal: unknown[]) => unknown,
  limit = 500,
  startSeq = 1,
): Promise<{ moves: unknown[]; last: any }> {
  const moves: unknown[] = []
  let legal = first.legal
  let last: any = first
  for (let seq = startSeq; legal.length > 0 && moves.length < limit; seq++) {
    const move = pick(legal)
    const reply = await ask(socket, 'race:move', { raceId, move, seq })
    if (!reply.ok) throw new Error(`move ${seq} refused: ${JSON.stringify(reply)}`)
    moves.push(move)
    legal = reply.legal
    last = reply
  }
  return { moves, last }
}
