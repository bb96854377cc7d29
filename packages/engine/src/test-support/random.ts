// Helpers for property tests (not part of the build).

/** A small deterministic generator so a failing playout can be replayed from its seed. */
export function lcg(seed: number): (n: number) => number {
  let x = seed >>> 0 || 1
  return (n) => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0
    return x % n
  }
}

/** Freezes a value and everything in it, so any mutation by the engine throws. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const inner of Object.values(value)) deepFreeze(inner)
    Object.freeze(value)
  }
  return value
}
