// @vitest-environment jsdom
// The lobby's arenas: Leave answers the entry (joined, entrants), not the whole arena; the row
// keeps its name, game and clock and shows Join again with one entrant fewer.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/svelte'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import type { Arena } from '@patience-race/protocol'
import ArenaList from './ArenaList.svelte'
import { serveRest } from '../net/fake-rest.js'
import { session } from '../state/session.svelte.js'

const ARENA: Arena = {
  id: 'ar1',
  name: 'Friday night',
  game: 'sir-tommy',
  variant: 'standard',
  status: 'scheduled',
  startsAt: new Date(Date.now() + 600_000).toISOString(),
  rounds: 3,
  roundSec: 300,
  round: 0,
  entrants: 2,
  seedHashes: ['a', 'b', 'c'],
  standings: [],
  createdBy: null,
  roundList: [],
  joined: true,
  raceId: null,
  leaderRaceId: null,
}

beforeEach(() => {
  session.account = null
  session.token = 'guest-token'
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

it('leaves from the lobby: the row keeps its arena and offers Join with one entrant fewer', async () => {
  const asked = serveRest(({ method }) =>
    method === 'DELETE'
      ? { body: { arena: { id: 'ar1', entrants: 1, joined: false } } }
      : { body: { arenas: [ARENA] } },
  )
  render(ArenaList, { name: 'Gus', games: [] })
  await fireEvent.click(await screen.findByTestId('arena-row-leave'))
  await screen.findByTestId('arena-row-join')
  const row = screen.getByTestId('arena-row')
  expect(row.textContent).toContain('Friday night')
  expect(row.textContent).toMatch(/· 1\s+entrant\b/)
  await waitFor(() =>
    expect(asked.map((a) => `${a.method} ${a.url}`)).toContain('DELETE /api/arenas/ar1/join'),
  )
})
