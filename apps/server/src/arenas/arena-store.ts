// The database side of arenas (docs/arena.md): arenas, their entrants and started rounds, and
// the arena races' results (ordinary race results, found by the races' arena_id and round).
// Built from the Prisma client under a database race store (arenaStoreOf), as friends' is.
import type { PrismaClient } from '#generated/prisma/client'
import type { GameId } from '@patience-race/engine'
import { featureStore } from '../db/database.js'
import { ABORTED, NEVER_LIVE } from '../races/lifecycle/race-lifecycle.js'
import type {
  ArenaRaceRow,
  ArenaResultRow,
  ArenaRow,
  EntrantRow,
  FinalPlace,
  FinishedEntry,
  NewArena,
  RoundRow,
} from './arena-rows.js'

const withDetails = {
  creator: { select: { id: true, name: true } },
  roundRows: { orderBy: { round: 'asc' } },
  _count: { select: { entrants: true } },
} as const

type Loaded = Awaited<ReturnType<PrismaClient['arena']['findFirstOrThrow']>> & {
  creator: { id: string; name: string } | null
  roundRows: RoundRow[]
  _count: { entrants: number }
}

function toRow(a: Loaded): ArenaRow {
  const { creator, roundRows, _count, scheduleKey, createdBy: _by, ...columns } = a
  return {
    ...columns,
    // The schedule's arenas have a slot key; a player's never does (even once they are gone).
    private: scheduleKey === null,
    game: a.game as GameId,
    createdBy: creator,
    entrants: _count.entrants,
    roundRows: roundRows.map(({ round, startsAt, endsAt, endedAt }) => ({
      round,
      startsAt,
      endsAt,
      endedAt,
    })),
  }
}

/** A stored result as the round's scoring reads it. */
function resultRow(
  round: number,
  raceId: string,
  r: { playerId: string; foundation: number; foundationAt: number | null; status: string },
): ArenaResultRow {
  return {
    round,
    raceId,
    playerId: r.playerId,
    foundation: r.foundation,
    foundationAt: r.foundationAt,
    abandoned: r.status === 'abandoned',
  }
}

