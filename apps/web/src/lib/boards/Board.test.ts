// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/svelte'
import { afterEach, describe, expect, it } from 'vitest'
import type { Move } from '@patience-race/engine'
import Board from './Board.svelte'
import { BoardControls } from '../state/board-controls.svelte.js'
import { grandmasGame, saratoga, sirTommy, type Fixture } from '../../fixtures/views.js'

function setup(fixture: Fixture) {
  const sent: Move[] = []
  const errors: string[] = []
  const controls = new BoardControls({
    legal: () => fixture.legal,
    send: (m) => sent.push(m),
    enabled: () => true,
    onError: (m) => errors.push(m),
  })
  render(Board, { view: fixture.view, controls })
  return { sent, errors }
}

const targets = () =>
  [...document.querySelectorAll('[data-legal-target="true"]')]
    .map((el) => (el as HTMLElement).dataset.pile)
    .sort()

afterEach(cleanup)

describe('a board in play', () => {
  it('lights up exactly the legal targets of the picked card, then sends that move', async () => {
    const { sent } = setup(sirTommy)
    expect(targets()).toEqual([])
    await fireEvent.click(screen.getByTestId('card-7H'))
    expect(targets()).toEqual(['waste-1', 'waste-2', 'waste-3', 'waste-4'])
    await fireEvent.click(screen.getByTestId('pile-waste-3'))
    expect(sent).toEqual([{ from: 'pending', to: 'waste-3' }])
    expect(targets()).toEqual([])
  })

  it('double-click sends a card to the foundation the server listed', async () => {
    const { sent } = setup(sirTommy)
    await fireEvent.dblClick(screen.getByTestId('card-2C'))
    expect(sent).toEqual([{ from: 'waste-4', to: 'foundation-2' }])
  })

  it('picking a card deep in a Saratoga column picks the run above it', async () => {
    const { sent } = setup(saratoga)
    await fireEvent.click(screen.getByTestId('card-TD'))
    expect(targets()).toEqual(['tableau-1'])
    await fireEvent.click(screen.getByTestId('pile-tableau-1'))
    expect(sent).toEqual([{ from: 'tableau-3', to: 'tableau-1', count: 3 }])
  })

  it('the keyboard alone can pick, put back and send: Enter, Esc, F and D', async () => {
    const { sent } = setup(grandmasGame)
    const acePile = screen.getByTestId('pile-tableau-1')
    acePile.focus()
    await fireEvent.keyDown(acePile, { key: 'Enter' })
    expect(targets()).toEqual(['foundation-up-S'])
    await fireEvent.keyDown(acePile, { key: 'Escape' })
    expect(targets()).toEqual([])
    await fireEvent.keyDown(acePile, { key: 'f' })
    await fireEvent.keyDown(acePile, { key: 'd' })
    expect(sent).toEqual([{ from: 'tableau-1', to: 'foundation-up-S' }, { action: 'deal' }])
  })

  it('shows Grandma’s pile sizes and the peek card under identical playable tops', () => {
    setup(grandmasGame)
    expect(screen.getByTestId('count-tableau-2').textContent).toBe('7')
    // The card's rank is drawn by CSS; the card says which it is in its data and its name.
    const peek = screen.getByTestId('peek-tableau-5').querySelector('[data-card]')
    expect(peek?.getAttribute('data-card')).toMatch(/^8/)
    expect(screen.queryByTestId('peek-tableau-1')).toBeNull()
  })

  it('an illegal drop is still sent as meant, so the server can explain', async () => {
    const { sent } = setup(sirTommy)
    await fireEvent.click(screen.getByTestId('card-8S'))
    await fireEvent.click(screen.getByTestId('pile-waste-2'))
    expect(sent).toEqual([{ from: 'waste-1', to: 'waste-2' }])
  })

  it('tapping the stock draws in Saratoga and deals in Grandma’s Game, even with a card picked', async () => {
    const { sent } = setup(saratoga)
    await fireEvent.click(screen.getByTestId('card-TD'))
    await fireEvent.click(screen.getByTestId('pile-stock'))
    expect(sent).toEqual([{ action: 'draw' }])
    expect(targets()).toEqual([])
    cleanup()
    const grandma = setup(grandmasGame)
    const stock = screen.getByTestId('pile-stock')
    expect(stock.className).toContain('can-act')
    await fireEvent.click(stock.querySelector('.card')!)
    stock.focus()
    await fireEvent.keyDown(stock, { key: 'Enter' })
    expect(grandma.sent).toEqual([{ action: 'deal' }, { action: 'deal' }])
  })

  it('tapping Sir Tommy’s stock while a card is turned says to place that card first', async () => {
    const { sent, errors } = setup(sirTommy)
    await fireEvent.click(screen.getByTestId('pile-stock'))
    expect(sent).toEqual([])
    expect(errors).toEqual(['Place the turned card first: on a foundation or a waste pile.'])
  })

  it('Sir Tommy’s turned card carries a cue that it must be placed', () => {
    setup(sirTommy)
    expect(screen.getByTestId('pile-pending').className).toContain('must-place')
    expect(screen.getByTestId('place-cue').textContent).toBe('place it')
  })
})

