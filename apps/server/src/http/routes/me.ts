// The signed-in account: who am I, settings, password, passkeys, export, deletion; and public
// profiles by username (GET /api/@/:username).
import { isGameId } from '@patience-race/engine'
import {
  accountSettingsPatchSchema,
  accountSettingsSchema,
  exportSchema,
  meReplySchema,
  passwordChangeBodySchema,
  profileSchema,
  reauthenticationSchema,
  usernameParamsSchema,
  type ProfileFriends,
} from '@patience-race/protocol'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { routeDoc } from '../route-doc.js'
import { z } from 'zod'
import type { Accounts } from '../../accounts/accounts.js'
import { currentSession, requireOwnerProof } from '../../accounts/reauthentication.js'
import { requireSameOrigin } from '../../accounts/same-origin.js'
import { foldUsername } from '../../accounts/usernames.js'
import { resultFigures } from '../../db/records.js'
import { HttpError } from '../../errors/http-error.js'
import type { Services } from '../../services.js'
import { formatOf } from '../../races/formats/formats.js'

export interface MeRouteOptions {
  accounts: Accounts
  /** Today's daily is sealed (docs/fair-play.md): its moves stay out of the export till then. */
  isSealedDaily?: Services['isSealedDaily']
  /** A profile's follow counts and the viewer's relation to it (friends/friends.ts). */
  profileFriends?: (playerId: string, viewerId: string | null) => Promise<ProfileFriends>
}

export const meRoutes: FastifyPluginAsyncZod<MeRouteOptions> = async (app, deps) => {
  const { accounts } = deps
  const { stores, sessions } = accounts
  app.addHook('preValidation', requireSameOrigin(accounts.requestPlayer.extraOrigins))

  /** The cookie session's player, or 401. */
  async function signedIn(request: FastifyRequest): Promise<string> {
    const playerId = await sessions.fromRequest(request)
    if (!playerId) throw new HttpError(401, 'UNAUTHORIZED', 'not signed in')
    return playerId
  }

  async function me(playerId: string) {
    const row = await stores.accounts.details(playerId)
    if (!row) throw new HttpError(401, 'UNAUTHORIZED', 'not signed in')
    return {
      player: { id: row.playerId, name: row.username },
      account: {
        username: row.username,
        createdAt: row.createdAt.toISOString(),
        hasPassword: row.passwordHash !== null,
        passkeys: row.passkeys.map((p) => ({ id: p.id, createdAt: p.createdAt.toISOString() })),
        recoveryCodesLeft: row._count.recoveryCodes,
        settings: accountSettingsSchema.parse(row.settings ?? {}),
      },
    }
  }

  app.get(
    '/me',
    routeDoc('The signed-in player and account, or 401', { 200: meReplySchema }),
    async (request) => me(await signedIn(request)),
  )

  app.put(
    '/me/settings',
    routeDoc(
      'Changes some of the account settings; the settings after',
      { 200: accountSettingsSchema },
      { body: accountSettingsPatchSchema },
    ),
    async (request) => {
      const playerId = await signedIn(request)
      const current = (await me(playerId)).account.settings
      const settings = accountSettingsSchema.parse({ ...current, ...request.body })
      await stores.accounts.setSettings(playerId, settings)
      return settings
    },
  )

  app.put(
    '/me/password',
    routeDoc(
      'Sets, changes or (with a passkey left) removes the password, given the current one or a ' +
        'recent passkey sign-in; every other session ends',
      { 204: z.null() },
      { body: passwordChangeBodySchema },
    ),
    async (request, reply) => {
      const session = await currentSession(accounts, request)
      const { playerId } = session
      await requireOwnerProof(accounts, request, session, request.body.currentPassword)
      const passkeys = (await stores.passkeys.ofPlayer(playerId)).length
      await accounts.service.setPassword(playerId, request.body.password, passkeys)
      await sessions.endOthers(playerId, session.id)
      return reply.code(204).send(null)
    },
  )

  app.delete(
    '/me/passkeys/:id',
    routeDoc(
      'Removes a passkey, as long as a password or another passkey remains, given the current ' +
        'password or a recent passkey sign-in',
      { 204: z.null() },
      {
        params: z.object({ id: z.string().min(1).max(512) }),
        // A DELETE without a body has a null one: a recent passkey sign-in needs none.
        body: reauthenticationSchema.nullish(),
      },
    ),
    async (request, reply) => {
      const session = await currentSession(accounts, request)
      const { playerId } = session
      await requireOwnerProof(accounts, request, session, request.body?.currentPassword)
      const account = await me(playerId)
      if (!account.account.hasPassword && account.account.passkeys.length <= 1)
        throw new HttpError(409, 'LAST_SIGN_IN_METHOD', 'set a password or add a passkey first')
      if (!(await stores.passkeys.remove(playerId, request.params.id)))
        throw new HttpError(404, 'NOT_FOUND', 'no such passkey')
      return reply.code(204).send(null)
    },
  )

  app.delete(
    '/me',
    routeDoc('Deletes the account: credentials and name go, results stay as "deleted player"', {
      204: z.null(),
    }),
    async (request, reply) => {
      const playerId = await signedIn(request)
      // Retired first, then told: a socket or token racing the deletion finds it retired.
      await stores.accounts.delete(playerId, accounts.now())
      await sessions.endAll(playerId, reply, true)
      return reply.code(204).send(null)
    },
  )

  app.get(
    '/me/export',
    routeDoc("The signed-in player's finished races and moves, as JSON", { 200: exportSchema }),
    async (request, reply) => {
      const playerId = await signedIn(request)
      const account = await stores.accounts.byPlayer(playerId)
      const races = await Promise.all(
        (await stores.profiles.exportRaces(playerId)).map(async (race) =>
          formatOf(race).dayAttempt &&
          isGameId(race.game) &&
          (await deps.isSealedDaily?.({ game: race.game, seedHash: race.seedHash }))
            ? { ...race, moves: [] }
            : race,
        ),
      )
      void reply.header('content-disposition', 'attachment; filename="patience-race-export.json"')
      return {
        player: { id: playerId, name: account?.username ?? '' },
        account: account
          ? { username: account.username, createdAt: account.createdAt.toISOString() }
          : null,
        races,
      }
    },
  )

  app.get(
    '/@/:username',
    routeDoc(
      "An account's public profile: ratings, totals, recent races",
      { 200: profileSchema },
      { params: usernameParamsSchema },
    ),
    async (request) => {
      const startOfToday = new Date(accounts.now().setUTCHours(0, 0, 0, 0))
      const found = await stores.profiles.profile(
        foldUsername(request.params.username),
        startOfToday,
      )
      if (!found) throw new HttpError(404, 'NOT_FOUND', 'no such player')
      const { account, totals, recent } = found
      const viewerId = await accounts.playerFromRequest(request).catch(() => null)
      const friends = deps.profileFriends
        ? await deps.profileFriends(account.playerId, viewerId)
        : { followers: 0, following: 0, viewer: null }
      return {
        player: { id: account.playerId, name: account.username },
        username: account.username,
        createdAt: account.createdAt.toISOString(),
        ratings: account.player.ratings.map((r) => ({
          game: r.game as never,
          rating: Math.round(r.rating),
          rd: Math.round(r.rd),
          races: r.races,
        })),
        totals,
        recent: recent.map((r) => ({
          ...resultFigures(r),
          variant: r.variant,
          finishedAt: r.finishedAt.toISOString(),
        })),
        friends,
      }
    },
  )
}
