import { describe, expect, it } from 'vitest'
import { controlCharacterPath } from './control-characters.js'

describe('controlCharacterPath', () => {
  it('finds a control character in a string, a field, an array item or a key', () => {
    const cases: Array<[unknown, string]> = [
      ['a\u0000b', ''],
      [{ username: 'bad\u0000' }, 'username'],
      [{ moves: ['ok', { to: 'x\u001b' }] }, 'moves.1.to'],
      [{ seed: '\u007f' }, 'seed'],
      [{ name: 'c1\u0085' }, 'name'],
      [{ 'k\u0000': 1 }, 'k?'],
    ]
    for (const [value, path] of cases) expect(controlCharacterPath(value), path).toBe(path)
  })

  it('passes ordinary text, emoji, other scripts and non-strings', () => {
    for (const value of [
      'Ada',
      { name: 'Ｈａｒｄ 🂡 Ёж', n: 3, ok: true, none: null, list: ['a b', 'c-d_e'] },
      undefined,
      42,
    ])
      expect(controlCharacterPath(value)).toBeNull()
  })
})
