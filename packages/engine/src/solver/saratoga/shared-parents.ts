// A sharper stuck-card bound for Saratoga (rules 2.4): the two cards X and Y of a rank and colour
// share their two parents P and Q (one rank higher, the other colour), each holding one of them at
// a time. In a line where both reach a parent, one of them reaches one first, say X onto P; then Y
// goes onto P only once X has left it, to its foundation or onto Q (not to an empty pile: X is no
// king), so only once X can go up or Q can take a card. So every line keeps one of four orders (X
// or Y first, onto P or Q; a line where at most one reaches a parent keeps them all), each read as
// a fixpoint of its own (stuck-cards.ts): the largest of the four bounds the line. Each pair gives
// a bound; the least found is kept.
//
// Two pairs at once: a line keeps one order of each pair, so it keeps one of the (up to) sixteen
// joint orders, each read as one fixpoint with both pairs' rules (their cards are all different):
// the largest bounds the line. Pairs that pass one at a time often cut together (a red nine and a
// black ten each need the same free host along a chain of them).
//
// Most orders need no fixpoint of their own: an order restricts only when its cards reach a parent
// (`parentAtHand`), and the stuck-card fixpoint notes, for each card reaching a parent, whether the
// order's condition held when it did (`lastFixpoint.asFirst`/`asSecond`). If it held every time,
// the same facts in the same sequence are drawn in the order's fixpoint too (its conditions only
// grow with the facts), so that order reaches 52 as well. A pair with such an order is not read;
// two pairs are not read together when the derivation that reached 52 for one of them (with that
// pair's order) satisfies an order of the other.
//
// Chains (`chainReadings`; off in the solver, docs/solvability.md): pairs fixed one at a time.
// Where the orders fixed so far reach 52, every pair whose orders that derivation does not satisfy
// is read in each order added to them; the pair with the fewest orders still reaching 52 is fixed
// in each of those, and so on, until every pair left is satisfied (52) or every branch falls
// short. A line keeps one order of each pair, so it follows one branch. Two pairs at once is the
// chain of length two; longer chains follow a red nine to a black ten to a red jack and on.
//
// Pairs with a card already lying on one of its parents are not read: reading them is sound too
// (only moves count as reaching a parent, and a card's first move decides its order), but costs
// about half again the CPU and settled no more deals of 0–399.
// Without takebacks only: with them a foundation's top takes cards too, and cards come back.
import type { SaratogaBoard } from './board.js'
import { restingBound } from './resting-cards.js'
import { lastFixpoint, liesOnParent, stuckCardBound } from './stuck-cards.js'

const red = (card: number): boolean => card >= 13 && card < 39

/** At most 24 pairs (12 ranks × 2 colours), at most four orders each, four numbers an order. */
const orders = new Int8Array(24 * 16)
const orderCount = new Uint8Array(24)
/** Per pair: `asFirst` then `asSecond` (104 each) of a derivation that reached 52 with it. */
const derivations = new Uint8Array(24 * 208)
/** Per pair: the order that derivation was made with (tried first with another pair's). */
const reaching = new Uint8Array(24)
/** The stuck-card fixpoint's own derivation, the same layout. */
const plain = new Uint8Array(208)
/** One order of one or two pairs, as `stuckCardBound` reads them. */
const joint = new Int8Array(8)
/** Chains: the orders fixed so far, one a pair along the chain (as `joint`, up to 24). */
const chain = new Int8Array(24 * 4)
/** Chains: per pair, whether its order is fixed along the chain being read. */
const inChain = new Uint8Array(24)
/** Chains: the derivation that reached 52 at each length of the chain, the layout of `plain`. */
const chainDerivations = new Uint8Array(25 * 208)
/** Chains: fixpoints left for this position's reading. */
let chainFixpoints = 0

/** Which of a card's two parents `parent` is: 0 the one of the lower suit, 1 the higher. */
const side = (parent: number): number => (parent >= 26 ? 1 : 0)

