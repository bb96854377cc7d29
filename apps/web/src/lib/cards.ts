// Display helpers for the 2-character card strings (docs/engine.md). No rules here.

const RANK_LABELS: Record<string, string> = { T: '10' }
const RANK_NAMES: Record<string, string> = { A: 'ace', T: '10', J: 'jack', Q: 'queen', K: 'king' }
const SUIT_SYMBOLS: Record<string, string> = { S: '♠', H: '♥', D: '♦', C: '♣' }
const SUIT_NAMES: Record<string, string> = { S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs' }

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
  const rank = card[0] ?? '?'
  return `${RANK_NAMES[rank] ?? rank} of ${SUIT_NAMES[card.at(-1) ?? ''] ?? '?'}`
}

/** Pile ids with a numeric suffix (`waste-3`), in number order. */
export function numberedPiles(piles: Record<string, unknown>, prefix: string): string[] {
  return Object.keys(piles)
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
