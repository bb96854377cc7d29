// @vitest-environment jsdom
// A player's totals read as English at one: "1 race", "1 race won", "1 board cleared";
// their arenas on one line, when they have played any.
import { cleanup, render, screen } from '@testing-library/svelte'
import { afterEach, expect, it } from 'vitest'
import type { PlayerStats } from '@patience-race/protocol'
import PlayerStatsView from './PlayerStatsView.svelte'

afterEach(cleanup)

const stats = (races: number, raceWins: number, wins: number): PlayerStats => ({
  player: { id: 'p1', name: 'Ada' },
  races,
  raceWins,
  wins,
  winRate: 0,
  games: [],
  recent: [],
})

/** The stat card's words, its number included, with the spaces tidied. */
const card = (testid: string) =>
  screen.getByTestId(testid).parentElement!.textContent!.replace(/\s+/g, ' ').trim()

it('one race, one race won, one board cleared: singular', () => {
  render(PlayerStatsView, { stats: stats(1, 1, 1) })
  expect(card('player-races')).toBe('1 race')
  expect(card('player-race-wins')).toBe('1 race won')
  expect(card('player-wins')).toBe('1 board cleared')
})

it('other counts: plural', () => {
  render(PlayerStatsView, { stats: stats(2, 0, 0) })
  expect(card('player-races')).toBe('2 races')
  expect(card('player-race-wins')).toBe('0 races won')
  expect(card('player-wins')).toBe('0 boards cleared')
})

it('arenas played: one line with the best place and podiums; none played: no line', () => {
  render(PlayerStatsView, {
    stats: { ...stats(3, 1, 0), arenas: { played: 4, bestPlace: 2, podiums: 3 } },
  })
  expect(screen.getByTestId('player-arenas').textContent!.replace(/\s+/g, ' ').trim()).toBe(
    'Arenas: 4 played · best place 2 · 3 podiums',
  )
  cleanup()
  render(PlayerStatsView, { stats: stats(3, 1, 0) })
  expect(screen.queryByTestId('player-arenas')).toBeNull()
})
