// A typed marker for an acknowledgement body that has no zod schema: the type only, no check.
/**
 * `replyType<JoinOk>()` stands in the event table where a reply's body (the `Ok` part of
 * `Reply<T>`) is typed but not parsed: the server builds it, the client reads it.
 */
export interface ReplyType<T extends object> {
  readonly kind: 'reply-type'
  /** Never set: carries `T` for `ReplyBody`. */
  readonly body?: T
}

export function replyType<T extends object>(): ReplyType<T> {
  return { kind: 'reply-type' }
}
