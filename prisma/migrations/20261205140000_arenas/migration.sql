-- Arenas (issue 42, docs/arena.md): scheduled same-deal events of 1–10 rounds. Each round's
-- seed is committed at creation (seed_hashes) and revealed when the arena is over; each round is
-- one race of kind 'arena' per group of up to 8 entrants, tagged with its arena and round, whose
-- results (the ordinary race results) are the round's results for the duplicate scoring.

-- AlterEnum
ALTER TYPE "race_kind" ADD VALUE 'arena';

-- CreateEnum
CREATE TYPE "arena_status" AS ENUM ('scheduled', 'live', 'finished');

-- AlterTable
ALTER TABLE "races" ADD COLUMN "arena_id" TEXT,
ADD COLUMN "arena_round" INTEGER;

-- CreateTable
CREATE TABLE "arenas" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "game" TEXT NOT NULL,
    "variant" TEXT NOT NULL,
    "status" "arena_status" NOT NULL DEFAULT 'scheduled',
    "starts_at" TIMESTAMP(3) NOT NULL,
    "rounds" INTEGER NOT NULL,
    "round_sec" INTEGER NOT NULL,
    "round" INTEGER NOT NULL DEFAULT 0,
    "seeds" TEXT[],
    "seed_hashes" TEXT[],
    "created_by" TEXT,
    "schedule_key" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finished_at" TIMESTAMP(3),

    CONSTRAINT "arenas_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "arena_entrants" (
    "arena_id" TEXT NOT NULL,
    "player_id" TEXT NOT NULL,
    "first_round" INTEGER NOT NULL DEFAULT 1,
    "joined_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "arena_entrants_pkey" PRIMARY KEY ("arena_id","player_id")
);

-- CreateTable
CREATE TABLE "arena_rounds" (
    "arena_id" TEXT NOT NULL,
    "round" INTEGER NOT NULL,
    "starts_at" TIMESTAMP(3) NOT NULL,
    "ends_at" TIMESTAMP(3) NOT NULL,
    "ended_at" TIMESTAMP(3),

    CONSTRAINT "arena_rounds_pkey" PRIMARY KEY ("arena_id","round")
);

-- CreateIndex
CREATE UNIQUE INDEX "arenas_schedule_key_key" ON "arenas"("schedule_key");

-- CreateIndex
CREATE INDEX "arenas_status_starts_at_idx" ON "arenas"("status", "starts_at");

-- CreateIndex
CREATE INDEX "arena_entrants_player_id_idx" ON "arena_entrants"("player_id");

-- CreateIndex
CREATE INDEX "races_arena_id_arena_round_idx" ON "races"("arena_id", "arena_round");

-- AddForeignKey
ALTER TABLE "arenas" ADD CONSTRAINT "arenas_created_by_fkey" FOREIGN KEY ("created_by") REFERENCES "players"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "arena_entrants" ADD CONSTRAINT "arena_entrants_arena_id_fkey" FOREIGN KEY ("arena_id") REFERENCES "arenas"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "arena_entrants" ADD CONSTRAINT "arena_entrants_player_id_fkey" FOREIGN KEY ("player_id") REFERENCES "players"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "arena_rounds" ADD CONSTRAINT "arena_rounds_arena_id_fkey" FOREIGN KEY ("arena_id") REFERENCES "arenas"("id") ON DELETE CASCADE ON UPDATE CASCADE;
