// Settings for guests, in localStorage; signed-in players keep theirs in the account.
import type { AccountSettings } from '@patience-race/protocol'

const KEY = 'patience-race.settings'

const DEFAULT_SETTINGS: AccountSettings = {
  soundMove: false,
  soundFoundation: false,
  soundFinish: true,
  cardSize: 'medium',
  fourColourSuits: false,
  leftHanded: false,
  reducedMotion: false,
  allowSpectators: true,
  // Guests take no challenges by name (docs/friends.md); the key keeps the shape whole.
  challenges: 'everyone',
}

export function loadLocalSettings(): AccountSettings {
  try {
    const raw = globalThis.localStorage?.getItem(KEY)
    return { ...DEFAULT_SETTINGS, ...(raw ? (JSON.parse(raw) as Partial<AccountSettings>) : {}) }
  } catch {
    return { ...DEFAULT_SETTINGS }
  }
}

export function saveLocalSettings(settings: AccountSettings): void {
  globalThis.localStorage?.setItem(KEY, JSON.stringify(settings))
}
