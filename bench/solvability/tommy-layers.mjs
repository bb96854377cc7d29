// Sir Tommy (standard): the exhaustive search's state space, layer by layer (issue 44's question:
// is a complete search small enough?). Layer k is every position once the k-th card turned is
// placed: the foundations as a multiset of levels, the four waste piles as a multiset of stacks
// of ranks (no rule of the standard variant reads a suit), safe foundation plays forced (a card
// goes up when every foundation is at its rank − 1 or more); with --relax=N, positions with N
// cards or fewer still to turn that the relaxed game (static-solve.ts) proves lost are dropped.
// Prints the distinct positions of each layer and the aces' places in the stock. Options:
// --seeds=a,b,c or --from=N --deals=N; --cap=N (stop a deal once a layer has more than N);
// --keep=T (below).
// Needs `pnpm --filter @patience-race/engine build` (it reads the built relaxed game).
import { newGame } from '@patience-race/engine'
import { relaxedWin } from '../../packages/engine/dist/solver/sir-tommy/static-solve.js'

const args = process.argv.slice(2)
const option = (name, fallback) =>
  args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback
const cap = Number(option('cap', 2000000))
const relaxFrom = Number(option('relax', 52))
// --keep=T: each pile keeps its top T cards; the cards below are freed (a relaxation: a freed
// card may go up whenever a foundation takes it), so a layer that empties proves a loss.
const keep = Number(option('keep', 52))
const RANK = { A: 1, T: 10, J: 11, Q: 12, K: 13 }
const rankOfCode = (code) => RANK[code[0]] ?? Number(code[0])

function turnOrder(seed) {
  const s = newGame('sir-tommy', { seed }, 'standard')
  return [...s.piles.pending, ...[...s.piles.stock].reverse()].map(rankOfCode)
}

const key = (F, P) =>
  F.join(',') +
  '|' +
  P.map((p) => p.join('.'))
    .sort()
    .join('/')

/** Frees every pile card below the top `keep` (the freed ones are turned, not up, not on piles). */
function free(P) {
  for (const p of P) if (p.length > keep) p.splice(0, p.length - keep)
}

/** Freed cards of each rank: turned, not up, not on a pile. */
function pool(F, P, order, turned) {
  const n = new Int32Array(14)
  for (let i = 0; i < turned; i++) n[order[i]]++
  for (let r = 1; r <= 13; r++) for (const x of F) if (x >= r) n[r]--
  for (const p of P) for (const r of p) n[r]--
  return n
}

/** Safe plays forced: a top of rank r goes up when every foundation is at r − 1 or more. */
function forceSafe(F, P, n) {
  for (let again = true; again;) {
    again = false
    for (let r = 1; r <= 13 && n; r++) {
      if (n[r] === 0 || Math.min(...F) < r - 1) continue
      const f = F.indexOf(r - 1)
      if (f < 0) continue
      F[f] = r
      n[r]--
      again = true
    }
    for (const p of P) {
      const r = p.at(-1)
      if (r === undefined || Math.min(...F) < r - 1) continue
      const f = F.indexOf(r - 1)
      if (f < 0) continue
      F[f] = r
      p.pop()
      again = true
    }
  }
  F.sort((a, b) => a - b)
}

// A view for relaxedWin (static-solve.ts): cards as rank − 1.
const view = {
  stock: new Int8Array(52),
  stockLen: 0,
  pending: -1,
  waste: new Int8Array(8 * 52),
  wasteLen: new Int32Array(8),
  wastes: 4,
  fLen: new Int32Array(4),
}
function relaxedLost(F, P, order, next) {
  view.stockLen = 0
  for (let i = order.length - 1; i > next; i--) view.stock[view.stockLen++] = order[i] - 1
  const n = pool(F, P, order, next)
  for (let r = 1; r <= 13; r++) for (let j = 0; j < n[r]; j++) view.stock[view.stockLen++] = r - 1
  view.pending = next < order.length ? order[next] - 1 : -1
  for (let f = 0; f < 4; f++) view.fLen[f] = F[f]
  for (let w = 0; w < 4; w++) {
    view.wasteLen[w] = P[w].length
    for (let k = 0; k < P[w].length; k++) view.waste[w * 52 + k] = P[w][k] - 1
  }
  return relaxedWin(view) === false
}

