// The interleaved rounds' figures: each lane has one measured turn per round, so the lanes'
// turns of one round run within seconds of each other, under about the same outside load. A
// ratio is taken per round and the median reported with its range: load from other work that
// starts or stops moves one round's ratio, not the median, whereas it moved the single ratio
// of two long windows taken one after the other.

/** Median and range of per-round ratios `ours / other` (rounds pair up by index). */
export function ratioSpread(ours, other, pick = (r) => r.perSec) {
  const values = ours.rounds
    .map((round, i) => {
      const a = pick(round)
      const b = other.rounds[i] ? pick(other.rounds[i]) : null
      return a === null || b === null || !(b > 0) ? null : a / b
    })
    .filter((value) => value !== null)
    .sort((a, b) => a - b)
  if (values.length === 0) return { median: null, min: null, max: null }
  const mid = Math.floor(values.length / 2)
  const median = values.length % 2 === 1 ? values[mid] : (values[mid - 1] + values[mid]) / 2
  return { median, min: values[0], max: values.at(-1) }
}
