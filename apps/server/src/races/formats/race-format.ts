// What a race's format (its kind) decides, as one object per format: the race core asks these
// questions and never branches on a kind's name. A new format is one new file here, its entry
// in `formats.ts`, and its tests.
import type { RaceKind } from '@patience-race/protocol'

export interface RaceFormat {
  kind: RaceKind
  /**
   * Who takes the seats: `open`, anyone with the link while one is free; `paired`, only the
   * players the queue paired (never listed while waiting; one leaving calls the race off).
   */
  seats: 'open' | 'paired'
  /** The lobby's race lists show it (a daily attempt's result is not to be seen early). */
  listed: boolean
  /** Spectators may watch it (a daily attempt's board would show the day's deal). */
  watchable: boolean
  /** The seed is shown once the race is over (a daily's only when its day is over). */
  seedAtFinish: boolean
  /** Deals a secret seed: a seed given at creation is refused. */
  secretSeed: boolean
  /** The rating moves with its result; its pace is judged (fair-play.ts). */
  rated: boolean
  /** Race TV shows it before other live races. */
  featured: boolean
  /**
   * A waiting seat its player keeps on leaving: `always` (a one-seat attempt), the creator's
   * while it waits alone for its racers (`creator-alone`), or `never`.
   */
  keepsWaitingSeat: 'always' | 'creator-alone' | 'never'
  /** A waiting invite whose creator is gone INVITE_IDLE_MS is called off. */
  invitesGoStale: boolean
  /** The rematch offered once it is over: its format and whether it deals the same deal. */
  rematch: { kind: RaceKind; sameDeal: boolean } | null
  /**
   * The leaderboard its results count on: `ranked` (by rating), `casual` (the unverified
   * boards of friend races), `daily` (the day's own board), or none.
   */
  board: 'ranked' | 'casual' | 'daily' | null
  /**
   * The day's attempt at a daily deal: its result is kept from those who have not played the
   * day until the day is over, and it can no longer start once its day is over (docs/daily.md).
   */
  dayAttempt: boolean
  /** Deals a daily deal (the day's attempt, or a past day's practice): labelled with its day. */
  dealsADailyDeal: boolean
  /**
   * Started by the server as soon as its seats are taken (an arena's round): straight into the
   * countdown with every seat pre-assigned, no ready clicks (the lifecycle's `seatedByServer`).
   */
  startsAtOnce: boolean
}
