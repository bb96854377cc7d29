// A signed-in account's GET /api/me answer for tests: Keyholder, a passkey-only account with
// this browser's (default) settings.
import type { MeReply } from '@patience-race/protocol'
import { loadLocalSettings } from './local-settings.js'

export function keyholder(): MeReply {
  return {
    player: { id: 'p-1', name: 'Keyholder' },
    account: {
      username: 'Keyholder',
      createdAt: '2026-11-26T00:00:00.000Z',
      hasPassword: false,
      passkeys: [],
      recoveryCodesLeft: 8,
      // The defaults, as this browser has no settings of its own yet.
      settings: loadLocalSettings(),
    },
  }
}
