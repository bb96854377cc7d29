// Each seat's progress to the other racers of its race (issue 23). In a duel the opponent gets
// every move's `race:progress` at once. In a race of more than two, every move to every other
// seat was 7 WebSocket frames a move in a race of 8 (bench/README.md, "Races of 8"): there the
// progress is coalesced into `race:progress-batch` events, at most one every OPPONENT_BATCH_MS,
// each with every seat's latest progress since the last, sent in one emit to the racers.
import type { ProgressEntry } from '@patience-race/protocol'
import type { Broadcaster, Clock, Scheduler } from '../ports.js'
import { ProgressFeed } from './progress-feed.js'
import { isStillPlaying } from '../seats/seat-status.js'

/**
 * 150 ms: a racer cannot know when another moved, so a strip entry this late looks on time (a
 * glance alone takes longer), and each entry keeps its move's own race-clock time, so the
 * progress chart is exact. At 8 people's pace (about a dozen moves a second between them) a
 * longer window holds more moves: hence the top of the 100–150 ms range.
 */
export const OPPONENT_BATCH_MS = 150

export class OpponentProgress {
  private readonly feed: ProgressFeed<ProgressEntry>

  constructor(
    private readonly raceId: string,
    /** The race's seats (fixed once it is live). */
    private readonly seats: () => number[],
    private readonly broadcaster: Broadcaster,
    clock: Clock,
    scheduler: Scheduler,
  ) {
    this.feed = new ProgressFeed(
      (entries) => this.toRacers(entries),
      clock,
      scheduler,
      OPPONENT_BATCH_MS,
    )
  }

  /** A seat's progress after a move, a resignation or a claim. A seat that is done goes at once. */
  send(entry: ProgressEntry): void {
    const seats = this.seats()
    if (seats.length <= 2) {
      const others = seats.filter((seat) => seat !== entry.seat)
      this.broadcaster.toSeats(this.raceId, others, 'race:progress', {
        raceId: this.raceId,
        ...entry,
      })
      return
    }
    this.feed.push(entry.seat, entry)
    if (!isStillPlaying(entry.status)) this.feed.flush()
  }

  /** Sends what is held now (the race ends). */
  flush(): void {
    this.feed.flush()
  }

  /** Drops what is held (shutdown, or the race moved to another node). */
  stop(): void {
    this.feed.stop()
  }

  /** One batch to every racer; one about a single seat skips that seat, who knows its own. */
  private toRacers(entries: ProgressEntry[]): void {
    const only = entries.length === 1 ? entries[0]?.seat : undefined
    const seats = this.seats().filter((seat) => seat !== only)
    this.broadcaster.toSeats(this.raceId, seats, 'race:progress-batch', {
      raceId: this.raceId,
      events: entries,
    })
  }
}
