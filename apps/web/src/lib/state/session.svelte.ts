// Who this browser plays as (protocol.md "Identity"): a signed-in account (the httpOnly session
// cookie does the talking; docs/accounts.md), else a guest's signed token kept in localStorage.
import type { Player } from '@patience-race/protocol'
import { api, type ApiResult } from '../api.js'

const KEY = 'patience-race.session'
const NAME_KEY = 'patience-race.name'
/** The signed-in account's player: a hint across reloads (not a credential), confirmed by /api/me. */
const ACCOUNT_KEY = 'patience-race.account'

interface Stored {
  token: string
  player: Player
}

/** A guest's token, or null for a signed-in account (its cookie authenticates). */
interface Identity {
  token: string | null
  player: Player
}

function read<T>(key: string): T | null {
  try {
    const raw = globalThis.localStorage?.getItem(key)
    return raw ? (JSON.parse(raw) as T) : null
  } catch {
    return null
  }
}

export class Session {
  token = $state<string | null>(null)
  player = $state<Player | null>(null)
  name = $state('')
  /** The signed-in account's player, or null (a guest, or nobody yet). */
  account = $state<Player | null>(null)

  constructor() {
    const stored = read<Stored>(KEY)
    this.token = stored?.token ?? null
    this.player = stored?.player ?? null
    this.account = read<Player>(ACCOUNT_KEY)
    this.name = globalThis.localStorage?.getItem(NAME_KEY) ?? stored?.player.name ?? ''
  }

  /** Someone to race as: an account, or a guest with a token. */
  get known(): boolean {
    return this.account !== null || this.token !== null
  }

  /** The player this browser races as (the account's, else the guest's), or null. */
  get playerId(): string | null {
    return this.account?.id ?? this.player?.id ?? null
  }

  /** What the socket authenticates with: changes when the browser becomes someone else. */
  get authKey(): string | null {
    return this.token ?? (this.account ? `account:${this.account.id}` : null)
  }

  /**
   * The account signed in (or out, null). Signed in, the browser races as the account on any
   * device: a guest token left here would be sent first and win, so it is dropped (an upgraded
   * guest's token is the account's own player, and signing out must not leave it behind).
   */
  signedIn(player: Player | null): void {
    this.account = player
    if (!player) {
      globalThis.localStorage?.removeItem(ACCOUNT_KEY)
      return
    }
    globalThis.localStorage?.setItem(ACCOUNT_KEY, JSON.stringify(player))
    this.token = null
    this.player = null
    globalThis.localStorage?.removeItem(KEY)
  }

  rememberName(name: string): void {
    this.name = name
    globalThis.localStorage?.setItem(NAME_KEY, name)
  }

  /**
   * Who races: the signed-in account (no token: the cookie), else a guest token for this name —
   * the stored one when the name is unchanged, else a fresh session.
   */
  async ensure(name = this.name): Promise<ApiResult<Identity>> {
    if (this.account) return { ok: true, data: { token: null, player: this.account } }
    const trimmed = name.trim()
    this.rememberName(trimmed)
    if (this.token && this.player && this.player.name === trimmed) {
      return { ok: true, data: { token: this.token, player: this.player } }
    }
    const reply = await api.createSession(trimmed)
    if (!reply.ok) return reply
    this.token = reply.data.token
    this.player = reply.data.player
    globalThis.localStorage?.setItem(KEY, JSON.stringify(reply.data))
    return { ok: true, data: reply.data }
  }
}

export const session = new Session()

const DEVICE_KEY = 'patience-race.device'

/**
 * A random id for this browser, kept in localStorage: the "Race anyone" queue never pairs two
 * tabs or two names of one browser (issue 10). Not a secret and not an identity.
 */
export function deviceId(): string {
  const stored = globalThis.localStorage?.getItem(DEVICE_KEY)
  if (stored && /^[A-Za-z0-9_-]{8,64}$/.test(stored)) return stored
  const id =
    globalThis.crypto?.randomUUID?.() ??
    Array.from({ length: 24 }, () => Math.floor(Math.random() * 36).toString(36)).join('')
  globalThis.localStorage?.setItem(DEVICE_KEY, id)
  return id
}
