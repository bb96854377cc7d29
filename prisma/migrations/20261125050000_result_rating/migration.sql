-- Each ranked result keeps the player's rating after that race: the rating's history, per game
-- and variant, for the player page's chart.

-- AlterTable
ALTER TABLE "results" ADD COLUMN "rating_after" DOUBLE PRECISION;
