// @vitest-environment jsdom
// The challenge toast on any page: who and which game with the time left, announced once; Accept
// takes me to the race, Decline sends it away; mine waits with its countdown and Cancel, and its
// end is said in words.
import type { Challenge } from '@patience-race/protocol'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/svelte'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { account } from '../account/account.svelte.js'
import { keyholder } from '../account/signed-in-fixture.js'
import { serveRest, type Asked } from '../net/fake-rest.js'
import { router } from '../router.svelte.js'
import { session } from '../state/session.svelte.js'
import ChallengeCenter from './ChallengeCenter.svelte'
import type { ChallengeEvents } from './challenges.svelte.js'
import { challenges } from './live.svelte.js'

// The shared socket, spoken for by the test.
const socket = vi.hoisted(() => ({
  handlers: [] as Partial<ChallengeEvents>[],
  refreshes: 0,
  emit(event: string, payload?: unknown) {
    for (const h of this.handlers) (h as Record<string, (p: unknown) => void>)[event]?.(payload)
  },
}))
vi.mock('../net/shared-transport.js', () => ({
  sharedTransportAs: () => ({
    authPlayerId: 'p-1',
    refreshAuth: () => socket.refreshes++,
    whenConnected: async () => true,
    on: (h: Partial<ChallengeEvents>) => {
      socket.handlers.push(h)
      return () => (socket.handlers = socket.handlers.filter((x) => x !== h))
    },
  }),
}))

const GAMES = [
  { id: 'sir-tommy', name: 'Sir Tommy', variants: [{ id: 'standard', name: 'Standard' }] },
  { id: 'saratoga', name: 'Saratoga', variants: [{ id: 'standard', name: 'Standard' }] },
]

function challenge(over: Partial<Challenge> = {}): Challenge {
  return {
    id: 'ch-1',
    from: { username: 'Ada', player: { id: 'p-ada', name: 'Ada' } },
    to: { username: 'Grace', player: { id: 'p-grace', name: 'Grace' } },
    game: 'saratoga',
    variant: 'standard',
    timeLimitSec: 600,
    status: 'pending',
    expiresAt: new Date(Date.now() + 45_000).toISOString(),
    ...over,
  }
}

function server(): Asked[] {
  return serveRest(({ method, url }) => {
    if (url === '/api/games') return { body: GAMES }
    if (url === '/api/challenges' && method === 'GET')
      return { body: { incoming: [], outgoing: [] } }
    if (url === '/api/me/following') return { body: { following: [] } }
    if (url === '/api/challenges/ch-1/accept') return { body: { raceId: 'race-42' } }
    if (url === '/api/challenges')
      return {
        status: 201,
        body: { challenge: challenge({ id: 'ch-9', from: challenge().to, to: challenge().from }) },
      }
    return new Response(null, { status: 204 })
  })
}

beforeEach(() => {
  account.me = keyholder()
})

afterEach(() => {
  account.me = null
  cleanup()
  vi.unstubAllGlobals()
})

describe('the challenge center', () => {
  it('shows a challenge to me with its game and time left; Accept goes to the race', async () => {
    const asked = server()
    render(ChallengeCenter)
    await waitFor(() => expect(socket.handlers.length).toBeGreaterThan(0))
    socket.emit('challenge:received', { challenge: challenge() })

    const toast = await screen.findByTestId('challenge-toast')
    await waitFor(() => expect(toast.textContent).toContain('Ada challenges you to Saratoga'))
    expect(screen.getByTestId('challenge-countdown').textContent).toMatch(/^0:4[45]$/)
    expect(toast.textContent).toContain('10 min')
    expect(screen.getByTestId('challenge-announcement').textContent?.trim()).toBe(
      'Ada challenges you to a race. Accept or decline.',
    )
    expect(screen.getByTestId('challenge-announcement').getAttribute('aria-live')).toBe('assertive')

    await fireEvent.click(screen.getByTestId('challenge-accept'))
    await waitFor(() => expect(router.path).toBe('/r/race-42'))
    expect(asked.some((a) => a.url === '/api/challenges/ch-1/accept')).toBe(true)
    expect(screen.queryByTestId('challenge-toast')).toBeNull()
  })

  it('Decline sends it away; one taken back by its sender goes too', async () => {
    const asked = server()
    render(ChallengeCenter)
    await waitFor(() => expect(socket.handlers.length).toBeGreaterThan(0))
    socket.emit('challenge:received', { challenge: challenge() })
    await fireEvent.click(await screen.findByTestId('challenge-decline'))
    await waitFor(() => expect(screen.queryByTestId('challenge-toast')).toBeNull())
    expect(asked.some((a) => a.url === '/api/challenges/ch-1/decline')).toBe(true)

    socket.emit('challenge:received', { challenge: challenge({ id: 'ch-2' }) })
    await screen.findByTestId('challenge-toast')
    socket.emit('challenge:cancelled', { challengeId: 'ch-2' })
    await waitFor(() => expect(screen.queryByTestId('challenge-toast')).toBeNull())
  })

  it('shows mine waiting with Cancel, and says when it was declined', async () => {
    server()
    render(ChallengeCenter)
    await waitFor(() => expect(socket.handlers.length).toBeGreaterThan(0))
    expect(await challenges.send({ to: 'Ada', game: 'saratoga' })).toBeNull()
    const sent = await screen.findByTestId('challenge-sent')
    expect(sent.textContent).toContain('Challenge sent to Ada')
    expect(screen.getByTestId('challenge-sent-countdown').textContent).toMatch(/0:4[45] left/)
    expect(screen.getByTestId('challenge-cancel')).toBeTruthy()

    socket.emit('challenge:declined', { challengeId: 'ch-9' })
    await waitFor(() => expect(screen.queryByTestId('challenge-sent')).toBeNull())
    expect(screen.getByTestId('challenge-notice').textContent).toContain(
      'Ada declined your challenge.',
    )
  })

  it('signed out, the socket stops counting as the account', async () => {
    server()
    session.signedIn(keyholder().player)
    const { unmount } = render(ChallengeCenter)
    await waitFor(() => expect(socket.handlers.length).toBeGreaterThan(0))
    const before = socket.refreshes
    account.signedOut()
    unmount()
    expect(socket.refreshes).toBe(before + 1)
    expect(socket.handlers).toEqual([])
  })
})
