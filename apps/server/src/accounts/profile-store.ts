// Read side of accounts: a public profile by username, and a player's own data export.
import type { PrismaClient } from '#generated/prisma/client'
import { RUNNING_STATES } from '../races/lifecycle/race-lifecycle.js'
import { isoTimes } from '../races/audience/race-times.js'
import { kindsWhere } from '../races/formats/formats.js'

const RECENT = 20
const DAY_ATTEMPTS = kindsWhere((format) => format.dayAttempt)

export function createProfileStore(prisma: PrismaClient) {
  return {
    /**
     * Public facts only: name, ratings, totals, recent finished races. Daily attempts finished
     * since `dailyHiddenSince` (the start of the current UTC day) stay out of the recent list:
     * nobody may see a result of today's daily before playing it (docs/daily.md).
     */
    async profile(usernameKey: string, dailyHiddenSince: Date) {
      const account = await prisma.account.findUnique({
        where: { usernameKey },
        include: { player: { include: { ratings: true } } },
      })
      if (!account) return null
      const [races, wins, recent] = await Promise.all([
        prisma.result.count({ where: { playerId: account.playerId } }),
        prisma.result.count({ where: { playerId: account.playerId, won: true } }),
        prisma.result.findMany({
          where: {
            playerId: account.playerId,
            NOT: { race: { kind: { in: DAY_ATTEMPTS } }, finishedAt: { gte: dailyHiddenSince } },
          },
          orderBy: { finishedAt: 'desc' },
          take: RECENT,
        }),
      ])
      return { account, totals: { races, wins }, recent }
    },

    /**
     * Every finished race the player sat in, with their own moves. Races still running are
     * left out: their moves would tell an opponent's state before the end (docs/accounts.md).
     */
    async exportRaces(playerId: string) {
      const seats = await prisma.seat.findMany({
        where: { playerId, race: { status: { notIn: [...RUNNING_STATES] } } },
        include: {
          race: {
            include: {
              seats: { include: { player: { select: { id: true, name: true } } } },
              results: true,
              moves: { orderBy: [{ seat: 'asc' }, { seq: 'asc' }] },
            },
          },
        },
        orderBy: { race: { createdAt: 'asc' } },
      })
      return seats.map(({ seat, race }) => ({
        id: race.id,
        game: race.game,
        variant: race.variant,
        kind: race.kind,
        status: race.status,
        seedHash: race.seedHash,
        ...isoTimes(race),
        seat,
        players: race.seats.map((s) => ({ seat: s.seat, id: s.player.id, name: s.player.name })),
        results: race.results.map((r) => ({ ...r, finishedAt: r.finishedAt.toISOString() })),
        moves: race.moves
          .filter((m) => m.seat === seat)
          .map((m) => ({ seq: m.seq, move: m.move, at: m.at })),
      }))
    },
  }
}
