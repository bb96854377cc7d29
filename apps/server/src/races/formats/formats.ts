// Every race format, by its kind: the one place a kind's name leads to its policy.
import type { RaceKind } from '@patience-race/protocol'
import { arena } from './arena.js'
import { daily } from './daily.js'
import { friend } from './friend.js'
import { ghost } from './ghost.js'
import { practice } from './practice.js'
import type { RaceFormat } from './race-format.js'
import { ranked } from './ranked.js'

const FORMATS = { friend, ranked, ghost, daily, practice, arena } satisfies Record<
  RaceKind,
  RaceFormat
>

/** The format of a kind, or of anything that has one (a race's record, a summary, a row). */
export function formatOf(x: RaceKind | { readonly kind: RaceKind }): RaceFormat {
  return FORMATS[typeof x === 'string' ? x : x.kind]
}

/** A new race's format when none is asked for. */
export const DEFAULT_FORMAT: RaceFormat = friend

/** The kinds whose format answers yes: for a store's query over many races at once. */
export function kindsWhere(question: (format: RaceFormat) => boolean): RaceKind[] {
  return Object.values(FORMATS)
    .filter(question)
    .map((format) => format.kind)
}
