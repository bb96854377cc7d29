/** A per-socket message budget: `ratePerSec` tokens refill up to `burst`. */
export class TokenBucket {
  private tokens: number
  private at: number

  constructor(
    private readonly ratePerSec: number,
    private readonly burst: number,
    private readonly now: () => number,
  ) {
    this.tokens = burst
    this.at = now()
  }

  take(): boolean {
    const now = this.now()
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.at) / 1000) * this.ratePerSec)
    this.at = now
    if (this.tokens < 1) return false
    this.tokens -= 1
    return true
  }
}
