// POST /api/session: a guest identity (a player id and its token) for a display name.
import { createSessionBodySchema, sessionReplySchema } from '@patience-race/protocol'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { newPlayerId } from '../../auth/tokens.js'
import { addressKey } from '../../budgets/address-key.js'
import { isReservedName } from '../../identity/reserved-names.js'
import { HttpError } from '../../errors/http-error.js'
import type { Services } from '../../services.js'

export const identityRoutes: FastifyPluginAsyncZod<Services> = async (app, deps) => {
  app.post(
    '/session',
    {
      schema: {
        summary: 'Start a guest session: a player id and its bearer token',
        body: createSessionBodySchema,
        response: { 200: sessionReplySchema },
      },
      // New identities are the cheapest thing to farm: a tight budget per address.
      config: {
        rateLimit: {
          max: deps.config.SESSIONS_PER_IP,
          timeWindow: deps.config.RATE_LIMIT_WINDOW_MS,
          keyGenerator: (request) => `session:${addressKey(request.ip)}`,
        },
      },
    },
    async (request) => {
      if (isReservedName(request.body.name))
        throw new HttpError(
          400,
          'NAME_RESERVED',
          'that name belongs to a bot or the site: pick another',
        )
      if (await deps.accounts?.isAccountName(request.body.name))
        throw new HttpError(400, 'NAME_RESERVED', "that name is an account's: pick another")
      const player = { id: newPlayerId(), name: request.body.name }
      await deps.store.upsertPlayer(player)
      return { token: deps.tokens.sign(player.id), player }
    },
  )
}
