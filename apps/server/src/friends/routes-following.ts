// Following and blocking (docs/friends.md): PUT/DELETE /api/me/following/:username, GET
// /api/me/following with each account's status, PUT/DELETE /api/me/blocked/:username, GET
// /api/me/blocked. The "who may challenge me" setting is PUT /api/me/settings (http/routes/me.ts).
import {
  blockedReplySchema,
  followingReplySchema,
  usernameParamsSchema,
} from '@patience-race/protocol'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { HttpError } from '../errors/http-error.js'
import { routeDoc } from '../http/route-doc.js'
import { accountByName } from './account-lookup.js'
import type { Friends } from './friends.js'

export const followingRoutes: FastifyPluginAsyncZod<{ friends: Friends }> = async (
  app,
  { friends },
) => {
  const { store, presence } = friends
  const preValidation = friends.requireAccount

  /** The named account, never the caller's own. */
  async function other(myId: string, username: string) {
    const account = await accountByName(store, username)
    if (account.playerId === myId)
      throw new HttpError(400, 'BAD_PAYLOAD', 'that is your own account')
    return account
  }

  app.get(
    '/me/following',
    {
      ...routeDoc('The accounts I follow, each offline, online or racing', {
        200: followingReplySchema,
      }),
      preValidation,
    },
    async (request) => ({
      following: await presence.statusesFor(
        request.playerId,
        await store.following(request.playerId),
      ),
    }),
  )

  app.put(
    '/me/following/:username',
    {
      ...routeDoc(
        'Follow an account (one-way, no approval)',
        { 204: z.null() },
        {
          params: usernameParamsSchema,
        },
      ),
      preValidation,
    },
    async (request, reply) => {
      const account = await other(request.playerId, request.params.username)
      // An account that blocks me: the follow is kept but does nothing (docs/friends.md).
      await store.follow(request.playerId, account.playerId)
      return reply.code(204).send(null)
    },
  )

  app.delete(
    '/me/following/:username',
    {
      ...routeDoc('Unfollow an account', { 204: z.null() }, { params: usernameParamsSchema }),
      preValidation,
    },
    async (request, reply) => {
      const account = await accountByName(store, request.params.username)
      await store.unfollow(request.playerId, account.playerId)
      return reply.code(204).send(null)
    },
  )

  app.get(
    '/me/blocked',
    {
      ...routeDoc('The accounts I block', { 200: blockedReplySchema }),
      preValidation,
    },
    async (request) => ({
      blocked: (await store.blocked(request.playerId)).map((a) => ({
        username: a.username,
        player: { id: a.playerId, name: a.username },
      })),
    }),
  )

  app.put(
    '/me/blocked/:username',
    {
      ...routeDoc(
        'Block an account: it cannot challenge, follow or react to me, and sees me offline',
        { 204: z.null() },
        { params: usernameParamsSchema },
      ),
      preValidation,
    },
    async (request, reply) => {
      const account = await other(request.playerId, request.params.username)
      await store.block(request.playerId, account.playerId)
      await friends.challenges.endBetween(request.playerId, account.playerId)
      return reply.code(204).send(null)
    },
  )

  app.delete(
    '/me/blocked/:username',
    {
      ...routeDoc('Unblock an account', { 204: z.null() }, { params: usernameParamsSchema }),
      preValidation,
    },
    async (request, reply) => {
      const account = await accountByName(store, request.params.username)
      await store.unblock(request.playerId, account.playerId)
      return reply.code(204).send(null)
    },
  )
}
