// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/svelte'
import { afterEach, describe, expect, it } from 'vitest'
import ReactionBar from './ReactionBar.svelte'
import { joinedRace, seatZero, type JoinReply } from '../../fixtures/joined-race.js'
import { fixtureSummary, saratoga } from '../../fixtures/views.js'

afterEach(cleanup)

async function open(reply: JoinReply) {
  const { race, transport } = await joinedRace(reply)
  render(ReactionBar, { race, transport })
  return { race, transport }
}

describe('reactions on the race page', () => {
  it('a spectator sends one of the fixed reactions and sees the ones that arrive, named', async () => {
    const summary = fixtureSummary('saratoga')
    const { transport } = await open({ ok: true, role: 'spectator', race: summary, views: {} })

    await fireEvent.click(screen.getByTestId('react-toggle'))
    const choices = screen.getAllByRole('button').map((b) => b.textContent)
    expect(choices).toEqual(['Good luck', 'Well played', 'Wow', 'GG', 'Close'])
    await fireEvent.click(screen.getByTestId('react-gg'))
    expect(transport.reactions).toEqual([{ raceId: summary.raceId, reaction: 'gg' }])

    transport.emit('race:reaction', {
      raceId: summary.raceId,
      reaction: 'wow',
      seat: 0,
      name: null,
    })
    transport.emit('race:reaction', {
      raceId: summary.raceId,
      reaction: 'good-luck',
      seat: null,
      name: 'Carol',
    })
    transport.emit('race:reaction', { raceId: 'another', reaction: 'gg', seat: null, name: null })
    await waitFor(() => expect(screen.getAllByTestId('reaction-shown')).toHaveLength(2))
    const shown = screen.getAllByTestId('reaction-shown').map((li) => li.textContent?.trim())
    expect(shown).toEqual(['Ada Wow', 'Carol Good luck'])
  })

  it('says so when the server refuses a burst', async () => {
    const summary = fixtureSummary('saratoga')
    const { transport } = await open({ ok: true, role: 'spectator', race: summary, views: {} })
    transport.reactReply = () => ({
      ok: false,
      error: { code: 'RATE_LIMITED', message: 'too many reactions' },
    })
    await fireEvent.click(screen.getByTestId('react-toggle'))
    await fireEvent.click(screen.getByTestId('react-wow'))
    expect((await screen.findByRole('alert')).textContent).toContain('wait a few seconds')
  })

  it('a racer still playing gets no reaction buttons; once its game is over it does', async () => {
    const summary = fixtureSummary('saratoga')
    const { race } = await open(seatZero(summary, saratoga.view))
    expect(screen.queryByTestId('react-toggle')).toBeNull()
    race.model.view = { ...saratoga.view, status: 'stuck' }
    await waitFor(() => expect(screen.getByTestId('react-toggle')).toBeTruthy())
  })
})
