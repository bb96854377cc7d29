// @vitest-environment jsdom
// The lobby's "back to it" lines: asked of GET /api/races/mine with the guest's token, one line
// per unfinished race (a few at most), nothing without a session or on a refusal.
import { cleanup, render, screen, waitFor } from '@testing-library/svelte'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import type { OwnRace } from '@patience-race/protocol'
import OwnRaceLink from './OwnRaceLink.svelte'
import { OWN_RACES_REFRESH_MS } from '../own-race.js'
import { serveRest } from '../net/fake-rest.js'
import { session } from '../state/session.svelte.js'
import { ADA, ownRace } from '../../fixtures/own-races.js'

function race(raceId: string, over: Partial<OwnRace>): OwnRace {
  return ownRace({ raceId, ...over })
}

const DAILY = race('daily-1', {
  kind: 'daily',
  game: 'saratoga',
  status: 'waiting',
  seats: 1,
  players: [{ seat: 0, player: ADA }],
})
const INVITE = race('invite-1', { status: 'waiting', players: [{ seat: 0, player: ADA }] })
const LIVE = race('live-1', {})

beforeEach(() => {
  session.account = null
  session.token = 'guest-token'
  session.player = ADA
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

it('shows each unfinished race with its label and a link back, asking with the token', async () => {
  const asked = serveRest(() => ({ body: [DAILY, INVITE, LIVE] }))
  render(OwnRaceLink)
  const live = await screen.findByTestId('own-race')
  expect(live.textContent).toContain('You have a race in progress against Grace (Sir Tommy)')
  expect(screen.getByTestId('own-race-link').getAttribute('href')).toBe('/r/live-1')
  expect(screen.getByTestId('own-race-daily').textContent).toMatch(
    /^Your daily attempt \(Saratoga\)\s+· made \d+ h ago\s+— back to it\s*$/,
  )
  expect(screen.getByTestId('own-race-daily-link').getAttribute('href')).toBe('/r/daily-1')
  expect(screen.getByTestId('own-race-waiting').textContent).toContain(
    'Your race is waiting for an opponent (Sir Tommy)',
  )
  expect(screen.getByTestId('own-race-waiting-link').getAttribute('href')).toBe('/r/invite-1')
  expect(asked.map((a) => a.url)).toEqual(['/api/races/mine'])
  expect(asked[0]?.headers.get('authorization')).toBe('Bearer guest-token')
})

it('shows three at most, the first the server listed (its newest)', async () => {
  serveRest(() => ({
    body: ['a', 'b', 'c', 'd'].map((id) => race(`race-${id}`, { status: 'waiting' })),
  }))
  render(OwnRaceLink)
  await waitFor(() => expect(screen.getAllByTestId('own-race-waiting')).toHaveLength(3))
  expect(screen.getAllByTestId('own-race-waiting-link').map((a) => a.getAttribute('href'))).toEqual(
    ['/r/race-a', '/r/race-b', '/r/race-c'],
  )
})

it('shows nothing when the player has no unfinished race, or on a refusal', async () => {
  serveRest(() => ({ body: [] }))
  render(OwnRaceLink)
  await new Promise((resolve) => setTimeout(resolve, 20))
  expect(screen.queryByTestId('own-races')).toBeNull()
  cleanup()
  serveRest(() => ({ status: 401, body: { error: { code: 'UNAUTHORIZED', message: 'no' } } }))
  render(OwnRaceLink)
  await new Promise((resolve) => setTimeout(resolve, 20))
  expect(screen.queryByTestId('own-races')).toBeNull()
})

it('asks nothing of a visitor who is nobody yet', async () => {
  session.token = null
  session.player = null
  const asked = serveRest(() => ({ body: [LIVE] }))
  render(OwnRaceLink)
  await new Promise((resolve) => setTimeout(resolve, 20))
  expect(asked).toEqual([])
  expect(screen.queryByTestId('own-races')).toBeNull()
})

it('keeps the lines current while the lobby stays open: a race that ended goes away', async () => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
  let races = [INVITE, LIVE]
  const asked = serveRest(() => ({ body: races }))
  render(OwnRaceLink)
  await screen.findByTestId('own-race')
  races = [INVITE]
  vi.advanceTimersByTime(OWN_RACES_REFRESH_MS)
  await waitFor(() => expect(screen.queryByTestId('own-race')).toBeNull())
  expect(screen.getByTestId('own-race-waiting-link').getAttribute('href')).toBe('/r/invite-1')
  expect(asked).toHaveLength(2)
})