function createArenaStore(prisma: PrismaClient) {
  return {
    /** False when the schedule's slot already has its arena (another node made it). */
    async create(arena: NewArena): Promise<boolean> {
      try {
        await prisma.arena.create({ data: arena })
        return true
      } catch (error) {
        if (arena.scheduleKey && (error as { code?: string }).code === 'P2002') return false
        throw error
      }
    },

    async get(id: string): Promise<ArenaRow | null> {
      const a = await prisma.arena.findUnique({ where: { id }, include: withDetails })
      return a ? toRow(a) : null
    },

    /**
     * Scheduled and live first (soonest first), then the most recently finished: the public
     * ones (the schedule's, with a slot key) and the private ones `viewerId` made or entered.
     */
    async list(limit: number, viewerId: string | null): Promise<ArenaRow[]> {
      const seen = {
        OR: [
          { scheduleKey: { not: null } },
          ...(viewerId
            ? [{ createdBy: viewerId }, { entrants: { some: { playerId: viewerId } } }]
            : []),
        ],
      }
      const open = await prisma.arena.findMany({
        where: { status: { not: 'finished' }, ...seen },
        orderBy: { startsAt: 'asc' },
        take: limit,
        include: withDetails,
      })
      const done = await prisma.arena.findMany({
        where: { status: 'finished', ...seen },
        orderBy: { finishedAt: 'desc' },
        take: Math.max(0, Math.min(10, limit - open.length)),
        include: withDetails,
      })
      return [...open, ...done].map(toRow)
    },

    /** The arenas not finished: each node keeps their round clocks. */
    async unfinished(): Promise<ArenaRow[]> {
      const rows = await prisma.arena.findMany({
        where: { status: { not: 'finished' } },
        include: withDetails,
      })
      return rows.map(toRow)
    },

    /** Whether a deal is a round of an arena not over yet (its seed is still secret). */
    async dealsSecretRound(seedHash: string): Promise<boolean> {
      const n = await prisma.arena.count({
        where: { seedHashes: { has: seedHash }, status: { not: 'finished' } },
      })
      return n > 0
    },

    async isAccount(playerId: string): Promise<boolean> {
      return (await prisma.account.count({ where: { playerId } })) > 0
    },

    /** Joins (or stays in); answers the entrant's first round. */
    async join(arenaId: string, playerId: string, firstRound: number): Promise<number> {
      const row = await prisma.arenaEntrant.upsert({
        where: { arenaId_playerId: { arenaId, playerId } },
        create: { arenaId, playerId, firstRound },
        update: {},
      })
      return row.firstRound
    },

    /** Leaves an arena that has not started; false if it has (or never joined). */
    async leave(arenaId: string, playerId: string): Promise<boolean> {
      const { count } = await prisma.arenaEntrant.deleteMany({
        where: { arenaId, playerId, arena: { status: 'scheduled' } },
      })
      return count > 0
    },

    /** The finished arenas a player entered, with their final place once stored. */
    async finishedOf(playerId: string): Promise<FinishedEntry[]> {
      const rows = await prisma.arenaEntrant.findMany({
        where: { playerId, arena: { status: 'finished' } },
        select: { arenaId: true, finalPlace: true, arena: { select: { rounds: true } } },
      })
      return rows.map((r) => ({ id: r.arenaId, rounds: r.arena.rounds, place: r.finalPlace }))
    },

    /** Stores each entrant's place in the final standings (one statement, any number of rows). */
    async setPlaces(arenaId: string, places: readonly FinalPlace[]): Promise<void> {
      if (places.length === 0) return
      await prisma.$executeRaw`UPDATE arena_entrants AS e SET final_place = v.place
        FROM jsonb_to_recordset(${JSON.stringify(places)}::jsonb) AS v("playerId" text, place int)
        WHERE e.arena_id = ${arenaId} AND e.player_id = v."playerId"`
    },

    async isEntrant(arenaId: string, playerId: string): Promise<boolean> {
      const n = await prisma.arenaEntrant.count({ where: { arenaId, playerId } })
      return n > 0
    },

    async entrants(arenaId: string): Promise<EntrantRow[]> {
      const rows = await prisma.arenaEntrant.findMany({
        where: { arenaId },
        orderBy: [{ joinedAt: 'asc' }, { playerId: 'asc' }],
        include: { player: { select: { name: true } } },
      })
      return rows.map((r) => ({
        playerId: r.playerId,
        name: r.player.name,
        firstRound: r.firstRound,
      }))
    },

    /**
     * Claims round `round`'s start: only one caller (one node) moves the arena from the round
     * before, and it writes the round's times. False: another did, or the arena is over.
     */
    async claimRound(arenaId: string, round: number, startsAt: Date, endsAt: Date) {
      return prisma.$transaction(async (tx) => {
        const { count } = await tx.arena.updateMany({
          where: { id: arenaId, round: round - 1, status: { not: 'finished' } },
          data: { round, status: 'live' },
        })
        if (count === 0) return false
        await tx.arenaRound.create({ data: { arenaId, round, startsAt, endsAt } })
        return true
      })
    },

    /** Ends a round once: false if it was already ended (another node, or earlier). */
    async endRound(arenaId: string, round: number, at: Date): Promise<boolean> {
      const { count } = await prisma.arenaRound.updateMany({
        where: { arenaId, round, endedAt: null },
        data: { endedAt: at },
      })
      return count === 1
    },

    /**
     * A closed round's races that never went live, called off in one conditional write
     * (docs/arena.md): aborted, and each one's owner epoch raised, so a node still holding one
     * (gone, or slow) can no longer start it: its next write is fenced. How many were.
     */
    async callOffRound(arenaId: string, round: number, at: Date): Promise<number> {
      const { count } = await prisma.race.updateMany({
        where: { arenaId, arenaRound: round, status: { in: [...NEVER_LIVE] } },
        data: { status: ABORTED, finishedAt: at, ownerEpoch: { increment: 1 } },
      })
      return count
    },

    async finish(arenaId: string, at: Date): Promise<boolean> {
      const { count } = await prisma.arena.updateMany({
        where: { id: arenaId, status: { not: 'finished' } },
        data: { status: 'finished', finishedAt: at },
      })
      return count === 1
    },

    async races(arenaId: string): Promise<ArenaRaceRow[]> {
      const rows = await prisma.race.findMany({
        where: { arenaId },
        select: { id: true, arenaRound: true, status: true, seats: { select: { playerId: true } } },
        orderBy: { createdAt: 'asc' },
      })
      return rows.map((r) => ({
        raceId: r.id,
        round: r.arenaRound ?? 0,
        status: r.status,
        playerIds: r.seats.map((s) => s.playerId),
      }))
    },

    /** One arena race as it ended: its row and its seats' results (null: no such race). */
    async raceEnd(
      raceId: string,
    ): Promise<{ race: ArenaRaceRow; results: ArenaResultRow[] } | null> {
      const r = await prisma.race.findUnique({
        where: { id: raceId },
        select: {
          arenaRound: true,
          status: true,
          seats: { select: { playerId: true } },
          results: {
            select: { playerId: true, foundation: true, foundationAt: true, status: true },
          },
        },
      })
      if (!r) return null
      const round = r.arenaRound ?? 0
      return {
        race: { raceId, round, status: r.status, playerIds: r.seats.map((s) => s.playerId) },
        results: r.results.map((x) => resultRow(round, raceId, x)),
      }
    },

    async results(arenaId: string): Promise<ArenaResultRow[]> {
      const rows = await prisma.result.findMany({
        where: { race: { arenaId } },
        select: {
          raceId: true,
          playerId: true,
          foundation: true,
          foundationAt: true,
          status: true,
          race: { select: { arenaRound: true } },
        },
      })
      return rows.map((r) => resultRow(r.race.arenaRound ?? 0, r.raceId, r))
    },
  }
}

export type ArenaStore = ReturnType<typeof createArenaStore>

/** The arena store on a database store; null on a store without one (memory). */
export const arenaStoreOf = featureStore(createArenaStore)
