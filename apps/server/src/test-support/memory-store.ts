// A small in-memory RaceStore for unit tests of races/ (no database needed).
import { isDeepStrictEqual } from 'node:util'
import type { GameId } from '@patience-race/engine'
import type {
  LeaderboardPeriod,
  LeaderboardRow,
  PlayerStats,
  RaceStatus,
} from '@patience-race/protocol'
import type { RaceStore } from '../races/ports.js'
import type {
  MoveKey,
  MoveRecord,
  MovesNotWritten,
  PlayerRecord,
  RaceRecord,
  RatingRecord,
  RatingUpdate,
  ResultRecord,
  SeatRecord,
  StoredRace,
} from '../races/records.js'
import type { Deal, SeatAnalysis, SolvedPar } from '../par/par-types.js'
import {
  enter,
  EXPIRE_WAITING,
  isAborted,
  isRunning,
  isWaiting,
} from '../races/lifecycle/race-lifecycle.js'
import { formatOf } from '../races/formats/formats.js'

const parKey = (deal: Deal) => `${deal.game} ${deal.variant} ${deal.seed}`

export class MemoryStore implements RaceStore {
  readonly kind = 'pglite' as const
  players = new Map<string, PlayerRecord>()
  races = new Map<string, RaceRecord>()
  seats: SeatRecord[] = []
  moves: MoveRecord[] = []
  results: ResultRecord[] = []
  pars = new Map<string, SolvedPar>()
  analyses = new Map<string, SeatAnalysis[]>()
  appendCalls = 0
  /** Set to make the next appendMoves calls fail. */
  failAppends = 0

