// Server bots as players: fixed ids and names (their ratings, measured per variant, are in
// bot-ratings.ts; they are never rated themselves). How a bot plays is bots/bot-runner.ts.
import { BOT_STRENGTHS, type BotStrength } from '@patience-race/engine'
import { ghostRunOf } from './ghost-players.js'
import type { PlayerRecord } from '../records.js'

export { BOT_STRENGTHS }

const NAMES: Record<BotStrength, string> = {
  easy: 'Easy bot',
  medium: 'Medium bot',
  hard: 'Hard bot',
}

export function botPlayer(strength: BotStrength): PlayerRecord {
  return { id: `bot:${strength}`, name: NAMES[strength] }
}

export function botStrengthOf(playerId: string): BotStrength | null {
  const strength = playerId.startsWith('bot:') ? playerId.slice(4) : ''
  return (BOT_STRENGTHS as readonly string[]).includes(strength) ? (strength as BotStrength) : null
}

/** A player the server plays (a bot, or a ghost replaying a recorded run): always ready and online. */
export function isServerPlayer(playerId: string): boolean {
  return botStrengthOf(playerId) !== null || ghostRunOf(playerId) !== null
}
