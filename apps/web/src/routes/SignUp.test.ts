// @vitest-environment jsdom
// Sign-up: a guest upgrades (its bearer token is sent, so its races stay its own); the
// recovery codes are shown once; a refused password says why.
import { cleanup, fireEvent, render, screen } from '@testing-library/svelte'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { session } from '../lib/state/session.svelte.js'
import SignUp from './SignUp.svelte'
import { serveRest } from '../lib/net/fake-rest.js'

const CODES = ['aaaaa-bbbbb', 'ccccc-ddddd']

function serve(answers: Record<string, { status: number; body: unknown }>) {
  return serveRest(
    ({ url }) => answers[url] ?? { status: 404, body: { error: { code: 'NOT_FOUND' } } },
  )
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  session.token = null
  session.player = null
})

async function submit(username: string, password: string) {
  await fireEvent.input(screen.getByTestId('signup-username'), { target: { value: username } })
  await fireEvent.input(screen.getByTestId('signup-password'), { target: { value: password } })
  await fireEvent.submit(screen.getByTestId('signup-submit').closest('form')!)
}

describe('sign-up', () => {
  it('upgrades a guest with its bearer token and shows the recovery codes', async () => {
    session.token = 'guest.token'
    session.player = { id: 'p1', name: 'Guesty' }
    const asked = serve({
      '/api/accounts/upgrade': {
        status: 200,
        body: { player: { id: 'p1', name: 'Ada' }, recoveryCodes: CODES },
      },
      '/api/me': { status: 401, body: { error: { code: 'UNAUTHORIZED', message: 'no' } } },
    })
    render(SignUp, { params: {}, query: new URLSearchParams() })
    expect(screen.getByText(/Your races as Guesty stay yours/)).toBeTruthy()
    await submit('Ada', 'a long and unusual phrase')
    const codes = await screen.findByTestId('recovery-codes')
    expect([...codes.querySelectorAll('code')].map((c) => c.textContent)).toEqual(CODES)
    const { url, headers, body } = asked[0]!
    expect(url).toBe('/api/accounts/upgrade')
    expect(headers.get('authorization')).toBe('Bearer guest.token')
    expect(body).toEqual({
      username: 'Ada',
      password: 'a long and unusual phrase',
    })
  })

  it('signs a newcomer up without a token, and shows why a password is refused', async () => {
    const asked = serve({
      '/api/accounts': {
        status: 400,
        body: { error: { code: 'WEAK_PASSWORD', message: 'that password is common' } },
      },
    })
    render(SignUp, { params: {}, query: new URLSearchParams() })
    await submit('Grace', 'password')
    const refusal = await screen.findByTestId('signup-password-error')
    expect(refusal.textContent?.trim()).toBe('That password is common.')
    expect(screen.getByTestId('signup-password').getAttribute('aria-describedby')).toContain(
      refusal.id,
    )
    expect(asked[0]!.url).toBe('/api/accounts')
    expect(asked[0]!.headers.get('authorization')).toBeNull()
    expect(screen.queryByTestId('recovery-codes')).toBeNull()
  })

  it('says in words, next to each field, what is wrong before asking the server', async () => {
    const asked = serve({})
    render(SignUp, { params: {}, query: new URLSearchParams() })
    await submit('Grace', '')
    expect(screen.getByTestId('signup-password-error').textContent?.trim()).toBe(
      'Type a password, or sign up with a passkey instead.',
    )
    expect(screen.queryByTestId('signup-username-error')).toBeNull()
    await submit('G', 'short')
    expect(screen.getByTestId('signup-username-error').textContent?.trim()).toBe(
      'A username needs at least 3 characters.',
    )
    expect(screen.getByTestId('signup-password-error').textContent?.trim()).toBe(
      'A password needs at least 8 characters: this one has 5.',
    )
    expect(asked).toEqual([])
  })

  it('counts a username and refuses one past 20 characters instead of cutting it', async () => {
    const asked = serve({})
    render(SignUp, { params: {}, query: new URLSearchParams() })
    const long = 'A_very_long_username_indeed'
    await fireEvent.input(screen.getByTestId('signup-username'), { target: { value: long } })
    expect((screen.getByTestId('signup-username') as HTMLInputElement).value).toBe(long)
    expect(screen.getByTestId('signup-username-count').textContent).toMatch(/^27\/20 · too long$/)
    expect(screen.getByTestId('signup-username-error').textContent?.trim()).toBe(
      'A username has at most 20 characters: this one has 27.',
    )
    await submit(long, 'a long and unusual phrase')
    expect(asked).toEqual([])
  })
})
