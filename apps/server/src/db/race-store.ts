// RaceStore on the generated Prisma client: one method per port, one statement or one
// transaction each, so a resolved promise means the write is durable.
import type { RaceStatus } from '@patience-race/protocol'
import type { Prisma, PrismaClient } from '../generated/prisma/client.js'
import type { MoveRecord, RaceRecord, RaceStore, ResultRecord, StoredRace } from '../races/ports.js'
import { leaderboard, playerStats } from './leaderboard-store.js'
import { insertMoves, type ExecuteSql } from './move-insert.js'
import { toStoredRace, type RaceWithRelations } from './records.js'

const withRelations = {
  seats: { include: { player: true }, orderBy: { seat: 'asc' } },
  moves: { orderBy: [{ seat: 'asc' }, { seq: 'asc' }] },
  results: { orderBy: { seat: 'asc' } },
} satisfies Prisma.RaceInclude

const UNFINISHED: RaceStatus[] = ['waiting', 'countdown', 'live']

export function createRaceStore(
  prisma: PrismaClient,
  kind: RaceStore['kind'],
  closeDriver: () => Promise<void>,
  /** The driver under `prisma`, for the move log's raw group-commit statement. */
  execute: ExecuteSql,
): RaceStore {
  async function withRematches(rows: RaceWithRelations[]): Promise<StoredRace[]> {
    if (rows.length === 0) return []
    const rematches = await prisma.race.findMany({
      where: { rematchOf: { in: rows.map((row) => row.id) } },
      select: { id: true, rematchOf: true },
      orderBy: { createdAt: 'asc' },
    })
    const rematchOf = new Map<string, string>()
    for (const rematch of rematches) {
      if (rematch.rematchOf !== null && !rematchOf.has(rematch.rematchOf))
        rematchOf.set(rematch.rematchOf, rematch.id)
    }
    return rows.map((row) => toStoredRace(row, rematchOf.get(row.id) ?? null))
  }

  return {
    kind,

    async upsertPlayer(player) {
      await prisma.player.upsert({
        where: { id: player.id },
        create: { id: player.id, name: player.name },
        update: { name: player.name },
      })
    },

    async getPlayer(id) {
      return prisma.player.findUnique({ where: { id }, select: { id: true, name: true } })
    },

    async createRace(race: RaceRecord) {
      await prisma.race.create({ data: race })
    },

    /** An unknown id changes nothing, as removeSeat does for an empty seat. */
    async updateRace(id, patch) {
      await prisma.race.updateMany({ where: { id }, data: patch })
    },

    async upsertSeat(seat) {
      const { raceId, seat: index, ...fields } = seat
      await prisma.seat.upsert({
        where: { raceId_seat: { raceId, seat: index } },
        create: seat,
        update: fields,
      })
    },

    async removeSeat(raceId, seat) {
      await prisma.seat.deleteMany({ where: { raceId, seat } })
    },

    // Group commit: one INSERT … ON CONFLICT DO NOTHING for the whole batch, so a retried
    // (raceId, seat, seq) is ignored and the batch is durable or absent as a whole.
    appendMoves: (moves: MoveRecord[]) => insertMoves(execute, moves),

    async finishRace(id, status, finishedAt, results: ResultRecord[]) {
      await prisma.$transaction([
        prisma.result.createMany({ data: results, skipDuplicates: true }),
        prisma.race.update({ where: { id }, data: { status, finishedAt } }),
      ])
    },

    async getRace(id) {
      const row = await prisma.race.findUnique({ where: { id }, include: withRelations })
      if (!row) return null
      const [stored] = await withRematches([row])
      return stored ?? null
    },

    async loadUnfinishedRaces() {
      const rows = await prisma.race.findMany({
        where: { status: { in: UNFINISHED } },
        include: withRelations,
        orderBy: { createdAt: 'asc' },
      })
      return withRematches(rows)
    },

    async listRaces(status, limit) {
      const rows = await prisma.race.findMany({
        where: { status },
        include: withRelations,
        orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
        take: limit,
      })
      return withRematches(rows)
    },

    async hasResultForSeed(playerId, seedHash) {
      const row = await prisma.result.findFirst({
        where: { playerId, seedHash },
        select: { raceId: true },
      })
      return row !== null
    },

    leaderboard: (game, period, now, limit) => leaderboard(prisma, game, period, now, limit),

    playerStats: (id) => playerStats(prisma, id),

    countMoves: () => prisma.move.count(),

    async close() {
      await prisma.$disconnect()
      await closeDriver()
    },
  }
}
