-- When a seat resigned or was claimed against (race-clock ms), so a restart keeps its time.

-- AlterTable
ALTER TABLE "seats" ADD COLUMN "finished_at_ms" INTEGER;