describe('a spectator’s board with masked cards', () => {
  // The server hides what the other racer has not seen yet: fewer cards in `piles`, counted in
  // `hidden`. Each one is drawn as a masked card (unlike a card back), so the pile keeps its size.
  const backs = (pile: string) =>
    screen.getByTestId(`pile-${pile}`).querySelectorAll('[data-testid="card-masked"]').length

  it('draws a masked card for each hidden card, on top of the ones shown, saying why', () => {
    const view: Fixture['view'] = {
      ...sirTommy.view,
      piles: { ...sirTommy.view.piles, pending: [], 'waste-4': ['JD'], 'foundation-1': ['AS'] },
      hidden: { stock: 30, pending: 1, 'waste-4': 2, 'foundation-1': 2 },
    }
    render(Board, { view })
    expect(backs('pending')).toBe(1)
    expect(screen.getByTestId('pile-pending').className).not.toContain('empty')
    const waste = [...screen.getByTestId('pile-waste-4').querySelectorAll('.card')]
    expect(waste.map((c) => (c as HTMLElement).dataset.card ?? 'back')).toEqual([
      'JD',
      'back',
      'back',
    ])
    expect(backs('foundation-1')).toBe(1)
    const mask = screen.getByTestId('pile-pending').querySelector('[data-testid="card-masked"]')!
    expect(mask.getAttribute('title')).toBe('hidden until the other racer has seen it')
    expect(mask.getAttribute('aria-label')).toBe('hidden until the other racer has seen it')
    // The stock's cards are ordinary card backs: only the fair-play mask looks different.
    expect(screen.getByTestId('pile-stock').querySelector('[data-testid="card-masked"]')).toBeNull()
    expect(
      screen.getByTestId('pile-stock').querySelector('[data-testid="card-back"]'),
    ).not.toBeNull()
  })

  it('Saratoga and Grandma’s Game: masked tableau cards, waste and a masked top', () => {
    render(Board, {
      view: {
        ...saratoga.view,
        piles: { ...saratoga.view.piles, 'tableau-2': ['5S'], waste: ['4D'] },
        hidden: { stock: 12, 'tableau-2': 1, waste: 3 },
      },
    })
    expect(backs('tableau-2')).toBe(1)
    // the waste shows its top three: all masked
    expect(backs('waste')).toBe(3)
    cleanup()
    render(Board, {
      view: {
        ...grandmasGame.view,
        piles: { ...grandmasGame.view.piles, 'tableau-1': [] },
        hidden: { ...grandmasGame.view.hidden, 'tableau-1': 6, workspace: 1 },
      },
    })
    expect(backs('tableau-1')).toBe(1)
    expect(screen.getByTestId('count-tableau-1').textContent).toBe('6')
    expect(backs('workspace')).toBe(1)
  })
})
