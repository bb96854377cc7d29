-- Fair play: ranked and friend races, spectator options, flagged results and Glicko-2 ratings.

-- CreateEnum
CREATE TYPE "race_kind" AS ENUM ('ranked', 'friend');

-- AlterTable
ALTER TABLE "races" ADD COLUMN     "kind" "race_kind" NOT NULL DEFAULT 'friend',
ADD COLUMN     "spectator_delay_sec" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "spectators_allowed" BOOLEAN NOT NULL DEFAULT true;

-- AlterTable
ALTER TABLE "results" ADD COLUMN     "flagged" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "median_move_ms" INTEGER;

-- CreateTable
CREATE TABLE "ratings" (
    "player_id" TEXT NOT NULL,
    "game" TEXT NOT NULL,
    "rating" DOUBLE PRECISION NOT NULL,
    "rd" DOUBLE PRECISION NOT NULL,
    "volatility" DOUBLE PRECISION NOT NULL,
    "races" INTEGER NOT NULL DEFAULT 0,
    "updated_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ratings_pkey" PRIMARY KEY ("player_id","game")
);

-- CreateIndex
CREATE INDEX "results_game_variant_ranked_finished_at_idx" ON "results"("game", "variant", "ranked", "finished_at");

-- CreateIndex
CREATE INDEX "ratings_game_rating_idx" ON "ratings"("game", "rating");

-- AddForeignKey
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_player_id_fkey" FOREIGN KEY ("player_id") REFERENCES "players"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
