-- A racer who leaves a live race and whose opponent claims it ends "abandoned" (a loss).

-- AlterEnum
ALTER TYPE "seat_status" ADD VALUE 'abandoned';
