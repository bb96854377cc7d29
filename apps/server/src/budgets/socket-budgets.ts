// What one address and one player may do over sockets, across all their sockets and
// reconnects: open sockets per IP, events per IP, and moves per player. The per-socket token
// buckets (token-bucket.ts) still apply on top.
import { budgetFactory, type Budget, type BudgetFactory } from './budget.js'

/** Events other than moves a player may send within one move-burst window. */
const OTHER_EVENTS = 20

export interface SocketBudgetLimits {
  socketsPerIp: number
  eventsPerIpPerSec: number
  movesPerSec: number
  moveBurst: number
}

export class SocketBudgets {
  private readonly openPerIp = new Map<string, number>()
  private readonly eventsPerIp: Budget
  private readonly eventsPerPlayer: Budget
  private readonly movesPerPlayer: Budget

  constructor(
    private readonly limits: SocketBudgetLimits,
    budget: BudgetFactory = budgetFactory(null),
  ) {
    this.eventsPerIp = budget('socket-events-ip', limits.eventsPerIpPerSec, 1000)
    // A player's budget is a burst refilled at the rate: the same shape as the socket bucket.
    const burstWindowMs = (limits.moveBurst / Math.max(1, limits.movesPerSec)) * 1000
    this.movesPerPlayer = budget('moves-player', limits.moveBurst, burstWindowMs)
    // Moves spend the move budget alone (handle.ts); joins, ready and the like spend this one.
    this.eventsPerPlayer = budget(
      'socket-events-player',
      limits.moveBurst + OTHER_EVENTS,
      burstWindowMs,
    )
  }

  /** May one more socket from `ip` connect? (Checked at the handshake.) */
  mayOpen(ip: string): boolean {
    return (this.openPerIp.get(ip) ?? 0) < this.limits.socketsPerIp
  }

  opened(ip: string): void {
    this.openPerIp.set(ip, (this.openPerIp.get(ip) ?? 0) + 1)
  }

  closed(ip: string): void {
    const left = (this.openPerIp.get(ip) ?? 1) - 1
    if (left > 0) this.openPerIp.set(ip, left)
    else this.openPerIp.delete(ip)
  }

  async event(ip: string, playerId: string | undefined): Promise<boolean> {
    if (!(await this.eventsPerIp.take(ip))) return false
    return playerId === undefined || this.eventsPerPlayer.take(playerId)
  }

  move(playerId: string): Promise<boolean> {
    return this.movesPerPlayer.take(playerId)
  }
}
