// @vitest-environment jsdom
// Settings on a page just opened: until the page knows whether they are an account's, they
// cannot be changed (a change then would be saved only in this browser, and the account's
// answer would overwrite it); once it knows, a change goes to the account.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/svelte'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { account } from '../lib/account/account.svelte.js'
import { keyholder } from '../lib/account/signed-in-fixture.js'
import { serveRest } from '../lib/net/fake-rest.js'
import { session } from '../lib/state/session.svelte.js'
import Settings from './Settings.svelte'

const ME = keyholder()
const SETTINGS = ME.account.settings

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  account.me = null
})

describe('settings', () => {
  it('cannot be changed until the page knows whose they are, then are saved to the account', async () => {
    let answerMe: (body: unknown) => void = () => {}
    const asked = serveRest(({ url, body }) =>
      url === '/api/me'
        ? new Promise((resolve) => (answerMe = (me) => resolve({ status: 200, body: me })))
        : { status: 200, body },
    )
    // This browser signed in before (the hint that makes the page ask who is signed in).
    session.signedIn(ME.player)
    render(Settings, { params: {}, query: new URLSearchParams() })
    const fourColours = screen.getByTestId('setting-fourColourSuits') as HTMLInputElement
    expect(fourColours.disabled).toBe(true)
    expect((screen.getByTestId('setting-cardSize') as HTMLSelectElement).disabled).toBe(true)
    await waitFor(() => expect(asked.map((a) => a.url)).toContain('/api/me'))
    answerMe(ME)
    await waitFor(() => expect(fourColours.disabled).toBe(false))
    await fireEvent.click(fourColours)
    expect(await screen.findByText('Saved to your account.')).toBeTruthy()
    const saved = asked.find((a) => a.method !== 'GET')
    expect(saved?.body).toMatchObject({ fourColourSuits: !SETTINGS.fourColourSuits })
  })

  it('sends the current password typed above with a password change', async () => {
    const me = { ...ME, account: { ...ME.account, hasPassword: true } }
    const asked = serveRest(({ url }) =>
      url === '/api/me' ? { status: 200, body: me } : { status: 204, body: null },
    )
    session.signedIn(ME.player)
    render(Settings, { params: {}, query: new URLSearchParams() })
    const current = (await screen.findByTestId('current-password')) as HTMLInputElement
    await fireEvent.input(current, { target: { value: 'my old phrase' } })
    await fireEvent.input(screen.getByPlaceholderText('New password'), {
      target: { value: 'my new phrase' },
    })
    await fireEvent.click(screen.getByText('Change password'))
    await waitFor(() => expect(asked.map((a) => a.method)).toContain('PUT'))
    expect(asked.find((a) => a.method === 'PUT')?.body).toEqual({
      password: 'my new phrase',
      currentPassword: 'my old phrase',
    })
  })

  it('an account chooses who may challenge it by name; a guest is not asked', async () => {
    const asked = serveRest(({ url, body }) =>
      url === '/api/me' ? { status: 200, body: ME } : { status: 200, body },
    )
    session.signedIn(ME.player)
    render(Settings, { params: {}, query: new URLSearchParams() })
    const who = (await screen.findByTestId('setting-challenges')) as HTMLSelectElement
    await waitFor(() => expect(who.disabled).toBe(false))
    expect(who.value).toBe('everyone')
    await fireEvent.change(who, { target: { value: 'following' } })
    expect(await screen.findByText('Saved to your account.')).toBeTruthy()
    expect(asked.find((a) => a.method === 'PUT')?.body).toMatchObject({ challenges: 'following' })

    cleanup()
    account.signedOut()
    render(Settings, { params: {}, query: new URLSearchParams() })
    await waitFor(() => expect(account.loaded).toBe(true))
    expect(screen.queryByTestId('setting-challenges')).toBeNull()
  })
})
