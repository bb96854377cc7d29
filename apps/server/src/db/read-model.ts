// The read model on the generated Prisma client (races/ports.ts `ReadModel`): lists of races,
// a player's history as the queue's rules read it, leaderboards, stats, par and analysis.
// Nothing here writes a race; the race's own records are race-store.ts's.
import type { PrismaClient } from '#generated/prisma/client'
import type { ReadModel } from '../races/ports.js'
import { ABORTED } from '../races/lifecycle/race-lifecycle.js'
import { kindsWhere } from '../races/formats/formats.js'
import { playerStats } from './leaderboard-store.js'
import { leaderboardRows } from './leaderboards.js'
import { unfinishedRacesOf } from './own-races.js'
import { findAnalysis, findPar, saveAnalysis, savePar } from './par-store.js'
import { withoutMoves, withRematches } from './race-rows.js'

const RATED_KINDS = kindsWhere((format) => format.rated)

export function createReadModel(prisma: PrismaClient): ReadModel {
  return {
    async listRaces(status, limit) {
      const rows = await prisma.race.findMany({
        where: { status },
        include: withoutMoves,
        orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
        take: limit,
      })
      return withRematches(
        prisma,
        rows.map((row) => ({ ...row, moves: [] })),
      )
    },

    unfinishedRacesOf: (playerId, limit) => unfinishedRacesOf(prisma, playerId, limit),

    async rankedOpponentsSince(playerId, since) {
      const races = await prisma.race.findMany({
        where: {
          kind: { in: RATED_KINDS },
          status: { not: ABORTED },
          createdAt: { gte: since },
          seats: { some: { playerId } },
        },
        select: { seats: { select: { playerId: true } } },
        orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
      })
      return races.map((race) =>
        race.seats.map((seat) => seat.playerId).filter((id) => id !== playerId),
      )
    },

    async finishedRacesWithMoves(playerId, minMoves, upTo) {
      const rows = await prisma.result.findMany({
        where: { playerId, moves: { gte: minMoves } },
        select: { raceId: true },
        take: upTo,
      })
      return rows.length
    },

    async hasResultForSeed(playerId, seedHash) {
      const row = await prisma.result.findFirst({
        where: { playerId, seedHash },
        select: { raceId: true },
      })
      return row !== null
    },

    leaderboard: (query) => leaderboardRows(prisma, query),
    playerStats: (id, now) => playerStats(prisma, id, now),
    findPar: (deal) => findPar(prisma, deal),
    savePar: (deal, par) => savePar(prisma, deal, par),
    findAnalysis: (raceId) => findAnalysis(prisma, raceId),
    saveAnalysis: (raceId, seats) => saveAnalysis(prisma, raceId, seats),
    countMoves: () => prisma.move.count(),
  }
}
