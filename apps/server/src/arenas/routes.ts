// Arenas over REST (docs/arena.md): POST /api/arenas (an account creates one), GET /api/arenas,
// GET /api/arenas/:id, POST and DELETE /api/arenas/:id/join (a guest token or a session).
import {
  arenaEntryReplySchema,
  arenaListReplySchema,
  arenaParamsSchema,
  arenaReplySchema,
  createArenaBodySchema,
} from '@patience-race/protocol'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Accounts } from '../accounts/accounts.js'
import { routeDoc } from '../http/route-doc.js'
import type { ArenaService } from './arena-service.js'

export const arenaRoutes: FastifyPluginAsyncZod<{
  arenas: ArenaService
  accounts: Accounts
}> = async (app, { arenas, accounts }) => {
  const viewer = (request: Parameters<Accounts['playerFromRequest']>[0]) =>
    accounts.playerFromRequest(request).catch(() => null)

  app.post(
    '/arenas',
    {
      ...routeDoc(
        'Create an arena (an account): its seeds committed now, their hashes listed',
        { 201: arenaReplySchema },
        { body: createArenaBodySchema },
      ),
      preValidation: async (request) => {
        await accounts.authenticate(request)
        await arenas.requireAccount(request.playerId)
      },
    },
    async (request, reply) => {
      const row = await arenas.create(request.playerId, request.body)
      if (!row) throw new Error('the new arena could not be read back')
      return reply.code(201).send({ arena: await arenas.view(row, request.playerId) })
    },
  )

  app.get(
    '/arenas',
    routeDoc(
      'Arenas: scheduled and live first, then the recently finished; a private one only for its creator and entrants',
      {
        200: arenaListReplySchema,
      },
    ),
    async (request) => {
      const who = await viewer(request)
      const rows = await arenas.list(who)
      return { arenas: await Promise.all(rows.map((row) => arenas.view(row, who))) }
    },
  )

  app.get(
    '/arenas/:id',
    routeDoc(
      'An arena: its rounds, standings, seed hashes (seeds once finished)',
      { 200: arenaReplySchema },
      { params: arenaParamsSchema },
    ),
    async (request) => ({
      arena: await arenas.view(await arenas.get(request.params.id), await viewer(request)),
    }),
  )

  app.post(
    '/arenas/:id/join',
    {
      ...routeDoc(
        'Join an arena (until its last round starts; a late joiner plays from the next round): its entrant count, not its standings',
        { 200: arenaEntryReplySchema },
        { params: arenaParamsSchema },
      ),
      preValidation: accounts.authenticate,
    },
    async (request) => ({ arena: await arenas.join(request.params.id, request.playerId) }),
  )

  app.delete(
    '/arenas/:id/join',
    {
      ...routeDoc(
        'Leave an arena before its start: its entrant count, not its standings',
        { 200: arenaEntryReplySchema },
        { params: arenaParamsSchema },
      ),
      preValidation: accounts.authenticate,
    },
    async (request) => ({ arena: await arenas.leave(request.params.id, request.playerId) }),
  )
}
