// RaceStore on the generated Prisma client: the race's own records (races/ports.ts
// `RaceRecords`), one method per port, one statement or one transaction each, so a resolved
// promise means the write is durable; fenced by the owner's epoch in cluster mode. The read
// model (lists, history, boards) is read-model.ts's.
import type { Move } from '@patience-race/engine'
import type { Prisma, PrismaClient } from '#generated/prisma/client'
import {
  FencedError,
  type OwnershipStore,
  type RaceStore,
  type WriteFence,
} from '../races/ports.js'
import type { MoveRecord, RaceRecord, ResultRecord } from '../races/records.js'
import { EXPIRE_WAITING, RUNNING_STATES } from '../races/lifecycle/race-lifecycle.js'
import {
  insertMoves,
  insertMovesFenced,
  type ExecuteSql,
  type InTransaction,
} from './move-insert.js'
import { busyAware } from './busy-errors.js'
import { lockedRatings, readRatings, saveRatings } from './rating-store.js'
import { createReadModel } from './read-model.js'
import { withRelations, withRematches } from './race-rows.js'

const UNFINISHED = [...RUNNING_STATES]

export function createRaceStore(
  prisma: PrismaClient,
  kind: RaceStore['kind'],
  closeDriver: () => Promise<void>,
  /** The driver under `prisma`, for the move log's raw group-commit statement. */
  execute: ExecuteSql,
  /** Cluster mode (Postgres): a transaction on one connection of that driver, and leases. */
  cluster?: { inTransaction: InTransaction; ownership: OwnershipStore },
): RaceStore {
  let fence: WriteFence | null = null

  /** The epoch this node may write `raceId` at; FencedError when the race is not ours. */
  function epochOf(raceId: string): number {
    const epoch = fence?.epochOf(raceId)
    if (epoch === undefined) throw new FencedError(raceId)
    return epoch
  }

  /**
   * Runs `write` in a transaction that first locks the race row as its owner at its epoch, so
   * no claim can slip between the check and the write; a race that is no longer ours writes
   * nothing. Without a fence (one process) it is just the write.
   */
  async function fenced<T>(
    raceId: string,
    write: (tx: Prisma.TransactionClient) => Promise<T>,
  ): Promise<T> {
    if (!fence) return write(prisma)
    const nodeId = fence.nodeId
    const epoch = epochOf(raceId)
    return busyAware(() =>
      prisma.$transaction(async (tx) => {
        const locked = await tx.race.updateMany({
          where: { id: raceId, ownerNode: nodeId, ownerEpoch: epoch },
          data: { ownerEpoch: epoch },
        })
        if (locked.count === 0) throw new FencedError(raceId)
        return write(tx)
      }),
    )
  }

  return {
    kind,
    ...createReadModel(prisma),

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
      if (!fence) {
        await prisma.race.updateMany({ where: { id }, data: patch })
        return
      }
      const updated = await prisma.race.updateMany({
        where: { id, ownerNode: fence.nodeId, ownerEpoch: epochOf(id) },
        data: patch,
      })
      if (updated.count === 0) throw new FencedError(id)
    },

    async upsertSeat(seat) {
      const { raceId, seat: index, ...fields } = seat
      await fenced(raceId, (tx) =>
        tx.seat.upsert({
          where: { raceId_seat: { raceId, seat: index } },
          create: seat,
          update: fields,
        }),
      )
    },

    async upsertSeats(seats) {
      const [first] = seats
      if (!first) return
      const upserts = (tx: Prisma.TransactionClient) =>
        seats.map(({ raceId, seat: index, ...fields }) =>
          tx.seat.upsert({
            where: { raceId_seat: { raceId, seat: index } },
            create: { raceId, seat: index, ...fields },
            update: fields,
          }),
        )
      if (!fence) {
        await busyAware(() => prisma.$transaction(upserts(prisma)))
        return
      }
      await fenced(first.raceId, async (tx) => {
        for (const upsert of upserts(tx)) await upsert
      })
    },

    async removeSeat(raceId, seat) {
      await fenced(raceId, (tx) => tx.seat.deleteMany({ where: { raceId, seat } }))
    },

    // Group commit: one statement for the whole batch (move-insert.ts), so a retried
    // (raceId, seat, seq) is ignored, a different move there refused, and the batch is durable
    // or absent as a whole.
    async appendMoves(moves: MoveRecord[]) {
      if (!fence || !cluster) return { fenced: [], conflicts: await insertMoves(execute, moves) }
      const epochs = new Map<string, number>()
      for (const move of moves) {
        const epoch = fence.epochOf(move.raceId)
        if (epoch !== undefined) epochs.set(move.raceId, epoch)
      }
      const notOurs = new Set(moves.map((m) => m.raceId).filter((id) => !epochs.has(id)))
      const { fenced: lost, conflicts } = await insertMovesFenced(
        cluster.inTransaction,
        moves.filter((m) => !notOurs.has(m.raceId)),
        fence.nodeId,
        epochs,
      )
      return { fenced: [...notOurs, ...lost], conflicts }
    },

    async seatMoves(raceId, seat) {
      const rows = await prisma.move.findMany({
        where: { raceId, seat },
        select: { raceId: true, seat: true, seq: true, move: true, at: true },
        orderBy: { seq: 'asc' },
      })
      return rows.map((row) => ({ ...row, move: row.move as Move }))
    },

    fenceWrites(writeFence) {
      fence = writeFence
    },

    ...(cluster ? { ownership: cluster.ownership } : {}),

    async finishRace(id, status, finishedAt, results: ResultRecord[], rating) {
      const write = async (tx: Prisma.TransactionClient) => {
        const ended = await tx.race.updateMany({
          where: { id, status: { in: UNFINISHED } },
          data: { status, finishedAt },
        })
        if (ended.count === 0) return
        const ratings = rating ? rating.rate(await lockedRatings(tx, rating)) : []
        const after = new Map(ratings.map((r) => [r.playerId, r.rating]))
        await tx.result.createMany({
          data: results.map((r) => ({ ...r, ratingAfter: after.get(r.playerId) ?? null })),
          skipDuplicates: true,
        })
        await saveRatings(tx, ratings, finishedAt)
      }
      if (fence) await fenced(id, write)
      else await busyAware(() => prisma.$transaction(write))
    },

    getRatings: (game, variant, playerIds) => readRatings(prisma, game, variant, playerIds),

    async getRace(id) {
      const row = await prisma.race.findUnique({ where: { id }, include: withRelations })
      if (!row) return null
      const [stored] = await withRematches(prisma, [row])
      return stored ?? null
    },

    async loadUnfinishedRaces() {
      const rows = await prisma.race.findMany({
        where: { status: { in: UNFINISHED } },
        include: withRelations,
        orderBy: { createdAt: 'asc' },
      })
      return withRematches(prisma, rows)
    },

    async abortWaitingRaces(createdBefore, now) {
      const { count } = await prisma.race.updateMany({
        where: { status: EXPIRE_WAITING.from, createdAt: { lt: createdBefore } },
        data: { status: EXPIRE_WAITING.to, finishedAt: now },
      })
      return count
    },

    async ping() {
      await prisma.$queryRaw`SELECT 1`
    },

    async close() {
      await prisma.$disconnect()
      await closeDriver()
    },
  }
}
