import {
  leaderboardParamsSchema,
  leaderboardQuerySchema,
  leaderboardSchema,
  playerParamsSchema,
  playerStatsSchema,
} from '@patience-race/protocol'
import type { FastifyInstance } from 'fastify'
import { HttpError, parseInput } from '../http-error.js'
import type { RouteDeps } from '../route-deps.js'

const LEADERBOARD_ROWS = 50

export async function leaderboardRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  app.get('/api/leaderboards/:game', async (request) => {
    const { game } = parseInput(leaderboardParamsSchema, request.params)
    const { period } = parseInput(leaderboardQuerySchema, request.query)
    const rows = await deps.store.leaderboard(
      game,
      period,
      new Date(deps.clock.now()),
      LEADERBOARD_ROWS,
    )
    return leaderboardSchema.parse(rows)
  })

  app.get('/api/players/:id', async (request) => {
    const { id } = parseInput(playerParamsSchema, request.params)
    const stats = await deps.store.playerStats(id)
    if (!stats) throw new HttpError(404, 'NOT_FOUND', 'no such player')
    return playerStatsSchema.parse(stats)
  })
}
