// A finished race as stored, for the routes that publish one (its replay, a ghost run of it):
// 404 for no such race, 409 before it has finished, 403 while it is today's daily for a player
// who has not finished it.
import type { FastifyRequest } from 'fastify'
import type { StoredRace } from '../races/ports.js'
import type { Services } from '../services.js'
import { HttpError } from './http-error.js'

/** What the 409 and the 403 say. */
export interface Unpublished {
  notFinished: string
  hidden: string
}

export async function finishedRace(
  deps: Pick<Services, 'store' | 'dealVisible'>,
  request: FastifyRequest,
  id: string,
  say: Unpublished,
): Promise<StoredRace> {
  const stored = await deps.store.getRace(id)
  if (!stored) throw new HttpError(404, 'NOT_FOUND', 'no such race')
  if (stored.race.status !== 'finished') throw new HttpError(409, 'NOT_FINISHED', say.notFinished)
  if (deps.dealVisible && !(await deps.dealVisible(stored.race, request)))
    throw new HttpError(403, 'FORBIDDEN', say.hidden)
  return stored
}
