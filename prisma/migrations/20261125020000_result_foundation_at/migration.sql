-- The outcome's tie-break (docs/rules.md §5): when each seat reached its final foundation count.

-- AlterTable
ALTER TABLE "results" ADD COLUMN     "foundation_at" INTEGER;
