// Every game's pile ids, as types and as lists (docs/engine.md, "Games, piles, moves and
// variants"): the one place they are spelled. Template-literal types, as chessops does with
// `SquareName`, so a misspelt id is a type error and parsed input narrows through `isPileId`.
import { SUITS, type Suit } from './card-codes.js'

type Numbers4 = 1 | 2 | 3 | 4
type Numbers7 = Numbers4 | 5 | 6 | 7
type Numbers8 = Numbers7 | 8
type Numbers13 = Numbers8 | 9 | 10 | 11 | 12 | 13

/** Sir Tommy: the turned card waiting to be placed is the `pending` pile (rules 1.2). */
export type SirTommyWasteId = `waste-${Numbers8}`
export type NumberedFoundationId = `foundation-${Numbers4}`
export type SirTommyPileId = 'stock' | 'pending' | SirTommyWasteId | NumberedFoundationId

export type SaratogaTableauId = `tableau-${Numbers7}`
export type SaratogaPileId = 'stock' | 'waste' | SaratogaTableauId | NumberedFoundationId

export const DIRECTIONS = ['up', 'down'] as const
export type Direction = (typeof DIRECTIONS)[number]
/** tableau-1 (the Ace pile) … tableau-13 (the King pile). */
export type GrandmasTableauId = `tableau-${Numbers13}`
export type GrandmasFoundationId = `foundation-${Direction}-${Suit}`
export type GrandmasGamePileId = 'stock' | 'workspace' | GrandmasTableauId | GrandmasFoundationId

/** A pile of any game. Each game refuses the ids of piles it does not have. */
export type PileId = SirTommyPileId | SaratogaPileId | GrandmasGamePileId

export const NUMBERED_FOUNDATION_IDS = [
  'foundation-1',
  'foundation-2',
  'foundation-3',
  'foundation-4',
] as const satisfies readonly NumberedFoundationId[]

export const SIR_TOMMY_WASTE_IDS = [
  'waste-1',
  'waste-2',
  'waste-3',
  'waste-4',
  'waste-5',
  'waste-6',
  'waste-7',
  'waste-8',
] as const satisfies readonly SirTommyWasteId[]

/** tableau-1 … tableau-13 and tableau-1 … tableau-7: one row of numbered piles each. */
export const GRANDMAS_TABLEAU_IDS = numberedIds<GrandmasTableauId>('tableau', 13)
export const SARATOGA_TABLEAU_IDS = numberedIds<SaratogaTableauId>('tableau', 7)

/** `${prefix}-1` … `${prefix}-${count}` (the type parameter says which ids those are). */
function numberedIds<Id extends PileId>(prefix: string, count: number): readonly Id[] {
  return Array.from({ length: count }, (_, i) => `${prefix}-${i + 1}` as Id)
}

export const GRANDMAS_FOUNDATION_IDS: readonly GrandmasFoundationId[] = DIRECTIONS.flatMap((dir) =>
  SUITS.map((suit): GrandmasFoundationId => `foundation-${dir}-${suit}`),
)

const ALL_PILE_IDS: ReadonlySet<string> = new Set<PileId>([
  'stock',
  'pending',
  'waste',
  'workspace',
  ...SIR_TOMMY_WASTE_IDS,
  ...GRANDMAS_TABLEAU_IDS,
  ...NUMBERED_FOUNDATION_IDS,
  ...GRANDMAS_FOUNDATION_IDS,
])

/** True when `value` is the id of a pile in some game (which game's, the game checks). */
export function isPileId(value: unknown): value is PileId {
  return typeof value === 'string' && ALL_PILE_IDS.has(value)
}

/** A type guard for the ids of `ids` (a game's tableau, its foundations, all its piles). */
export function pileIdGuard<Id extends PileId>(ids: readonly Id[]): (id: PileId) => id is Id {
  const members = new Set<PileId>(ids)
  return (id): id is Id => members.has(id)
}

/**
 * The piles of `record` as typed `[id, value]` pairs, in the record's key order (what
 * `Object.entries` gives, with the keys narrowed by `isPileId` instead of cast).
 */
export function pileEntries<T>(record: Partial<Record<PileId, T>>): [PileId, T][] {
  const entries: [PileId, T][] = []
  for (const [id, value] of Object.entries(record)) {
    if (isPileId(id) && value !== undefined) entries.push([id, value])
  }
  return entries
}
