import { isRacer } from '../race-role.js'
// What the results panel offers about a rematch (issue 12.3), as on lichess: a racer's
// "Rematch" is an offer; the other racer accepts or declines; the offerer may cancel (a decline
// of its own offer); on accept both racers go to the new race; spectators are offered to follow.
// Pure: RaceState keeps the facts, this decides what to show.

export interface RematchFacts {
  role: 'player' | 'spectator' | null
  /** My seat (racers). */
  seat: number | null
  /** The seat whose offer is open, if any. */
  offerBy: number | null
  /** The last offer that was declined or withdrawn. */
  declined: { by: number; offeredBy: number | null } | null
  /** The new race, once both racers asked. */
  rematchId: string | null
  /** This racer asked and waits for the server to make the race. */
  starting: boolean
  /** The race can have a rematch (it finished; an aborted race cannot). */
  finished: boolean
}

export type RematchPanel =
  | { kind: 'none' }
  /** A racer may offer ("Rematch"). */
  | { kind: 'can-offer' }
  /** My offer waits for the opponent ("Offer sent… Cancel"). */
  | { kind: 'sent' }
  /** The opponent offers ("Accept / Decline"). */
  | { kind: 'received'; by: number }
  /** Accepted: the new race is being made, then this tab goes there. */
  | { kind: 'starting' }
  /** A racer back on a race whose rematch exists already (a reload): a link to it. */
  | { kind: 'go'; rematchId: string }
  /** A spectator: a racer offered, nobody answered yet. */
  | { kind: 'offered'; by: number }
  /** A spectator: the rematch exists; follow it if you like. */
  | { kind: 'watch'; rematchId: string }

export function rematchPanel(f: RematchFacts): RematchPanel {
  if (!f.finished) return { kind: 'none' }
  if (isRacer(f.role)) {
    if (f.starting) return { kind: 'starting' }
    if (f.rematchId) return { kind: 'go', rematchId: f.rematchId }
    if (f.offerBy === null) return { kind: 'can-offer' }
    return f.offerBy === f.seat ? { kind: 'sent' } : { kind: 'received', by: f.offerBy }
  }
  if (f.rematchId) return { kind: 'watch', rematchId: f.rematchId }
  if (f.offerBy !== null) return { kind: 'offered', by: f.offerBy }
  return { kind: 'none' }
}

/**
 * What to say about the last declined offer (shown while no new offer is open), with `name`
 * giving a seat's player name.
 */
export function declinedText(f: RematchFacts, name: (seat: number) => string): string {
  const d = f.declined
  if (!d || f.offerBy !== null || f.rematchId) return ''
  const withdrawn = d.offeredBy !== null && d.offeredBy === d.by
  if (isRacer(f.role) && d.by === f.seat)
    return withdrawn ? 'You cancelled your rematch offer.' : 'You declined the rematch.'
  if (withdrawn) return `${name(d.by)} cancelled the rematch offer.`
  return `${name(d.by)} declined the rematch.`
}
