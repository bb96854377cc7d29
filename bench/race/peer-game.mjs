// The peer lane's game: our race on boardgame.io 0.50, with our engine as its moves. Both
// racers are active at once (every player in the NULL stage, no move limit, no turn ever ends),
// each plays its own copy of the same deal, and the match is over when both games are. The one
// move is long-form: it runs only on the server (`client: false`, the clients never see the
// hidden cards it needs) and is accepted whatever state the sender last saw
// (`ignoreStaleStateID`), since the other racer's moves change the state ID all the time.
import { createRequire } from 'node:module'
import {
  applyMove,
  legalMoves,
  newGame,
  playerView,
  progress,
  spectatorView,
} from '@patience-race/engine'

// boardgame.io ships CommonJS subpath folders (boardgame.io/core → core/package.json), which
// ES module resolution does not follow.
const require = createRequire(import.meta.url)
const { ActivePlayers, INVALID_MOVE } = require('boardgame.io/core')

const SEATS = ['0', '1']

/** The boardgame.io game for one of our engine's games (`gameId`: sir-tommy, …). */
export function raceGame(gameId) {
  return {
    name: gameId,
    minPlayers: 2,
    maxPlayers: 2,
    setup: ({ random }) => {
      // boardgame.io's seeded PRNG picks the deal; both seats get the same one, as in our races.
      const deal = newGame(gameId, { seed: `bgio-${random.Number()}` })
      return { seats: { 0: deal, 1: deal } }
    },
    turn: { activePlayers: ActivePlayers.ALL },
    moves: {
      play: {
        move: ({ G, playerID }, move) => {
          const result = applyMove(G.seats[playerID], move)
          if (!result.ok) return INVALID_MOVE
          return { seats: { ...G.seats, [playerID]: result.state } }
        },
        client: false,
        ignoreStaleStateID: true,
      },
    },
    endIf: ({ G }) =>
      SEATS.every((seat) => progress(G.seats[seat]).status !== 'playing')
        ? { finished: true }
        : undefined,
    // What each client is sent after every move: a racer its own board without the face-down
    // cards, its legal moves and the other racer's progress (as our ack and race:progress); a
    // spectator both boards as our spectators see them (hidden cards and the cards the other
    // racer has not seen yet left out).
    playerView: ({ G, playerID }) => {
      if (playerID === '0' || playerID === '1') {
        const own = G.seats[playerID]
        return {
          view: playerView(own),
          legal: legalMoves(own),
          opponent: progress(G.seats[playerID === '0' ? '1' : '0']),
        }
      }
      return {
        seats: {
          0: spectatorView(G.seats[0], G.seats[1]),
          1: spectatorView(G.seats[1], G.seats[0]),
        },
      }
    },
  }
}
