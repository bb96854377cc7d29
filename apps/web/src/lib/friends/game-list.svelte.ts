// The games a challenge may be for, with their names: GET /api/games, asked once per page load
// (the lobby's source too; the engine's own list would load the engine on every page).
import { api, type GameListing } from '../api.js'

const LAST_GAME_KEY = 'patience-race.challenge-game'

class GameList {
  games = $state.raw<GameListing[]>([])
  #asked: Promise<void> | null = null

  /** Asks for the list once; later calls share the answer (a failure may be asked again). */
  load(): Promise<void> {
    this.#asked ??= api.games().then((reply) => {
      if (reply.ok) this.games = reply.data
      else this.#asked = null
    })
    return this.#asked
  }

  /** "Sir Tommy", or "Saratoga · Open" for a variant other than the game's first. */
  title(game: string, variant?: string): string {
    const info = this.games.find((g) => g.id === game)
    if (!info) return game
    const v = info.variants.find((x) => x.id === variant)
    return v && v.id !== info.variants[0]?.id ? `${info.name} · ${v.name}` : info.name
  }
}

export const gameList = new GameList()

/** The game last picked for a challenge, for the next one (the lobby passes its own). */
export function lastChallengeGame(): string | null {
  try {
    return globalThis.localStorage?.getItem(LAST_GAME_KEY) ?? null
  } catch {
    return null
  }
}

export function rememberChallengeGame(game: string): void {
  try {
    globalThis.localStorage?.setItem(LAST_GAME_KEY, game)
  } catch {
    // private mode: the lobby's game next time
  }
}
