-- A seat claimed against stays out after a restart, also in a race of three or more that goes on.

-- AlterTable
ALTER TABLE "seats" ADD COLUMN "abandoned" BOOLEAN NOT NULL DEFAULT false;
