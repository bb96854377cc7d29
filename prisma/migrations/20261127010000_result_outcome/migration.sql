-- The race's outcome stored with its results (issue 19): each seat's place 1..N and the reason
-- (engine raceOutcome), decided once when the race finished. Rows stored before stay null and
-- are computed when read.

-- AlterTable
ALTER TABLE "results" ADD COLUMN "place" INTEGER,
ADD COLUMN "outcome" TEXT;
