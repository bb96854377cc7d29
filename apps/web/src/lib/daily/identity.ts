// Who plays the daily: the signed-in account (no token: the session cookie goes along), else
// this device's guest token (a guest plays once per device), else a new guest under the name.
import { session } from '../state/session.svelte.js'

export async function dailyToken(
  name: string,
): Promise<{ token: string | null } | { error: string }> {
  if (session.account) return { token: null }
  if (session.token) return { token: session.token }
  if (!name.trim()) return { error: 'Pick a display name first.' }
  const who = await session.ensure(name)
  return who.ok ? { token: who.data.token } : { error: who.error.message }
}
