// A player's unfinished races (GET /api/races/mine, the lobby's "back to it" links), from the
// rows, so in a cluster every node answers for races any node runs.
import type { PrismaClient } from '#generated/prisma/client'
import { RUNNING_STATES } from '../races/lifecycle/race-lifecycle.js'
import type { StoredRace } from '../races/records.js'
import { toStoredRace } from './records.js'

const UNFINISHED = [...RUNNING_STATES]

/**
 * Newest first, with seats but WITHOUT moves and results (an unfinished race has none stored
 * yet, and no rematch). Found through the seats' player index.
 */
export async function unfinishedRacesOf(
  prisma: PrismaClient,
  playerId: string,
  limit: number,
): Promise<StoredRace[]> {
  const rows = await prisma.race.findMany({
    where: {
      status: { in: UNFINISHED },
      seats: { some: { playerId, resigned: false, abandoned: false } },
    },
    include: { seats: { include: { player: true }, orderBy: { seat: 'asc' } } },
    orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
    take: limit,
  })
  return rows.map((row) => toStoredRace({ ...row, moves: [], results: [] }, null))
}
