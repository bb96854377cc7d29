// Solver par per deal (game, variant, seed) in the pars table, and where each racer's win
// slipped per race (race_analyses): read them, or record them once.
import { parWithLineSchema, seatAnalysisSchema, type SeatAnalysis } from '@patience-race/protocol'
import { z } from 'zod'
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

/** A race's analysis (where each racer's win slipped), or null before it is stored. */
export async function findAnalysis(
  prisma: PrismaClient,
  raceId: string,
): Promise<SeatAnalysis[] | null> {
  const row = await prisma.raceAnalysis.findUnique({ where: { raceId } })
  return row ? z.array(seatAnalysisSchema).parse(row.seats) : null
}

/** Kept once: a race analysed twice (two nodes at once) keeps the first answer. */
export async function saveAnalysis(
  prisma: PrismaClient,
  raceId: string,
  seats: SeatAnalysis[],
): Promise<void> {
  await prisma.raceAnalysis.createMany({ data: [{ raceId, seats }], skipDuplicates: true })
}
