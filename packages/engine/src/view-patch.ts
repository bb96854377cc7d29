// The lean move path (issue 14): a move's acknowledgement carries only what the move changed in
// the player's view, and the client rebuilds the rest from its own view. Pure functions shared
// by the server (which makes the patch and the check value) and the web client (which applies
// the patch, derives the legal moves from the view and compares the check value). The server
// stays the judge: a client whose derived state disagrees with the check asks for the whole
// view again.
import { stateFromView } from './bot/pseudo-state.js'
import { rulesFor } from './games/index.js'
import type { Card, GameStatus, Move, PileId, PlayerView } from './types.js'

/**
 * What one move changed in a PlayerView. `piles`: the new contents of every pile whose face-up
 * cards changed (a card the move turned up included); `hidden`: changed face-down counts;
 * `peek`: changed peeks, `null` where a peek went away. The other fields are present only when
 * they changed, except `foundation`, `moves` and `status`, which are always there (the seat's
 * progress).
 */
export interface ViewPatch {
  piles?: Partial<Record<PileId, Card[]>>
  hidden?: Partial<Record<PileId, number>>
  peek?: Partial<Record<PileId, Card | null>>
  stockCount?: number
  workspaceHome?: PileId | null
  redealsLeft?: number | null
  foundation: number
  moves: number
  status: GameStatus
}

/** A record's keys, typed as its key type (views only ever hold their game's piles). */
const keysOf = <K extends string>(record: Partial<Record<K, unknown>>): K[] =>
  Object.keys(record) as K[]

function samePile(a: readonly Card[] | undefined, b: readonly Card[] | undefined): boolean {
  if (a === b) return true
  if (!a || !b || a.length !== b.length) return false
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false
  return true
}

/** The patch that turns view `before` into view `after` (two views of one game). */
export function viewPatch(before: PlayerView, after: PlayerView): ViewPatch {
  const patch: ViewPatch = {
    foundation: after.foundation,
    moves: after.moves,
    status: after.status,
  }
  let piles: Partial<Record<PileId, Card[]>> | undefined
  for (const id of keysOf(after.piles)) {
    const cards = after.piles[id]
    if (cards !== undefined && !samePile(before.piles[id], cards)) (piles ??= {})[id] = cards
  }
  if (piles) patch.piles = piles
  let hidden: Partial<Record<PileId, number>> | undefined
  for (const id of keysOf(after.hidden)) {
    const n = after.hidden[id]
    if (n !== undefined && before.hidden[id] !== n) (hidden ??= {})[id] = n
  }
  if (hidden) patch.hidden = hidden
  let peek: Partial<Record<PileId, Card | null>> | undefined
  for (const id of keysOf(after.peek)) {
    const card = after.peek[id]
    if (card !== undefined && before.peek[id] !== card) (peek ??= {})[id] = card
  }
  for (const id of keysOf(before.peek)) if (after.peek[id] === undefined) (peek ??= {})[id] = null
  if (peek) patch.peek = peek
  if (before.stockCount !== after.stockCount) patch.stockCount = after.stockCount
  if (before.workspaceHome !== after.workspaceHome) patch.workspaceHome = after.workspaceHome
  if (before.redealsLeft !== after.redealsLeft) patch.redealsLeft = after.redealsLeft
  return patch
}

/** `view` with `patch` applied: a new view; `view` is not changed. */
export function applyViewPatch(view: PlayerView, patch: ViewPatch): PlayerView {
  const piles = patch.piles ? { ...view.piles, ...patch.piles } : view.piles
  const hidden = patch.hidden ? { ...view.hidden, ...patch.hidden } : view.hidden
  let peek = view.peek
  if (patch.peek) {
    peek = { ...view.peek }
    for (const id of keysOf(patch.peek)) {
      const card = patch.peek[id]
      if (card === null) delete peek[id]
      else if (card !== undefined) peek[id] = card
    }
  }
  return {
    game: view.game,
    variant: view.variant,
    piles,
    hidden,
    stockCount: patch.stockCount ?? view.stockCount,
    workspaceHome: patch.workspaceHome !== undefined ? patch.workspaceHome : view.workspaceHome,
    peek,
    redealsLeft: patch.redealsLeft !== undefined ? patch.redealsLeft : view.redealsLeft,
    foundation: patch.foundation,
    total: view.total,
    moves: patch.moves,
    status: patch.status,
  }
}

/**
 * The legal moves of the position a player sees, from the view alone: the same list, in the
 * same order, as `legalMoves` of the state behind it (face-down cards never decide a move's
 * legality; the view's `status` says whether the game is over).
 */
export function legalMovesFromView(view: PlayerView): Move[] {
  if (view.status !== 'playing') return []
  return rulesFor(view.game).legalMoves(stateFromView(view))
}

const FNV_OFFSET = 0x811c9dc5
const FNV_PRIME = 0x01000193

function mixText(hash: number, text: string): number {
  let h = hash
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), FNV_PRIME)
  return h
}

/** A number or null, mixed in without making a string (views hold small integers). */
function mixNumber(hash: number, value: number | null): number {
  if (value === null) return Math.imul(hash ^ 0x2d, FNV_PRIME)
  const h = Math.imul(hash ^ (value & 0xffff), FNV_PRIME)
  return Math.imul(h ^ ((value >>> 16) + 0x10000), FNV_PRIME)
}

/**
 * A record's entries, each hashed on its own and summed, so the key order does not matter (a
 * patched view may list its keys in another order than the server's); allocates nothing.
 */
function mixRecord(
  hash: number,
  values: Partial<Record<string, readonly string[] | string | number | null>>,
): number {
  let sum = 0
  for (const key in values) {
    const value = values[key]
    if (value === undefined) continue
    let h = Math.imul(mixText(FNV_OFFSET, key) ^ 0x3d, FNV_PRIME)
    if (typeof value === 'string') h = mixText(h, value)
    else if (typeof value === 'number' || value === null) h = mixNumber(h, value)
    else for (const card of value) h = Math.imul(mixText(h, card) ^ 0x2c, FNV_PRIME)
    sum = (sum + (h >>> 0)) >>> 0
  }
  return mixNumber(Math.imul(hash ^ 0x7c, FNV_PRIME), sum)
}

/**
 * A 32-bit FNV-1a-style hash of everything in a view, independent of key order and without
 * allocating: the check value a move's acknowledgement carries, so a client can tell that the
 * view it patched is the server's.
 */
export function viewCheck(view: PlayerView): number {
  let h = mixText(FNV_OFFSET, view.game)
  h = mixText(Math.imul(h ^ 0x7c, FNV_PRIME), view.variant)
  h = mixRecord(h, view.piles)
  h = mixRecord(h, view.hidden)
  h = mixRecord(h, view.peek)
  h = mixNumber(h, view.stockCount)
  h = mixText(Math.imul(h ^ 0x7c, FNV_PRIME), view.workspaceHome ?? '-')
  h = mixNumber(h, view.redealsLeft)
  h = mixNumber(h, view.foundation)
  h = mixNumber(h, view.total)
  h = mixNumber(h, view.moves)
  h = mixText(Math.imul(h ^ 0x7c, FNV_PRIME), view.status)
  return h >>> 0
}
