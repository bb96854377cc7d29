// No string on the wire may hold a control character (C0, DEL or C1): nothing in the game needs
// one, and a NUL is refused by Postgres (error 22021) deep inside a query. Servers check every
// inbound payload, REST and socket alike, with this before its schema (issue 40).
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/

/** Nesting deeper than this is not walked (payloads are size-limited long before it matters). */
const MAX_DEPTH = 64

/**
 * Where the first string (or object key) holding a control character sits in `value`:
 * `''` for the value itself, `name` or `moves.3` inside it; null when there is none.
 */
export function controlCharacterPath(value: unknown, depth = 0): string | null {
  if (typeof value === 'string') return CONTROL.test(value) ? '' : null
  if (typeof value !== 'object' || value === null || depth > MAX_DEPTH) return null
  for (const [key, inner] of Object.entries(value)) {
    if (CONTROL.test(key)) return key.replace(CONTROL, '?')
    const below = controlCharacterPath(inner, depth + 1)
    if (below !== null) return below === '' ? key : `${key}.${below}`
  }
  return null
}

export const CONTROL_CHARACTER_MESSAGE = 'control characters are not allowed'