/** The last fixpoint's derivation notes, copied to `into` at `at`. */
function keepDerivation(into: Uint8Array, at: number): void {
  into.set(lastFixpoint.asFirst, at)
  into.set(lastFixpoint.asSecond, at + 104)
}

/** An order of pair `i` that held at every use in the derivation kept in `from` at `at`; -1. */
function satisfied(i: number, from: Uint8Array, at: number): number {
  for (let o = 0; o < (orderCount[i] ?? 0); o++) {
    const first = orders[i * 16 + o * 4] ?? 0
    const second = orders[i * 16 + o * 4 + 1] ?? 0
    const h = side(orders[i * 16 + o * 4 + 2] ?? 0)
    if (from[at + first * 2 + h] === 1 && from[at + 104 + second * 2 + h] === 1) return o
  }
  return -1
}

/** Lists the pairs to read, in `orders`; how many (after a `stuckCardBound` on `b`). */
function listPairs(b: SaratogaBoard): number {
  let count = 0
  for (let r = 1; r <= 12; r++) {
    for (let colour = 0; colour < 2; colour++) {
      // The children (rank r, this colour) and parents (rank r + 1, the other) not up yet.
      let x = -1
      let y = -1
      let p = -1
      let q = -1
      for (let suit = 0; suit < 4; suit++) {
        const child = suit * 13 + r - 1
        const isChild = red(child) === (colour === 1)
        if ((b.fLen[suit] ?? 0) >= r + (isChild ? 0 : 1)) continue // up already
        if (isChild) {
          if (x < 0) x = child
          else y = child
        } else if (p < 0) p = child + 1
        else q = child + 1
      }
      if (y < 0 || p < 0 || liesOnParent(x) || liesOnParent(y)) continue
      let n = 0
      for (let k = 0; k < (q < 0 ? 2 : 4); k++) {
        const at = count * 16 + n * 4
        orders[at] = k % 2 === 0 ? x : y // first
        orders[at + 1] = k % 2 === 0 ? y : x // second
        orders[at + 2] = k < 2 ? p : q // host
        orders[at + 3] = k < 2 ? q : p // the other parent (-1: up already)
        n++
      }
      orderCount[count++] = n
    }
  }
  return count
}

/** The largest bound over the joint orders of pairs `i` and `j`, each pair's own order first. */
function jointBound(
  b: SaratogaBoard,
  stockCycle: boolean,
  apartOnly: boolean,
  i: number,
  j: number,
): number {
  const m = orderCount[i] ?? 0
  const n = orderCount[j] ?? 0
  let most = 0
  for (let o = 0; o < m && most < 52; o++) {
    const oi = i * 16 + (((reaching[i] ?? 0) + o) % m) * 4
    joint.set(orders.subarray(oi, oi + 4))
    for (let u = 0; u < n && most < 52; u++) {
      const uj = j * 16 + (((reaching[j] ?? 0) + u) % n) * 4
      joint.set(orders.subarray(uj, uj + 4), 4)
      most = Math.max(most, stuckCardBound(b, stockCycle, apartOnly, false, joint, 2, null, true))
    }
  }
  return most
}

/**
 * The largest bound over the orders of the pairs along a chain: the `length` orders fixed in
 * `chain` reach 52 (their derivation kept at `length`). Each pair whose orders that derivation
 * satisfies in none is read in each of its orders added to the chain; one whose orders all fall
 * short bounds every line keeping the chain. Else the pair with the fewest orders reaching 52 is
 * added in each of those, and so on; where the derivation satisfies an order of every pair left,
 * a line keeping those orders is not ruled out (52). Every line keeps one order of each pair, so
 * it keeps the orders along one branch. When the fixpoints run out, 52 (nothing proved).
 */
