// Narrowing a reply in a test: its ok body, or its error; either fails the test when the
// reply is the other one.

type Ok<R> = Extract<R, { ok: true }>
type ErrorOf<R> = R extends { ok: false; error: infer E } ? E : never

/** The ok body of `reply`; throws (failing the test) with the reply when it is an error. */
export function okOf<R extends { ok: boolean }>(reply: R): Ok<R> {
  if (!reply.ok) throw new Error(`expected an ok reply, got ${JSON.stringify(reply)}`)
  return reply as Ok<R>
}

/** The error of `reply`; throws (failing the test) with the reply when it is ok. */
export function errorOf<R extends { ok: boolean }>(reply: R): ErrorOf<R> {
  if (!reply.ok && 'error' in reply) return reply.error as ErrorOf<R>
  throw new Error(`expected an error reply, got ${JSON.stringify(reply)}`)
}
