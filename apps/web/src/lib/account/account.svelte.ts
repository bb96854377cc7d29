// The signed-in account, if any (GET /api/me), shared by the header and the account pages.
import type { MeReply } from '@patience-race/protocol'
import { accountApi } from './account-api.js'

class SignedIn {
  me = $state.raw<MeReply | null>(null)
  loaded = $state(false)

  async refresh(): Promise<void> {
    const reply = await accountApi.me()
    this.me = reply.ok ? reply.data : null
    this.loaded = true
  }

  async signOut(everywhere = false): Promise<void> {
    await (everywhere ? accountApi.logoutAll() : accountApi.logout())
    this.me = null
  }
}

export const account = new SignedIn()
