// Conformance tests T-ST-1…T-ST-9 (docs/rules.md §4) through the public API.
import { describe, expect, it } from 'vitest'
import { parseCards, RANKS, SUITS } from '../../cards.js'
import { applyMove, legalMoves, newGame, playerView, progress } from '../../index.js'
import { deckStartingWith, foundationsOf, pileId, play } from '../../test-support/decks.js'
import type { Card, GameState } from '../../types.js'

const game = (first: Card[], variant?: string) =>
  newGame('sir-tommy', { deck: deckStartingWith(first) }, variant)

/** Every non-ace by rank (2S 2H 2D 2C 3S … KC), then the four aces. */
const ACES_LAST: Card[] = [
  ...RANKS.slice(1).flatMap((r) => SUITS.map((s): Card => `${r}${s}`)),
  ...SUITS.map((s): Card => `A${s}`),
]

/** Places every pending card on waste piles 1–4 in turn until the stock is used up. */
function trailAll(state: GameState, keepLast = 0): GameState {
  let s = state
  let i = 0
  while (s.piles.stock!.length + s.piles.pending!.length > keepLast)
    s = play(s, [{ from: 'pending', to: `waste-${(i++ % 4) + 1}` }])
  return s
}

describe('Sir Tommy rulings (rules 1.4–1.8)', () => {
  it('T-ST-1: turning while a card is pending is rejected, and the next card turns over by itself', () => {
    const s = game(['7S', '8H'])
    expect(s.piles.pending).toEqual(['7S'])
    const turned = applyMove(s, { action: 'turn' })
    expect(turned.ok).toBe(false)
    if (!turned.ok) {
      expect(turned.error.code).toBe('ILLEGAL_MOVE')
      expect(turned.error.message).toMatch(/already pending/)
    }
    expect(legalMoves(s)).not.toContainEqual({ action: 'turn' })
    expect(play(s, [{ from: 'pending', to: 'waste-1' }]).piles.pending).toEqual(['8H'])
  })

  it('T-ST-2: a pending card goes to a waste pile even when it fits a foundation', () => {
    const s = game(['AS', '2H'])
    expect(legalMoves(s)).toContainEqual({ from: 'pending', to: 'foundation-1' })
    const after = play(s, [{ from: 'pending', to: 'waste-3' }])
    expect(after.piles['waste-3']).toEqual(['AS'])
    expect(progress(after).foundation).toBe(0)
  })

  it('T-ST-3: a waste top goes to a foundation while a card is pending (F1 = A, waste 2, pending 3)', () => {
    let s = play(game(['AS', '2H', '3C']), [
      { from: 'pending', to: 'foundation-1' },
      { from: 'pending', to: 'waste-1' },
    ])
    expect(s.piles.pending).toEqual(['3C'])
    s = play(s, [
      { from: 'waste-1', to: 'foundation-1' },
      { from: 'pending', to: 'foundation-1' },
    ])
    expect(s.piles['foundation-1']).toEqual(['AS', '2H', '3C'])
    expect(progress(s).foundation).toBe(3)
  })

  it('T-ST-4: suit is ignored: the 2 of hearts goes on the ace of spades', () => {
    const s = play(game(['AS', '2H']), [
      { from: 'pending', to: 'foundation-2' },
      { from: 'pending', to: 'foundation-2' },
    ])
    expect(s.piles['foundation-2']).toEqual(['AS', '2H'])
  })

  it('T-ST-5: waste-to-waste, a buried card and anything off a foundation are all rejected', () => {
    const s = play(game(['AS', '2H', '5C', '9D']), [
      { from: 'pending', to: 'foundation-1' },
      { from: 'pending', to: 'waste-1' },
      { from: 'pending', to: 'waste-1' },
    ])
    // waste-1 holds 2H under 5C; the 2 fits foundation-1 but is buried.
    const tries = [
      { from: 'waste-1', to: 'waste-2' },
      { from: 'waste-1', to: 'foundation-1' },
      { from: 'waste-1', to: 'foundation-1', index: 0 },
      { from: 'foundation-1', to: 'waste-2' },
      { from: 'foundation-1', to: 'foundation-2' },
      { from: 'foundation-1', to: 'pending' },
    ]
    for (const move of tries) {
      const result = applyMove(s, move)
      expect(result.ok, JSON.stringify(move)).toBe(false)
      if (!result.ok) expect(result.error.code).toBe('ILLEGAL_MOVE')
    }
    const up = applyMove(s, { from: 'waste-1', to: 'foundation-1' })
    expect(!up.ok && up.error.message).toBe("a 5 can't go on the ace of spades")
    const across = applyMove(s, { from: 'waste-1', to: 'waste-2' })
    expect(!across.ok && across.error.message).toMatch(/can't move from one waste pile to another/)
  })

  it('T-ST-6: the game ends only when the stock is empty, nothing is pending and no waste top fits; score = foundation count', () => {
    let s = trailAll(game(ACES_LAST), 1)
    // The last ace is pending with the stock empty: still playing.
    expect(s.piles.stock).toEqual([])
    expect(s.piles.pending).toEqual(['AC'])
    expect(progress(s).status).toBe('playing')
    s = play(s, [{ from: 'pending', to: 'waste-4' }])
    // Nothing pending, but four aces on top of the waste piles: still playing.
    expect(progress(s).status).toBe('playing')
    s = play(
      s,
      [1, 2, 3, 4].map((n) => ({ from: `waste-${n}`, to: `foundation-${n}` })),
    )
    expect(progress(s)).toMatchObject({ status: 'stuck', foundation: 4, total: 52 })
    expect(legalMoves(s)).toEqual([])
    expect(playerView(s).status).toBe('stuck')
    const after = applyMove(s, { from: 'waste-1', to: 'foundation-1' })
    expect(!after.ok && after.error.code).toBe('ILLEGAL_MOVE')
  })

  it('T-ST-7: Calculation foundations count in steps of 1, 2, 3 and 4, wrapping after the king', () => {
    const sequences = [
      'A 2 3 4 5 6 7 8 9 T J Q K',
      '2 4 6 8 T Q A 3 5 7 9 J K',
      '3 6 9 Q 2 5 8 J A 4 7 T K',
      '4 8 Q 3 7 J 2 6 T A 5 9 K',
    ].map((line, i) => parseCards(line.replaceAll(/\S/g, (rank) => `${rank}${SUITS[i]}`)))
    const deck = [
      ...sequences.flatMap((seq) => seq.slice(0, 1)),
      ...sequences.flatMap((seq) => seq.slice(1)),
    ]
    let s = newGame('sir-tommy', { deck }, 'calculation')
    expect(foundationsOf(s)).toEqual([['AS'], ['2H'], ['3D'], ['4C']])
    // A card out of step is refused: foundation-2 holds a 2 and wants a 4, not the 3 of spades.
    const wrong = applyMove(
      newGame(
        'sir-tommy',
        { deck: deckStartingWith(['AS', '2H', '3D', '4C', '3S']) },
        'calculation',
      ),
      {
        from: 'pending',
        to: 'foundation-2',
      },
    )
    expect(!wrong.ok && wrong.error.message).toMatch(/a 3 can't go on the 2 of hearts/)
    for (let f = 1; f <= 4; f++) {
      for (let k = 1; k < 13; k++) s = play(s, [{ from: 'pending', to: `foundation-${f}` }])
    }
    expect(foundationsOf(s)).toEqual(sequences)
    expect(progress(s).status).toBe('won')
  })

  it('T-ST-8: a Puss in the Corner foundation takes a card of the same colour but another suit, and rejects the other colour', () => {
    let s = game(['2C', '2H'], 'puss-in-the-corner')
    expect(foundationsOf(s)).toEqual([['AS'], ['AH'], ['AD'], ['AC']])
    s = play(s, [{ from: 'pending', to: 'foundation-1' }])
    expect(s.piles['foundation-1']).toEqual(['AS', '2C'])
    const red = applyMove(s, { from: 'pending', to: 'foundation-4' })
    expect(!red.ok && red.error.message).toMatch(/black cards only/)
    expect(play(s, [{ from: 'pending', to: 'foundation-3' }]).piles['foundation-3']).toEqual([
      'AD',
      '2H',
    ])
  })

  it('T-ST-9: a redeal gathers the waste piles in the chosen order, earliest card first, and only once', () => {
    let s = game(['KS', 'QS', 'JS', 'TS', '9S'], 'redeal')
    const early = applyMove(s, { action: 'redeal' })
    expect(!early.ok && early.error.message).toMatch(/only once the stock is used up/)
    s = play(s, [
      { from: 'pending', to: 'waste-1' },
      { from: 'pending', to: 'waste-2' },
      { from: 'pending', to: 'waste-1' },
      { from: 'pending', to: 'waste-2' },
      { from: 'pending', to: 'waste-3' },
    ])
    s = trailAll(s)
    const wastes = [1, 2, 3, 4].map((n) => [...s.piles[pileId(`waste-${n}`)]!])
    expect(wastes[0]!.slice(0, 2)).toEqual(['KS', 'JS'])
    expect(playerView(s).redealsLeft).toBe(1)
    s = play(s, [{ action: 'redeal', order: ['waste-2', 'waste-4', 'waste-1', 'waste-3'] }])
    const drawOrder = [...s.piles.pending!, ...[...s.piles.stock!].reverse()]
    expect(drawOrder).toEqual([...wastes[1]!, ...wastes[3]!, ...wastes[0]!, ...wastes[2]!])
    expect(drawOrder.slice(0, 2)).toEqual(['QS', 'TS'])
    expect(playerView(s).redealsLeft).toBe(0)
    s = trailAll(s)
    const again = applyMove(s, { action: 'redeal' })
    expect(!again.ok && again.error.message).toMatch(/already been used/)
    expect(legalMoves(s).some((m) => 'action' in m)).toBe(false)
  })
})
