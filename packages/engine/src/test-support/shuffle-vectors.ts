// The shuffle's published test vectors (README), shared by the tests of each version: a row per
// seed (the last card of D, the first ten of the 52-card shuffle, the first ten of the two-pack
// one), spread to a row per game, and one sorted pack to compare whole deals against.
import { RANKS, SUITS } from '../cards.js'
import type { GameId } from '../types.js'

/** seed, the last card of D, the first ten cards of one pack's shuffle, of two packs'. */
export type SeedVector = [seed: string, last: string, onePack: string, twoPacks: string]

/** Each seed's rows for Sir Tommy and Saratoga (one pack) and Grandma's Game (two). */
export function vectorsByGame(seeds: SeedVector[]): [GameId, string, string, string][] {
  return seeds.flatMap(([seed, last, one, two]) => [
    ['sir-tommy', seed, one, last],
    ['saratoga', seed, one, last],
    ['grandmas-game', seed, two, last],
  ])
}

/** One pack's card codes, sorted. */
export const PACK = SUITS.flatMap((s) => RANKS.map((r) => `${r}${s}`)).sort()
