// The engine's share of one move on the server (issue 44), per game: the reference path (apply,
// the views before and after, their patch, the legal-move list, the check value, progress) against
// liveGame's apply. CPU µs a move over the same 40 seeded playouts of each game (random and greedy
// moves, the default variant), the deals' cost taken out. Usage: pnpm build, then
// node bench/engine/live-move-cost.mjs [game …] [--engine <dist folder>] (another build's dist,
// e.g. a copy of an older commit's, to compare liveGame before and after under the same load).
import path from 'node:path'
import { pathToFileURL } from 'node:url'

const args = process.argv.slice(2)
const at = args.indexOf('--engine')
const dist =
  at >= 0
    ? path.resolve(args.splice(at, 2)[1])
    : new URL('../../packages/engine/dist', import.meta.url).pathname
const E = await import(pathToFileURL(path.join(dist, 'index.js')).href)
const GAMES = args.length > 0 ? args : ['sir-tommy', 'saratoga', 'grandmas-game']

function playouts(game) {
  const games = []
  for (let g = 0; g < 40; g++) {
    let s = E.newGame(game, { seed: `mb-${g}` })
    const moves = []
    let x = g + 1
    for (let i = 0; i < 150; i++) {
      const legal = E.legalMoves(s)
      if (legal.length === 0) break
      x = (Math.imul(x, 1664525) + 1013904223) >>> 0
      const m = i % 2 ? (E.suggestMove(s) ?? legal[x % legal.length]) : legal[x % legal.length]
      moves.push(m)
      s = E.applyParsedMove(s, m).state
    }
    games.push(moves)
  }
  return games
}

function measure(game) {
  const games = playouts(game)
  const total = games.reduce((a, m) => a + m.length, 0)
  const oldPath = () => {
    for (let g = 0; g < games.length; g++) {
      let s = E.newGame(game, { seed: `mb-${g}` })
      for (const m of games[g]) {
        const r = E.applyParsedMove(s, m)
        const after = E.playerView(r.state)
        E.viewPatch(E.playerView(s), after)
        void E.legalMoves(r.state).length
        E.viewCheck(after)
        E.progress(r.state)
        s = r.state
      }
    }
  }
  const livePath = () => {
    for (let g = 0; g < games.length; g++) {
      const live = E.liveGame(E.newGame(game, { seed: `mb-${g}` }))
      for (const m of games[g]) {
        live.apply(m)
        live.progress()
      }
    }
  }
  const deals = () => {
    for (let g = 0; g < games.length; g++) E.liveGame(E.newGame(game, { seed: `mb-${g}` }))
  }
  const cpu = (f, n) => {
    const t = process.cpuUsage()
    for (let i = 0; i < n; i++) f()
    const d = process.cpuUsage(t)
    return (d.user + d.system) / n
  }
  for (let w = 0; w < 3; w++) {
    oldPath()
    livePath()
    deals()
  }
  const res = { old: [], live: [], deal: [] }
  for (let r = 0; r < 5; r++) {
    res.old.push(cpu(oldPath, 3))
    res.live.push(cpu(livePath, 3))
    res.deal.push(cpu(deals, 3))
  }
  const med = (a) => a.sort((p, q) => p - q)[2]
  const d = med(res.deal)
  console.log(
    `${game}: moves ${total}; engine CPU a move (µs, median of 5, deal subtracted): old path ${((med(res.old) - d) / total).toFixed(2)}, liveGame ${((med(res.live) - d) / total).toFixed(2)}`,
  )
}

for (const game of GAMES) measure(game)
