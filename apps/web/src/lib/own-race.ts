// The lobby's way back to every unfinished race of this browser's player (lichess's "games in
// progress"), from GET /api/races/mine: a daily attempt, an invite waiting for its racers, a
// countdown, a live race — one line each, saying which.
import type { OwnRace } from '@patience-race/protocol'
import { raceTitle } from './games.js'
import { isCountdown, isWaiting } from './race-status.js'
import { isDaily, isPractice, isSolo } from './race-kind.js'

/** The lobby shows this many at most (the newest: the server lists newest first). */
export const OWN_RACES_SHOWN = 3
/** How often the lobby asks again, while it stays open. */
export const OWN_RACES_REFRESH_MS = 15_000

/** "Grace", "Grace and Ivy", "Grace, Ivy and 2 more": everyone in the race but `playerId`. */
function others(race: OwnRace, playerId: string | null): string {
  const names = race.players.filter((p) => p.player.id !== playerId).map((p) => p.player.name)
  if (names.length <= 2) return names.join(' and ')
  return `${names.slice(0, 2).join(', ')} and ${names.length - 2} more`
}

/** What the line says before "— back to it". */
export function ownRaceLabel(race: OwnRace, playerId: string | null): string {
  const title = raceTitle(race.game, race.variant)
  if (isDaily(race.kind)) return `Your daily attempt (${title})`
  if (isPractice(race.kind)) return `Your practice daily (${title})`
  if (isWaiting(race.status)) {
    const free = race.seats - race.players.length
    if (free === 1) return `Your race is waiting for an opponent (${title})`
    if (free > 1) return `Your race is waiting for opponents (${title})`
    return `Your race is waiting for everyone to be ready (${title})`
  }
  const against = others(race, playerId)
  const vs = against ? ` against ${against}` : ''
  if (isCountdown(race.status)) return `Your race is starting${vs} (${title})`
  return `You have a race in progress${vs} (${title})`
}

/**
 * When the race was made, so two lines of the same game tell apart: "made just now", "made 4 min
 * ago", "made 2 h ago".
 */
export function ownRaceAge(race: OwnRace, now: number): string {
  const minutes = Math.floor((now - Date.parse(race.createdAt)) / 60_000)
  if (!(minutes >= 1)) return 'made just now'
  if (minutes < 60) return `made ${minutes} min ago`
  return `made ${Math.floor(minutes / 60)} h ago`
}

/** Which sort of line: it picks the test ids (`own-race` for a live race, as it always was). */
type OwnRaceSort = 'daily' | 'waiting' | 'starting' | 'live'

function ownRaceSort(race: OwnRace): OwnRaceSort {
  if (isSolo(race.kind)) return 'daily'
  if (isWaiting(race.status)) return 'waiting'
  if (isCountdown(race.status)) return 'starting'
  return 'live'
}

/** The line's test id; its link's is this plus `-link`. */
export function ownRaceTestId(race: OwnRace): string {
  const sort = ownRaceSort(race)
  return sort === 'live' ? 'own-race' : `own-race-${sort}`
}
