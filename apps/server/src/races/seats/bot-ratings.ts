// Bot ratings per game and variant, measured by `pnpm bench:bot-ratings` (bench/bots/): every
// strength played the same 40 seeded deals of each variant, each pair of bots a race won by
// more cards; Glicko-2 over those races, anchored at the medium bot = 1500. Where the bots are
// equally good (Sir Tommy's greedy play ties itself), their ratings are equal. Re-run the
// script when a bot changes and paste its table here.
import type { BotStrength, GameId } from '@patience-race/engine'

const MEASURED: Partial<Record<GameId, Record<string, Record<BotStrength, number>>>> = {
  'sir-tommy': {
    standard: {
      easy: 1416,
      medium: 1500,
      hard: 1504,
    },
    strategy: {
      easy: 1500,
      medium: 1500,
      hard: 1500,
    },
    relaxed: {
      easy: 1500,
      medium: 1500,
      hard: 1500,
    },
    calculation: {
      easy: 1421,
      medium: 1500,
      hard: 1463,
    },
    'puss-in-the-corner': {
      easy: 1477,
      medium: 1500,
      hard: 1527,
    },
    redeal: {
      easy: 1543,
      medium: 1500,
      hard: 1504,
    },
  },
  saratoga: {
    standard: {
      easy: 1370,
      medium: 1500,
      hard: 1548,
    },
    'foundation-takeback': {
      easy: 1376,
      medium: 1500,
      hard: 1546,
    },
  },
  'grandmas-game': {
    standard: {
      easy: 1490,
      medium: 1500,
      hard: 1428,
    },
    'no-reorder': {
      easy: 1509,
      medium: 1500,
      hard: 1515,
    },
  },
}

/** A bot's rating in a variant (1500 for a variant not measured yet). */
export function botRating(game: GameId, variant: string, strength: BotStrength): number {
  return MEASURED[game]?.[variant]?.[strength] ?? 1500
}
