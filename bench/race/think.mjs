// A bot's pause before its next move or echo. With jitter, each pause is drawn uniformly from
// thinkMs × (1 ± jitter), so sockets that started together drift apart instead of moving in
// lockstep once a second; the mean rate stays the same.

/** Milliseconds to wait; 0 = send at once. `random` is only drawn from when there is jitter. */
export function thinkDelay(thinkMs, jitter, random) {
  if (thinkMs <= 0) return 0
  if (jitter <= 0) return thinkMs
  return thinkMs * (1 + jitter * (2 * random() - 1))
}

/**
 * A lane's sockets start again after a pause (each round, and the first) at a random point of one
 * think time, as people who sat down at different moments would: released together, with exact
 * think times they would move in lockstep, every racer in the same instant each second.
 */
export function resumeSpread(thinkMs, random, fn) {
  if (thinkMs <= 0) return fn()
  setTimeout(fn, thinkMs * random())
}
