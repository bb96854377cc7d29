// Pile ids of a Sir Tommy game (engine-api.md): stock, pending, waste-1…waste-N, foundation-1…4.
import type { PileId } from '../../types.js'
import type { SirTommyVariant } from './variants.js'

export const FOUNDATIONS = ['foundation-1', 'foundation-2', 'foundation-3', 'foundation-4'] as const

const WASTES = ['waste-1', 'waste-2', 'waste-3', 'waste-4', 'waste-5', 'waste-6', 'waste-7', 'waste-8'] as const

export function wastesOf(variant: SirTommyVariant): readonly PileId[] {
  return WASTES.slice(0, variant.wastes)
}

export function pileIdsOf(variant: SirTommyVariant): PileId[] {
  return ['stock', 'pending', ...wastesOf(variant), ...FOUNDATIONS]
}

export function isWaste(variant: SirTommyVariant, pile: PileId): boolean {
  return wastesOf(variant).includes(pile)
}

export function isFoundation(pile: PileId): boolean {
  return (FOUNDATIONS as readonly string[]).includes(pile)
}

/** 1-based number of a foundation id (foundation-3 → 3). */
export function foundationIndex(pile: PileId): number {
  return (FOUNDATIONS as readonly string[]).indexOf(pile) + 1
}
