// Player stats, and the period a leaderboard covers (the boards themselves: leaderboards.ts).
import { isProvisional } from '../races/ending/rating.js'
import { raceOutcome, type GameId } from '@patience-race/engine'
import type { LeaderboardPeriod, PlayerStats } from '@patience-race/protocol'
import type { PrismaClient } from '#generated/prisma/client'
import { resultFigures } from './records.js'
import { dayStreak, winStreak } from './streaks.js'

const HOUR_MS = 60 * 60 * 1000
const PERIOD_MS: Record<LeaderboardPeriod, number | null> = {
  day: 24 * HOUR_MS,
  week: 7 * 24 * HOUR_MS,
  all: null,
}
const RECENT_RESULTS = 10

export function periodStart(period: LeaderboardPeriod, now: Date): Date {
  const span = PERIOD_MS[period]
  return span === null ? new Date(0) : new Date(now.getTime() - span)
}

/** Every finished race of the player counts here, ranked or not. Null for an unknown player. */
export async function playerStats(
  prisma: PrismaClient,
  id: string,
  now: Date,
): Promise<PlayerStats | null> {
  const player = await prisma.player.findUnique({ where: { id }, select: { id: true, name: true } })
  if (!player) return null
  // Totals and bests per game and variant (a variant is another race: its own board and rating).
  const [perVariant, winsPerVariant, recent] = await Promise.all([
    prisma.result.groupBy({
      by: ['game', 'variant'],
      where: { playerId: id },
      _count: { _all: true },
      _max: { foundation: true, total: true },
      orderBy: [{ game: 'asc' }, { variant: 'asc' }],
    }),
    prisma.result.groupBy({
      by: ['game', 'variant'],
      where: { playerId: id, won: true },
      _count: { _all: true },
      _min: { timeMs: true },
    }),
    prisma.result.findMany({
      where: { playerId: id },
      orderBy: [{ finishedAt: 'desc' }, { raceId: 'asc' }],
      take: RECENT_RESULTS,
      include: { race: { select: { kind: true, seed: true } } },
    }),
  ])
  // Race outcomes need the opponents' results: the other seats of the player's races.
  const mine = await prisma.result.findMany({
    where: { playerId: id },
    select: { raceId: true, seat: true, foundation: true, foundationAt: true, finishedAt: true },
    orderBy: [{ finishedAt: 'asc' }, { raceId: 'asc' }],
  })
  const others = await prisma.result.findMany({
    where: { raceId: { in: mine.map((r) => r.raceId) }, playerId: { not: id } },
    select: {
      raceId: true,
      seat: true,
      foundation: true,
      foundationAt: true,
      player: { select: { id: true, name: true } },
    },
  })
  // A race of more than two has several opponents: the outcome is over every seat.
  const opponentsOf = new Map<string, typeof others>()
  for (const o of others) opponentsOf.set(o.raceId, [...(opponentsOf.get(o.raceId) ?? []), o])
  /** The one opponent of a two-seat race (the player page shows it beside the result). */
  const opponentOf = (raceId: string) => {
    const all = opponentsOf.get(raceId)
    return all?.length === 1 ? all[0] : undefined
  }
  const mineOf = new Map(mine.map((r) => [r.raceId, r]))
  // The engine's one outcome rule (docs/rules.md §5), on the stored counts and their times.
  const outcome = (raceId: string): 'won' | 'lost' | 'tie' | undefined => {
    const me = mineOf.get(raceId)
    const all = opponentsOf.get(raceId)
    if (!me || !all) return undefined
    const { winner } = raceOutcome([standing(me), ...all.map(standing)])
    return winner === null ? 'tie' : winner === me.seat ? 'won' : 'lost'
  }
  /** Against one opponent of the race, by the same rule on the two of them. */
  const against = (me: (typeof mine)[number], o: (typeof others)[number]) => {
    const { winner } = raceOutcome([standing(me), standing(o)])
    return winner === null ? 'tie' : winner === me.seat ? 'won' : 'lost'
  }
  const raceWins = mine.filter((r) => outcome(r.raceId) === 'won').length
  // Head to head: every opponent met, with this player's wins, losses and ties against them.
  const headToHead = new Map<
    string,
    { opponent: { id: string; name: string }; won: number; lost: number; tie: number }
  >()
  for (const r of mine) {
    for (const o of opponentsOf.get(r.raceId) ?? []) {
      const result = against(r, o)
      const record = headToHead.get(o.player.id) ?? {
        opponent: o.player,
        won: 0,
        lost: 0,
        tie: 0,
      }
      record[result]++
      headToHead.set(o.player.id, record)
    }
  }
  const pars = await parsOf(prisma, recent)
  const ratings = await ratingsOf(prisma, id)
  const clears = new Map(winsPerVariant.map((row) => [`${row.game}:${row.variant}`, row]))
  const games = perVariant.map((row) => {
    const cleared = clears.get(`${row.game}:${row.variant}`)
    return {
      game: row.game as GameId,
      variant: row.variant,
      races: row._count._all,
      wins: cleared?._count._all ?? 0,
      bestFoundation: row._max.foundation ?? 0,
      total: row._max.total ?? 0,
      ...(cleared && cleared._min.timeMs !== null ? { fastestClearMs: cleared._min.timeMs } : {}),
    }
  })
  const races = games.reduce((sum, game) => sum + game.races, 0)
  const won = games.reduce((sum, game) => sum + game.wins, 0)
  return {
    player,
    races,
    wins: won,
    winRate: races === 0 ? 0 : won / races,
    raceWins,
    clears: won,
    streaks: {
      days: dayStreak(
        mine.map((r) => r.finishedAt),
        now,
      ),
      wins: winStreak(mine.map((r) => outcome(r.raceId))),
    },
    ratings,
    headToHead: [...headToHead.values()]
      .sort((a, b) => b.won + b.lost + b.tie - (a.won + a.lost + a.tie))
      .slice(0, RECENT_RESULTS),
    games,
    recent: recent.map((result) => ({
      ...resultFigures(result),
      at: result.finishedAt.toISOString(),
      kind: result.race.kind,
      ...(result.foundationAt !== null ? { foundationAt: result.foundationAt } : {}),
      ...opponentFields(opponentOf(result.raceId)),
      ...pars(result),
      ...(outcome(result.raceId) ? { outcome: outcome(result.raceId) } : {}),
    })),
  }
}

