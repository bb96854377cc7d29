// Display names nobody may take: the bots' (a person called "Medium bot" would pass for one) and
// a few that speak for the site. Compared after folding case, spaces, punctuation, digits used
// as letters and look-alike characters from other scripts.
import { remove as removeConfusables } from 'confusables'
import { BOT_STRENGTHS } from '@patience-race/engine'
import { botPlayer } from '../races/seats/bots.js'

const DIGITS_AS_LETTERS: Record<string, string> = {
  '0': 'o',
  '1': 'l',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '@': 'a',
  $: 's',
}

/**
 * "M3dium  B0T" → "mediumbot"; "Еаsy bоt" (Cyrillic) → "easybot". Also how account usernames
 * are compared with their reserved list (accounts/usernames.ts).
 */
export function foldName(name: string): string {
  const plain = removeConfusables(name.normalize('NFKC')).toLowerCase()
  return [...plain]
    .map((c) => DIGITS_AS_LETTERS[c] ?? c)
    .join('')
    .replace(/[^\p{L}\p{N}]/gu, '')
    .replace(/l/g, 'i')
}

const RESERVED = new Set(
  [
    ...BOT_STRENGTHS.map((strength) => botPlayer(strength).name),
    'bot',
    'admin',
    'administrator',
    'moderator',
    'system',
    'patience race',
    'deleted player',
    'solver',
    'solver (par)',
  ].map(foldName),
)

export function isReservedName(name: string): boolean {
  return RESERVED.has(foldName(name))
}
