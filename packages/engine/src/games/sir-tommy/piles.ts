// Pile ids of a Sir Tommy game (docs/engine.md): stock, pending, waste-1…waste-N, foundation-1…4.
import {
  NUMBERED_FOUNDATION_IDS,
  SIR_TOMMY_WASTE_IDS,
  type SirTommyPileId,
  type SirTommyWasteId,
} from '../../pile-ids.js'
import type { Card, GameState, PileId } from '../../types.js'
import type { SirTommyVariant } from './variants.js'

export type { SirTommyPileId }
export type WasteId = SirTommyWasteId

export const FOUNDATIONS = NUMBERED_FOUNDATION_IDS

const WASTES_8 = SIR_TOMMY_WASTE_IDS
const WASTES_4 = ['waste-1', 'waste-2', 'waste-3', 'waste-4'] as const satisfies readonly WasteId[]

/**
 * A Sir Tommy layout. Four-waste variants have no waste-5…waste-8: reach the wastes only
 * through `wastesOf(variant)`, which lists the ones the layout has.
 */
export type Piles = Record<SirTommyPileId, Card[]>

/** A Sir Tommy state's piles (the deal and every move build them as `Piles`). */
export function pilesOf(state: GameState): Piles {
  return state.piles as Piles
}

export function wastesOf(variant: SirTommyVariant): readonly WasteId[] {
  return variant.wastes === 8 ? WASTES_8 : WASTES_4
}

const LAYOUT_4: readonly SirTommyPileId[] = ['stock', 'pending', ...WASTES_4, ...FOUNDATIONS]
const LAYOUT_8: readonly SirTommyPileId[] = ['stock', 'pending', ...WASTES_8, ...FOUNDATIONS]

/** The layout's pile ids, in one fixed order. */
export function pileIdsOf(variant: SirTommyVariant): readonly SirTommyPileId[] {
  return variant.wastes === 8 ? LAYOUT_8 : LAYOUT_4
}

/** True when `id` names a pile of this layout. */
export function isPileIdOf(variant: SirTommyVariant, id: PileId): id is SirTommyPileId {
  return (pileIdsOf(variant) as readonly PileId[]).includes(id)
}

/**
 * True when `piles` has a pile called `id` (a move's ids come from outside): the fast form of
 * `isPileIdOf` for a state's own piles. Inherited members such as `constructor` are functions,
 * never arrays, so this needs no own-property test.
 */
export function hasPile(piles: Piles, id: PileId): id is SirTommyPileId {
  return Array.isArray((piles as Record<PileId, unknown>)[id])
}

const FOUNDATION_INDEX = new Map<PileId, number>(FOUNDATIONS.map((f, i) => [f, i + 1]))

/** 1-based number of a foundation id (foundation-3 → 3), 0 for any other pile. */
export function foundationIndex(pile: PileId): number {
  return FOUNDATION_INDEX.get(pile) ?? 0
}

/**
 * A new piles record sharing every pile array with `piles` (replace the ones you change).
 * Written as object literals in one fixed key order, so every state of a layout has one object
 * shape: a spread or a loop of keyed stores instead costs a quarter of Sir Tommy's moves/s
 * (bench:engine).
 */
export function copyPiles(variant: SirTommyVariant, p: Piles): Piles {
  return variant.wastes === 8
    ? {
        stock: p.stock,
        pending: p.pending,
        'waste-1': p['waste-1'],
        'waste-2': p['waste-2'],
        'waste-3': p['waste-3'],
        'waste-4': p['waste-4'],
        'waste-5': p['waste-5'],
        'waste-6': p['waste-6'],
        'waste-7': p['waste-7'],
        'waste-8': p['waste-8'],
        'foundation-1': p['foundation-1'],
        'foundation-2': p['foundation-2'],
        'foundation-3': p['foundation-3'],
        'foundation-4': p['foundation-4'],
      }
    : ({
        stock: p.stock,
        pending: p.pending,
        'waste-1': p['waste-1'],
        'waste-2': p['waste-2'],
        'waste-3': p['waste-3'],
        'waste-4': p['waste-4'],
        'foundation-1': p['foundation-1'],
        'foundation-2': p['foundation-2'],
        'foundation-3': p['foundation-3'],
        'foundation-4': p['foundation-4'],
      } as Piles)
}

/** Every pile of the layout, empty. */
export function emptyPiles(variant: SirTommyVariant): Piles {
  const piles = {} as Piles
  for (const id of pileIdsOf(variant)) piles[id] = []
  return copyPiles(variant, piles)
}
