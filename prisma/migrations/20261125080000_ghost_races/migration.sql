-- Ghost races: one person against a recorded run of a finished race (unranked, on its deal).

-- AlterEnum
ALTER TYPE "race_kind" ADD VALUE 'ghost';
