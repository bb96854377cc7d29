// The two-character card code's alphabet and its type: a leaf module that every other module
// (cards, pile ids, the public types) can import without an import cycle.

export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'] as const
export const SUITS = ['S', 'H', 'D', 'C'] as const
type Rank = (typeof RANKS)[number]
export type Suit = (typeof SUITS)[number]

/** Two characters: rank `A23456789TJQK` + suit `SHDC`, e.g. "AS", "TD". */
export type Card = `${Rank}${Suit}`
