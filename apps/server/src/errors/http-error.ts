// A 4xx answer with a wire error code: thrown by feature services and routes alike, sent by the
// error handler (http/error-replies.ts). At the bottom of the server's folders: it imports
// nothing of ours but the wire's codes.
import type { ErrorCode } from '@patience-race/protocol'

/** A 4xx answer: the error handler sends `{ error: { code, message } }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message)
  }
}

/** `value`, or a 404 NOT_FOUND answer saying `message` when there is none. */
export function found<T>(value: T | null | undefined, message: string): T {
  if (value === null || value === undefined) throw new HttpError(404, 'NOT_FOUND', message)
  return value
}
