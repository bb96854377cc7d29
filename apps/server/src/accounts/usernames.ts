// Which usernames may be claimed: the protocol checks the shape; here the name is folded for
// the case-blind unique index, and bot names and a short reserved list are refused, compared as
// guest names are (identity/reserved-names.ts: look-alike letters and digits folded).
import { foldName, isReservedName } from '../identity/reserved-names.js'

const RESERVED = new Set(
  [
    'admin',
    'administrator',
    'root',
    'system',
    'server',
    'support',
    'help',
    'moderator',
    'mod',
    'staff',
    'official',
    'patience',
    'patiencerace',
    'patience-race',
    'anonymous',
    'guest',
    'deleted',
    'deleted-player',
    'deleted_player',
    'me',
    'api',
    'null',
    'undefined',
  ].map(foldName),
)

/** The key sign-in and profiles look an account up by: names differing only in case collide. */
export function foldUsername(username: string): string {
  return username.toLowerCase()
}

/**
 * The key look-alikes collide on (a second unique index): folded as guest names are, so
 * `v1ctim`, `VICTIM` and `vic_tim` are all `victim`'s, and a guest name that folds to it is
 * reserved. The migration that brought it in (account_name_key) folds ASCII the same way in SQL.
 */
export function nameKey(username: string): string {
  return foldName(username)
}

/** A username's words: split at `_` and `-`, and where a capital follows ("SuperBot"). */
function words(username: string): string[] {
  return username.split(/[_-]+|(?<=[a-z0-9])(?=[A-Z])/)
}

/** "bot", "B0t", "bot7": a word that says bot (a word that only holds it, "Robot", does not). */
function isBotWord(word: string): boolean {
  return foldName(word.replace(/\d+$/, '')) === 'bot'
}

/**
 * Nobody's: a name a guest may not take either ("Easy-B0t", "S0lver", "Admin"), the reserved
 * list however spelled ("R00t"), and a name with a bot word in it ("bot_3", "Hard-bot",
 * "SuperBot"). Ordinary words that contain "bot" ("Robot", "Bottle") are fine.
 */
export function isReservedUsername(username: string): boolean {
  return (
    isReservedName(username) || RESERVED.has(foldName(username)) || words(username).some(isBotWord)
  )
}