/** The pile cards below the top `keep` freed, then the safe plays forced. */
function normalise(F, P, order, turned) {
  free(P)
  forceSafe(F, P, pool(F, P, order, turned))
}

/** Every position after plays of pile tops and freed cards from (F, P), each once. */
function closure(F, P, order, turned, out) {
  const k = key(F, P)
  if (out.has(k)) return
  out.set(k, [F, P])
  const n = pool(F, P, order, turned)
  for (let w = -13; w < 4; w++) {
    const r = w < 0 ? -w : P[w].at(-1)
    if (r === undefined || (w < 0 && n[r] === 0)) continue
    const f = F.indexOf(r - 1)
    if (f < 0) continue
    const F2 = F.slice()
    F2[f] = r
    const P2 = P.map((p) => p.slice())
    if (w >= 0) P2[w].pop()
    normalise(F2, P2, order, turned)
    closure(F2, P2, order, turned, out)
  }
}

function layers(seed) {
  const order = turnOrder(seed)
  let layer = new Map([
    [
      key([0, 0, 0, 0], [[], [], [], []]),
      [
        [0, 0, 0, 0],
        [[], [], [], []],
      ],
    ],
  ])
  const sizes = []
  let total = 0
  for (let k = 0; k < 52; k++) {
    const c = order[k]
    const next = new Map()
    for (const [F0, P0] of layer.values()) {
      const closed = new Map()
      closure(F0, P0, order, k, closed)
      for (const [F, P] of closed.values()) {
        const up = F.indexOf(c - 1)
        const targets = []
        if (up >= 0) targets.push(-1)
        // Safe: every foundation at c − 1 or more, so the pending card goes up (forced).
        if (!(up >= 0 && Math.min(...F) >= c - 1)) {
          const seen = new Set()
          for (let w = 0; w < 4; w++) {
            const s = P[w].join('.')
            if (seen.has(s)) continue
            seen.add(s)
            targets.push(w)
          }
        }
        for (const t of targets) {
          const F2 = F.slice()
          const P2 = P.map((p) => p.slice())
          if (t < 0) F2[up] = c
          else P2[t].push(c)
          normalise(F2, P2, order, k + 1)
          const kk = key(F2, P2)
          if (next.has(kk)) continue
          if (52 - (k + 1) <= relaxFrom && relaxedLost(F2, P2, order, k + 1)) continue
          next.set(kk, [F2, P2])
        }
      }
    }
    layer = next
    sizes.push(layer.size)
    total += layer.size
    if (layer.size === 0) return { verdict: 'lost', sizes, total }
    if (layer.size > cap) return { verdict: `over cap at ${k + 1}`, sizes, total }
  }
  for (const [F, P] of layer.values()) {
    const closed = new Map()
    closure(F, P, order, 52, closed)
    for (const [F2] of closed.values()) {
      if (F2.every((x) => x === 13)) return { verdict: 'won', sizes, total }
    }
  }
  return { verdict: 'lost', sizes, total }
}

const seeds = option('seeds', undefined)?.split(',') ?? []
if (seeds.length === 0) {
  const from = Number(option('from', 0))
  for (let i = from; i < from + Number(option('deals', 1)); i++) seeds.push(`solvability-${i}`)
}
for (const seed of seeds) {
  const started = process.cpuUsage()
  const r = layers(seed)
  const used = process.cpuUsage(started)
  const aces = turnOrder(seed).flatMap((r, i) => (r === 1 ? [i + 1] : []))
  console.log(
    `${seed} aces ${aces.join(',')} ${r.verdict} total ${r.total} peak ${Math.max(...r.sizes)} CPU ${((used.user + used.system) / 1e6).toFixed(1)} s layers ${r.sizes.join(' ')}`,
  )
}
