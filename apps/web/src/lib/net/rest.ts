// The REST client: openapi-fetch typed by api-schema.d.ts (generated from the server's OpenAPI
// document by scripts/api-schema.mjs), and the one place its answers become ApiResults.
import type { RestError, WireError } from '@patience-race/protocol'
import createClient from 'openapi-fetch'
import { fetchRetryingBusy } from './busy-retry.js'
import type { paths } from './api-schema.js'

export type ApiResult<T> = { ok: true; data: T } | { ok: false; error: WireError }

/** What an openapi-fetch call resolves to, for a route whose errors are `RestError`s. */
interface Answer<T> {
  data?: T
  error?: RestError
  response: Response
}

const UNREACHABLE = "can't reach the server — is it running?"

export const rest = createClient<paths>({
  // Same origin. openapi-fetch builds a Request, which needs an absolute URL outside a page.
  baseUrl: globalThis.location?.origin,
  credentials: 'same-origin',
  // The fetch of the moment (tests stub it), not the one there was when this module loaded; a
  // busy server (503 BUSY) is asked again quietly.
  fetch: (request) => fetchRetryingBusy(request),
})

/** A guest's bearer token, when there is one; a signed-in account's cookie goes by itself. */
export function bearer(token: string | null | undefined): { authorization?: string } {
  return token ? { authorization: `Bearer ${token}` } : {}
}

/** A call answered with JSON: its body, or the server's `{ error }` (or one said for it). */
export async function settle<T>(
  pending: Promise<Answer<T>>,
  unreachable = UNREACHABLE,
): Promise<ApiResult<T>> {
  try {
    const { data, error, response } = await pending
    // An empty 2xx is no answer either: every JSON route's reply has a body.
    if (response.ok && error === undefined && data !== undefined) return { ok: true, data }
    return failed(error, response.status)
  } catch {
    return unreached(unreachable)
  }
}

/** A call answered with 204 No Content. */
export async function settleEmpty(
  pending: Promise<Answer<unknown>>,
  unreachable = UNREACHABLE,
): Promise<ApiResult<null>> {
  try {
    const { error, response } = await pending
    if (response.ok && error === undefined) return { ok: true, data: null }
    return failed(error, response.status)
  } catch {
    return unreached(unreachable)
  }
}

/** The server's `{ error }`, or INTERNAL when the body is not one (a proxy's page, nothing). */
function failed(body: RestError | undefined, status: number): ApiResult<never> {
  // `?.`: typed RestError, the body is a string (not JSON) or undefined (empty) on a bad day.
  const error = body?.error
  return {
    ok: false,
    error: error ?? { code: 'INTERNAL', message: `the server answered ${status}` },
  }
}

function unreached(message: string): ApiResult<never> {
  return { ok: false, error: { code: 'INTERNAL', message } }
}
