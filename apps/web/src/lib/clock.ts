// m:ss clock text for race times, waits and countdowns.

/** m:ss of a whole number of seconds. */
export function mss(s: number): string {
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`
}

/** m:ss, counting whole seconds (rounded down): a running clock. */
export function clock(ms: number): string {
  return mss(Math.floor(ms / 1000))
}

/** m:ss to the nearest second: a finish time. */
export function roundedClock(ms: number): string {
  return mss(Math.round(ms / 1000))
}
