// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/svelte'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  applyMove,
  legalMoves,
  newGame,
  playerView,
  type GameState,
  type Move,
} from '@patience-race/engine'
import type { Replay as ReplayData, SeatAnalysis } from '@patience-race/protocol'
import Replay from './Replay.svelte'
import { serveRest, type Answer } from '../lib/net/fake-rest.js'

/** A real Sir Tommy deal and a few real moves for each racer (the first legal one each time). */
function playedReplay(): ReplayData {
  const player = (seat: number, name: string, count: number, every: number) => {
    let state: GameState = newGame('sir-tommy', { seed: 'replay-test' })
    const moves: { move: Move; at: number }[] = []
    for (let k = 0; k < count; k++) {
      const move = legalMoves(state)[0]!
      const result = applyMove(state, move)
      if (!result.ok) throw new Error(result.error.message)
      state = result.state
      moves.push({ move, at: (k + 1) * every + seat * 100 })
    }
    return { seat, player: { id: name, name }, moves }
  }
  return {
    raceId: 'race-replay-test',
    game: 'sir-tommy',
    variant: 'standard',
    seed: 'replay-test',
    seedHash: 'h',
    startedAt: null,
    players: [player(0, 'Ada', 4, 1000), player(1, 'Grace', 3, 1500)],
    results: [],
  } as ReplayData
}

/**
 * `answer` for every request but the race's analysis (where the wins slipped), which `analysis`
 * answers: none (404) unless given.
 */
function serveReplay(answer: Answer, analysis?: SeatAnalysis[]): void {
  serveRest(({ url }) =>
    url.endsWith('/analysis')
      ? analysis
        ? { body: { raceId: 'race-replay-test', seats: analysis } }
        : { status: 404, body: { error: { code: 'NOT_FOUND', message: 'none' } } }
      : answer,
  )
}

const NAMES = ['Ada', 'Grace', 'Cy', 'Di', 'Ed', 'Fay', 'Gus', 'Hal']

/**
 * A real Sir Tommy deal raced by `counts.length` racers, each playing `counts[seat]` real moves
 * (a card up whenever one can go, else the first legal move). Also each racer's cards up after
 * every move, worked out here with the engine, to check what the page counts.
 */
