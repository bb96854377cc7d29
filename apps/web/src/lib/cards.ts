// Display helpers for the 2-character card strings (docs/engine.md). No rules here; the words
// for ranks and suits are the engine's (rankWord, suitWord), spelled in one place.
import { isCard, isPileId, rankOf, rankWord, suitOf, suitWord } from '@patience-race/engine'
import type { PileId } from '@patience-race/engine'

const RANK_LABELS: Record<string, string> = { T: '10' }
const SUIT_SYMBOLS: Record<string, string> = { S: '♠', H: '♥', D: '♦', C: '♣' }

export function rankLabel(card: string): string {
  const rank = card[0] ?? '?'
  return RANK_LABELS[rank] ?? rank
}

export function suitSymbol(suitOrCard: string): string {
  return SUIT_SYMBOLS[suitOrCard.at(-1) ?? ''] ?? '?'
}

export function isRedCard(card: string): boolean {
  const suit = card.at(-1)
  return suit === 'H' || suit === 'D'
}

/** "7 of hearts", for screen readers and titles. */
export function cardName(card: string): string {
  if (!isCard(card)) return card
  return `${rankWord(rankOf(card))} of ${suitWord(suitOf(card))}`
}

/** The pile ids among `texts` (ids a board spells, `tableau-${n}`), by the engine's guard. */
export function pileIds(texts: readonly string[]): PileId[] {
  return texts.filter(isPileId)
}

/** Pile ids with a numeric suffix (`waste-3`), in number order. */
export function numberedPiles(piles: Partial<Record<PileId, unknown>>, prefix: string): PileId[] {
  return pileIds(Object.keys(piles))
    .filter((id) => id.startsWith(prefix) && /^\d+$/.test(id.slice(prefix.length)))
    .sort((a, b) => Number(a.slice(prefix.length)) - Number(b.slice(prefix.length)))
}

export function pileLabel(pile: string): string {
  return pile.replace(/-/g, ' ')
}

/**
 * A spectator's pile: its face-up cards, then a face-down card (null) for each card it hides.
 * The server masks the cards the other racer has not seen yet (engine spectatorView); which
 * places they hold is not said, and they are mostly the newest, so they are drawn on top.
 */
export function withBacks(cards: readonly string[], hidden = 0): (string | null)[] {
  return hidden > 0 ? [...cards, ...Array<null>(hidden).fill(null)] : [...cards]
}

/** A pile of a view as FoundationPile and FanPile take it: its face-up cards and how many it hides. */
export function pileOf(
  view: {
    piles: Partial<Record<PileId, readonly string[]>>
    hidden: Partial<Record<PileId, number>>
  },
  id: PileId,
): { cards: readonly string[]; hidden: number | undefined } {
  return { cards: view.piles[id] ?? [], hidden: view.hidden[id] }
}
