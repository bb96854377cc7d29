// Helpers for the engine-wide property tests (not part of the build).
import { games } from '../index.js'

/** Every game and variant in `games`, one case each. */
export const CASES = games.flatMap((g) => g.variants.map((v) => ({ game: g.id, variant: v.id })))

/** JSON with sorted keys: equal for deep-equal values whatever order their keys were built in. */
export function canon(value: unknown): string {
  return JSON.stringify(value, (_, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)),
        )
      : v,
  )
}
