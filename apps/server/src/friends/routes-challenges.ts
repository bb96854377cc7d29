// Challenges by name (docs/friends.md): POST /api/challenges, GET /api/challenges (my pending
// ones), POST /api/challenges/:id/accept → {raceId}, POST /api/challenges/:id/decline, and
// DELETE /api/challenges/:id (the challenger cancels).
import {
  acceptChallengeReplySchema,
  challengeParamsSchema,
  challengeReplySchema,
  challengesReplySchema,
  createChallengeBodySchema,
} from '@patience-race/protocol'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { routeDoc } from '../http/route-doc.js'
import type { Friends } from './friends.js'

export const challengeRoutes: FastifyPluginAsyncZod<{ friends: Friends }> = async (
  app,
  { friends },
) => {
  const { challenges } = friends
  const preValidation = friends.requireAccount

  app.post(
    '/challenges',
    {
      ...routeDoc(
        'Challenge an account by username to a friend race; its sockets are told at once',
        { 201: challengeReplySchema },
        { body: createChallengeBodySchema },
      ),
      preValidation,
    },
    async (request, reply) =>
      reply.code(201).send({ challenge: await challenges.create(request.playerId, request.body) }),
  )

  app.get(
    '/challenges',
    {
      ...routeDoc('My pending challenges: to me and from me', { 200: challengesReplySchema }),
      preValidation,
    },
    async (request) => challenges.pending(request.playerId),
  )

  app.post(
    '/challenges/:id/accept',
    {
      ...routeDoc(
        'Accept a challenge to me: both are seated in a new friend race',
        { 200: acceptChallengeReplySchema },
        { params: challengeParamsSchema },
      ),
      preValidation,
    },
    async (request) => challenges.accept(request.params.id, request.playerId),
  )

  app.post(
    '/challenges/:id/decline',
    {
      ...routeDoc(
        'Decline a challenge to me',
        { 204: z.null() },
        { params: challengeParamsSchema },
      ),
      preValidation,
    },
    async (request, reply) => {
      await challenges.decline(request.params.id, request.playerId)
      return reply.code(204).send(null)
    },
  )

  app.delete(
    '/challenges/:id',
    {
      ...routeDoc(
        'Cancel a challenge I sent',
        { 204: z.null() },
        { params: challengeParamsSchema },
      ),
      preValidation,
    },
    async (request, reply) => {
      await challenges.cancel(request.params.id, request.playerId)
      return reply.code(204).send(null)
    },
  )
}
