// The leaderboards of a game and a player's page (stats, streaks, recent races).
import {
  leaderboardParamsSchema,
  leaderboardQuerySchema,
  leaderboardSchema,
  playerParamsSchema,
  playerStatsSchema,
  type RaceKind,
} from '@patience-race/protocol'
import { defaultVariant, isVariant } from '@patience-race/engine'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { routeDoc } from '../route-doc.js'
import { found, HttpError } from '../../errors/http-error.js'
import type { Services } from '../../services.js'
import { formatOf } from '../../races/formats/formats.js'

export const leaderboardRoutes: FastifyPluginAsyncZod<Services> = async (app, deps) => {
  const LEADERBOARD_ROWS = 50

  app.get(
    '/leaderboards/:game',
    routeDoc(
      'Ranked (rating, then best results) or friend-race boards of a game and variant',
      { 200: leaderboardSchema },
      { params: leaderboardParamsSchema, querystring: leaderboardQuerySchema },
    ),
    async (request) => {
      const { game } = request.params
      const { period, kind } = request.query
      const variant = request.query.variant ?? defaultVariant(game)
      if (!isVariant(game, variant))
        throw new HttpError(400, 'BAD_PAYLOAD', `${game} has no variant "${variant}"`)
      return deps.store.leaderboard({
        game,
        variant,
        kind,
        period,
        now: new Date(deps.clock.now()),
        limit: LEADERBOARD_ROWS,
      })
    },
  )

  app.get(
    '/players/:id',
    routeDoc(
      "A player's record: races, wins, per game, recent results",
      { 200: playerStatsSchema },
      { params: playerParamsSchema },
    ),
    async (request) => {
      const base = found(
        await deps.store.playerStats(request.params.id, new Date(deps.clock.now())),
        'no such player',
      )
      const arenas = await deps.arenaRecord?.(request.params.id)
      const stats = arenas ? { ...base, arenas } : base
      const visible = deps.dailyResultVisible
      if (!visible || !stats.recent.some(isDayAttempt)) return stats
      // Today's daily results stay off a player's page for those who have not played it yet;
      // to those who have, its result shows as on the day's board, without the deal's par.
      const recent = []
      for (const r of stats.recent) {
        const race = isDayAttempt(r) ? await deps.store.getRace(r.raceId) : null
        if (!race) recent.push(r)
        else if (await visible(race.race, request)) {
          const { par: _par, ...figures } = r
          recent.push((await deps.isSealedDaily?.(race.race)) ? figures : r)
        }
      }
      return { ...stats, recent }
    },
  )
}

const isDayAttempt = (result: { kind?: RaceKind }): boolean =>
  result.kind !== undefined && formatOf(result.kind).dayAttempt
