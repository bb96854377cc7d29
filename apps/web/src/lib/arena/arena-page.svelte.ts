// One arena as its page shows it (issue 42): the arena from REST, kept fresh by the socket's
// arena events (the page watches the arena: `arena:watch`, again on every reconnect, and reads
// the REST arena again when a push says the round or the leader changed); Join and Leave; and
// the entrant taken to each round's race. Polling is only a fallback: while the socket cannot
// watch, and for a finished arena's par, which the solver adds later and nothing pushes.
import type {
  Arena,
  ArenaEntry,
  ArenaFinishedEvent,
  ArenaRoundEvent,
  ArenaStanding,
  ArenaStandingsEvent,
  Reply,
  WireError,
} from '@patience-race/protocol'
import type { ApiResult } from '../net/rest.js'
import type { RaceServerEvents } from '../net/transport.js'
import { isArenaLive, isArenaOver, isScheduled } from './arena-status.js'
import { placeMoves, standingsView, type StandingsView } from './standings-view.js'

/** What the page needs of the server's REST side (arena-api.ts; a fake in tests). */
export interface ArenaRest {
  get(id: string, token: string | null): Promise<ApiResult<{ arena: Arena }>>
  /** What joining or leaving changed: no standings (those come by socket, or by `get`). */
  join(id: string, token: string | null): Promise<ApiResult<{ arena: ArenaEntry }>>
  leave(id: string, token: string | null): Promise<ApiResult<{ arena: ArenaEntry }>>
}

/** What it needs of the socket: the arena events, and a connection to hear them on. */
interface ArenaSocket {
  on(handlers: Partial<RaceServerEvents>): () => void
  whenConnected(ms?: number): Promise<boolean>
  watchArena(arenaId: string): Promise<Reply>
  unwatchArena(arenaId: string): Promise<Reply>
}

export interface ArenaDeps {
  rest: ArenaRest
  socket: () => Promise<ArenaSocket>
  /** Who asks: `token` a guest's (null for an account), `playerId` the caller's player. */
  who: () => { token: string | null; playerId: string | null }
  /** Open a page (a round's race). */
  go: (path: string) => void
  /** The arena is over (`arena:finished`): the race page goes back to the final table. */
  onFinished?: () => void
  /** Races this tab was already sent to: a reconnect's repeated `arena:round` sends nobody back. */
  sent?: Set<string>
}

/** The fallback poll: while the socket cannot watch, or a finished arena waits for its par. */
const POLL_MS = 15_000

const tabSent = new Set<string>()

export class ArenaPage {
  arena = $state.raw<Arena | null>(null)
  /** Why the arena could not be shown (NOT_FOUND…). */
  loadError = $state.raw<WireError | null>(null)
  /** Why Join or Leave was refused (ARENA_CLOSED…), in words. */
  actionError = $state('')
  busy = $state(false)
  /** The current round's end, from `arena:round` (else from the arena's round list). */
  #endsAt = $state<string | null>(null)
  /** The latest `arena:standings` (newer than the REST arena's between polls). */
  #live = $state.raw<ArenaStandingsEvent | null>(null)
  /** Places moved at the last change of the standings: playerId → places up (negative: down). */
  // Replaced whole at each change, never mutated: a plain Map in raw state.
  // eslint-disable-next-line svelte/prefer-svelte-reactivity
  moves = $state.raw(new Map<string, number>())
  readonly id: string
  readonly #deps: ArenaDeps
  readonly #sent: Set<string>

  constructor(id: string, deps: ArenaDeps) {
    this.id = id
    this.#deps = deps
    this.#sent = deps.sent ?? tabSent
  }

  /** The rows of the standings, freshest first: the socket's, else the REST arena's. */
  get rows(): ArenaStanding[] {
    const arena = this.arena
    if (this.#live && !isArenaOver(arena?.status)) {
      const { standings, you } = this.#live
      return you && !standings.some((r) => r.playerId === you.playerId)
        ? [...standings, you]
        : standings
    }
    return arena?.standings ?? []
  }

