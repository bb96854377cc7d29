// Bot ratings per game and variant, measured rather than assumed: every bot strength plays the
// same seeded deals; on each deal each pair of bots is a race won by more cards on the
// foundations (equal counts: a tie; pace is left out, the server sets it). Glicko-2 (the
// server's library and lichess's parameters) over those races, one rating period per deal,
// anchored so that the medium bot sits at 1500. Prints the table kept in
// apps/server/src/races/seats/bot-ratings.ts. Run: `pnpm bench:bot-ratings [--deals=N]`.
import {
  applyMove,
  BOT_STRENGTHS,
  chooseBotMove,
  games,
  legalMoves,
  newGame,
  playerView,
  progress,
} from '@patience-race/engine'
import glicko2 from 'glicko2'

const args = process.argv.slice(2)
const deals = Number(args.find((a) => a.startsWith('--deals='))?.split('=')[1] ?? 40)
const MAX_MOVES = 1500
const SETTINGS = { tau: 0.75, rating: 1500, rd: 500, vol: 0.09 }

/** Cards a bot of this strength gets home on the deal. */
function play(game, variant, seed, strength) {
  let state = newGame(game, { seed }, variant)
  for (let n = 0; n < MAX_MOVES; n++) {
    const legal = legalMoves(state)
    const move = chooseBotMove(playerView(state), legal, strength)
    if (!move) break
    const next = applyMove(state, move)
    if (!next.ok) break
    state = next.state
    if (progress(state).status !== 'playing') break
  }
  return progress(state).foundation
}

const table = {}
const started = performance.now()
for (const game of games) {
  for (const variant of game.variants) {
    const ranking = new glicko2.Glicko2(SETTINGS)
    const players = Object.fromEntries(BOT_STRENGTHS.map((s) => [s, ranking.makePlayer()]))
    for (let d = 0; d < deals; d++) {
      const seed = `bot-ratings-${d}`
      const cards = Object.fromEntries(
        BOT_STRENGTHS.map((s) => [s, play(game.id, variant.id, seed, s)]),
      )
      const races = []
      for (const [i, a] of BOT_STRENGTHS.entries())
        for (const b of BOT_STRENGTHS.slice(i + 1)) {
          const score = cards[a] > cards[b] ? 1 : cards[a] < cards[b] ? 0 : 0.5
          races.push([players[a], players[b], score])
        }
      ranking.updateRatings(races)
    }
    const shift = 1500 - players.medium.getRating()
    table[game.id] ??= {}
    table[game.id][variant.id] = Object.fromEntries(
      BOT_STRENGTHS.map((s) => [s, Math.round(players[s].getRating() + shift)]),
    )
  }
}
console.log(
  JSON.stringify(
    { deals, seconds: +((performance.now() - started) / 1000).toFixed(1), table },
    null,
    2,
  ),
)
