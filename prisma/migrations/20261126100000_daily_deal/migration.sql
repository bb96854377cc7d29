-- Daily deal (issue 23): a daily attempt is a one-seat race of kind 'daily' on the day's deal;
-- a past day's deal played again for practice is kind 'practice' (unranked, never on a board).

-- AlterEnum
ALTER TYPE "race_kind" ADD VALUE 'daily';
ALTER TYPE "race_kind" ADD VALUE 'practice';

-- A day's board and a player's attempts are found by the deal (seed hash) among daily races.
CREATE INDEX "races_kind_seed_hash_idx" ON "races"("kind", "seed_hash");
