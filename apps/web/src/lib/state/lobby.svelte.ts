// The lobby's choices and its ways to a race: the game, the queue, a bot, a friend race.
import type { BotStrength, CreateRaceBody } from '@patience-race/protocol'
import { api, type GameListing } from '../api.js'
import { appliedSettings } from '../account/applied-settings.svelte.js'
import { router } from '../router.svelte.js'
import { QueueState } from './queue.svelte.js'
import { deviceId, session } from './session.svelte.js'

// The server's default is 15 minutes (DEFAULT_TIME_LIMIT_SEC); the schema allows 30 s – 1 h.
export const TIME_LIMITS = [5, 10, 15, 20, 30, 60]
export const SEAT_COUNTS = [2, 3, 4, 5, 6, 7, 8]
export const DELAYS = [
  [0, 'live'],
  [15, '15 s late'],
  [60, '1 minute late'],
] as const
export const BOTS: [BotStrength, string][] = [
  ['easy', 'Easy'],
  ['medium', 'Medium'],
  ['hard', 'Hard'],
]

export class LobbyState {
  name = $state(session.name)
  games = $state.raw<GameListing[]>([])
  gamesError = $state('')
  game = $state('sir-tommy')
  variant = $state('')
  creating = $state(false)
  minutes = $state(15)
  createError = $state('')
  // Friend races: may others watch, and how late (issue 10: spectators see the race late).
  spectators = $state(appliedSettings.current.allowSpectators)
  delaySec = $state<0 | 15 | 60>(0)
  /** Seats of a friend race: 2 to 8 racers on one link. */
  seatCount = $state(2)
  botBusy = $state<BotStrength | null>(null)
  /** Why "Race anyone" could not queue (shown by its button). */
  anyoneError = $state('')
  /** Why a bot race could not open (shown by the bot buttons). */
  botError = $state('')
  /** Why the display name cannot race (shown under the name field, in words). */
  nameError = $state('')
  /** Bumped on every refusal of the name, so the page can bring the field into view again. */
  nameRefused = $state(0)
  signingUp = $state(false)
  // Signed up from "Race anyone": the recovery codes stay on screen until saved, so a match
  // found meanwhile waits for that click.
  codesUnsaved = $state(false)
  matchedRace = $state<string | null>(null)
  /** Another account on this network waits in Race anyone (GET /api/queue/same-network). */
  networkWaiting = $state(false)

  readonly queue = new QueueState({
    transport: async () => (await import('../net/shared-transport.js')).sharedTransport(),
    onMatched: (raceId) => {
      if (this.codesUnsaved) this.matchedRace = raceId
      else router.navigate(`/r/${raceId}`)
    },
  })

  chosen = $derived(this.games.find((g) => g.id === this.game))
  chosenVariant = $derived(
    this.chosen?.variants.find((v) => v.id === this.variant) ?? this.chosen?.variants[0],
  )
  /** The chosen variant, or undefined for the game's default one. */
  variantId = $derived(
    this.chosenVariant && this.chosenVariant.id !== this.chosen?.variants[0]?.id
      ? this.chosenVariant.id
      : undefined,
  )
  chosenName = $derived(
    this.chosen
      ? `${this.chosen.name}${this.variantId ? ` · ${this.chosenVariant?.name}` : ''}`
      : '',
  )

  async loadGames(): Promise<void> {
    const reply = await api.games()
    if (reply.ok) {
      this.games = reply.data
      this.gamesError = ''
      if (!reply.data.some((g) => g.id === this.game) && reply.data[0]) this.game = reply.data[0].id
    } else this.gamesError = reply.error.message
  }

  /** "New ranked race" on a ranked race's results: /?queue=<game>&variant=<variant> queues at once. */
  async queueFor(wanted: string, wantedVariant: string | null): Promise<void> {
    await this.queue.join({
      game: wanted as CreateRaceBody['game'],
      ...(wantedVariant ? { variant: wantedVariant } : {}),
      deviceId: deviceId(),
    })
    if (this.queue.errorCode === 'ACCOUNT_REQUIRED') this.signingUp = true
  }

