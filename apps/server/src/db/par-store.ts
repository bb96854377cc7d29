// Solver par per deal (game, variant, seed) in the pars table: read it, or record it once.
import { parWithLineSchema } from '@patience-race/protocol'
import type { PrismaClient } from '#generated/prisma/client'
import type { Deal, SolvedPar } from '../par/par-types.js'

export async function findPar(prisma: PrismaClient, deal: Deal): Promise<SolvedPar | null> {
  const row = await prisma.par.findUnique({ where: { game_variant_seed: deal } })
  if (!row) return null
  return {
    cards: row.cards,
    total: row.total,
    line: parWithLineSchema.shape.line.parse(row.line),
    proved: row.proved,
    nodes: row.nodes,
  }
}

/** A deal solved twice (two nodes at once) keeps the first answer. */
export async function savePar(prisma: PrismaClient, deal: Deal, par: SolvedPar): Promise<void> {
  await prisma.par.createMany({
    data: [
      {
        ...deal,
        cards: par.cards,
        total: par.total,
        moves: par.line.length,
        line: par.line,
        proved: par.proved,
        nodes: par.nodes,
      },
    ],
    skipDuplicates: true,
  })
}
