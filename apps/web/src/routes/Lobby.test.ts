// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/svelte'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { QueueMatchedEvent } from '@patience-race/protocol'
import Lobby from './Lobby.svelte'
import { serveLobby } from '../fixtures/lobby-rest.js'
import { serveRest } from '../lib/net/fake-rest.js'
import { router } from '../lib/router.svelte.js'
import { session } from '../lib/state/session.svelte.js'

// The socket is loaded only when someone clicks "Race anyone": a fake one here.
const socket = vi.hoisted(() => ({
  joins: [] as unknown[],
  leaves: 0,
  matched: null as ((e: QueueMatchedEvent) => void) | null,
}))
vi.mock('../lib/net/shared-transport.js', () => ({
  sharedTransport: () => ({
    whenConnected: async () => true,
    queueJoin: async (p: unknown) => {
      socket.joins.push(p)
      return { ok: true, botAfterMs: 20_000 }
    },
    queueLeave: async () => {
      socket.leaves++
      return { ok: true }
    },
    onQueueMatched: (fn: (e: QueueMatchedEvent) => void) => {
      socket.matched = fn
      return () => (socket.matched = null)
    },
    onQueueSameNetwork: () => () => {},
  }),
}))

const GAMES = [
  {
    id: 'sir-tommy',
    name: 'Sir Tommy',
    decks: 1,
    summary: 'Build up.',
    variants: [
      { id: 'standard', name: 'Standard', description: '' },
      { id: 'puss-in-the-corner', name: 'Puss in the Corner', description: 'Aces up.' },
    ],
  },
  { id: 'saratoga', name: 'Saratoga', decks: 1, summary: 'Klondike.', variants: [] },
]
let posted: { url: string; body: unknown }[] = []

