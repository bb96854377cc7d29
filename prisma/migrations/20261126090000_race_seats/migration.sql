-- A friend race may have 2 to 8 seats; a daily deal has 1. Existing races had 2.
ALTER TABLE "races" ADD COLUMN "seat_count" INTEGER NOT NULL DEFAULT 2;
