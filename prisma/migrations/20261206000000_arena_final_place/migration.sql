-- An arena entrant's place in the final standings, stored when the arena finishes.
ALTER TABLE "arena_entrants" ADD COLUMN "final_place" INTEGER;
