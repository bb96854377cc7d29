// @vitest-environment jsdom
// Race TV when the featured race is the viewer's own: the server refuses to seat a racer as a
// spectator (OWN_RACE), and TV must say so and link back, not wait forever; so too when the
// viewer still plays an arena round whose races they may not watch (NOT_WHILE_RACING).
import { cleanup, render, screen, waitFor } from '@testing-library/svelte'
import { afterEach, expect, it, vi } from 'vitest'
import type { JoinOk, Reply } from '@patience-race/protocol'
import Tv from './Tv.svelte'
import { fixtureSummary } from '../fixtures/views.js'
import { serveRest } from '../lib/net/fake-rest.js'

const OWN = { ...fixtureSummary('sir-tommy'), raceId: 'my-race' }
const OTHER = { ...fixtureSummary('saratoga'), raceId: 'their-race' }

vi.mock('../lib/net/shared-transport.js', async () => {
  const { FakeTransport } = await import('../lib/net/fake-transport.js')
  const transport: InstanceType<typeof FakeTransport> = new FakeTransport((): Reply<JoinOk> => {
    const raceId = transport.joinPayloads.at(-1)?.raceId
    return raceId === 'my-race'
      ? { ok: false, error: { code: 'OWN_RACE', message: 'you race in this race' } }
      : { ok: true, role: 'spectator', race: { ...OTHER }, views: {} }
  })
  return { sharedTransport: () => transport }
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function serveTv(others: boolean) {
  return serveRest(({ url }) => ({
    body: {
      race: url.includes('after=my-race') ? (others ? OTHER : null) : OWN,
    },
  }))
}

it('featured race is my own: TV links back to it and shows the next race instead', async () => {
  serveTv(true)
  render(Tv, { params: {}, query: new URLSearchParams() })
  const back = await screen.findByTestId('tv-own-race-link')
  expect(back.getAttribute('href')).toBe('/r/my-race')
  await waitFor(() =>
    expect(screen.getByTestId('tv-race').getAttribute('data-race-id')).toBe('their-race'),
  )
  expect(screen.queryByTestId('tv-loading')).toBeNull()
})

it('featured race is my own and nothing else is live: no endless "Finding a race"', async () => {
  serveTv(false)
  render(Tv, { params: {}, query: new URLSearchParams() })
  await screen.findByTestId('tv-own-race-link')
  await screen.findByTestId('tv-empty')
  expect(screen.getByTestId('tv-empty').textContent).toContain('No other race')
  expect(screen.queryByTestId('tv-loading')).toBeNull()
})

it('an arena round I am still playing: TV says why it shows none of its races, and links back', async () => {
  serveRest(() => ({
    body: { race: null, playing: { arenaId: 'arena-1', raceId: 'my-arena-race' } },
  }))
  render(Tv, { params: {}, query: new URLSearchParams() })
  const note = await screen.findByTestId('tv-arena-playing')
  expect(note.textContent).toMatch(/still playing a round of an arena/)
  expect(screen.getByTestId('tv-arena-race').getAttribute('href')).toBe('/r/my-arena-race')
  expect(screen.getByTestId('tv-empty').textContent).toContain('No other race')
  expect(screen.queryByTestId('tv-loading')).toBeNull()
})
