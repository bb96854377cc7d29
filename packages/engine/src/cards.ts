// Cards: parsing, naming and whole packs (the code alphabet itself: card-codes.ts).
import { RANKS, SUITS, type Card, type Suit } from './card-codes.js'

export { RANKS, SUITS, type Suit } from './card-codes.js'

// The words for ranks and suits in messages people read: the one place they are spelled.
const RANK_WORDS = ['ace', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'jack', 'queen', 'king']
const SUIT_WORDS: Record<Suit, string> = { S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs' }

const RANK_VALUE: Record<string, number> = Object.fromEntries(RANKS.map((r, i) => [r, i + 1]))

/** 1 (ace) … 13 (king); 0 for anything that is not a card. */
export function rankOf(card: Card): number {
  return RANK_VALUE[card[0] as string] ?? 0
}

export function suitOf(card: Card): Suit {
  return card[1] as Suit
}

export function isRed(card: Card): boolean {
  return card[1] === 'H' || card[1] === 'D'
}

const RANK_CHARS: ReadonlySet<string> = new Set(RANKS)
const SUIT_CHARS: ReadonlySet<string> = new Set(SUITS)

export function isCard(value: unknown): value is Card {
  return (
    typeof value === 'string' &&
    value.length === 2 &&
    RANK_CHARS.has(value.charAt(0)) &&
    SUIT_CHARS.has(value.charAt(1))
  )
}

/** The card of rank 1 (ace) … 13 (king) in `suit`. */
export function makeCard(rank: number, suit: Suit): Card {
  const code = RANKS[rank - 1]
  if (code === undefined) throw new RangeError(`there is no rank ${rank}`)
  return `${code}${suit}`
}

/** The 52 codes in the standard deck's order, made once (flat strings, shared by every deck). */
const STANDARD_ORDER: readonly Card[] = SUITS.flatMap((suit) =>
  RANKS.map((rank): Card => `${rank}${suit}`),
)

/** Each card's place in `STANDARD_ORDER`: a whole deck is checked with one array of counts. */
const CARD_INDEX: ReadonlyMap<unknown, number> = new Map(STANDARD_ORDER.map((card, i) => [card, i]))

/** One standard deck in a fixed order: spades A..K, hearts, diamonds, clubs. */
export function standardDeck(): Card[] {
  return standardDecks(1)
}

/** `copies` standard decks one after another, in `standardDeck`'s order. */
export function standardDecks(copies: number): Card[] {
  const deck: Card[] = []
  for (let c = 0; c < copies; c++) for (const card of STANDARD_ORDER) deck.push(card)
  return deck
}

/** "ace", "7", "10", "king" (rank 1 … 13). */
export function rankWord(rank: number): string {
  return RANK_WORDS[rank - 1] ?? String(rank)
}

/** "spades", "hearts", "diamonds", "clubs". */
export function suitWord(suit: Suit): string {
  return SUIT_WORDS[suit]
}

/** "the 9 of spades" — for messages people read. */
export function cardName(card: Card): string {
  return `the ${rankWord(rankOf(card))} of ${suitWord(suitOf(card))}`
}

/** "a 7", "an ace", "a king". */
export function rankName(rank: number): string {
  const name = rankWord(rank)
  return (name === 'ace' || name === '8' ? 'an ' : 'a ') + name
}

/** True when `deck` holds every card of the standard pack exactly `copies` times (in any order). */
export function isCompleteDeck(deck: readonly unknown[], copies: number): boolean {
  if (deck.length !== 52 * copies) return false
  const counts = new Uint8Array(52)
  for (const card of deck) {
    const index = CARD_INDEX.get(card)
    if (index === undefined) return false
    const n = (counts[index] ?? 0) + 1
    if (n > copies) return false
    counts[index] = n
  }
  return true
}

/** The cards written in `text`, e.g. "AS TD 9C" (hand-made positions); throws on a non-card. */
export function parseCards(text: string): Card[] {
  return text
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => {
      if (!isCard(word)) throw new Error(`${word} is not a card`)
      return word
    })
}