  get view(): StandingsView<ArenaStanding> {
    return standingsView(this.rows, this.#deps.who().playerId)
  }

  get entrants(): number {
    return this.#live?.entrants ?? this.arena?.entrants ?? 0
  }

  /** When the current round's time is up (ISO), while a round runs. */
  get endsAt(): string | null {
    const arena = this.arena
    if (!arena || !isArenaLive(arena.status)) return null
    return this.#endsAt ?? arena.roundList.find((r) => r.round === arena.round)?.endsAt ?? null
  }

  /** Join is open until the last round has started (ARENA_CLOSED after). */
  get canJoin(): boolean {
    const a = this.arena
    return (
      a !== null &&
      !a.joined &&
      (isScheduled(a.status) || (isArenaLive(a.status) && a.round < a.rounds))
    )
  }

  /** Leave is for before the start (the server's DELETE /join). */
  get canLeave(): boolean {
    return this.arena?.joined === true && isScheduled(this.arena.status)
  }

  /** Worth asking REST again: not heard by socket, or over with a round's par being solved. */
  get #stale(): boolean {
    const a = this.arena
    if (!this.#watching) return !a || !isArenaOver(a.status) || a.roundList.some((r) => !r.par)
    return !!a && isArenaOver(a.status) && a.roundList.some((r) => !r.par)
  }
  /** The socket watches this arena (its pushes keep the page fresh). */
  #watching = false

  /** Join and Leave replies taken: a read asked before the last of them may not know of it. */
  #acted = 0

  async load(): Promise<void> {
    const acted = this.#acted
    const { token } = this.#deps.who()
    const reply = await this.#deps.rest.get(this.id, token)
    if (!reply.ok) {
      // A poll that fails keeps what is shown; only a first load says why there is nothing.
      if (!this.arena) this.loadError = reply.error
      return
    }
    // Asked before a Join or Leave was answered (a guest's, before its session, say): it would
    // undo what the reply showed. Read again instead.
    if (acted !== this.#acted) return this.load()
    this.#take(reply.data.arena)
  }

  /** Watches and listens until the returned function is called. */
  start(): () => void {
    let stopped = false
    let off = () => {}
    let socket: ArenaSocket | null = null
    void this.load()
    const timer = setInterval(() => {
      if (this.#stale) void this.load()
    }, POLL_MS)
    const watch = async (s: ArenaSocket) => {
      const reply = await s.watchArena(this.id)
      if (!stopped) this.#watching = reply.ok
    }
    void this.#deps.socket().then(async (s) => {
      if (stopped) return
      socket = s
      off = s.on({
        'arena:round': (e) => this.onRound(e),
        'arena:standings': (e) => this.onStandings(e),
        'arena:finished': (e) => this.onFinished(e),
        // Back after a drop: the socket's rooms are gone and the arena may have moved on.
        connect: () => {
          void watch(s)
          void this.load()
        },
        disconnect: () => (this.#watching = false),
      })
      if (await s.whenConnected()) await watch(s)
    })
    return () => {
      stopped = true
      clearInterval(timer)
      off()
      void socket?.unwatchArena(this.id)
    }
  }

  async join(): Promise<void> {
    await this.#act((token) => this.#deps.rest.join(this.id, token))
  }

  async leave(): Promise<void> {
    await this.#act((token) => this.#deps.rest.leave(this.id, token))
  }

  /** A round started: the entrant goes to play it (once per race: not again on a reconnect). */
  onRound(e: ArenaRoundEvent): void {
    if (e.arenaId !== this.id) return
    this.#endsAt = e.endsAt
    if (this.#sent.has(e.raceId)) return
    this.#sent.add(e.raceId)
    this.#deps.go(`/r/${e.raceId}`)
  }

  onStandings(e: ArenaStandingsEvent): void {
    if (e.arenaId !== this.id) return
    const before = this.rows
    this.#live = e
    const moved = placeMoves(before, this.rows)
    if (moved.size > 0) this.moves = moved
    // A new round (its races, its clock) or a new leader (the race to watch): the REST arena.
    const arena = this.arena
    if (arena && (e.round !== arena.round || before[0]?.playerId !== this.rows[0]?.playerId))
      void this.load()
  }

  onFinished(e: ArenaFinishedEvent): void {
    if (e.arenaId !== this.id) return
    const arena = this.arena
    if (arena) this.arena = { ...arena, status: 'finished', standings: e.standings, seeds: e.seeds }
    this.#deps.onFinished?.()
    // The rounds' par and best come with the REST arena.
    void this.load()
  }

  #take(arena: Arena): void {
    const before = this.rows
    const roundChanged = this.arena?.round !== arena.round
    this.arena = arena
    this.loadError = null
    if (roundChanged) this.#endsAt = null
    // The REST standings are as new as the socket's at this moment: show them.
    if (this.#live && this.#live.round !== arena.round) this.#live = null
    const moved = placeMoves(before, this.rows)
    if (moved.size > 0 && before.length > 0) this.moves = moved
  }

  async #act(call: (token: string | null) => Promise<ApiResult<{ arena: ArenaEntry }>>) {
    this.busy = true
    this.actionError = ''
    const reply = await call(this.#deps.who().token)
    this.busy = false
    if (!reply.ok) {
      this.actionError = refusal(reply.error)
      return
    }
    const { joined, entrants } = reply.data.arena
    this.#acted++
    if (this.arena) this.arena = { ...this.arena, joined, entrants }
    // The standings with (or without) me: pushed by the socket watching the arena, else read.
    if (!this.#watching) await this.load()
  }
}

/** A refused Join or Leave in words. */
export function refusal(error: WireError): string {
  switch (error.code) {
    case 'ARENA_CLOSED':
      return 'The last round has started: this arena takes no more entrants.'
    case 'NOT_FOUND':
      return 'There is no arena with this link.'
    default:
      return error.message
  }
}
