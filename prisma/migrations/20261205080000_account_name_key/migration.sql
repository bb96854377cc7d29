-- Look-alike usernames (issue 40): each account's name folded as guest names are (case, digits
-- used as letters, `_` and `-`; usernames are ASCII, so no confusables or widths to fold), unique,
-- so `v1ctim` cannot sit next to `victim`. accounts/usernames.ts `nameKey` is the same fold.
-- Accounts that already collide keep their names: the oldest holds the key, later ones none.

-- AlterTable
ALTER TABLE "accounts" ADD COLUMN "name_key" TEXT;

UPDATE "accounts" SET "name_key" = translate(lower("username"), '0134578l_-', 'oieastbi');

UPDATE "accounts" SET "name_key" = NULL
WHERE "player_id" IN (
  SELECT "player_id" FROM (
    SELECT "player_id",
           row_number() OVER (PARTITION BY "name_key" ORDER BY "created_at", "player_id") AS n
    FROM "accounts"
  ) ranked
  WHERE n > 1
);

-- CreateIndex
CREATE UNIQUE INDEX "accounts_name_key_key" ON "accounts"("name_key");
