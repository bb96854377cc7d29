// Passkey endpoints (WebAuthn): options then verify, to register (sign up, upgrade a guest, or
// add one to the signed-in account) and to sign in. The work is in accounts/passkeys.ts.
import { reauthenticationSchema, usernameSchema } from '@patience-race/protocol'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { routeDoc } from '../route-doc.js'
import { z } from 'zod'
import type { Accounts } from '../../accounts/accounts.js'
import {
  authenticationOptions,
  registrationOptions,
  verifyAuthentication,
  verifyRegistration,
} from '../../accounts/passkeys.js'
import { requireSameOrigin } from '../../accounts/same-origin.js'
import { guestFromRequest } from '../../accounts/request-player.js'
import {
  authenticationResponseSchema,
  creationOptionsSchema,
  registrationResponseSchema,
  requestOptionsSchema,
} from './passkey-schemas.js'

const registerBodySchema = z.object({ response: registrationResponseSchema })
const loginBodySchema = z.object({ response: authenticationResponseSchema })
const passkeyReplySchema = z.object({
  player: z.object({ id: z.string(), name: z.string() }),
  recoveryCodes: z.array(z.string()).optional(),
})

export const passkeyRoutes: FastifyPluginAsyncZod<{ accounts: Accounts }> = async (
  app,
  { accounts },
) => {
  app.addHook('preValidation', requireSameOrigin(accounts.requestPlayer.extraOrigins))

  app.post(
    '/passkeys/register/options',
    routeDoc(
      'Options to make a passkey: for a new account (username), a guest, or the signed-in account',
      { 200: creationOptionsSchema },
      {
        body: reauthenticationSchema.extend({ username: usernameSchema.optional() }).default({}),
      },
    ),
    async (request) =>
      asReply(
        await registrationOptions(accounts, request, {
          signedIn: await accounts.sessions.current(request),
          guest: await guestFromRequest(request, accounts.requestPlayer),
          username: request.body.username,
          currentPassword: request.body.currentPassword,
        }),
      ),
  )

  app.post(
    '/passkeys/register/verify',
    routeDoc(
      'Stores the new passkey (and makes the account); sets the session cookie',
      { 200: passkeyReplySchema },
      { body: registerBodySchema },
    ),
    async (request, reply) => {
      const signedIn = await accounts.sessions.fromRequest(request)
      const done = await verifyRegistration(accounts, request, request.body.response)
      // Making a passkey proves holding it: the new session counts as a passkey sign-in.
      if (signedIn !== done.playerId)
        await accounts.sessions.issue(request, reply, done.playerId, true)
      return {
        player: { id: done.playerId, name: done.name },
        ...(done.recoveryCodes ? { recoveryCodes: done.recoveryCodes } : {}),
      }
    },
  )

  app.post(
    '/passkeys/login/options',
    routeDoc('Options to sign in with a passkey', { 200: requestOptionsSchema }),
    async (request) => asReply(await authenticationOptions(accounts, request)),
  )

  app.post(
    '/passkeys/login/verify',
    routeDoc(
      'Signs in with a passkey; sets the session cookie',
      { 200: passkeyReplySchema },
      { body: loginBodySchema },
    ),
    async (request, reply) => {
      const playerId = await verifyAuthentication(accounts, request, request.body.response)
      const account = await accounts.stores.accounts.byPlayer(playerId)
      await accounts.sessions.issue(request, reply, playerId, true)
      return { player: { id: playerId, name: account?.username ?? '' } }
    },
  )
}

/** The library's options JSON, as the loose reply schemas type it (passed through as is). */
function asReply(options: { challenge: string }): z.infer<typeof requestOptionsSchema> {
  return { ...options }
}
