// The limit on new races, one budget for every route that opens one (a race, a ghost run, a
// daily attempt or practice): so many a window per player and per address.
import type { FastifyRequest } from 'fastify'
import { addressKey } from '../budgets/address-key.js'
import type { Services } from '../services.js'
import { HttpError } from '../errors/http-error.js'

/** Counts a new race of the request's player and address; 429 once either has used its budget. */
export function newRaceLimit(
  deps: Pick<Services, 'budget' | 'config'>,
): (request: FastifyRequest) => Promise<void> {
  const window = deps.config.RATE_LIMIT_WINDOW_MS
  const perPlayer = deps.budget('races-player', deps.config.RACES_PER_PLAYER, window)
  const perIp = deps.budget('races-ip', deps.config.RACES_PER_IP, window)
  return async (request) => {
    if (!(await perPlayer.take(request.playerId)) || !(await perIp.take(addressKey(request.ip))))
      throw new HttpError(429, 'RATE_LIMITED', 'too many new races; finish or wait a little')
  }
}

/**
 * What a route that opens a race does first: count the new race (429 past the budget), then
 * look its player up (401 for a player the store does not know).
 */
export function newRacePlayer(deps: Pick<Services, 'budget' | 'config' | 'store'>) {
  const countNewRace = newRaceLimit(deps)
  return async (request: FastifyRequest) => {
    await countNewRace(request)
    const player = await deps.store.getPlayer(request.playerId)
    if (!player) throw new HttpError(401, 'UNAUTHORIZED', 'unknown player: start a new session')
    return player
  }
}
