// Layouts, views and the differences between the Sir Tommy variants (rules 1.2, 1.3, 1.8).
import { describe, expect, it } from 'vitest'
import { RANKS, SUITS } from '../../cards.js'
import {
  applyMove,
  games,
  legalMoves,
  newGame,
  playerView,
  progress,
  shuffledDeck,
} from '../../index.js'
import { pileEntries } from '../../pile-ids.js'
import { deckStartingWith, foundationsOf, pileId, play } from '../../test-support/decks.js'
import type { Card, GameState } from '../../types.js'

const game = (first: Card[], variant?: string) =>
  newGame('sir-tommy', { deck: deckStartingWith(first) }, variant)

function refusal(state: GameState, move: unknown): string {
  const result = applyMove(state, move)
  if (result.ok) throw new Error(`${JSON.stringify(move)} was accepted`)
  expect(result.error.code).toBe('ILLEGAL_MOVE')
  return result.error.message
}

function trailAll(state: GameState, wastes: number): GameState {
  let s = state
  for (let i = 0; s.piles.pending!.length > 0; i++)
    s = play(s, [{ from: 'pending', to: `waste-${(i % wastes) + 1}` }])
  return s
}

describe('Sir Tommy layout and view', () => {
  it('lists the six variants, standard first', () => {
    const info = games.find((g) => g.id === 'sir-tommy')!
    expect(info.variants.map((v) => v.id)).toEqual([
      'standard',
      'strategy',
      'relaxed',
      'calculation',
      'puss-in-the-corner',
      'redeal',
    ])
    expect(info.summary).toMatch(/Numerica/)
  })

  it('a seeded deal turns D[0] at once and keeps D[1] on top of the 51-card stock', () => {
    const deck = shuffledDeck('sir-tommy', 'seed-0')
    const s = newGame('sir-tommy', { seed: 'seed-0' })
    expect(s.piles.pending).toEqual([deck[0]])
    expect(s.piles.stock).toHaveLength(51)
    expect(s.piles.stock!.at(-1)).toBe(deck[1])
    expect(s.piles.stock![0]).toBe(deck[51])
    expect(Object.keys(s.piles).sort()).toEqual(
      [
        'stock',
        'pending',
        'waste-1',
        'waste-2',
        'waste-3',
        'waste-4',
        'foundation-1',
        'foundation-2',
        'foundation-3',
        'foundation-4',
      ].sort(),
    )
    expect(s).toMatchObject({ moves: 0, redeals: 0, workspaceHome: null, variant: 'standard' })
  })

  it('the view hides the stock and shows every other card', () => {
    const s = play(game(['AS', '9H', '4C']), [
      { from: 'pending', to: 'foundation-1' },
      { from: 'pending', to: 'waste-2' },
    ])
    const view = playerView(s)
    expect(view.piles.stock).toEqual([])
    expect(view.hidden.stock).toBe(49)
    expect(view.stockCount).toBe(49)
    expect(view.piles.pending).toEqual(['4C'])
    expect(view.piles['waste-2']).toEqual(['9H'])
    expect(view.piles['foundation-1']).toEqual(['AS'])
    expect(view.hidden['waste-2']).toBe(0)
    expect(view).toMatchObject({
      foundation: 1,
      total: 52,
      moves: 2,
      redealsLeft: 0,
      status: 'playing',
      peek: {},
    })
    expect(JSON.stringify(view)).not.toContain('2S')
  })

  it('standard refuses actions it does not have and piles it does not have, with readable messages', () => {
    const s = game(['7S'])
    expect(refusal(s, { action: 'redeal' })).toBe('this game has no redeal')
    expect(refusal(s, { action: 'draw' })).toMatch(/no "draw" action/)
    expect(refusal(s, { from: 'pending', to: 'waste-5' })).toMatch(/no pile "waste-5"/)
    expect(refusal(s, { from: 'pending', to: 'constructor' })).toMatch(/no pile "constructor"/)
    expect(refusal(s, { from: 'stock', to: 'waste-1' })).toMatch(/turns over by itself/)
    expect(refusal(s, { from: 'pending', to: 'foundation-1' })).toBe(
      "the 7 of spades can't start a foundation: only an ace can",
    )
    expect(refusal(s, { from: 'pending', to: 'waste-1', count: 2 })).toMatch(/one at a time/)
    expect(refusal(s, { from: 'waste-1', to: 'foundation-1' })).toBe('waste-1 is empty')
  })
})

