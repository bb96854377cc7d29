// A finished race as stored, for the routes that publish one (its replay, a ghost run of it):
// 404 for no such race, 409 before it has finished, 403 DAILY_DEAL_SECRET while it deals today's
// daily (sealed to everyone, its finishers too, until the day is over: docs/fair-play.md).
import { isFinished } from '../races/lifecycle/race-lifecycle.js'
import type { StoredRace } from '../races/records.js'
import type { Services } from '../services.js'
import { HttpError } from '../errors/http-error.js'

/** What the 409 and the 403 say. */
export interface Unpublished {
  notFinished: string
  sealed: string
}

export async function finishedRace(
  deps: Pick<Services, 'store' | 'isSealedDaily'>,
  id: string,
  say: Unpublished,
): Promise<StoredRace> {
  const stored = await deps.store.getRace(id)
  if (!stored) throw new HttpError(404, 'NOT_FOUND', 'no such race')
  if (!isFinished(stored.race)) throw new HttpError(409, 'NOT_FINISHED', say.notFinished)
  if (await deps.isSealedDaily?.(stored.race))
    throw new HttpError(403, 'DAILY_DEAL_SECRET', say.sealed)
  return stored
}
