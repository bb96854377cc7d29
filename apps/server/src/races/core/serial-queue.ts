// One race's state changes run one at a time, in arrival order (boardgame.io's master does the
// same per match): a transition never interleaves with another one's store-then-change.
export class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve()
  private running = 0

  run<T>(task: () => Promise<T>): Promise<T> {
    this.running++
    const result = this.tail.then(task)
    this.tail = result.then(
      () => this.running--,
      () => this.running--,
    )
    return result
  }

  get busy(): boolean {
    return this.running > 0
  }

  /** Resolves once every task queued so far has settled. */
  async idle(): Promise<void> {
    await this.tail
  }
}
