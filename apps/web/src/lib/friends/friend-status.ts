// The questions the friends list asks of a friend's presence (offline, online, racing), so the
// names live here and in the protocol's enum.
import type { FriendStatus } from '@patience-race/protocol'

export const isRacing = (s: FriendStatus): boolean => s === 'racing'
export const isOffline = (s: FriendStatus): boolean => s === 'offline'
