// The daily deal (docs/daily.md): today's deals, a day's attempt (one a day; a started one
// resumes), practice of a past day, a day's board, the archive and a player's streaks. Players
// are known by bearer token or session cookie, as on every accounts-aware route.
import {
  dailyArchiveSchema,
  dailyDayParamsSchema,
  dailyDaySchema,
  dailyGameParamsSchema,
  dailyOfRaceSchema,
  dailyRaceParamsSchema,
  dailyStartReplySchema,
  dailyStreaksParamsSchema,
  dailyStreaksSchema,
  dailyTodaySchema,
} from '@patience-race/protocol'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { routeDoc } from '../route-doc.js'
import type { Accounts } from '../../accounts/accounts.js'
import { addressKey } from '../../budgets/address-key.js'
import type { DailyService } from '../../daily/daily-service.js'
import type { Services } from '../../services.js'
import { HttpError } from '../../errors/http-error.js'
import { newRaceLimit } from '../new-race-limit.js'

export interface DailyRouteDeps extends Services {
  daily: DailyService
  accounts: Accounts
}

export const dailyRoutes: FastifyPluginAsyncZod<DailyRouteDeps> = async (app, deps) => {
  const { daily, accounts } = deps
  const countNewRace = newRaceLimit(deps)

  app.get(
    '/daily',
    routeDoc("Today's daily deals, one per game (seed hashes; the seeds after the day)", {
      200: dailyTodaySchema,
    }),
    async () => daily.deals.todays().map(({ seed: _seed, ...deal }) => deal),
  )

  app.post(
    '/daily/:game/start',
    {
      ...routeDoc(
        "Start (or resume) today's daily attempt; once played: 409 DAILY_ALREADY_PLAYED; past the address's attempts: 429 DAILY_ADDRESS_LIMIT",
        { 200: dailyStartReplySchema },
        { params: dailyGameParamsSchema },
      ),
      preValidation: accounts.authenticate,
    },
    async (request) => {
      await countNewRace(request)
      const address = addressKey(request.ip)
      return { raceId: await daily.start(request.playerId, request.params.game, address) }
    },
  )

  app.post(
    '/daily/:game/:date/practice',
    {
      ...routeDoc(
        "Play a past day's deal for practice (unranked, not on the board)",
        { 200: dailyStartReplySchema },
        { params: dailyDayParamsSchema },
      ),
      preValidation: accounts.authenticate,
    },
    async (request) => {
      await countNewRace(request)
      const { game, date } = request.params
      return { raceId: await daily.practice(request.playerId, game, date) }
    },
  )

  app.get(
    '/daily/archive/:game',
    routeDoc(
      'Past dailies of a game, newest first',
      { 200: dailyArchiveSchema },
      { params: dailyGameParamsSchema },
    ),
    async (request) => daily.archive(request.params.game),
  )

  app.get(
    '/daily/races/:id',
    routeDoc(
      'Which daily a race plays (its number, day, and whether it is practice)',
      { 200: dailyOfRaceSchema },
      { params: dailyRaceParamsSchema },
    ),
    async (request) => {
      const found = await daily.ofRace(request.params.id)
      if (!found) throw new HttpError(404, 'NOT_FOUND', 'not a daily race')
      return found
    },
  )

  app.get(
    '/daily/streaks/:id',
    routeDoc(
      "A player's daily streaks: days in a row played, and won",
      { 200: dailyStreaksSchema },
      { params: dailyStreaksParamsSchema },
    ),
    async (request) => daily.streaks(request.params.id),
  )

  app.get(
    '/daily/:game/:date',
    routeDoc(
      "A day's daily deal and board (the rows once you finished it, or the day is over)",
      { 200: dailyDaySchema },
      { params: dailyDayParamsSchema },
    ),
    async (request) => {
      const viewer = await accounts.playerFromRequest(request)
      return daily.day(viewer, request.params.game, request.params.date)
    },
  )
}
