// The shapes the par pool, its store and its routes share.
import type { GameId } from '@patience-race/engine'
import type { SeatAnalysis, WireMove } from '@patience-race/protocol'

export type { SeatAnalysis }

/** A deal, named by what the engine deals it from. */
export interface Deal {
  game: GameId
  variant: string
  seed: string
}

/** The solver's answer for a deal: the best count it reached, its line, and whether proved. */
export interface SolvedPar {
  cards: number
  total: number
  line: WireMove[]
  proved: boolean
  nodes: number
}
