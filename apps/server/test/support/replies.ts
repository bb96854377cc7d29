// Narrowing a reply in a test: its ok body, failing the test when the reply is an error.

type Ok<R> = Extract<R, { ok: true }>

/** The ok body of `reply`; throws (failing the test) with the reply when it is an error. */
export function okOf<R extends { ok: boolean }>(reply: R): Ok<R> {
  if (!reply.ok) throw new Error(`expected an ok reply, got ${JSON.stringify(reply)}`)
  return reply as Ok<R>
}