function chainBound(
  b: SaratogaBoard,
  stockCycle: boolean,
  apartOnly: boolean,
  pairs: number,
  length: number,
): number {
  let next = -1
  let fewest = 5
  let most = 0
  for (let i = 0; i < pairs; i++) {
    if (inChain[i] === 1 || satisfied(i, chainDerivations, length * 208) >= 0) continue
    let reach = 0
    let below = 0
    for (let o = 0; o < (orderCount[i] ?? 0); o++) {
      if (chainFixpoints-- <= 0) return 52
      const bound = readOrder(b, stockCycle, apartOnly, i, o, length)
      if (bound < 52) below = Math.max(below, bound)
      else reach++
    }
    if (reach === 0) return below
    if (reach < fewest) {
      fewest = reach
      next = i
      most = below
    }
  }
  if (next < 0) return 52
  inChain[next] = 1
  for (let o = 0; o < (orderCount[next] ?? 0) && most < 52; o++) {
    if (chainFixpoints-- <= 0) {
      most = 52
      break
    }
    if (readOrder(b, stockCycle, apartOnly, next, o, length) < 52) continue
    keepDerivation(chainDerivations, (length + 1) * 208)
    most = Math.max(most, chainBound(b, stockCycle, apartOnly, pairs, length + 1))
  }
  inChain[next] = 0
  return most
}

/** The stuck-card bound with the chain's `length` orders and order `o` of pair `i` after them. */
function readOrder(
  b: SaratogaBoard,
  stockCycle: boolean,
  apartOnly: boolean,
  i: number,
  o: number,
  length: number,
): number {
  const at = i * 16 + o * 4
  chain.set(orders.subarray(at, at + 4), length * 4)
  return stuckCardBound(b, stockCycle, apartOnly, false, chain, length + 1, null, true)
}

/**
 * The stuck-card bound, then, while it stays where it is, each pair read in its orders, then
 * (with `twoAtOnce`; off in the solver, docs/solvability.md) each two pairs in their joint
 * orders; with `skipSatisfied` (false only in the test: the same bound either way), only the
 * orders the derivations do not already satisfy. With `chainReadings` > 0, the pairs read along
 * chains as well, in at most that many fixpoints (52 when they run out).
 */
export function sharedParentsBound(
  b: SaratogaBoard,
  stockCycle: boolean,
  apartOnly: boolean,
  skipSatisfied = true,
  twoAtOnce = false,
  chainReadings = 0,
): number {
  const base = stuckCardBound(b, stockCycle, apartOnly)
  if (b.takebacks) return base
  // Short of a win, the count where the cards that never go up end (resting-cards.ts).
  if (base < 52) return Math.min(base, restingBound(b, lastFixpoint.up, lastFixpoint.hostable))
  keepDerivation(plain, 0)
  const pairs = listPairs(b)
  for (let i = 0; i < pairs; i++) {
    const held = skipSatisfied ? satisfied(i, plain, 0) : -1
    if (held >= 0) {
      derivations.set(plain, i * 208)
      reaching[i] = held
      continue
    }
    let most = 0
    for (let o = 0; o < (orderCount[i] ?? 0) && most < 52; o++) {
      joint.set(orders.subarray(i * 16 + o * 4, i * 16 + o * 4 + 4))
      most = Math.max(most, stuckCardBound(b, stockCycle, apartOnly, false, joint, 1, null, true))
      if (most < 52) continue
      keepDerivation(derivations, i * 208)
      reaching[i] = o
    }
    if (most < 52) return most
  }
  if (chainReadings > 0) {
    chainFixpoints = chainReadings
    inChain.fill(0)
    chainDerivations.set(plain, 0)
    const most = chainBound(b, stockCycle, apartOnly, pairs, 0)
    if (most < 52) return most
  }
  if (!twoAtOnce) return base
  for (let i = 0; i < pairs; i++) {
    for (let j = i + 1; j < pairs; j++) {
      if (
        skipSatisfied &&
        (satisfied(j, derivations, i * 208) >= 0 || satisfied(i, derivations, j * 208) >= 0)
      )
        continue
      const most = jointBound(b, stockCycle, apartOnly, i, j)
      if (most < 52) return most
    }
  }
  return base
}
