// @vitest-environment jsdom
// A player's totals read as English at one: "1 race", "1 race won", "1 board cleared".
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
