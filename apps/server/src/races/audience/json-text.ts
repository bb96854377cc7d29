// A payload that carries its own JSON text (docs/arena.md, "Pushing the standings"): a sender
// that sends many payloads sharing a large part (an arena's top 20 to each of 1,000 entrants,
// each with their own row) encodes that part once and builds each payload's text around it; the
// server's encoder (realtime/wire-parser.ts) writes that text instead of stringifying the
// payload again. The text rides on a symbol, so nothing else sees it: a cluster's adapter sends
// the plain object to the other nodes, whose encoder stringifies it as usual (the same bytes).

const JSON_TEXT = Symbol('json text')

/** `payload` with its JSON text: exactly what JSON.stringify(payload) gives (the sender's word). */
export function withJsonText<T extends object>(payload: T, text: string): T {
  Object.defineProperty(payload, JSON_TEXT, { value: text })
  return payload
}

/** The JSON text a payload carries, if any. */
export function jsonTextOf(payload: unknown): string | undefined {
  return typeof payload === 'object' && payload !== null
    ? (payload as { [JSON_TEXT]?: string })[JSON_TEXT]
    : undefined
}
