// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/svelte'
import { afterEach, describe, expect, it, vi } from 'vitest'
import Leaderboard from './Leaderboard.svelte'
import { serveRest } from '../lib/net/fake-rest.js'

const row = (rank: number, name: string, rating?: number) => ({
  rank,
  player: { id: `id-${name}`, name },
  foundation: 40 - rank,
  total: 52,
  won: false,
  timeMs: 300_000,
  moves: 120,
  raceId: `race-${rank}`,
  at: '2026-01-01T00:00:00.000Z',
  ...(rating === undefined ? {} : { rating }),
})

function serve(rows: unknown[]) {
  return serveRest(() => ({ body: rows }))
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('the leaderboard', () => {
  it('ranked by default: the game’s first variant, all time, with ratings', async () => {
    const asked = serve([row(1, 'Ada', 1612.4), row(2, 'Grace', 1490)])
    render(Leaderboard, { params: { game: 'sir-tommy' }, query: new URLSearchParams() })
    await screen.findByTestId('leaderboard')
    expect(asked[0]!.url).toBe(
      '/api/leaderboards/sir-tommy?period=all&kind=ranked&variant=standard',
    )
    expect(screen.getAllByTestId('leaderboard-rating').map((td) => td.textContent)).toEqual([
      '1612',
      '1490',
    ])
    expect(screen.getByTestId('kind-ranked').getAttribute('aria-current')).toBe('page')
    expect(screen.getByTestId('kind-friends').textContent).toContain('unverified')
    // the links keep the other choices
    expect(screen.getByTestId('period-day').getAttribute('href')).toBe(
      '/leaderboards/sir-tommy?period=day',
    )
    expect(screen.getByTestId('kind-friends').getAttribute('href')).toBe(
      '/leaderboards/sir-tommy?kind=friends',
    )
  })

  it('friend races of one variant and period: no rating, labelled unverified', async () => {
    const asked = serve([row(1, 'Ada')])
    render(Leaderboard, {
      params: { game: 'sir-tommy' },
      query: new URLSearchParams('kind=friends&variant=puss-in-the-corner&period=week'),
    })
    await screen.findByTestId('leaderboard')
    expect(asked[0]!.url).toBe(
      '/api/leaderboards/sir-tommy?period=week&kind=friends&variant=puss-in-the-corner',
    )
    expect(screen.queryByTestId('leaderboard-rating')).toBeNull()
    expect(screen.getByTestId('leaderboard-explainer').textContent).toContain('Unverified')
    expect((screen.getByTestId('leaderboard-variant') as HTMLSelectElement).value).toBe(
      'puss-in-the-corner',
    )
    expect(screen.getByTestId('period-all').getAttribute('href')).toBe(
      '/leaderboards/sir-tommy?kind=friends&variant=puss-in-the-corner',
    )
  })
})
