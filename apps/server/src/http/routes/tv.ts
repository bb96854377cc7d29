// GET /api/tv: Race TV's featured live race.
import {
  tvQuerySchema,
  tvReplySchema,
  type RaceSummary,
  type TvReply,
} from '@patience-race/protocol'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { isLive } from '../../races/lifecycle/race-lifecycle.js'
import type { Services } from '../../services.js'
import { featuredRace } from '../../tv/featured-race.js'

/** Live races looked at for the pick: more than any one node holds at once in practice. */
const CANDIDATES = 500

export const tvRoutes: FastifyPluginAsyncZod<Services> = async (app, deps) => {
  const topRating = async (race: RaceSummary): Promise<number> => {
    const ids = race.players.map((p) => p.player.id)
    const ratings = await deps.store.getRatings(race.game, race.variant, ids)
    return Math.max(0, ...ratings.map((r) => r.rating))
  }

  // Arena races are not listed: with nothing else on, the live arena's leader is worth watching,
  // unless the viewer still plays that round (NOT_WHILE_RACING): then TV says so instead.
  const arenaLeader = async (viewerId: string | null, skip?: string): Promise<TvReply> => {
    const leader = await deps.arenaLeaderRace?.(viewerId)
    const id = leader?.raceId
    const race = id && id !== skip ? await deps.registry.get(id) : null
    if (race && isLive(race.record)) return { race: race.publicSummary() }
    return { race: null, ...(leader?.playing ? { playing: leader.playing } : {}) }
  }
  const viewer = (request: FastifyRequest) =>
    deps.accounts?.playerFromRequest(request).catch(() => null) ?? Promise.resolve(null)

  app.get(
    '/tv',
    {
      schema: {
        summary: 'Race TV: the featured live race (ranked first, most watched, highest rated)',
        querystring: tvQuerySchema,
        response: { 200: tvReplySchema },
      },
    },
    async (request) => {
      const live = await deps.registry.list('live', CANDIDATES)
      const featured = await featuredRace(live, topRating, request.query.after)
      if (featured) return { race: featured }
      return arenaLeader(await viewer(request), request.query.after)
    },
  )
}