  /**
   * A session for the name typed, or an error message for the way asked (empty when the name is
   * the trouble: that is said under the name field, `nameError`).
   */
  async #identity(): Promise<{ token: string | null } | { error: string }> {
    this.nameError = ''
    if (!session.account && !this.name.trim())
      return this.#refuseName('Pick a display name first: your opponent will see it.')
    const who = await session.ensure(this.name)
    if (who.ok) return { token: who.data.token }
    const { code, message } = who.error
    if (code === 'NAME_RESERVED' || code === 'NAME_TAKEN' || /^name: /.test(message))
      return this.#refuseName(plainRefusal(message.replace(/^name: /, '')))
    return { error: message }
  }

  #refuseName(message: string): { error: string } {
    this.nameError = message
    this.nameRefused++
    return { error: '' }
  }

  async raceAnyone(): Promise<void> {
    this.anyoneError = ''
    if (!this.codesUnsaved) this.signingUp = false
    const who = await this.#identity()
    if ('error' in who) {
      this.anyoneError = who.error
      return
    }
    await this.queue.join({
      game: this.game as CreateRaceBody['game'],
      ...(this.variantId ? { variant: this.variantId } : {}),
      deviceId: deviceId(),
    })
    // Ranked needs an account: sign up here, then queue (RankedSignUp).
    if (this.queue.errorCode === 'ACCOUNT_REQUIRED') this.signingUp = true
  }

  /** Opens a race as the player named here and goes to it: null, or why it could not. */
  async #openRace(body: CreateRaceBody): Promise<string | null> {
    const who = await this.#identity()
    if ('error' in who) return who.error
    const reply = await api.createRace(body, who.token)
    if (!reply.ok) return reply.error.message
    router.navigate(`/r/${reply.data.raceId}`)
    return null
  }

  async raceBot(bot: BotStrength): Promise<void> {
    this.botError = ''
    this.botBusy = bot
    const body: CreateRaceBody = { game: this.game as CreateRaceBody['game'], opponent: { bot } }
    if (this.variantId) body.variant = this.variantId
    this.botError = (await this.#openRace(body)) ?? ''
    this.botBusy = null
  }

  /** A friend race: opens it and goes there for the invitation link. */
  async create(): Promise<void> {
    this.createError = ''
    this.creating = true
    const body: CreateRaceBody = {
      game: this.game as CreateRaceBody['game'],
      timeLimitSec: this.minutes * 60,
      spectators: this.spectators,
    }
    if (this.seatCount !== 2) body.seats = this.seatCount
    if (this.spectators) body.spectatorDelaySec = this.delaySec
    if (this.variantId) body.variant = this.variantId
    this.createError = (await this.#openRace(body)) ?? ''
    this.creating = false
  }

  /** Looks again whether someone on this network waits in Race anyone (accounts only). */
  async checkNetwork(): Promise<void> {
    if (!session.account) {
      this.networkWaiting = false
      return
    }
    const reply = await api.sameNetwork(session.token)
    this.networkWaiting = reply.ok && reply.data.waiting
  }

  /**
   * Someone on this network looks for a race: Race anyone never pairs the two, so leave the queue
   * and open a friend race (unrated) to send them its link.
   */
  async raceNeighbour(): Promise<void> {
    await this.queue.cancel()
    this.seatCount = 2
    await this.create()
  }

  /** Signed up from "Race anyone": queue now; the codes may still wait to be saved. */
  signedUp(codes: string[]): void {
    this.codesUnsaved = codes.length > 0
    this.signingUp = this.codesUnsaved
    void this.raceAnyone()
  }

  codesSaved(): void {
    this.codesUnsaved = false
    this.signingUp = false
    if (this.matchedRace) router.navigate(`/r/${this.matchedRace}`)
  }
}

/** A server's refusal of the name as a sentence ("that name is an account's: pick another."). */
function plainRefusal(message: string): string {
  const text = message.charAt(0).toUpperCase() + message.slice(1)
  return /[.!?]$/.test(text) ? text : `${text}.`
}
