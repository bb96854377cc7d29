// GET /api/queue/same-network: whether another account on the caller's network (address key)
// waits in "Race anyone", which never pairs the two — so the lobby can say it before they
// queue and offer a friend race instead. Only a yes or no, only to an account that could
// queue (docs/fair-play.md).
import { sameNetworkReplySchema } from '@patience-race/protocol'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { addressKey } from '../../budgets/address-key.js'
import type { Services } from '../../services.js'
import { authenticatePlayer } from '../player-auth.js'
import { routeDoc } from '../route-doc.js'

export const queueRoutes: FastifyPluginAsyncZod<Services> = async (app, deps) => {
  app.get(
    '/queue/same-network',
    {
      ...routeDoc(
        'Whether another account on your network waits in Race anyone (never paired with you)',
        { 200: sameNetworkReplySchema },
      ),
      preValidation: authenticatePlayer(deps),
    },
    async (request) => {
      const { playerId } = request
      // A guest cannot queue on a server with accounts: it is told nothing.
      if (deps.accounts && !(await deps.accounts.hasAccount(playerId))) return { waiting: false }
      const others = await deps.queue.sameNetwork(addressKey(request.ip), playerId)
      return { waiting: others.length > 0 }
    },
  )
}
