// How a stored race is read: its relations (seats with players, moves, results) and the id of
// its rematch, shared by the race store's reads (race-store.ts) and the read model's lists
// (read-model.ts).
import type { Prisma, PrismaClient } from '#generated/prisma/client'
import type { StoredRace } from '../races/records.js'
import { toStoredRace, type RaceWithRelations } from './records.js'

export const withRelations = {
  seats: { include: { player: true }, orderBy: { seat: 'asc' } },
  moves: { orderBy: [{ seat: 'asc' }, { seq: 'asc' }] },
  results: { orderBy: { seat: 'asc' } },
} satisfies Prisma.RaceInclude

export const withoutMoves = {
  seats: withRelations.seats,
  results: withRelations.results,
} satisfies Prisma.RaceInclude

/** The rows as stored races, each with its first rematch's id (one query for them all). */
export async function withRematches(
  prisma: PrismaClient,
  rows: RaceWithRelations[],
): Promise<StoredRace[]> {
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
