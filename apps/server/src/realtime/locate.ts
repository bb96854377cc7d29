// The race a player's event is for, or the reply that sends the client to the node that runs
// it (cluster mode: MOVED with the owner's public URL).
import { err, type Err } from '@patience-race/protocol'
import type { Race } from '../races/core/race.js'
import type { RaceRegistry } from '../races/registry/race-registry.js'

export async function raceHere(
  registry: RaceRegistry,
  raceId: string,
): Promise<{ race: Race } | Err> {
  const where = await registry.locate(raceId)
  if (!where) return err('NOT_FOUND', 'no such race')
  if (where.kind === 'elsewhere') return movedTo(where.url)
  return { race: where.race }
}

export function movedTo(
  url: string,
  message = 'this race is run by another server: reconnect there',
): Err {
  return { ok: false, error: { code: 'MOVED', message, url } }
}

const isErr = (reply: { ok: boolean }): reply is Err => !reply.ok && 'error' in reply

/** A MOVED reply from a race (a fenced write) gets the new owner's URL. */
export async function withOwnerUrl<R extends { ok: boolean }>(
  registry: RaceRegistry,
  raceId: string,
  reply: R,
): Promise<R | Err> {
  if (!isErr(reply) || reply.error.code !== 'MOVED' || reply.error.url) return reply
  const where = await registry.locate(raceId)
  return where?.kind === 'elsewhere' ? movedTo(where.url) : reply
}