beforeEach(() => {
  posted = []
  socket.joins = []
  socket.leaves = 0
  localStorage.clear()
  serveLobby(GAMES, 'race-bot-1', (post) => posted.push(post))
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

async function lobby() {
  render(Lobby, { params: {}, query: new URLSearchParams() })
  await screen.findByTestId('game-sir-tommy')
  await fireEvent.input(screen.getByTestId('name-input'), { target: { value: 'Ada' } })
}

describe('the lobby’s ways to race', () => {
  it('Race anyone: joins the queue for the game and variant, waits, can cancel', async () => {
    await lobby()
    await fireEvent.change(screen.getByTestId('variant-select'), {
      target: { value: 'puss-in-the-corner' },
    })
    await fireEvent.click(screen.getByTestId('race-anyone'))
    const waiting = await screen.findByTestId('queue-waiting')
    expect(waiting.textContent).toContain('Sir Tommy · Puss in the Corner')
    expect(screen.getByTestId('queue-clock').textContent).toContain('a bot steps in after 0:20')
    const join = socket.joins[0] as { game: string; variant: string; deviceId: string }
    expect(join.game).toBe('sir-tommy')
    expect(join.variant).toBe('puss-in-the-corner')
    // the same device id every time (kept in localStorage)
    expect(join.deviceId).toMatch(/^[A-Za-z0-9_-]{8,64}$/)
    expect(localStorage.getItem('patience-race.device')).toBe(join.deviceId)
    await fireEvent.click(screen.getByTestId('queue-cancel'))
    await waitFor(() => expect(screen.queryByTestId('queue-waiting')).toBeNull())
    expect(socket.leaves).toBe(1)
  })

  it('"New ranked race" (/?queue=…) queues at once for that game and variant', async () => {
    await session.ensure('Ada')
    render(Lobby, { params: {}, query: new URLSearchParams('queue=saratoga&variant=standard') })
    await screen.findByTestId('queue-waiting')
    expect(socket.joins[0]).toMatchObject({ game: 'saratoga', variant: 'standard' })
  })

  it('the name field counts characters and says so at the 24-character limit', async () => {
    await lobby()
    const input = screen.getByTestId('name-input') as HTMLInputElement
    expect(input.maxLength).toBe(24)
    await fireEvent.input(input, { target: { value: 'Ada' } })
    expect(screen.getByTestId('name-count').textContent).toBe('3/24')
    await fireEvent.input(input, { target: { value: 'x'.repeat(24) } })
    expect(screen.getByTestId('name-count').textContent).toMatch(/^24\/24.*most a name can have/)
  })

  it('when paired, goes to the race', async () => {
    const go = vi.spyOn(router, 'navigate').mockImplementation(() => {})
    await lobby()
    await fireEvent.click(screen.getByTestId('race-anyone'))
    await screen.findByTestId('queue-waiting')
    expect(screen.getByTestId('queue-same-network').textContent).toMatch(
      /same network are never paired/,
    )
    socket.matched?.({ raceId: 'race-matched' })
    expect(go).toHaveBeenCalledWith('/r/race-matched')
  })

  it('Race a bot creates a race with that bot; a friend race carries the spectator choices', async () => {
    const go = vi.spyOn(router, 'navigate').mockImplementation(() => {})
    await lobby()
    await fireEvent.click(screen.getByTestId('race-bot-hard'))
    await waitFor(() => expect(go).toHaveBeenCalledWith('/r/race-bot-1'))
    expect(posted.find((p) => p.url === '/api/races')?.body).toEqual({
      game: 'sir-tommy',
      opponent: { bot: 'hard' },
    })
    posted = []
    await fireEvent.change(screen.getByTestId('spectator-delay'), { target: { value: '60' } })
    await fireEvent.click(screen.getByTestId('create-race'))
    await waitFor(() => expect(posted.length).toBe(1))
    expect(posted[0]!.body).toMatchObject({ spectators: true, spectatorDelaySec: 60 })
    posted = []
    await fireEvent.click(screen.getByTestId('spectators-toggle'))
    expect((screen.getByTestId('spectator-delay') as HTMLSelectElement).disabled).toBe(true)
    await fireEvent.click(screen.getByTestId('create-race'))
    await waitFor(() => expect(posted.length).toBe(1))
    expect(posted[0]!.body).toEqual({ game: 'sir-tommy', timeLimitSec: 900, spectators: false })
  })
})

// On a 390×844 phone the ways to race stack: an answer shown after them all was a screen below
// the button that caused it, and the click seemed to do nothing.
describe('the lobby’s feedback, by the button that caused it', () => {
  const scrolled: Element[] = []
  beforeEach(() => {
    // A visitor with no name yet (earlier tests made this module's session a guest).
    session.token = null
    session.player = null
    session.name = ''
    scrolled.length = 0
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this)
    }
  })
  afterEach(() => {
    delete (Element.prototype as Partial<Element>).scrollIntoView
  })

  it('Race anyone with no name: the error is under the name field, scrolled to, the field focused', async () => {
    render(Lobby, { params: {}, query: new URLSearchParams() })
    await screen.findByTestId('game-sir-tommy')
    await fireEvent.click(screen.getByTestId('race-anyone'))
    const error = await screen.findByTestId('name-error')
    expect(error.textContent).toBe('Pick a display name first: your opponent will see it.')
    const field = screen.getByTestId('name-input')
    expect(error.closest('label')).toBe(field.closest('label'))
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(scrolled).toContain(error)
    expect(document.activeElement).toBe(field)
    expect(screen.queryByTestId('play-error')).toBeNull()
  })

  it('a refused name is said in words under the name field, without a "name:" prefix', async () => {
    serveRest(({ url }) =>
      url === '/api/session'
        ? {
            status: 400,
            body: {
              error: { code: 'NAME_RESERVED', message: "that name is an account's: pick another" },
            },
          }
        : { body: url === '/api/games' ? GAMES : url === '/api/tv' ? { race: null } : [] },
    )
    render(Lobby, { params: {}, query: new URLSearchParams() })
    await screen.findByTestId('game-sir-tommy')
    await fireEvent.input(screen.getByTestId('name-input'), { target: { value: 'Keyholder' } })
    await fireEvent.click(screen.getByTestId('create-race'))
    expect((await screen.findByTestId('name-error')).textContent).toBe(
      "That name is an account's: pick another.",
    )
    expect(screen.queryByTestId('create-error')).toBeNull()
  })

  it('the queue’s waiting panel opens under Race anyone with its Cancel focused', async () => {
    await lobby()
    await fireEvent.click(screen.getByTestId('race-anyone'))
    const waiting = await screen.findByTestId('queue-waiting')
    expect(waiting.closest('section')).toBe(screen.getByTestId('race-anyone').closest('section'))
    expect(scrolled.some((el) => el.contains(waiting))).toBe(true)
    expect(document.activeElement).toBe(screen.getByTestId('queue-cancel'))
  })

  it('the daily’s Play with no name asks for one right there, focused, and fills the lobby’s', async () => {
    serveRest(({ url }) => ({
      body:
        url === '/api/games'
          ? GAMES
          : url === '/api/daily'
            ? [
                {
                  number: 2,
                  date: '2026-03-02',
                  game: 'sir-tommy',
                  variant: 'standard',
                  seedHash: 'h',
                },
              ]
            : url === '/api/tv'
              ? { race: null }
              : [],
    }))
    render(Lobby, { params: {}, query: new URLSearchParams() })
    await fireEvent.click(await screen.findByTestId('daily-play-sir-tommy'))
    expect((await screen.findByTestId('daily-error')).textContent).toBe(
      'Pick a display name first.',
    )
    const field = screen.getByTestId('daily-name-input')
    expect(document.activeElement).toBe(field)
    expect(scrolled.some((el) => el.contains(field))).toBe(true)
    await fireEvent.input(field, { target: { value: 'Ada' } })
    expect((screen.getByTestId('name-input') as HTMLInputElement).value).toBe('Ada')
  })
})
