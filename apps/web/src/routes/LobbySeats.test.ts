// @vitest-environment jsdom
// The friend-race form's "Racers" choice (issue 23): 2 to 8 racers on one link.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/svelte'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import Lobby from './Lobby.svelte'
import { serveLobby } from '../fixtures/lobby-rest.js'
import { router } from '../lib/router.svelte.js'

const GAMES = [{ id: 'sir-tommy', name: 'Sir Tommy', decks: 1, summary: 'Build up.', variants: [] }]
let posted: { url: string; body: unknown }[] = []

beforeEach(() => {
  posted = []
  localStorage.clear()
  serveLobby(GAMES, 'race-of-6', (post) => posted.push(post))
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

it('a friend race of 6 racers asks for 6 seats; the default of 2 sends none', async () => {
  const go = vi.spyOn(router, 'navigate').mockImplementation(() => {})
  render(Lobby, { params: {}, query: new URLSearchParams() })
  await screen.findByTestId('game-sir-tommy')
  await fireEvent.input(screen.getByTestId('name-input'), { target: { value: 'Ada' } })
  const select = screen.getByTestId('seat-count-select') as HTMLSelectElement
  expect([...select.options].map((o) => o.value)).toEqual(['2', '3', '4', '5', '6', '7', '8'])
  await fireEvent.click(screen.getByTestId('create-race'))
  await waitFor(() => expect(posted.some((p) => p.url === '/api/races')).toBe(true))
  expect(posted.find((p) => p.url === '/api/races')?.body).not.toHaveProperty('seats')
  posted = []
  await fireEvent.change(select, { target: { value: '6' } })
  await fireEvent.click(screen.getByTestId('create-race'))
  await waitFor(() => expect(posted.some((p) => p.url === '/api/races')).toBe(true))
  expect(posted.find((p) => p.url === '/api/races')?.body).toMatchObject({ seats: 6 })
  await waitFor(() => expect(go).toHaveBeenCalledWith('/r/race-of-6'))
})
