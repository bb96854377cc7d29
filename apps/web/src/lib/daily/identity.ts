// A token to play the daily with: the one this device has (a guest's plays once per device),
// else a new guest session under the name typed.
import { session } from '../state/session.svelte.js'

export async function dailyToken(name: string): Promise<{ token: string } | { error: string }> {
  if (session.token) return { token: session.token }
  if (!name.trim()) return { error: 'Pick a display name first.' }
  const who = await session.ensure(name)
  return who.ok ? { token: who.data.token } : { error: who.error.message }
}
