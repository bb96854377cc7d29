// @vitest-environment jsdom
// The final table's replay links (docs/arena.md): each entrant's own race of each round, under
// the name, labelled by its round; a round with no race to replay (aborted: nobody moved) has no
// link and the others keep their round's label; an entrant with none shows no "replays" at all.
import { cleanup, render, screen } from '@testing-library/svelte'
import { afterEach, expect, it } from 'vitest'
import type { ArenaStanding } from '@patience-race/protocol'
import ArenaStandings from './ArenaStandings.svelte'
import { standingsView } from './standings-view.js'

afterEach(cleanup)

const row = (playerId: string, place: number, raceIds: (string | null)[]): ArenaStanding => ({
  playerId,
  name: playerId.toUpperCase(),
  points: 6 - 2 * place,
  cards: 10,
  place,
  raceIds,
})

function show(rows: ArenaStanding[]) {
  render(ArenaStandings, {
    view: standingsView(rows, null),
    me: null,
    moves: new Map(),
    caption: 'Final standings',
    replays: true,
  })
  return (playerId: string) =>
    screen.getAllByTestId('standing').find((r) => r.dataset.player === playerId)!
}

it('links only the rounds an entrant has a replay of, each under its own round', () => {
  const rowOf = show([row('ada', 1, ['r1', 'r2', 'r3']), row('bo', 2, [null, 'r2b', null])])
  const links = (playerId: string) =>
    [...rowOf(playerId).querySelectorAll('[data-testid="standing-replay"]')].map((a) => [
      a.textContent,
      a.getAttribute('href'),
    ])
  expect(links('ada')).toEqual([
    ['R1', '/r/r1/replay'],
    ['R2', '/r/r2/replay'],
    ['R3', '/r/r3/replay'],
  ])
  expect(links('bo')).toEqual([['R2', '/r/r2b/replay']])
  expect(rowOf('bo').querySelector('[aria-label="R2: BO, round 2 replay"]')).not.toBeNull()
})

it('shows no replays for an entrant with none, and keeps every row’s figures in place', () => {
  const rowOf = show([row('ada', 1, ['r1']), row('cy', 2, [null])])
  expect(rowOf('cy').textContent).not.toContain('replays')
  expect(rowOf('cy').querySelectorAll('td')).toHaveLength(4)
  expect(rowOf('cy').querySelector('[data-testid="standing-points"]')?.textContent).toBe('2')
})