function racedReplay(counts: number[]): { data: ReplayData; up: number[][] } {
  const up: number[][] = []
  const players = counts.map((count, seat) => {
    let state: GameState = newGame('sir-tommy', { seed: 'replay-test' })
    const ups = [playerView(state).foundation]
    const moves: { move: Move; at: number }[] = []
    for (let k = 0; k < count; k++) {
      const legal = legalMoves(state)
      const move = legal.find((m) => 'to' in m && m.to.startsWith('foundation')) ?? legal[0]!
      const result = applyMove(state, move)
      if (!result.ok) throw new Error(result.error.message)
      state = result.state
      ups.push(playerView(state).foundation)
      moves.push({ move, at: (k + 1) * 1000 + seat * 100 })
    }
    up.push(ups)
    return { seat, player: { id: NAMES[seat]!, name: NAMES[seat]! }, moves }
  })
  return { data: { ...playedReplay(), players }, up }
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('the replay page', () => {
  it('states the outcome from the recorded results, by the rule every page uses', async () => {
    // As stored at the finish: Grace reached 2 first, so she placed first.
    const result = (seat: number, name: string, foundationAt: number, place: number) => ({
      seat,
      player: { id: name, name },
      foundation: 2,
      total: 52,
      won: false,
      status: 'stuck' as const,
      timeMs: 90_000,
      moves: 4,
      foundationAt,
      place,
      outcome: 'first-to-count' as const,
    })
    const data = {
      ...playedReplay(),
      results: [result(0, 'Ada', 5_000, 2), result(1, 'Grace', 3_000, 1)],
    }
    serveReplay({ body: data })
    render(Replay, { params: ['race-replay-test'], query: new URLSearchParams() })
    expect((await screen.findByTestId('replay-outcome')).textContent?.trim()).toBe(
      'Grace won (both 2/52 — Grace got there first)',
    )
  })

  it('lists every move in order, jumps to one when clicked, and marks it on the board', async () => {
    const data = playedReplay()
    serveReplay({ body: data })
    render(Replay, { params: ['race-replay-test'], query: new URLSearchParams() })
    const list = await screen.findByTestId('move-list')
    // the deal, then 4 + 3 moves by time
    const rows = list.querySelectorAll('button')
    expect(rows.length).toBe(8)
    expect([...rows].map((r) => r.querySelector('.who')?.textContent ?? '')).toEqual([
      '',
      'Ada',
      'Grace',
      'Ada',
      'Ada',
      'Grace',
      'Ada',
      'Grace',
    ])
    // Sir Tommy deals with a card turned; the first move places it, and the list says so.
    expect(screen.getByTestId('move-0').textContent).toMatch(/^0:01 Ada 2♥ turned card → waste 1$/)
    expect(screen.getByTestId('progress-chart')).toBeTruthy()
    expect(screen.getByTestId('chart-cursor')).toBeTruthy()

    await fireEvent.click(screen.getByTestId('move-0'))
    await waitFor(() =>
      expect(screen.getByTestId('move-0').getAttribute('aria-current')).toBe('step'),
    )
    expect(screen.getByTestId('replay-time').textContent).toMatch(/^0:01 /)
    const board = screen.getByTestId('replay-board-0')
    // The placed card is outlined on its new pile; the next card turned from the stock, so
    // the stock and the turned card's place are ringed.
    const placed = board.querySelector('[data-pile="waste-1"] [data-card="2H"]') as HTMLElement
    expect(placed.dataset.lastMoved).toBe('true')
    expect(board.querySelector('[data-pile="pending"]')!.className).toContain('last-to')
    expect(board.querySelector('[data-pile="stock"]')!.className).toContain('last-from')
    // Grace has not moved yet: nothing marked on her board.
    expect(screen.getByTestId('replay-board-1').querySelector('[data-last-moved]')).toBeNull()

    await fireEvent.click(screen.getByTestId('move-start'))
    expect(board.querySelector('[data-last-moved]')).toBeNull()
  })

  it('the keyboard steps through it: ← → a move, Home End the ends, Space plays and pauses', async () => {
    serveReplay({ body: playedReplay() })
    render(Replay, { params: ['race-replay-test'], query: new URLSearchParams() })
    await screen.findByTestId('move-list')
    const current = () =>
      screen
        .getByTestId('move-list')
        .querySelector('[aria-current="step"]')
        ?.getAttribute('data-move')
    const press = (key: string, target: Element = document.body) =>
      fireEvent.keyDown(target, { key })
    expect(current()).toBe('-1')

    await press('ArrowRight')
    expect(current()).toBe('0')
    expect(screen.getByTestId('replay-time').textContent).toMatch(/^0:01 /)
    await press('ArrowRight')
    expect(current()).toBe('1')
    await press('ArrowLeft')
    expect(current()).toBe('0')

    // End: past the last of the 7 moves, the clock at the end; Home: back to the deal.
    await press('End')
    expect(current()).toBe('6')
    const time = screen.getByTestId('replay-time').textContent!
    const [at, of] = time.split(' / ')
    expect(at).toBe(of)
    await press('Home')
    expect(current()).toBe('-1')
    expect(screen.getByTestId('replay-time').textContent).toMatch(/^0:00 /)

    const play = screen.getByTestId('replay-play')
    await press(' ')
    expect(play.getAttribute('aria-label')).toBe('pause')
    await press(' ')
    expect(play.getAttribute('aria-label')).toBe('play')
  })

  it('leaves the keys a focused control uses to it: the scrubber’s arrows, a button’s Space', async () => {
    serveReplay({ body: playedReplay() })
    render(Replay, { params: ['race-replay-test'], query: new URLSearchParams() })
    await screen.findByTestId('move-list')
    const time = () => screen.getByTestId('replay-time').textContent
    const start = time()

    for (const key of ['ArrowRight', 'End', ' ']) {
      await fireEvent.keyDown(screen.getByTestId('replay-scrubber'), { key })
      await fireEvent.keyDown(screen.getByTestId('replay-speed'), { key })
    }
    expect(time()).toBe(start)
    // Space on a focused button presses that button (the browser's own click), not play.
    await fireEvent.keyDown(screen.getByTestId('replay-next'), { key: ' ' })
    expect(screen.getByTestId('replay-play').getAttribute('aria-label')).toBe('play')
    // Buttons have no use for arrows: after clicking "next", → keeps stepping.
    await fireEvent.keyDown(screen.getByTestId('replay-next'), { key: 'ArrowRight' })
    expect(time()).toMatch(/^0:01 /)
    // Nor do keys with Ctrl, Alt or Meta (the browser's own shortcuts).
    await fireEvent.keyDown(document.body, { key: 'End', ctrlKey: true })
    expect(time()).toMatch(/^0:01 /)
  })

  it('offers the solver’s line when it has moves, and says so when a deal has none', async () => {
    const withPar = (cards: number, line: Move[]) => ({
      ...playedReplay(),
      par: { cards, total: 52, proved: true, nodes: 1, line },
    })
    serveReplay({
      body: withPar(3, [legalMoves(newGame('sir-tommy', { seed: 'replay-test' }))[0]!]),
    })
    render(Replay, { params: ['race-replay-test'], query: new URLSearchParams() })
    expect((await screen.findByTestId('show-solution')).textContent).toBe('Show the solution')
    expect(screen.queryByTestId('no-solution')).toBeNull()
    cleanup()

    // A deal where no card can ever reach a foundation: par 0, proved, and no line to play.
    serveReplay({ body: withPar(0, []) })
    render(Replay, { params: ['race-replay-test'], query: new URLSearchParams() })
    expect((await screen.findByTestId('par')).textContent).toBe('Par 0 of 52, proved')
    expect(screen.getByTestId('no-solution').textContent).toMatch(/no move that puts a card/)
    expect(screen.queryByTestId('show-solution')).toBeNull()
  })

  it('deals a version 2 seed ("v2:…", SHA-256) in the browser as the engine README publishes it', async () => {
    // The README's vector: "v2:patience-race" deals 7C first, the card Sir Tommy turns at the
    // deal (version 1 of the same string would turn another card).
    const data = {
      ...playedReplay(),
      seed: 'v2:patience-race',
      players: [{ seat: 0, player: { id: 'Ada', name: 'Ada' }, moves: [] }],
    }
    serveReplay({ body: data })
    render(Replay, { params: ['race-replay-test'], query: new URLSearchParams() })
    const board = await screen.findByTestId('replay-board-0')
    expect(screen.getByTestId('replay-seed').textContent).toBe('v2:patience-race')
    expect(board.querySelector('[data-pile="pending"] [data-card="7C"]')).not.toBeNull()
  })

  it('an unknown race id says plainly that there is no such race', async () => {
    const notFound = { error: { code: 'NOT_FOUND', message: 'no race' } }
    serveRest(() => ({ status: 404, body: notFound }))
    render(Replay, { params: ['no-such-id'], query: new URLSearchParams() })
    await waitFor(() =>
      expect(screen.getByTestId('replay-error').textContent).toMatch(/no such race/i),
    )
    expect(screen.getByTestId('replay-error').textContent).not.toMatch(/no replay yet/i)
  })

  it('a race that has not finished says its replay is not published yet', async () => {
    const notFound = { error: { code: 'NOT_FOUND', message: 'no replay' } }
    serveRest(({ url }) =>
      url.includes('/replay')
        ? { status: 404, body: notFound }
        : { body: { id: 'r1', kind: 'friend' } },
    )
    render(Replay, { params: ['r1'], query: new URLSearchParams() })
    await waitFor(() =>
      expect(screen.getByTestId('replay-error').textContent).toMatch(/no replay yet/i),
    )
  })
})

describe('the replay on a phone: one board at a time, picked in the switch', () => {
  const pressed = (seat: number) =>
    screen.getByTestId(`show-board-${seat}`).getAttribute('aria-pressed')
  /** The board marked as the one a phone shows (which boards hide is CSS, phones only). */
  const shownBoard = () =>
    document
      .querySelector('section.shown [data-testid^="replay-board-"]')
      ?.getAttribute('data-testid')
  const count = (seat: number) => screen.getByTestId(`show-board-${seat}-foundation`).textContent

  it('names each racer with their cards up at the replay’s move; the first board shows until the other is picked', async () => {
    const { data, up } = racedReplay([30, 12])
    // The deal has nobody up; by the end both have cards up, Ada more (she played more).
    expect(up[0]![0]).toBe(0)
    expect(up[0]!.at(-1)!).toBeGreaterThan(up[1]!.at(-1)!)
    serveReplay({ body: data })
    render(Replay, { params: ['race-replay-test'], query: new URLSearchParams() })
    await screen.findByTestId('move-list')

    expect(screen.getByTestId('spectator-switch').querySelectorAll('button')).toHaveLength(2)
    expect(screen.getByRole('button', { name: 'Ada, 0 of 52 up' })).toBe(
      screen.getByTestId('show-board-0'),
    )
    expect(screen.getByRole('button', { name: 'Grace, 0 of 52 up' })).toBeTruthy()
    expect(screen.queryByTestId('show-board-0-leads')).toBeNull()
    expect(pressed(0)).toBe('true')
    expect(shownBoard()).toBe('replay-board-0')

    await fireEvent.click(screen.getByTestId('show-board-1'))
    expect(pressed(1)).toBe('true')
    expect(pressed(0)).toBe('false')
    expect(shownBoard()).toBe('replay-board-1')
    expect(document.querySelectorAll('section.shown')).toHaveLength(1)

    // The counts follow the replay: at the end, each racer's last count and the leader's star.
    await fireEvent.keyDown(document.body, { key: 'End' })
    expect(count(0)).toBe(String(up[0]!.at(-1)))
    expect(count(1)).toBe(String(up[1]!.at(-1)))
    expect(screen.getByTestId('show-board-0-leads')).toBeTruthy()
    expect(screen.queryByTestId('show-board-1-leads')).toBeNull()
    // …and a few moves back, what each had then (Ada's moves at 1.0 s, 2.0 s…, Grace's 0.1 s later).
    const time = () => screen.getByTestId('replay-time').textContent
    await fireEvent.keyDown(document.body, { key: 'Home' })
    for (let i = 0; i < 9; i++) await fireEvent.keyDown(document.body, { key: 'ArrowRight' })
    // Nine steps: Ada's 5 moves and Grace's 4, at 0:05.
    expect(time()).toMatch(/^0:05 /)
    expect(count(0)).toBe(String(up[0]![5]))
    expect(count(1)).toBe(String(up[1]![4]))
    // The board shown is still the one picked.
    expect(shownBoard()).toBe('replay-board-1')
  })

  it('the switch takes none of the replay’s keys: → Home End step, Space plays after a tap', async () => {
    serveReplay({ body: racedReplay([4, 3]).data })
    render(Replay, { params: ['race-replay-test'], query: new URLSearchParams() })
    await screen.findByTestId('move-list')
    const time = () => screen.getByTestId('replay-time').textContent
    const start = time()
    const grace = screen.getByTestId('show-board-1')

    // A tap leaves focus where it was (its mousedown's default is prevented), then switches.
    expect(await fireEvent.mouseDown(grace)).toBe(false)
    await fireEvent.click(grace)
    expect(document.activeElement).not.toBe(grace)
    await fireEvent.keyDown(document.body, { key: ' ' })
    expect(screen.getByTestId('replay-play').getAttribute('aria-label')).toBe('pause')
    await fireEvent.keyDown(document.body, { key: ' ' })
    expect(screen.getByTestId('replay-play').getAttribute('aria-label')).toBe('play')

    // Focused by Tab, a racer's button leaves the arrows, Home and End to the replay.
    grace.focus()
    await fireEvent.keyDown(document.body, { key: 'Home' })
    expect(time()).toBe(start)
    await fireEvent.keyDown(grace, { key: 'ArrowRight' })
    expect(time()).toMatch(/^0:01 /)
    await fireEvent.keyDown(grace, { key: 'End' })
    const [at, of] = time()!.split(' / ')
    expect(at).toBe(of)
    await fireEvent.keyDown(grace, { key: 'Home' })
    expect(time()).toBe(start)
    expect(pressed(1)).toBe('true')
  })

  it('a replay of 8 lists every racer and shows any one of their boards', async () => {
    const { data, up } = racedReplay([3, 5, 2, 40, 4, 6, 1, 2])
    serveReplay({ body: data })
    render(Replay, { params: ['race-replay-test'], query: new URLSearchParams() })
    await screen.findByTestId('move-list')
    expect(screen.getByTestId('spectator-switch').querySelectorAll('button')).toHaveLength(8)
    await fireEvent.click(screen.getByTestId('show-board-6'))
    expect(shownBoard()).toBe('replay-board-6')
    expect(pressed(6)).toBe('true')
    await fireEvent.keyDown(document.body, { key: 'End' })
    for (let seat = 0; seat < 8; seat++) expect(count(seat)).toBe(String(up[seat]!.at(-1)))
    // Di played longest and has the most up (worked out above): she leads.
    expect(Math.max(...up.map((u) => u.at(-1)!))).toBe(up[3]!.at(-1))
    expect(screen.getByTestId('show-board-3-leads')).toBeTruthy()
  })

  it('a racer who resigned says so once the replay passes their finish; one racer, no switch', async () => {
    const { data } = racedReplay([4, 3])
    const result = (seat: number, status: 'resigned' | 'stuck', timeMs: number) => ({
      seat,
      player: { id: NAMES[seat]!, name: NAMES[seat]! },
      foundation: 0,
      total: 52,
      won: false,
      status,
      timeMs,
      moves: 4,
      place: seat + 1,
      outcome: 'more-cards' as const,
    })
    serveReplay({
      body: { ...data, results: [result(0, 'stuck', 60_000), result(1, 'resigned', 3_500)] },
    })
    render(Replay, { params: ['race-replay-test'], query: new URLSearchParams() })
    await screen.findByTestId('move-list')
    // At 3.1 s, Grace's last move: not yet resigned (at 3.5 s).
    for (let i = 0; i < 6; i++) await fireEvent.keyDown(document.body, { key: 'ArrowRight' })
    expect(screen.getByTestId('replay-time').textContent).toMatch(/^0:03 /)
    expect(screen.queryByTestId('show-board-1-note')).toBeNull()
    // At 4.0 s, Ada's last move: Grace has resigned; Ada is still playing.
    await fireEvent.keyDown(document.body, { key: 'ArrowRight' })
    expect(screen.getByTestId('show-board-1-note').textContent).toBe('resigned')
    expect(screen.queryByTestId('show-board-0-note')).toBeNull()
    // At the end, where the replay stops (before Ada's recorded finish): both finished.
    await fireEvent.keyDown(document.body, { key: 'End' })
    expect(screen.getByTestId('show-board-0-note').textContent).toBe('done')
    cleanup()

    serveReplay({ body: { ...data, players: data.players.slice(0, 1) } })
    render(Replay, { params: ['race-replay-test'], query: new URLSearchParams() })
    await screen.findByTestId('move-list')
    expect(screen.queryByTestId('spectator-switch')).toBeNull()
    expect(document.querySelector('section.shown [data-testid="replay-board-0"]')).toBeTruthy()
  })
})

describe('where the win slipped', () => {
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it("marks the losing move and plays the racer's moves to it, then the winning line", async () => {
    const data = playedReplay()
    const ada = data.players[0]!
    // A line from Ada's position after her first move (her own next two moves, for the test).
    const line = ada.moves.slice(1, 3).map((m) => m.move)
    serveReplay({ body: data }, [
      { playerId: 'Ada', status: 'slipped', moveIndex: 1, lostBy: 2, proved: true, line },
      { playerId: 'Grace', status: 'not-winnable', proved: true },
    ])
    render(Replay, { params: ['race-replay-test'], query: new URLSearchParams() })
    expect((await screen.findByTestId('slip-0')).textContent).toContain(
      "Ada's win slipped away at move 2 (proved)",
    )
    expect(screen.queryByTestId('slip-1')).toBeNull()
    // Ada's second move is the third of the list (Ada 1, Grace 1, Ada 2).
    expect(screen.getByTestId('move-2').textContent).toMatch(/Ada .*:\s?win lost$/)

    await fireEvent.click(screen.getByTestId('show-slip-0'))
    const heading = () =>
      screen.getByTestId('replay-board-0').closest('section')!.querySelector('h2')!
    await waitFor(() => expect(heading().textContent).toContain('Ada, then the winning line'))
    await waitFor(() => expect(heading().textContent).toMatch(/move 1 of 3/))
    expect(screen.getByTestId('move-1').textContent).toMatch(/:\s?winning line$/)
    await fireEvent.click(screen.getByTestId('replay-next'))
    await waitFor(() => expect(heading().textContent).toMatch(/move 2 of 3/))

    expect(screen.getByTestId('show-slip-0').textContent).toBe("Back to Ada's own moves")
    await fireEvent.click(screen.getByTestId('show-slip-0'))
    await waitFor(() => expect(heading().textContent).toMatch(/^\s*Ada\s*·/))
  })
})
