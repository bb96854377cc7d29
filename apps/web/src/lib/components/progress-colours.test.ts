// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/svelte'
import { afterEach, describe, expect, it } from 'vitest'
import ProgressBar from './ProgressBar.svelte'
import ProgressChart from './ProgressChart.svelte'
import { fixtureSummary } from '../../fixtures/views.js'

afterEach(cleanup)

describe('spectator progress', () => {
  const players = fixtureSummary('sir-tommy', 'live').players

  it('draws each seat in the same colour in its bar and in the chart', () => {
    for (const p of players) {
      render(ProgressBar, { player: p, testid: `progress-${p.seat}` })
    }
    render(ProgressChart, {
      series: players.map((p) => ({ seat: p.seat, name: p.player.name, points: [] })),
      total: 52,
      untilMs: 5_000,
    })
    const lines = [...document.querySelectorAll('svg path')].map((el) => el.getAttribute('stroke'))
    const fills = players.map(
      (p) =>
        (screen.getByTestId(`progress-${p.seat}`).querySelector('.fill') as HTMLElement).style
          .background,
    )
    expect(new Set(lines).size).toBe(2)
    // jsdom normalises the inline colour to rgb(); compare through a probe element.
    const probe = document.createElement('i')
    const norm = (c: string | null) => ((probe.style.background = c ?? ''), probe.style.background)
    expect(fills.map(norm).every((c) => c.length > 0)).toBe(true)
    expect(fills.map(norm)).toEqual(lines.map(norm))
  })

  it('shows both lines and the current scores while both players are at 0', () => {
    render(ProgressChart, {
      series: [
        { seat: 0, name: 'Ada', points: [{ at: 0, foundation: 0 }] },
        { seat: 1, name: 'Grace', points: [{ at: 0, foundation: 0 }] },
      ],
      total: 52,
      untilMs: 3_000,
    })
    const ys = [...document.querySelectorAll('svg circle')].map((c) => c.getAttribute('cy'))
    expect(ys).toHaveLength(2)
    expect(ys[0]).not.toEqual(ys[1])
    const chart = screen.getByTestId('progress-chart')
    expect(chart.textContent).toMatch(/Ada\s*0/)
    expect(chart.textContent).toMatch(/Grace\s*0/)
    expect(chart.querySelector('svg')?.textContent).toContain('52')
  })
})
