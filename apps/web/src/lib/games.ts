// Game and variant names, rules summaries, deck size and stock action: straight from the
// engine's `games` list, so the web never spells a name of its own nor branches on a game id. Imported by the lazy pages only (the lobby reads the same
// list from GET /api/games), which keeps the engine out of the first bundle.
import { games, type GameInfo } from '@patience-race/engine'

export function gameInfo(id: string): GameInfo | undefined {
  return games.find((g) => g.id === id)
}

export function gameName(id: string): string {
  return gameInfo(id)?.name ?? id
}

/** The variant's display name, or null for the game's default variant (not worth saying). */
export function variantName(game: string, variant: string | undefined): string | null {
  const info = gameInfo(game)
  if (!info || !variant || variant === info.variants[0]?.id) return null
  return info.variants.find((v) => v.id === variant)?.name ?? variant
}

export function variantDescription(game: string, variant: string | undefined): string | null {
  const info = gameInfo(game)
  const found = info?.variants.find((v) => v.id === variant) ?? info?.variants[0]
  return found?.description ?? null
}

/** "Sir Tommy · Puss in the Corner" (the default variant unnamed). */
export function raceTitle(game: string, variant?: string): string {
  const v = variantName(game, variant)
  return v ? `${gameName(game)} · ${v}` : gameName(game)
}
