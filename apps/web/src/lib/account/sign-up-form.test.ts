// @vitest-environment jsdom
// The sign-up form both the sign-up page and the lobby's ranked offer use: what a person sees
// next to each field, what is sent, and that a guest's races stay theirs (upgrade).
import { afterEach, describe, expect, it, vi } from 'vitest'
import { serveRest } from '../net/fake-rest.js'
import { session } from '../state/session.svelte.js'
import { keyholder } from './signed-in-fixture.js'
import { SignUpForm } from './sign-up-form.svelte.js'

const CODES = ['aaaa-bbbb', 'cccc-dddd']
const signedUp = { body: { player: { id: 'p-1', name: 'Keyholder' }, recoveryCodes: CODES } }

afterEach(() => {
  vi.unstubAllGlobals()
  session.token = null
})

describe('the sign-up form', () => {
  it('says what is wrong with a short password next to it, and asks the server nothing', async () => {
    const asked = serveRest(() => ({ status: 500 }))
    const form = new SignUpForm('Keyholder')
    form.password = 'short'
    expect(form.passwordError).toBe('')
    expect(await form.withPassword()).toBe(false)
    expect(form.passwordError).toMatch(/at least 8 characters: this one has 5/)
    expect(form.usernameError).toBe('')
    form.password = 'long enough now'
    expect(form.passwordError).toBe('')
    expect(asked).toHaveLength(0)
  })

  it('shows a taken username next to the username until it is edited', async () => {
    serveRest(() => ({
      status: 409,
      body: { error: { code: 'USERNAME_TAKEN', message: 'That username is taken.' } },
    }))
    const form = new SignUpForm('Keyholder')
    form.password = 'correct horse battery'
    expect(await form.withPassword()).toBe(false)
    expect(form.usernameError).toBe('That username is taken.')
    expect(form.error).toBe('')
    expect(form.codes).toBeNull()
    form.username = 'Keyholder2'
    form.edited('username')
    expect(form.usernameError).toBe('')
  })

  it('a refusal of no one field (a rate limit) is the form’s', async () => {
    serveRest(() => ({
      status: 429,
      body: { error: { code: 'RATE_LIMITED', message: 'Too many tries: wait a minute.' } },
    }))
    const form = new SignUpForm('Keyholder')
    form.password = 'correct horse battery'
    expect(await form.withPassword()).toBe(false)
    expect(form.error).toBe('Too many tries: wait a minute.')
    expect(form.busy).toBe(false)
  })

  it('a guest upgrades with its token, keeps the codes to show, and is signed in', async () => {
    session.token = 'guest-token'
    const asked = serveRest(({ url }) => (url === '/api/me' ? { body: keyholder() } : signedUp))
    const form = new SignUpForm('Keyholder')
    form.password = 'correct horse battery'
    expect(await form.withPassword()).toBe(true)
    const upgrade = asked.find((a) => a.url === '/api/accounts/upgrade')
    expect(upgrade?.headers.get('authorization')).toBe('Bearer guest-token')
    expect(upgrade?.body).toEqual({ username: 'Keyholder', password: 'correct horse battery' })
    expect(form.codes).toEqual(CODES)
    expect(session.account?.name).toBe('Keyholder')
  })

  it('someone new signs up without a token', async () => {
    const asked = serveRest(({ url }) => (url === '/api/me' ? { body: keyholder() } : signedUp))
    const form = new SignUpForm('Keyholder')
    form.password = 'correct horse battery'
    expect(await form.withPassword()).toBe(true)
    expect(asked.map((a) => `${a.method} ${a.url}`)).toContain('POST /api/accounts')
  })
})
