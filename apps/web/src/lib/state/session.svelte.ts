// The guest identity (protocol.md "Identity"): a signed token kept in localStorage.
import type { Player } from '@patience-race/protocol'
import { api, type ApiResult } from '../api.js'

const KEY = 'patience-race.session'
const NAME_KEY = 'patience-race.name'

interface Stored {
  token: string
  player: Player
}

function read(): Stored | null {
  try {
    const raw = globalThis.localStorage?.getItem(KEY)
    return raw ? (JSON.parse(raw) as Stored) : null
  } catch {
    return null
  }
}

export class Session {
  token = $state<string | null>(null)
  player = $state<Player | null>(null)
  name = $state('')

  constructor() {
    const stored = read()
    this.token = stored?.token ?? null
    this.player = stored?.player ?? null
    this.name = globalThis.localStorage?.getItem(NAME_KEY) ?? stored?.player.name ?? ''
  }

  rememberName(name: string): void {
    this.name = name
    globalThis.localStorage?.setItem(NAME_KEY, name)
  }

  /** A token for this name: the stored one when the name is unchanged, else a fresh session. */
  async ensure(name = this.name): Promise<ApiResult<Stored>> {
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
