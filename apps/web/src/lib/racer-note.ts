// A racer's state in a word, where there is room for no more (the opponents' strip, a phone
// spectator's switch): how they finished, or that they are away; nothing while they play.
import type { RacePlayer } from '@patience-race/protocol'

const DONE: Record<string, string> = {
  won: 'cleared',
  stuck: 'done',
  resigned: 'resigned',
  abandoned: 'left',
}

export function racerNote(p: Pick<RacePlayer, 'status' | 'online'>): string {
  if (p.status !== 'playing') return DONE[p.status] ?? p.status
  return p.online === false ? 'away' : ''
}
