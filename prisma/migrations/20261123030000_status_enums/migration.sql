-- Race and seat statuses become enums: the database refuses a status the server does not know.
-- Existing rows keep their value (USING casts the text); an unknown one fails the migration,
-- which then rolls back whole.

-- CreateEnum
CREATE TYPE "race_status" AS ENUM ('waiting', 'countdown', 'live', 'finished', 'aborted');

-- CreateEnum
CREATE TYPE "seat_status" AS ENUM ('playing', 'won', 'stuck', 'resigned');

-- AlterTable
ALTER TABLE "races" ALTER COLUMN "status" SET DATA TYPE "race_status" USING ("status"::"race_status");

-- AlterTable
ALTER TABLE "results" ALTER COLUMN "status" SET DATA TYPE "seat_status" USING ("status"::"seat_status");
