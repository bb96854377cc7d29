// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/svelte'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Card } from '@patience-race/engine'
import type { PlayerViewWire } from '@patience-race/protocol'
import Board from './Board.svelte'
import { saratoga, sirTommy } from '../../fixtures/views.js'

// jsdom lays nothing out: each pile stands 100 px right of the one before, each card of a pile
// 20 px below the one before, so that a move has a distance to cover.
function fakeLayout(this: HTMLElement): DOMRect {
  const piles = [...document.querySelectorAll('[data-pile]')]
  const pile = this.closest('[data-pile]')
  const x = pile ? piles.indexOf(pile) * 100 : 0
  const y =
    pile && this.dataset.card ? [...pile.querySelectorAll('[data-card]')].indexOf(this) * 20 : 0
  return { left: x, top: y, x, y, width: 60, height: 84, right: x + 60, bottom: y + 84 } as DOMRect
}

let animate: ReturnType<typeof vi.fn>
let reduced = false
beforeEach(() => {
  reduced = false
  animate = vi.fn()
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(fakeLayout)
  HTMLElement.prototype.animate = animate as unknown as HTMLElement['animate']
  window.matchMedia = ((q: string) => ({ matches: reduced && q.includes('reduce') })) as never
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

function moved(view: PlayerViewWire, piles: Record<string, Card[]>, stockCount?: number) {
  return { ...view, piles: { ...view.piles, ...piles }, stockCount: stockCount ?? view.stockCount }
}
const place7H = moved(sirTommy.view, { pending: [], 'waste-3': ['7H'] })

describe('cards move, and the last move stays marked', () => {
  it('the placed card flies from its old pile to its new one and is outlined there', async () => {
    const { rerender } = render(Board, { view: sirTommy.view })
    expect(document.querySelector('[data-last-moved]')).toBeNull()
    const before = screen.getByTestId('card-7H').getBoundingClientRect()
    await rerender({ view: place7H })
    const card = screen.getByTestId('card-7H')
    const after = card.getBoundingClientRect()
    expect(animate).toHaveBeenCalledTimes(1)
    expect(animate.mock.contexts[0]).toBe(card)
    const [frames, options] = animate.mock.calls[0]!
    expect(frames[0].transform).toBe(
      `translate(${before.left - after.left}px, ${before.top - after.top}px)`,
    )
    expect(options.duration).toBeGreaterThan(100)
    expect(card.dataset.lastMoved).toBe('true')
    expect(card.className).toContain('last-moved')
    expect(screen.getByTestId('pile-pending').className).toContain('last-from')
    expect(screen.getByTestId('board').dataset.lastTo).toBe('waste-3')
  })

  it('a card drawn from the stock comes out of the stock', async () => {
    const { rerender } = render(Board, { view: saratoga.view })
    const stock = screen.getByTestId('pile-stock').getBoundingClientRect()
    await rerender({
      view: moved(saratoga.view, { waste: [...saratoga.view.piles.waste!, '5H'] }, 11),
    })
    const drawn = screen.getByTestId('card-5H')
    const call = animate.mock.calls.find((_, i) => animate.mock.contexts[i] === drawn)
    const at = drawn.getBoundingClientRect()
    expect(call?.[0][0].transform).toBe(
      `translate(${stock.left - at.left}px, ${stock.top - at.top}px)`,
    )
    expect(screen.getByTestId('pile-stock').className).toContain('last-from')
  })

  it('with reduced motion nothing flies, but the last move is still marked', async () => {
    reduced = true
    const { rerender } = render(Board, { view: sirTommy.view })
    await rerender({ view: place7H })
    expect(animate).not.toHaveBeenCalled()
    expect(screen.getByTestId('card-7H').dataset.lastMoved).toBe('true')
  })

  it('the same position sent again (a re-join) keeps the mark', async () => {
    const { rerender } = render(Board, { view: sirTommy.view })
    await rerender({ view: place7H })
    await rerender({ view: { ...place7H } })
    expect(screen.getByTestId('card-7H').dataset.lastMoved).toBe('true')
  })

  it('given the position before (the replay), the board marks that move from the start', () => {
    render(Board, { view: place7H, previous: sirTommy.view })
    expect(screen.getByTestId('card-7H').dataset.lastMoved).toBe('true')
    expect(screen.getByTestId('pile-pending').className).toContain('last-from')
    expect(animate).not.toHaveBeenCalled()
  })
})
