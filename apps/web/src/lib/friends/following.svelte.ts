// The players I follow and what they are doing (offline / online / racing): GET
// /api/me/following once, then the server's `friends:status` events as they come (docs/friends.md).
import type { FollowedAccount, FriendsStatusEvent } from '@patience-race/protocol'
import { refusalWords } from './challenge-words.js'
import { friendsApi } from './friends-api.js'

export interface FollowingSource {
  on(handlers: {
    connect?: () => void
    disconnect?: () => void
    'friends:status'?: (e: FriendsStatusEvent) => void
  }): () => void
}

const ORDER = { racing: 0, online: 1, offline: 2 } as const

/** Racing first, then online, then offline; by name within each. */
function byStatus(list: readonly FollowedAccount[]): FollowedAccount[] {
  return [...list].sort(
    (a, b) =>
      ORDER[a.status] - ORDER[b.status] ||
      a.username.localeCompare(b.username, undefined, { sensitivity: 'base' }),
  )
}

export class FollowingList {
  following = $state.raw<FollowedAccount[]>([])
  loaded = $state(false)
  error = $state('')
  sorted = $derived(byStatus(this.following))

  /** Listen to `source` and ask for the list; returns the way to stop. */
  attach(source: FollowingSource): () => void {
    // A connection that comes back may have missed events: ask again then.
    let missed = false
    const off = source.on({
      disconnect: () => (missed = true),
      connect: () => {
        if (missed) void this.load()
        missed = false
      },
      'friends:status': (e) => this.apply(e),
    })
    void this.load()
    return () => {
      off()
      this.following = []
      this.loaded = false
    }
  }

  async load(): Promise<void> {
    const reply = await friendsApi.following()
    if (reply.ok) {
      this.following = reply.data.following
      this.error = ''
    } else this.error = refusalWords(reply.error, 'that player')
    this.loaded = true
  }

  /** Followed accounts whose status changed (the event names only those). */
  apply(event: FriendsStatusEvent): void {
    const changed = (f: FollowedAccount) =>
      event.following.find((c) => c.username.toLowerCase() === f.username.toLowerCase())
    this.following = this.following.map((f) => changed(f) ?? f)
  }

  /** Follow `username`; the refusal in words, or null. */
  async follow(username: string): Promise<string | null> {
    const name = username.trim().replace(/^@/, '')
    if (!name) return 'Type the username of the player to follow.'
    const reply = await friendsApi.follow(name)
    if (!reply.ok) return refusalWords(reply.error, name)
    await this.load()
    return null
  }

  async unfollow(username: string): Promise<string | null> {
    const reply = await friendsApi.unfollow(username)
    if (!reply.ok) return refusalWords(reply.error, username)
    this.following = this.following.filter((f) => f.username !== username)
    return null
  }
}
