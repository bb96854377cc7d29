-- Ratings per game AND variant: a rating earned in a relaxed variant says nothing of the
-- standard one. Ratings kept so far were per game; they stay as the standard variant's.

-- AlterTable
ALTER TABLE "ratings" ADD COLUMN "variant" TEXT NOT NULL DEFAULT 'standard';
ALTER TABLE "ratings" ALTER COLUMN "variant" DROP DEFAULT;
ALTER TABLE "ratings" DROP CONSTRAINT "ratings_pkey";
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_pkey" PRIMARY KEY ("player_id", "game", "variant");

-- DropIndex
DROP INDEX "ratings_game_rating_idx";

-- CreateIndex
CREATE INDEX "ratings_game_variant_rating_idx" ON "ratings"("game", "variant", "rating");
