// The signed-in account, if any (GET /api/me), shared by the header and the account pages.
import type { MeReply } from '@patience-race/protocol'
import { untrack } from 'svelte'
import { session } from '../state/session.svelte.js'
import { accountApi } from './account-api.js'
import { appliedSettings } from './applied-settings.svelte.js'
import { loadLocalSettings, saveLocalSettings } from './local-settings.js'

class SignedIn {
  me = $state.raw<MeReply | null>(null)
  loaded = $state(false)
  /**
   * Bumped by every refresh and sign-out: an answer to a GET /api/me sent before a sign-out (or
   * a newer refresh) is stale, and must not sign the person back in on this page.
   */
  private turn = 0

  /**
   * Asks the server who is signed in, only where this browser signed in before (the hint in
   * `session.account`) or has just signed in: a guest's page asks nothing, so a first visit makes
   * no request that fails (a 401 the browser would log as an error).
   */
  async refresh(justSignedIn = false): Promise<void> {
    const turn = ++this.turn
    // Read without tracking: a page's $effect that calls refresh() must not re-run (and ask
    // again, forever) when the answer signs the session in.
    if (!justSignedIn && !untrack(() => session.account)) {
      this.me = null
      this.loaded = true
      return
    }
    const reply = await accountApi.me()
    if (turn !== this.turn) return
    this.me = reply.ok ? reply.data : null
    this.loaded = true
    // Signed out (401), or a server without accounts (404); a network error proves nothing.
    if (reply.ok) {
      session.signedIn(reply.data.player)
      appliedSettings.use(reply.data.account.settings)
      // Mirrored here, so whatever reads this browser's settings follows the account.
      saveLocalSettings(reply.data.account.settings)
    } else if (reply.error.code !== 'INTERNAL') this.signedOut()
  }

  async signOut(everywhere = false): Promise<void> {
    this.turn++
    await (everywhere ? accountApi.logoutAll() : accountApi.logout())
    this.me = null
    this.signedOut()
  }

  /** Signed out, or the account is gone: a guest again, with this browser's settings. */
  signedOut(): void {
    this.me = null
    session.signedIn(null)
    appliedSettings.use(loadLocalSettings())
  }
}

export const account = new SignedIn()
