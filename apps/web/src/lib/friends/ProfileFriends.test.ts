// @vitest-environment jsdom
// A profile's friends line: the counts for everyone; for another account Follow (then the page
// reads the profile again), Challenge and Block; only Unblock while I block them; a refusal in words.
import type { Profile } from '@patience-race/protocol'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/svelte'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { account } from '../account/account.svelte.js'
import { keyholder } from '../account/signed-in-fixture.js'
import { serveRest } from '../net/fake-rest.js'
import ProfileFriends from './ProfileFriends.svelte'

function grace(viewer: Profile['friends']['viewer'], followers = 1): Profile {
  return {
    player: { id: 'p-grace', name: 'Grace' },
    username: 'Grace',
    createdAt: '2026-11-02T00:00:00.000Z',
    ratings: [],
    totals: { races: 0, wins: 0 },
    recent: [],
    friends: { followers, following: 3, viewer },
  }
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  account.me = null
})

describe("a profile's friends line", () => {
  it('shows the counts, and Follow asks the server and reads the profile again', async () => {
    account.me = keyholder()
    const asked = serveRest(({ method }) =>
      method === 'PUT' ? new Response(null, { status: 204 }) : { body: { following: [] } },
    )
    const changed = vi.fn(async () => {})
    render(ProfileFriends, { profile: grace({ follows: false, blocks: false }, 0), changed })
    expect(screen.getByTestId('profile-followers').textContent).toBe('0 followers')
    expect(screen.getByTestId('profile-following').textContent).toBe('3 following')
    expect(screen.getByTestId('challenge-button')).toBeTruthy()
    await fireEvent.click(screen.getByTestId('profile-follow'))
    await waitFor(() => expect(changed).toHaveBeenCalled())
    expect(asked[0]).toMatchObject({ method: 'PUT', url: '/api/me/following/Grace' })
    expect(screen.getByTestId('profile-friends-message').textContent).toContain(
      'You follow Grace now',
    )
  })

  it('offers only Unblock while I block them, and says a refusal in words', async () => {
    account.me = keyholder()
    serveRest(() => ({
      status: 404,
      body: { error: { code: 'NOT_FOUND', message: 'no such account' } },
    }))
    render(ProfileFriends, {
      profile: grace({ follows: true, blocks: true }),
      changed: async () => {},
    })
    expect(screen.getByTestId('profile-followers').textContent).toBe('1 follower')
    expect(screen.queryByTestId('profile-follow')).toBeNull()
    expect(screen.queryByTestId('challenge-button')).toBeNull()
    await fireEvent.click(screen.getByTestId('profile-block'))
    expect((await screen.findByTestId('profile-friends-error')).textContent).toBe(
      'There is no player called Grace.',
    )
  })

  it('asks a visitor who is not signed in to sign in', () => {
    account.signedOut()
    account.loaded = true
    render(ProfileFriends, { profile: grace(null), changed: async () => {} })
    expect(screen.queryByTestId('profile-follow')).toBeNull()
    expect(screen.getByText(/to follow Grace or challenge them/)).toBeTruthy()
  })
})
