// Pile ids of a Sir Tommy game (engine-api.md): stock, pending, waste-1…waste-N, foundation-1…4.
import type { Card, PileId } from '../../types.js'
import type { SirTommyVariant } from './variants.js'

export type Piles = Record<PileId, Card[]>

export const FOUNDATIONS = ['foundation-1', 'foundation-2', 'foundation-3', 'foundation-4'] as const

const WASTES_4 = ['waste-1', 'waste-2', 'waste-3', 'waste-4'] as const
const WASTES_8 = [...WASTES_4, 'waste-5', 'waste-6', 'waste-7', 'waste-8'] as const

export function wastesOf(variant: SirTommyVariant): readonly PileId[] {
  return variant.wastes === 8 ? WASTES_8 : WASTES_4
}

export function pileIdsOf(variant: SirTommyVariant): PileId[] {
  return ['stock', 'pending', ...wastesOf(variant), ...FOUNDATIONS]
}

const FOUNDATION_INDEX = new Map<PileId, number>(FOUNDATIONS.map((f, i) => [f, i + 1]))

/** 1-based number of a foundation id (foundation-3 → 3), 0 for any other pile. */
export function foundationIndex(pile: PileId): number {
  return FOUNDATION_INDEX.get(pile) ?? 0
}

// Shallow copies with a fixed key order: one object shape per layout keeps the hot path fast.
function clone4(p: Piles): Piles {
  return {
    stock: p.stock as Card[],
    pending: p.pending as Card[],
    'waste-1': p['waste-1'] as Card[],
    'waste-2': p['waste-2'] as Card[],
    'waste-3': p['waste-3'] as Card[],
    'waste-4': p['waste-4'] as Card[],
    'foundation-1': p['foundation-1'] as Card[],
    'foundation-2': p['foundation-2'] as Card[],
    'foundation-3': p['foundation-3'] as Card[],
    'foundation-4': p['foundation-4'] as Card[],
  }
}

function clone8(p: Piles): Piles {
  return {
    stock: p.stock as Card[],
    pending: p.pending as Card[],
    'waste-1': p['waste-1'] as Card[],
    'waste-2': p['waste-2'] as Card[],
    'waste-3': p['waste-3'] as Card[],
    'waste-4': p['waste-4'] as Card[],
    'waste-5': p['waste-5'] as Card[],
    'waste-6': p['waste-6'] as Card[],
    'waste-7': p['waste-7'] as Card[],
    'waste-8': p['waste-8'] as Card[],
    'foundation-1': p['foundation-1'] as Card[],
    'foundation-2': p['foundation-2'] as Card[],
    'foundation-3': p['foundation-3'] as Card[],
    'foundation-4': p['foundation-4'] as Card[],
  }
}

/** A new piles record sharing every pile array with `piles` (replace the ones you change). */
export function copyPiles(variant: SirTommyVariant, piles: Piles): Piles {
  return variant.wastes === 8 ? clone8(piles) : clone4(piles)
}

/** Every pile of the layout, empty. */
export function emptyPiles(variant: SirTommyVariant): Piles {
  const piles: Piles = {}
  for (const id of pileIdsOf(variant)) piles[id] = []
  return copyPiles(variant, piles)
}

/**
 * True when `pile` (looked up by id) is a pile of this layout. Inherited members such as
 * `constructor` are functions, never arrays, so this needs no own-property test.
 */
export function isPile(pile: unknown): pile is Card[] {
  return Array.isArray(pile)
}
