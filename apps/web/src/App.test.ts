// @vitest-environment jsdom
// The header's links: Settings is reachable by guests (their settings live in this browser) and
// by accounts, whose name opens their profile.
import { cleanup, render, screen, waitFor } from '@testing-library/svelte'
import { afterEach, expect, it, vi } from 'vitest'
import App from './App.svelte'
import { account } from './lib/account/account.svelte.js'
import { keyholder } from './lib/account/signed-in-fixture.js'
import { serveRest } from './lib/net/fake-rest.js'
import { session } from './lib/state/session.svelte.js'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  account.me = null
})

function serve(me: unknown) {
  return serveRest(({ url }) =>
    url === '/api/me'
      ? me
        ? { body: me }
        : { status: 401, body: { code: 'UNAUTHORIZED', message: 'not signed in' } }
      : url === '/api/challenges'
        ? { body: { incoming: [], outgoing: [] } }
        : url === '/api/me/following'
          ? { body: { following: [] } }
          : { body: url === '/api/tv' ? { race: null } : [] },
  )
}

it('a guest finds Settings in the header, beside Sign in', async () => {
  serve(null)
  render(App)
  await waitFor(() => expect(account.loaded).toBe(true))
  expect(screen.getByTestId('settings-link').getAttribute('href')).toBe('/settings')
  expect(screen.getByTestId('account-link').textContent).toBe('Sign in')
})

it('an account opens its profile through its name, with Settings beside it', async () => {
  const me = keyholder()
  const asked = serve(me)
  session.signedIn(me.player)
  render(App)
  await waitFor(() =>
    expect(screen.getByTestId('account-link').textContent).toBe(me.account.username),
  )
  // Asked once: the answer signing the session in does not make the header ask again.
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(asked.filter((a) => a.url === '/api/me')).toHaveLength(1)
  expect(screen.getByTestId('account-link').getAttribute('href')).toBe(`/@/${me.account.username}`)
  expect(screen.getByTestId('settings-link').getAttribute('href')).toBe('/settings')
  // An account's page loads the challenge center and its socket lazily: let those imports
  // finish before the test's environment is torn down (on a slow machine they finished after).
  await import('./lib/friends/ChallengeCenter.svelte')
  await import('./lib/net/shared-transport.js')
  await import('./lib/friends/FriendsPanel.svelte')
})