  async upsertPlayer(player: PlayerRecord): Promise<void> {
    this.players.set(player.id, { ...player })
  }
  async getPlayer(id: string): Promise<PlayerRecord | null> {
    return this.players.get(id) ?? null
  }
  async createRace(race: RaceRecord): Promise<void> {
    this.races.set(race.id, { ...race })
  }
  async updateRace(id: string, patch: Partial<RaceRecord>): Promise<void> {
    const race = this.races.get(id)
    if (race) Object.assign(race, patch)
  }
  async upsertSeat(seat: SeatRecord): Promise<void> {
    this.seats = this.seats.filter((s) => !(s.raceId === seat.raceId && s.seat === seat.seat))
    this.seats.push({ ...seat })
  }
  async upsertSeats(seats: SeatRecord[]): Promise<void> {
    for (const seat of seats) await this.upsertSeat(seat)
  }
  async removeSeat(raceId: string, seat: number): Promise<void> {
    this.seats = this.seats.filter((s) => !(s.raceId === raceId && s.seat === seat))
  }
  /** As the databases' insert (db/move-insert.ts): a stored move is skipped, a different one refused. */
  async appendMoves(moves: MoveRecord[]): Promise<MovesNotWritten> {
    this.appendCalls++
    await new Promise((resolve) => setImmediate(resolve))
    if (this.failAppends > 0) {
      this.failAppends--
      throw new Error('disk on fire')
    }
    const stored = (m: MoveKey) =>
      this.moves.find((x) => x.raceId === m.raceId && x.seat === m.seat && x.seq === m.seq)
    const firstConflict = new Map<string, number>()
    for (const m of moves) {
      const there = stored(m)
      const seat = `${m.raceId} ${m.seat}`
      if (there && !isDeepStrictEqual(there.move, m.move))
        firstConflict.set(seat, Math.min(m.seq, firstConflict.get(seat) ?? Infinity))
    }
    const conflicts: MoveKey[] = []
    for (const m of moves) {
      if (m.seq >= (firstConflict.get(`${m.raceId} ${m.seat}`) ?? Infinity)) {
        const there = stored(m)
        if (!there || !isDeepStrictEqual(there.move, m.move))
          conflicts.push({ raceId: m.raceId, seat: m.seat, seq: m.seq })
      } else if (!stored(m)) this.moves.push(structuredClone(m))
    }
    return { fenced: [], conflicts }
  }
  async seatMoves(raceId: string, seat: number): Promise<MoveRecord[]> {
    const moves = this.moves.filter((m) => m.raceId === raceId && m.seat === seat)
    return structuredClone(moves.sort((a, b) => a.seq - b.seq))
  }
  ratings = new Map<string, RatingRecord>()
  async finishRace(
    id: string,
    status: RaceStatus,
    finishedAt: Date,
    results: ResultRecord[],
    rating?: RatingUpdate,
  ): Promise<void> {
    const race = this.races.get(id)
    if (race && !isRunning(race)) return
    await this.updateRace(id, { status, finishedAt })
    const ratings = rating
      ? rating.rate(await this.getRatings(rating.game, rating.variant, rating.playerIds))
      : []
    const after = new Map(ratings.map((r) => [r.playerId, r.rating]))
    this.results.push(...results.map((r) => ({ ...r, ratingAfter: after.get(r.playerId) ?? null })))
    for (const r of ratings) this.ratings.set(`${r.playerId}:${r.game}:${r.variant}`, { ...r })
  }
  async getRatings(game: GameId, variant: string, playerIds: string[]): Promise<RatingRecord[]> {
    return playerIds.flatMap((id) => {
      const r = this.ratings.get(`${id}:${game}:${variant}`)
      return r ? [{ ...r }] : []
    })
  }
  async getRace(id: string): Promise<StoredRace | null> {
    const race = this.races.get(id)
    if (!race) return null
    const seats = this.seats
      .filter((s) => s.raceId === id)
      .sort((a, b) => a.seat - b.seat)
      .map((s) => ({ ...s, player: this.players.get(s.playerId) ?? { id: s.playerId, name: '?' } }))
    const moves = this.moves
      .filter((m) => m.raceId === id)
      .sort((a, b) => a.seat - b.seat || a.seq - b.seq)
    const rematch = [...this.races.values()].find((r) => r.rematchOf === id)
    return {
      race: { ...race },
      seats,
      moves: structuredClone(moves),
      results: this.results.filter((r) => r.raceId === id),
      rematchId: rematch?.id ?? null,
    }
  }
  async loadUnfinishedRaces(): Promise<StoredRace[]> {
    const ids = [...this.races.values()].filter(isRunning).map((r) => r.id)
    return (await Promise.all(ids.map((id) => this.getRace(id)))).filter((r) => r !== null)
  }
  async abortWaitingRaces(createdBefore: Date, now: Date): Promise<number> {
    let count = 0
    for (const race of this.races.values()) {
      if (isWaiting(race) && race.createdAt < createdBefore) {
        enter(race, EXPIRE_WAITING)
        race.finishedAt = now
        count++
      }
    }
    return count
  }
  async ping(): Promise<void> {}
  async listRaces(status: RaceStatus, limit: number): Promise<StoredRace[]> {
    const ids = [...this.races.values()]
      .filter((r) => r.status === status)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .slice(0, limit)
      .map((r) => r.id)
    const races = await Promise.all(ids.map((id) => this.getRace(id)))
    return races.filter((r) => r !== null).map((r) => ({ ...r, moves: [] }))
  }
  async unfinishedRacesOf(playerId: string, limit: number): Promise<StoredRace[]> {
    const ids = [...this.races.values()]
      .filter(isRunning)
      .filter((r) =>
        this.seats.some(
          (s) => s.raceId === r.id && s.playerId === playerId && !s.resigned && !s.abandoned,
        ),
      )
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .slice(0, limit)
      .map((r) => r.id)
    const races = await Promise.all(ids.map((id) => this.getRace(id)))
    return races.filter((r) => r !== null).map((r) => ({ ...r, moves: [] }))
  }
  async hasResultForSeed(playerId: string, seedHash: string): Promise<boolean> {
    return this.results.some((r) => r.playerId === playerId && r.seedHash === seedHash)
  }
  async leaderboard(query: {
    game: GameId
    variant: string
    kind: 'ranked' | 'friends'
    period: LeaderboardPeriod
    now: Date
    limit: number
  }): Promise<LeaderboardRow[]> {
    const { game, period, now, limit } = query
    const since =
      period === 'day'
        ? now.getTime() - 86_400_000
        : period === 'week'
          ? now.getTime() - 7 * 86_400_000
          : 0
    return this.results
      .filter(
        (r) =>
          (query.kind === 'ranked'
            ? r.ranked
            : !r.ranked && !r.flagged && r.moves > 0 && this.onCasualBoard(r.raceId)) &&
          r.game === game &&
          r.variant === query.variant &&
          r.finishedAt.getTime() >= since,
      )
      .sort((a, b) => b.foundation - a.foundation || a.timeMs - b.timeMs)
      .slice(0, limit)
      .map((r, i) => ({
        rank: i + 1,
        player: this.players.get(r.playerId) ?? { id: r.playerId, name: '?' },
        foundation: r.foundation,
        total: r.total,
        won: r.won,
        timeMs: r.timeMs,
        moves: r.moves,
        raceId: r.raceId,
        at: r.finishedAt.toISOString(),
      }))
  }
  private onCasualBoard(raceId: string): boolean {
    const race = this.races.get(raceId)
    return race !== undefined && formatOf(race).board === 'casual'
  }
  async playerStats(id: string): Promise<PlayerStats | null> {
    const player = this.players.get(id)
    if (!player) return null
    const mine = this.results.filter((r) => r.playerId === id)
    const wins = mine.filter((r) => r.won).length
    return {
      player,
      races: mine.length,
      wins,
      winRate: mine.length ? wins / mine.length : 0,
      games: [],
      recent: [],
    }
  }
  async findPar(deal: Deal): Promise<SolvedPar | null> {
    return this.pars.get(parKey(deal)) ?? null
  }
  async savePar(deal: Deal, par: SolvedPar): Promise<void> {
    if (!this.pars.has(parKey(deal))) this.pars.set(parKey(deal), par)
  }
  async findAnalysis(raceId: string): Promise<SeatAnalysis[] | null> {
    return this.analyses.get(raceId) ?? null
  }
  async saveAnalysis(raceId: string, seats: SeatAnalysis[]): Promise<void> {
    if (!this.analyses.has(raceId)) this.analyses.set(raceId, seats)
  }
  async rankedOpponentsSince(playerId: string, since: Date): Promise<string[][]> {
    return [...this.races.values()]
      .filter((r) => formatOf(r).rated && !isAborted(r) && r.createdAt >= since)
      .filter((r) => this.seats.some((s) => s.raceId === r.id && s.playerId === playerId))
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .map((r) =>
        this.seats
          .filter((s) => s.raceId === r.id && s.playerId !== playerId)
          .map((s) => s.playerId),
      )
  }
  async finishedRacesWithMoves(playerId: string, minMoves: number, upTo: number): Promise<number> {
    const count = this.results.filter((r) => r.playerId === playerId && r.moves >= minMoves).length
    return Math.min(count, upTo)
  }
  async countMoves(): Promise<number> {
    return this.moves.length
  }
  async close(): Promise<void> {}
}
