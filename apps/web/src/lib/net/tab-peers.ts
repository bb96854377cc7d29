// Other tabs of this browser (same session, same seat). The server answers each socket on its
// own, so a second tab's moves would leave this one showing an old board: tabs tell each other
// when they open a race and when a move was applied, and the others re-join to catch up.
export interface TabMessage {
  kind: 'open' | 'here' | 'moved'
  raceId: string
  tab: string
  seq?: number
}

export interface TabPeers {
  post(message: Omit<TabMessage, 'tab'>): void
  on(listener: (message: TabMessage) => void): () => void
}

export function browserTabPeers(): TabPeers | null {
  if (typeof BroadcastChannel === 'undefined') return null
  const channel = new BroadcastChannel('patience-race.tabs')
  const tab = Math.random().toString(36).slice(2)
  const listeners = new Set<(message: TabMessage) => void>()
  channel.onmessage = (e: MessageEvent<TabMessage>) => {
    if (e.data?.tab !== tab) for (const l of listeners) l(e.data)
  }
  return {
    post: (message) => channel.postMessage({ ...message, tab }),
    on(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
