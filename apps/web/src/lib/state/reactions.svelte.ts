// Reactions on a race page: the fixed set a racer (once its game is over) or a spectator may
// send, and the ones received, each shown for a few seconds.
import type { Reaction, ReactionEvent, SeatStatus, RaceStatus } from '@patience-race/protocol'
import type { RaceTransport } from '../net/transport.js'
import { isRacer, isSpectator } from '../race-role.js'
import { isLive, isOver, isPlaying } from '../race-status.js'

export const REACTION_LABELS: Record<Reaction, string> = {
  'good-luck': 'Good luck',
  'well-played': 'Well played',
  wow: 'Wow',
  gg: 'GG',
}

export interface ShownReaction {
  id: number
  text: string
  who: string
}

/** Spectators may react at any time; a racer once its own game or the race is over. */
export function mayReact(
  role: 'player' | 'spectator' | null,
  raceStatus: RaceStatus,
  myStatus: SeatStatus | undefined,
): boolean {
  if (isSpectator(role)) return true
  if (!isRacer(role)) return false
  if (isOver(raceStatus)) return true
  return isLive(raceStatus) && myStatus !== undefined && !isPlaying(myStatus)
}

export class ReactionFeed {
  shown = $state.raw<ShownReaction[]>([])
  /** Why the last reaction was not sent (too many in a row), until the next one is. */
  refused = $state('')
  #next = 1
  // eslint-disable-next-line svelte/prefer-svelte-reactivity -- timers to clear, not shown state
  #timers = new Set<ReturnType<typeof setTimeout>>()

  constructor(
    private readonly raceId: string,
    private readonly transport: RaceTransport,
    /** Who sent it, as the page names them. */
    private readonly who: (e: ReactionEvent) => string,
    private readonly showMs = 4000,
  ) {}

  /** Subscribes; returns the unsubscribe function. */
  start(): () => void {
    const off = this.transport.on({ 'race:reaction': (e) => this.#received(e) })
    return () => {
      off()
      for (const timer of this.#timers) clearTimeout(timer)
      this.#timers.clear()
    }
  }

  async send(reaction: Reaction): Promise<void> {
    const reply = await this.transport.react({ raceId: this.raceId, reaction })
    this.refused = reply.ok
      ? ''
      : reply.error.code === 'RATE_LIMITED'
        ? 'Too many reactions: wait a few seconds.'
        : reply.error.message
  }

  #received(e: ReactionEvent): void {
    if (e.raceId !== this.raceId) return
    const id = this.#next++
    // At most three at a time: a burst from a crowd pushes the oldest out.
    this.shown = [
      ...this.shown.slice(-2),
      { id, text: REACTION_LABELS[e.reaction], who: this.who(e) },
    ]
    const timer = setTimeout(() => {
      this.#timers.delete(timer)
      this.shown = this.shown.filter((r) => r.id !== id)
    }, this.showMs)
    this.#timers.add(timer)
  }
}
