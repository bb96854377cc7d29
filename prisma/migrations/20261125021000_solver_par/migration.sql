-- Solver par: the best count perfect play reaches on a deal, and its line, solved once per deal.

-- CreateTable
CREATE TABLE "pars" (
    "game" TEXT NOT NULL,
    "variant" TEXT NOT NULL,
    "seed" TEXT NOT NULL,
    "cards" INTEGER NOT NULL,
    "total" INTEGER NOT NULL,
    "moves" INTEGER NOT NULL,
    "line" JSONB NOT NULL,
    "proved" BOOLEAN NOT NULL,
    "nodes" INTEGER NOT NULL,
    "solved_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "pars_pkey" PRIMARY KEY ("game","variant","seed")
);
