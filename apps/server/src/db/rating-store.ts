// Ratings rows: read (plainly, or locked for a finish that rates from them) and written.
import type { GameId } from '@patience-race/engine'
import { Prisma, type Rating } from '#generated/prisma/client'
import type { RatingRecord, RatingUpdate } from '../races/records.js'

type Db = Prisma.TransactionClient

export async function readRatings(
  db: Db,
  game: GameId,
  variant: string,
  playerIds: string[],
): Promise<RatingRecord[]> {
  const rows = await db.rating.findMany({ where: { game, variant, playerId: { in: playerIds } } })
  return rows.map(toRatingRecord)
}

/**
 * The players' current ratings, read after locking their player rows until the transaction
 * ends. The player row, not the rating row, is locked because a first rating has no row yet;
 * FOR NO KEY UPDATE leaves inserts that only reference the player (seats, results) unblocked.
 * Rows are locked in id order, so two finishes sharing both players cannot deadlock.
 */
export async function lockedRatings(tx: Db, update: RatingUpdate): Promise<RatingRecord[]> {
  const ids = [...new Set(update.playerIds)]
  if (ids.length === 0) return []
  await tx.$queryRaw`SELECT id FROM players WHERE id IN (${Prisma.join(ids)}) ORDER BY id FOR NO KEY UPDATE`
  return readRatings(tx, update.game, update.variant, ids)
}

export async function saveRatings(tx: Db, ratings: RatingRecord[], at: Date): Promise<void> {
  for (const { playerId, game, variant, ...rating } of ratings)
    await tx.rating.upsert({
      where: { playerId_game_variant: { playerId, game, variant } },
      create: { playerId, game, variant, ...rating, updatedAt: at },
      update: { ...rating, updatedAt: at },
    })
}

function toRatingRecord(row: Rating): RatingRecord {
  const { updatedAt: _updatedAt, game, ...columns } = row
  return { ...columns, game: game as GameId }
}
