// The search's transposition table: a set of 64-bit position hashes (two 32-bit lanes) in one
// open-addressed typed array, so a lookup allocates nothing.

// Small at first (1 KB): most searches of a solve meet a few dozen positions, and the table
// doubles as it fills (a set: its size changes no answer).
const INITIAL_CAPACITY = 1 << 7

export class PositionSet {
  /** Pairs (a, b) of lanes; b is never 0 (see `normalB`), so b = 0 marks an empty slot. */
  private slots = new Int32Array(INITIAL_CAPACITY * 2)
  private mask = INITIAL_CAPACITY - 1
  size = 0

  /** Adds the hash; false when it was there already. */
  add(a: number, b: number): boolean {
    b = normalB(b)
    let i = (a ^ Math.imul(b, 0x9e3779b1)) & this.mask
    const slots = this.slots
    for (;;) {
      const sb = slots[2 * i + 1]
      if (sb === 0) break
      if (sb === b && slots[2 * i] === a) return false
      i = (i + 1) & this.mask
    }
    slots[2 * i] = a
    slots[2 * i + 1] = b
    if (++this.size * 2 > this.mask + 1) this.grow()
    return true
  }

  /** True when the hash is in the set. */
  has(a: number, b: number): boolean {
    b = normalB(b)
    let i = (a ^ Math.imul(b, 0x9e3779b1)) & this.mask
    const slots = this.slots
    for (;;) {
      const sb = slots[2 * i + 1]
      if (sb === 0) return false
      if (sb === b && slots[2 * i] === a) return true
      i = (i + 1) & this.mask
    }
  }

  private grow(): void {
    const old = this.slots
    const capacity = (this.mask + 1) * 2
    this.slots = new Int32Array(capacity * 2)
    this.mask = capacity - 1
    this.size = 0
    for (let i = 0; i < old.length; i += 2) {
      const b = old[i + 1] ?? 0
      if (b !== 0) this.add(old[i] ?? 0, b)
    }
  }
}

const normalB = (b: number): number => b | 1
