import type { GameId, GameInfo } from '../types.js'
import type { GameRules } from './game-rules.js'
import * as grandmasGame from './grandmas-game.js'
import * as saratoga from './saratoga.js'
import * as sirTommy from './sir-tommy.js'

/** Each game's rules (its module's namespace), in the order `games` lists them. */
const ALL_RULES: readonly GameRules[] = [sirTommy, saratoga, grandmasGame]

/** The rules by game id (public API tests check that every id of GAME_IDS is here). */
export const RULES = Object.fromEntries(ALL_RULES.map((rules) => [rules.info.id, rules])) as Record<
  GameId,
  GameRules
>

export const games: GameInfo[] = Object.values(RULES).map((rules) => rules.info)

export function rulesFor(game: GameId): GameRules {
  return RULES[game]
}

export function isGameId(value: unknown): value is GameId {
  return typeof value === 'string' && Object.hasOwn(RULES, value)
}

export function isVariant(game: GameId, variant: string): boolean {
  return RULES[game].info.variants.some((v) => v.id === variant)
}

/** Every card of the game's deal (52 a deck): the most that can reach the foundations. */
export function cardCount(game: GameId): number {
  return RULES[game].info.decks * 52
}

export function defaultVariant(game: GameId): string {
  return RULES[game].info.variants[0]?.id ?? 'standard'
}
