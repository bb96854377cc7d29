import type { ErrorCode, WireError } from './errors.js'

/** Every acknowledgement and REST error uses these shapes. */
export type Ok<T extends object = object> = { ok: true } & T
export type Err = { ok: false; error: WireError }
export type Reply<T extends object = object> = Ok<T> | Err

export function ok<T extends object>(body: T): Ok<T> {
  return { ok: true, ...body }
}

export function err(code: ErrorCode, message: string): Err {
  return { ok: false, error: { code, message } }
}

/** REST error body: `{ error: { code, message } }` with a 4xx status. */
export type RestError = { error: WireError }
