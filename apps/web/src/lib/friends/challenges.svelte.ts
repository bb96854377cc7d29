// Challenges by name (issue 43, docs/friends.md), as this tab sees them: the ones to me (a toast
// with Accept / Decline and a countdown, on any page), the ones I sent and wait on (Cancel), and
// what became of mine in plain words. The server's socket events keep it current; a reconnect or
// a reload asks GET /api/challenges again.
import type {
  Challenge,
  ChallengeAcceptedEvent,
  ChallengeEndedEvent,
  ChallengeReceivedEvent,
  CreateChallengeBody,
} from '@patience-race/protocol'
import { answerWords, refusalWords } from './challenge-words.js'
import { friendsApi } from './friends-api.js'

/** The socket events this store listens to (a subset of the shared transport's). */
export interface ChallengeEvents {
  connect: () => void
  disconnect: () => void
  'challenge:received': (e: ChallengeReceivedEvent) => void
  'challenge:accepted': (e: ChallengeAcceptedEvent) => void
  'challenge:declined': (e: ChallengeEndedEvent) => void
  'challenge:expired': (e: ChallengeEndedEvent) => void
  'challenge:cancelled': (e: ChallengeEndedEvent) => void
}

export interface ChallengeSource {
  on(handlers: Partial<ChallengeEvents>): () => void
}

/** A line about one of my challenges that ended, or one accepted in another tab. */
export interface ChallengeNotice {
  id: string
  text: string
  /** The race to go to (a challenge accepted while this tab was elsewhere). */
  raceId?: string
}

/** What the server's CHALLENGE_TTL_MS is by default: a challenge lives a minute. */
const DEFAULT_TTL_MS = 60_000
/** A challenge the server should have ended is dropped this long after its time. */
const GRACE_MS = 3000
const NOTICE_MS = 10_000
/** Notices shown at once (the newest): on a phone they share the screen's foot with the page. */
const NOTICES_SHOWN = 2

export interface InboxOptions {
  /** Go to a page (the router; a fake in tests). */
  go: (path: string) => void
  /** A challenge came in (the sound). */
  onReceived?: (challenge: Challenge) => void
  now?: () => number
}

export class ChallengeInbox {
  /** Pending challenges to me, oldest first. */
  incoming = $state.raw<Challenge[]>([])
  /** My pending challenges. */
  outgoing = $state.raw<Challenge[]>([])
  notices = $state.raw<ChallengeNotice[]>([])
  /** Said once to screen readers (the toast's live region): what just happened. */
  announcement = $state('')
  /** Why answering a challenge failed, by challenge id. */
  errors = $state.raw<Record<string, string>>({})
  /** The challenge being answered or cancelled right now (its buttons wait). */
  busy = $state<string | null>(null)

  readonly #opts: InboxOptions
  // Bookkeeping, not state: set before the lists that render change, and read with them.
  /* eslint-disable svelte/prefer-svelte-reactivity */
  /** When each challenge ends, on this browser's clock (see deadline()). */
  readonly #deadlines = new Map<string, number>()
  /** Sent or accepted from this tab: its acceptance takes this tab to the race. */
  readonly #mine = new Set<string>()
  /* eslint-enable svelte/prefer-svelte-reactivity */
  #timer: ReturnType<typeof setInterval> | null = null

  constructor(opts: InboxOptions) {
    this.#opts = opts
  }

  #now(): number {
    return (this.#opts.now ?? Date.now)()
  }

