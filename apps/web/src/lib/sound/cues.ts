// Which sounds a change on the race page calls for: a pure function of two moments, so the
// rules are tested without audio.
import { isCountdown, isFinished, isLive } from '../race-status.js'
export type Cue =
  | 'move'
  | 'foundation'
  | 'countdown'
  | 'start'
  | 'opponent-finished'
  | 'win'
  | 'loss'
  /** A challenge by name came in (any page: lib/friends). */
  | 'challenge'

/** What the race page looked like at one moment, as far as sounds care. */
export interface Moment {
  status: 'waiting' | 'countdown' | 'live' | 'finished' | 'aborted'
  /** Whole seconds left of the countdown (null outside it). */
  countdownSec: number | null
  /** This racer's moves and cards on foundations (null for a spectator). */
  myMoves: number | null
  myFoundation: number | null
  /** Opponents whose game is over (won, stuck, resigned…). */
  opponentsDone: number
  /** This racer's result once the race is over: null for a spectator, a tie or no result yet. */
  outcome: 'win' | 'loss' | null
}

/** Which sound kinds the player chose in Settings. */
export interface SoundChoices {
  soundMove: boolean
  soundFoundation: boolean
  soundFinish: boolean
}

export function cuesBetween(before: Moment, after: Moment, choices: SoundChoices): Cue[] {
  const cues: Cue[] = []
  if (
    isCountdown(after.status) &&
    after.countdownSec !== null &&
    after.countdownSec !== before.countdownSec
  )
    cues.push('countdown')
  if (isLive(after.status) && !isLive(before.status) && !isFinished(before.status))
    cues.push('start')
  if (after.myMoves !== null && before.myMoves !== null && after.myMoves > before.myMoves) {
    const toFoundation = (after.myFoundation ?? 0) > (before.myFoundation ?? 0)
    if (toFoundation && choices.soundFoundation) cues.push('foundation')
    else if (choices.soundMove) cues.push('move')
  }
  if (choices.soundFinish) {
    if (after.opponentsDone > before.opponentsDone && isLive(after.status))
      cues.push('opponent-finished')
    if (after.outcome && !before.outcome) cues.push(after.outcome)
  }
  return cues
}
