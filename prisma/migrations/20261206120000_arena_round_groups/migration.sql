-- A round's groups, written with the round's claim (docs/arena.md, "A round over the nodes of a
-- cluster"): each group's race id, the node assigned to deal it and its players. Any node deals
-- a group nobody dealt by the deadline; the fixed race id keeps it to one race.
ALTER TABLE "arena_rounds" ADD COLUMN "groups" JSONB;
