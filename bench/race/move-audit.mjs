// The durability check move by move: what each player was told of each move it sent (metrics'
// movesSent) against the seqs stored for its seat (database.mjs's seqsStored rows), so a
// difference names its moves: acked and not stored (a lost move), stored and not acked (an ack
// that never came), acked twice (an ack counted again would make acked exceed stored).

/** One seq acked (a number, or `<seq>r`: a rejoin said it was stored); null for an error. */
function ackedSeq(outcome) {
  return /^\d+r?$/.test(String(outcome)) ? parseInt(String(outcome), 10) : null
}

/**
 * Seat by seat: { raceId, round, status, owner, seat, name, ackedNotStored, storedNotAcked,
 * ackedTwice, errors, sent, stored }.
 */
export function auditSeats(rows, movesSent) {
  return rows.map((row) => {
    const sent = movesSent[row.race_id]?.[row.name] ?? []
    const acks = sent.map(ackedSeq).filter((seq) => seq !== null)
    const acked = new Set(acks)
    const stored = new Set(row.seqs)
    return {
      raceId: row.race_id,
      round: row.arena_round,
      status: row.status,
      owner: `${row.owner_node}#${row.owner_epoch}`,
      seat: row.seat,
      name: row.name,
      ackedNotStored: [...acked].filter((seq) => !stored.has(seq)),
      storedNotAcked: [...stored].filter((seq) => !acked.has(seq)),
      ackedTwice: acks.filter((seq, i) => acks.indexOf(seq) !== i),
      errors: sent.filter((outcome) => ackedSeq(outcome) === null),
      sent,
      stored: row.seqs,
    }
  })
}

/** An error that says nothing of the bench's count: the race was over, or the reply lost. */
const ORDINARY_ERRORS = /^\d+ (FINISHED|lost)$/

/**
 * The seats worth reading: a move acked and not stored or acked twice first (the check's
 * failures), then one stored and not acked, then an error beyond the ordinary.
 */
export function seatsOfNote(audit) {
  const rank = (s) =>
    s.ackedNotStored.length > 0 || s.ackedTwice.length > 0
      ? 0
      : s.storedNotAcked.length > 0
        ? 1
        : s.errors.some((e) => !ORDINARY_ERRORS.test(e))
          ? 2
          : 3
  return audit
    .map((s) => ({ s, rank: rank(s) }))
    .filter((x) => x.rank < 3)
    .sort((a, b) => a.rank - b.rank)
    .map((x) => x.s)
}

/** The audit in a few lines: totals, then up to `limit` seats of note in full. */
export function formatAudit(audit, limit = 12) {
  const total = (pick) => audit.reduce((n, s) => n + pick(s).length, 0)
  const noted = seatsOfNote(audit)
  const lines = [
    `move by move  ${audit.length} seats: ${total((s) => s.ackedNotStored)} moves acked and not stored, ${total((s) => s.storedNotAcked)} stored and not acked, ${total((s) => s.ackedTwice)} acked twice (counted once)`,
  ]
  for (const s of noted.slice(0, limit))
    lines.push(
      `  ${s.raceId} round ${s.round} ${s.status} owner ${s.owner} seat ${s.seat} ${s.name}: acked not stored [${s.ackedNotStored}], acked twice [${s.ackedTwice}], stored not acked [${s.storedNotAcked}]; sent ${JSON.stringify(s.sent)}; stored [${s.stored}]`,
    )
  return lines.join('\n')
}
