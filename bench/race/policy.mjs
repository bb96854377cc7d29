// The bots' move policy, shared by our race lane and the boardgame.io peer lane so both play
// alike: a random move to a foundation when there is one, else a random legal move
// (`random`: any legal move). `random` is the lane's seeded PRNG.

/** The move to send, or undefined when `legal` is empty. */
export function chooseMove(legal, policy, random) {
  if (legal.length === 0) return undefined
  if (policy === 'foundation') {
    const home = legal.filter(
      (move) => typeof move.to === 'string' && move.to.startsWith('foundation'),
    )
    if (home.length > 0) return home[Math.floor(random() * home.length)]
  }
  return legal[Math.floor(random() * legal.length)]
}
