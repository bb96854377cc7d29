-- CreateTable
CREATE TABLE "players" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "players_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "races" (
    "id" TEXT NOT NULL,
    "game" TEXT NOT NULL,
    "variant" TEXT NOT NULL,
    "seed" TEXT NOT NULL,
    "seed_hash" TEXT NOT NULL,
    "seed_known" BOOLEAN NOT NULL DEFAULT false,
    "status" TEXT NOT NULL,
    "time_limit_sec" INTEGER NOT NULL,
    "rematch_of" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "started_at" TIMESTAMP(3),
    "finished_at" TIMESTAMP(3),
    "paused_ms" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "races_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "seats" (
    "race_id" TEXT NOT NULL,
    "seat" INTEGER NOT NULL,
    "player_id" TEXT NOT NULL,
    "ready" BOOLEAN NOT NULL DEFAULT false,
    "resigned" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "seats_pkey" PRIMARY KEY ("race_id","seat")
);

-- CreateTable
CREATE TABLE "moves" (
    "race_id" TEXT NOT NULL,
    "seat" INTEGER NOT NULL,
    "seq" INTEGER NOT NULL,
    "move" JSONB NOT NULL,
    "at" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "moves_pkey" PRIMARY KEY ("race_id","seat","seq")
);

-- CreateTable
CREATE TABLE "results" (
    "race_id" TEXT NOT NULL,
    "seat" INTEGER NOT NULL,
    "player_id" TEXT NOT NULL,
    "game" TEXT NOT NULL,
    "variant" TEXT NOT NULL,
    "seed_hash" TEXT NOT NULL,
    "foundation" INTEGER NOT NULL,
    "total" INTEGER NOT NULL,
    "won" BOOLEAN NOT NULL,
    "status" TEXT NOT NULL,
    "time_ms" INTEGER NOT NULL,
    "moves" INTEGER NOT NULL,
    "ranked" BOOLEAN NOT NULL,
    "finished_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "results_pkey" PRIMARY KEY ("race_id","seat")
);

-- CreateIndex
CREATE INDEX "races_status_created_at_idx" ON "races"("status", "created_at");

-- CreateIndex
CREATE INDEX "races_rematch_of_idx" ON "races"("rematch_of");

-- CreateIndex
CREATE INDEX "seats_player_id_idx" ON "seats"("player_id");

-- CreateIndex
CREATE UNIQUE INDEX "seats_race_id_player_id_key" ON "seats"("race_id", "player_id");

-- CreateIndex
CREATE INDEX "results_game_ranked_finished_at_idx" ON "results"("game", "ranked", "finished_at");

-- CreateIndex
CREATE INDEX "results_player_id_seed_hash_idx" ON "results"("player_id", "seed_hash");

-- AddForeignKey
ALTER TABLE "seats" ADD CONSTRAINT "seats_race_id_fkey" FOREIGN KEY ("race_id") REFERENCES "races"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "seats" ADD CONSTRAINT "seats_player_id_fkey" FOREIGN KEY ("player_id") REFERENCES "players"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "moves" ADD CONSTRAINT "moves_race_id_fkey" FOREIGN KEY ("race_id") REFERENCES "races"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "results" ADD CONSTRAINT "results_race_id_fkey" FOREIGN KEY ("race_id") REFERENCES "races"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "results" ADD CONSTRAINT "results_player_id_fkey" FOREIGN KEY ("player_id") REFERENCES "players"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
