// What is wrong with a username or password, in words, before the server is asked (its rules:
// packages/protocol schemas/account.ts), and which field a refusal from the server belongs to,
// so each message shows next to its own field.
export const USERNAME_MAX = 20
const PASSWORD_MIN = 8
const USERNAME_MIN = 3
const PASSWORD_MAX = 256
const USERNAME_CHARACTERS = /^[A-Za-z0-9_-]*$/

export type AccountField = 'username' | 'password'

export function usernameProblem(username: string): string | null {
  if (username.length === 0) return 'Pick a username.'
  if (!USERNAME_CHARACTERS.test(username))
    return 'A username uses only letters, digits, _ and - (no spaces).'
  if (username.length < USERNAME_MIN) return `A username needs at least ${USERNAME_MIN} characters.`
  if (username.length > USERNAME_MAX)
    return `A username has at most ${USERNAME_MAX} characters: this one has ${username.length}.`
  return null
}

export function passwordProblem(password: string): string | null {
  if (password.length === 0) return 'Type a password, or sign up with a passkey instead.'
  if (password.length < PASSWORD_MIN)
    return `A password needs at least ${PASSWORD_MIN} characters: this one has ${password.length}.`
  if (password.length > PASSWORD_MAX) return `A password has at most ${PASSWORD_MAX} characters.`
  return null
}

const FIELD_OF_CODE: Partial<Record<string, AccountField>> = {
  NAME_TAKEN: 'username',
  USERNAME_TAKEN: 'username',
  NAME_RESERVED: 'username',
  WEAK_PASSWORD: 'password',
}

/**
 * A refusal from the server: the field it is about (or null: the form's), and its message as a
 * sentence, without a "field:" prefix of a schema's wording.
 */
export function refusalOf(error: { code: string; message: string }): {
  field: AccountField | null
  message: string
} {
  const prefixed = /^(username|password): (.*)$/s.exec(error.message)
  const field = FIELD_OF_CODE[error.code] ?? (prefixed?.[1] as AccountField | undefined) ?? null
  const words = prefixed?.[2] ?? error.message
  return { field, message: sentence(prefixed ? fieldWords(field, words) : words) }
}

/** A schema's terse reason ("Too small: expected string to have >=1 characters") in words. */
function fieldWords(field: AccountField | null, words: string): string {
  if (!/expected|invalid/i.test(words)) return words
  return field === 'password'
    ? `That password cannot be used: at least ${PASSWORD_MIN} characters.`
    : `That username cannot be used: ${USERNAME_MIN}–${USERNAME_MAX} letters, digits, _ or -.`
}

function sentence(text: string): string {
  const trimmed = text.trim()
  const capital = trimmed.charAt(0).toUpperCase() + trimmed.slice(1)
  return /[.!?]$/.test(capital) ? capital : `${capital}.`
}