function standing(r: { seat: number; foundation: number; foundationAt: number | null }) {
  return r.foundationAt === null
    ? { seat: r.seat, foundation: r.foundation }
    : { seat: r.seat, foundation: r.foundation, foundationAt: r.foundationAt }
}

function opponentFields(
  o:
    | { foundation: number; foundationAt: number | null; player: { id: string; name: string } }
    | undefined,
): {
  opponent?: { player: { id: string; name: string }; foundation: number; foundationAt?: number }
} {
  if (!o) return {}
  const at = o.foundationAt === null ? {} : { foundationAt: o.foundationAt }
  return { opponent: { player: o.player, foundation: o.foundation, ...at } }
}

/** The recent results' pars, looked up together: a result's deal is its race's seed. */
async function parsOf(
  prisma: PrismaClient,
  results: { game: string; variant: string; race: { seed: string } }[],
) {
  const rows =
    results.length === 0
      ? []
      : await prisma.par.findMany({
          where: {
            OR: results.map((r) => ({ game: r.game, variant: r.variant, seed: r.race.seed })),
          },
          select: {
            game: true,
            variant: true,
            seed: true,
            cards: true,
            total: true,
            moves: true,
            proved: true,
          },
        })
  const key = (game: string, variant: string, seed: string) => `${game} ${variant} ${seed}`
  const byDeal = new Map(rows.map((row) => [key(row.game, row.variant, row.seed), row]))
  return (r: { game: string; variant: string; race: { seed: string } }) => {
    const row = byDeal.get(key(r.game, r.variant, r.race.seed))
    if (!row) return {}
    return { par: { cards: row.cards, total: row.total, moves: row.moves, proved: row.proved } }
  }
}

/** Most points a rating's history keeps (the newest). */
const RATING_HISTORY = 50

/** The player's ratings per game and variant, each with the rating after each ranked race. */
async function ratingsOf(prisma: PrismaClient, playerId: string) {
  const [ratings, history] = await Promise.all([
    prisma.rating.findMany({ where: { playerId }, orderBy: [{ game: 'asc' }, { variant: 'asc' }] }),
    prisma.result.findMany({
      where: { playerId, ratingAfter: { not: null } },
      select: { game: true, variant: true, ratingAfter: true, finishedAt: true },
      orderBy: [{ finishedAt: 'asc' }, { raceId: 'asc' }],
    }),
  ])
  return ratings.map((r) => ({
    game: r.game as GameId,
    variant: r.variant,
    rating: Math.round(r.rating),
    provisional: isProvisional(r.rd),
    races: r.races,
    history: history
      .filter((h) => h.game === r.game && h.variant === r.variant)
      .slice(-RATING_HISTORY)
      .map((h) => ({
        at: h.finishedAt.toISOString(),
        rating: Math.round(h.ratingAfter ?? r.rating),
      })),
  }))
}
