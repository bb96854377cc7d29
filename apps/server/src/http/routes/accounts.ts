// Sign-up, sign-in (password or recovery code), guest upgrade and sign-out (docs/accounts.md).
// Every write here is same-origin only (accounts/same-origin.ts).
import {
  credentialsBodySchema,
  loginBodySchema,
  playerReplySchema,
  signUpReplySchema,
} from '@patience-race/protocol'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { routeDoc } from '../route-doc.js'
import { z } from 'zod'
import type { Accounts } from '../../accounts/accounts.js'
import { authenticateGuest } from '../../accounts/request-player.js'
import { requireSameOrigin } from '../../accounts/same-origin.js'

export const accountRoutes: FastifyPluginAsyncZod<{ accounts: Accounts }> = async (
  app,
  { accounts },
) => {
  const { service, sessions } = accounts
  app.addHook('preValidation', requireSameOrigin(accounts.requestPlayer.extraOrigins))

  app.post(
    '/accounts',
    routeDoc(
      'Sign up with a username and password; sets the session cookie',
      { 201: signUpReplySchema },
      { body: credentialsBodySchema },
    ),
    async (request, reply) => {
      const { username, password } = request.body
      await service.limit(request.ip)
      const created = await service.create(username, password)
      await sessions.issue(request, reply, created.player.id)
      return reply.code(201).send(created)
    },
  )

  app.post(
    '/accounts/upgrade',
    {
      ...routeDoc(
        'A guest (bearer token) claims a username and password, keeping its player id',
        { 200: signUpReplySchema },
        { body: credentialsBodySchema },
      ),
      // A deleted account's guest token is refused here: 401 SESSION_REVOKED.
      preValidation: authenticateGuest(accounts.requestPlayer),
    },
    async (request, reply) => {
      const { username, password } = request.body
      await service.limit(request.ip)
      const created = await service.create(username, password, request.playerId)
      await sessions.issue(request, reply, created.player.id)
      return created
    },
  )

  app.post(
    '/login',
    routeDoc(
      'Sign in with a password or a recovery code; sets the session cookie',
      { 200: playerReplySchema },
      { body: loginBodySchema },
    ),
    async (request, reply) => {
      const { username, password, recoveryCode } = request.body
      const account = await service.signIn(request.ip, username, { password, recoveryCode })
      // A recovery code proves the owner as a passkey does: a forgotten password can be reset.
      await sessions.issue(request, reply, account.playerId, recoveryCode !== undefined)
      return { player: { id: account.playerId, name: account.username } }
    },
  )

  app.post(
    '/logout',
    { schema: { summary: 'Sign out: ends this session', response: { 204: z.null() } } },
    async (request, reply) => {
      await sessions.end(request, reply)
      return reply.code(204).send(null)
    },
  )

  app.post(
    '/logout-all',
    {
      schema: { summary: 'Sign out everywhere: ends every session', response: { 204: z.null() } },
    },
    async (request, reply) => {
      const playerId = await sessions.fromRequest(request)
      if (playerId) await sessions.endAll(playerId, reply)
      else await sessions.end(request, reply)
      return reply.code(204).send(null)
    },
  )
}