describe('Sir Tommy variants', () => {
  it('strategy: eight waste piles, aces start the foundations, nothing goes up until the stock is used up', () => {
    const deck: Card[] = [...deckStartingWith(['2S', '3S']).filter((c) => c !== '2H'), '2H']
    let s = newGame('sir-tommy', { deck }, 'strategy')
    expect(foundationsOf(s)).toEqual([['AS'], ['AH'], ['AD'], ['AC']])
    expect(s.piles.stock!.length + 1).toBe(48)
    expect(legalMoves(s)).toEqual(
      [1, 2, 3, 4, 5, 6, 7, 8].map((n) => ({ from: 'pending', to: `waste-${n}` })),
    )
    expect(refusal(s, { from: 'pending', to: 'foundation-1' })).toMatch(
      /open only once every stock card/,
    )
    s = play(s, [{ from: 'pending', to: 'waste-1' }])
    expect(refusal(s, { from: 'waste-1', to: 'foundation-1' })).toMatch(/open only once/)
    s = trailAll(s, 8)
    // 2H was the last card dealt (see below), so it tops a waste pile once the stock is used up.
    const heartPile = pileEntries(s.piles).find(([, cards]) => cards.at(-1) === '2H')![0]
    expect(heartPile).toMatch(/^waste-/)
    expect(refusal(s, { from: heartPile, to: 'foundation-1' })).toMatch(
      /the 2 of hearts can't go on the ace of spades: foundations build up in suit/,
    )
    s = play(s, [{ from: heartPile, to: 'foundation-2' }])
    expect(s.piles['foundation-2']).toEqual(['AH', '2H'])
    expect(progress(s).status).not.toBe('won')
  })

  it('relaxed: a waste top may move onto another waste pile, and a buried playable card keeps the game going', () => {
    let s = game(['AS', 'KS', ...RANKS.slice(1, 12).map((r): Card => `${r}S`)], 'relaxed')
    s = play(s, [
      { from: 'pending', to: 'waste-1' },
      { from: 'pending', to: 'waste-1' },
    ])
    s = trailAll(s, 4)
    expect(s.piles['waste-1']!.slice(0, 2)).toEqual(['AS', 'KS'])
    expect(legalMoves(s)).toContainEqual({ from: 'waste-1', to: 'waste-2' })
    const top = s.piles['waste-1']!.at(-1)
    s = play(s, [{ from: 'waste-1', to: 'waste-3' }])
    expect(s.piles['waste-3']!.at(-1)).toBe(top)
    expect(progress(s).status).toBe('playing')
  })

  it('calculation: the first A, 2, 3 and 4 of the deck become the bases; the rest keep their order', () => {
    const s = game(['5S', 'AH', '2C', 'AS', '3D', '9C', '4H', '2S'], 'calculation')
    expect(foundationsOf(s)).toEqual([['AH'], ['2C'], ['3D'], ['4H']])
    expect(s.piles.pending).toEqual(['5S'])
    expect(s.piles.stock!.slice(-3).reverse()).toEqual(['AS', '9C', '2S'])
    expect(s.piles.stock!.length + 1).toBe(48)
    expect(progress(s).foundation).toBe(4)
  })

  it('puss in the corner: the top stock card plays straight up, and one redeal follows waste-1…waste-4 by default', () => {
    let s = game(['2H', '5D', '3C'], 'puss-in-the-corner')
    s = play(s, [{ from: 'pending', to: 'foundation-2' }])
    expect(s.piles['foundation-2']).toEqual(['AH', '2H'])
    s = trailAll(s, 4)
    const wastes = [1, 2, 3, 4].map((n) => [...s.piles[pileId(`waste-${n}`)]!])
    expect(legalMoves(s)).toContainEqual({ action: 'redeal' })
    const after = play(s, [{ action: 'redeal' }])
    expect([...after.piles.pending!, ...[...after.piles.stock!].reverse()]).toEqual(wastes.flat())
    expect(playerView(after).redealsLeft).toBe(0)
    expect(refusal(trailAll(after, 4), { action: 'redeal' })).toMatch(
      /already been used|the game is over/,
    )
  })

  it('a redeal order must name every non-empty waste pile once, and nothing else', () => {
    const s = trailAll(game(['KS', 'KH'], 'redeal'), 4)
    expect(refusal(s, { action: 'redeal', order: ['waste-1', 'waste-2'] })).toMatch(
      /missing waste-3, waste-4/,
    )
    expect(
      refusal(s, {
        action: 'redeal',
        order: ['waste-1', 'waste-1', 'waste-2', 'waste-3', 'waste-4'],
      }),
    ).toMatch(/twice/)
    expect(
      refusal(s, {
        action: 'redeal',
        order: ['stock', 'waste-1', 'waste-2', 'waste-3', 'waste-4'],
      }),
    ).toMatch(/only waste piles/)
    const ok = applyMove(s, {
      action: 'redeal',
      order: ['waste-4', 'waste-3', 'waste-2', 'waste-1'],
    })
    expect(ok.ok).toBe(true)
  })

  it('redeal: legalMoves offers the default redeal and every order of the non-empty waste piles', () => {
    const s = trailAll(game([], 'redeal'), 4)
    const redeals = legalMoves(s).filter((m) => 'action' in m)
    expect(redeals).toHaveLength(1 + 24)
    expect(redeals[0]).toEqual({ action: 'redeal' })
  })

  it('every variant deals all 52 cards and has all its pile ids', () => {
    for (const variant of games.find((g) => g.id === 'sir-tommy')!.variants) {
      const s = newGame('sir-tommy', { seed: 'layout' }, variant.id)
      expect(Object.values(s.piles).flat().sort()).toEqual(
        SUITS.flatMap((x) => RANKS.map((r) => `${r}${x}`)).sort(),
      )
      const wastes = variant.id === 'strategy' ? 8 : 4
      expect(Object.keys(s.piles)).toHaveLength(2 + wastes + 4)
    }
  })
})
