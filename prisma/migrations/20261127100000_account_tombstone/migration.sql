-- Deleting an account keeps a tombstone on the player: when it was deleted. The results it had
-- until then stay on the ranked and daily boards, shown as "deleted player" (issue 21).

-- AlterTable
ALTER TABLE "players" ADD COLUMN "account_deleted_at" TIMESTAMP(3);
