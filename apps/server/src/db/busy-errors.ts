// Which driver errors mean "busy, nothing written" rather than a fault: Prisma's transaction
// that could not start within its wait (P2028) or a pool that had no connection in time (P2024,
// or pg's own connection timeout). Those become StoreBusyError; anything else passes through.
import { StoreBusyError } from '../errors/store-busy.js'

const BUSY_PRISMA_CODES = new Set(['P2024', 'P2028'])
const PG_POOL_TIMEOUT = /timeout exceeded when trying to connect/i

function isBusy(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  const code = 'code' in error ? error.code : undefined
  if (typeof code === 'string' && BUSY_PRISMA_CODES.has(code)) return true
  const message = error instanceof Error ? error.message : ''
  return (
    PG_POOL_TIMEOUT.test(message) ||
    /unable to start a transaction in the given time/i.test(message)
  )
}

/** Runs `work`, telling a busy store apart from a failing one. */
export async function busyAware<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    throw isBusy(error) ? new StoreBusyError(error) : error
  }
}
