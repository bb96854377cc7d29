// Card helpers used in every game's messages and checks.
import { describe, expect, it } from 'vitest'
import {
  cardName,
  isCard,
  isCompleteDeck,
  isRed,
  rankName,
  rankOf,
  standardDeck,
  suitOf,
} from './cards.js'

describe('cards', () => {
  it.each([
    ['AS', 1, 'S', false, 'the ace of spades'],
    ['TD', 10, 'D', true, 'the 10 of diamonds'],
    ['KH', 13, 'H', true, 'the king of hearts'],
    ['8C', 8, 'C', false, 'the 8 of clubs'],
  ] as const)('%s is rank %i of suit %s (red: %s), "%s"', (card, rank, suit, red, name) => {
    expect(rankOf(card)).toBe(rank)
    expect(suitOf(card)).toBe(suit)
    expect(isRed(card)).toBe(red)
    expect(cardName(card)).toBe(name)
  })

  it('names ranks with the right article', () => {
    expect([1, 2, 8, 11, 13].map(rankName)).toEqual(['an ace', 'a 2', 'an 8', 'a jack', 'a king'])
  })

  it('recognises cards and nothing else', () => {
    expect(['AS', 'TC', 'QD'].every(isCard)).toBe(true)
    expect(['1S', 'AX', 'as', 'A', 'ASS', 10, null].some(isCard)).toBe(false)
    // @ts-expect-error -- not a card: the type says so, and rankOf still answers 0
    expect(rankOf('ZZ')).toBe(0)
  })

  it('a complete deck holds each card exactly once per pack', () => {
    const pack = standardDeck()
    expect(isCompleteDeck(pack, 1)).toBe(true)
    expect(isCompleteDeck([...pack].reverse(), 1)).toBe(true)
    expect(isCompleteDeck([...pack, ...pack], 2)).toBe(true)
    expect(isCompleteDeck([...pack.slice(1), 'KC'], 1)).toBe(false)
    expect(isCompleteDeck(pack.slice(1), 1)).toBe(false)
    expect(isCompleteDeck([...pack.slice(1), 'XX'], 1)).toBe(false)
    expect(isCompleteDeck([...pack, ...pack.slice(1), 'AH'], 2)).toBe(false)
  })
})
