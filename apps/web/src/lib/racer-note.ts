// A racer's state in a word, where there is room for no more (the opponents' strip, a phone
// spectator's switch): how they finished, or that they are away; nothing while they play.
import type { RacePlayer } from '@patience-race/protocol'
import { isPlaying } from './race-status.js'

const DONE: Record<string, string> = {
  won: 'cleared',
  stuck: 'done',
  resigned: 'resigned',
  abandoned: 'left',
}

export function racerNote(p: Pick<RacePlayer, 'status' | 'online'>): string {
  if (!isPlaying(p.status)) return DONE[p.status] ?? p.status
  return p.online === false ? 'away' : ''
}
