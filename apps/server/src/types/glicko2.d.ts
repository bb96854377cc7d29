// The glicko2 package ships no types; this is the part of its API the server uses.
declare module 'glicko2' {
  interface Glicko2Player {
    getRating(): number
    getRd(): number
    getVol(): number
  }
  interface Glicko2Ranking {
    makePlayer(rating?: number, rd?: number, vol?: number): Glicko2Player
    updateRatings(matches: Array<[Glicko2Player, Glicko2Player, number]>): void
  }
  const glicko2: {
    Glicko2: new (settings: {
      tau: number
      rating: number
      rd: number
      vol: number
    }) => Glicko2Ranking
  }
  export default glicko2
}