  /** Milliseconds left to answer `challenge`, never below 0. */
  leftMs(challenge: Challenge, now = this.#now()): number {
    return Math.max(0, (this.#deadlines.get(challenge.id) ?? Date.parse(challenge.expiresAt)) - now)
  }

  /** Listen to `source` and ask for the pending ones; returns the way to stop. */
  attach(source: ChallengeSource): () => void {
    // A connection that comes back may have missed events: ask again then.
    let missed = false
    const off = source.on({
      disconnect: () => (missed = true),
      connect: () => {
        if (missed) void this.load()
        missed = false
      },
      'challenge:received': ({ challenge }) => this.#received(challenge),
      'challenge:accepted': (e) => this.#accepted(e),
      'challenge:declined': ({ challengeId }) => this.#ended(challengeId, 'declined'),
      'challenge:expired': ({ challengeId }) => this.#ended(challengeId, 'expired'),
      'challenge:cancelled': ({ challengeId }) => this.#ended(challengeId, 'cancelled'),
    })
    this.#timer ??= setInterval(() => this.dropOverdue(), 1000)
    void this.load()
    return () => {
      off()
      if (this.#timer) clearInterval(this.#timer)
      this.#timer = null
      this.clear()
    }
  }

  /** Signed out: nothing pending any more on this page. */
  clear(): void {
    this.incoming = []
    this.outgoing = []
    this.notices = []
    this.errors = {}
    this.#deadlines.clear()
    this.#mine.clear()
  }

  /** The pending challenges as the server has them (after a reload or a reconnect). */
  async load(): Promise<void> {
    const reply = await friendsApi.challenges()
    if (!reply.ok) return
    for (const c of [...reply.data.incoming, ...reply.data.outgoing]) this.#deadline(c)
    this.incoming = reply.data.incoming
    this.outgoing = reply.data.outgoing
  }

  /** Challenge `body.to`; the refusal in words, or null once it is sent. */
  async send(body: CreateChallengeBody): Promise<string | null> {
    const reply = await friendsApi.challenge(body)
    if (!reply.ok) return refusalWords(reply.error, body.to)
    const challenge = reply.data.challenge
    this.#mine.add(challenge.id)
    this.#deadline(challenge, true)
    this.outgoing = [...this.outgoing.filter((c) => c.id !== challenge.id), challenge]
    return null
  }

  async accept(id: string): Promise<void> {
    const challenge = this.incoming.find((c) => c.id === id)
    if (!challenge || this.busy) return
    this.busy = id
    this.#mine.add(id)
    const reply = await friendsApi.accept(id)
    this.busy = null
    if (reply.ok) {
      this.#remove(id)
      // The server's challenge:accepted may have come first and taken this tab there already.
      if (this.#mine.delete(id)) this.#opts.go(`/r/${reply.data.raceId}`)
      return
    }
    this.#mine.delete(id)
    this.#fail(challenge, answerWords(reply.error, challenge.from.username))
  }

  async decline(id: string): Promise<void> {
    const challenge = this.incoming.find((c) => c.id === id)
    if (!challenge || this.busy) return
    this.busy = id
    const reply = await friendsApi.decline(id)
    this.busy = null
    // Declined, or gone already: either way nothing is left to answer.
    if (reply.ok || reply.error.code === 'NOT_FOUND') this.#remove(id)
    else this.#fail(challenge, answerWords(reply.error, challenge.from.username))
  }

  async cancel(id: string): Promise<void> {
    const challenge = this.outgoing.find((c) => c.id === id)
    if (!challenge || this.busy) return
    this.busy = id
    const reply = await friendsApi.cancel(id)
    this.busy = null
    // Taken back (the line just goes), or over already.
    if (reply.ok || reply.error.code === 'NOT_FOUND') this.#remove(id)
    else this.#fail(challenge, refusalWords(reply.error, challenge.to.username))
  }

  dismiss(id: string): void {
    this.notices = this.notices.filter((n) => n.id !== id)
  }

  /** Drops what the server should have ended by now (an event lost with the connection). */
  dropOverdue(now = this.#now()): void {
    for (const c of this.outgoing) if (now - this.#end(c) >= GRACE_MS) this.#ended(c.id, 'expired')
    for (const c of this.incoming) if (now - this.#end(c) >= GRACE_MS) this.#remove(c.id)
  }

  #end(c: Challenge): number {
    return this.#deadlines.get(c.id) ?? Date.parse(c.expiresAt)
  }

  /**
   * When `challenge` ends on this browser's clock. The server's `expiresAt` is on its own clock:
   * one just sent or just received cannot have expired already nor last longer than a few
   * minutes, so a browser clock that far off counts the server's default minute from now.
   */
  #deadline(challenge: Challenge, fresh = false): void {
    if (this.#deadlines.has(challenge.id)) return
    const now = this.#now()
    const left = Date.parse(challenge.expiresAt) - now
    const skewed = !Number.isFinite(left) || left > 10 * DEFAULT_TTL_MS || (fresh && left <= 0)
    this.#deadlines.set(challenge.id, now + (skewed ? DEFAULT_TTL_MS : left))
  }

  #received(challenge: Challenge): void {
    if (this.incoming.some((c) => c.id === challenge.id)) return
    this.#deadline(challenge, true)
    this.incoming = [...this.incoming, challenge]
    this.announcement = `${challenge.from.username} challenges you to a race. Accept or decline.`
    this.#opts.onReceived?.(challenge)
  }

  #accepted({ challengeId, raceId }: ChallengeAcceptedEvent): void {
    const sent = this.outgoing.find((c) => c.id === challengeId)
    const here = this.#mine.delete(challengeId)
    this.#remove(challengeId)
    if (here) {
      this.#opts.go(`/r/${raceId}`)
      return
    }
    // Sent from another tab: this one is told, and may follow.
    if (sent) this.#notice(challengeId, `${sent.to.username} accepted your challenge.`, { raceId })
  }

  #ended(id: string, how: 'declined' | 'expired' | 'cancelled'): void {
    const sent = this.outgoing.find((c) => c.id === id)
    this.#remove(id)
    if (!sent) return // one to me: its toast just goes
    const name = sent.to.username
    if (how === 'declined') this.#notice(id, `${name} declined your challenge.`)
    else if (how === 'expired')
      this.#notice(id, `${name} did not answer your challenge in time, so it expired.`)
  }

  #remove(id: string): void {
    this.incoming = this.incoming.filter((c) => c.id !== id)
    this.outgoing = this.outgoing.filter((c) => c.id !== id)
    this.#deadlines.delete(id)
    if (id in this.errors) {
      const { [id]: _gone, ...rest } = this.errors
      this.errors = rest
    }
  }

  #fail(challenge: Challenge, text: string): void {
    this.errors = { ...this.errors, [challenge.id]: text }
  }

  #notice(id: string, text: string, extra: { raceId?: string } = {}): void {
    const others = this.notices.filter((n) => n.id !== id).slice(-(NOTICES_SHOWN - 1))
    this.notices = [...others, { id, text, ...extra }]
    this.announcement = text
    setTimeout(() => this.dismiss(id), NOTICE_MS)
  }
}
