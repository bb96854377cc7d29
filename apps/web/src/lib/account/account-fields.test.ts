// A refusal of a username or password says, in words, what is wrong and which field it is.
import { describe, expect, it } from 'vitest'
import { passwordProblem, refusalOf, usernameProblem } from './account-fields.js'

describe('account fields', () => {
  it('says what is wrong with a username', () => {
    expect(usernameProblem('')).toBe('Pick a username.')
    expect(usernameProblem('ab')).toBe('A username needs at least 3 characters.')
    expect(usernameProblem('Ada Lovelace')).toBe(
      'A username uses only letters, digits, _ and - (no spaces).',
    )
    expect(usernameProblem('x'.repeat(21))).toBe(
      'A username has at most 20 characters: this one has 21.',
    )
    expect(usernameProblem('Ada_1815')).toBeNull()
  })

  it('says what is wrong with a password', () => {
    expect(passwordProblem('')).toBe('Type a password, or sign up with a passkey instead.')
    expect(passwordProblem('1234567')).toBe(
      'A password needs at least 8 characters: this one has 7.',
    )
    expect(passwordProblem('a long and unusual phrase')).toBeNull()
  })

  it("puts the server's refusals on their fields, in words", () => {
    expect(refusalOf({ code: 'WEAK_PASSWORD', message: 'that password is common' })).toEqual({
      field: 'password',
      message: 'That password is common.',
    })
    expect(refusalOf({ code: 'NAME_TAKEN', message: 'that username is taken' })).toEqual({
      field: 'username',
      message: 'That username is taken.',
    })
    expect(
      refusalOf({
        code: 'BAD_PAYLOAD',
        message: 'password: Too small: expected string to have >=1 characters',
      }),
    ).toEqual({
      field: 'password',
      message: 'That password cannot be used: at least 8 characters.',
    })
    expect(refusalOf({ code: 'RATE_LIMITED', message: 'too many tries, wait a minute' })).toEqual({
      field: null,
      message: 'Too many tries, wait a minute.',
    })
  })
})
