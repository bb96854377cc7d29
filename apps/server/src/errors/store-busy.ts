// The store could not take a request in time: no free connection, or a transaction that could
// not start within its wait (a starved node). Nothing was written, so the caller may simply try
// again: the wire's retryable `BUSY`, never `INTERNAL`.
export class StoreBusyError extends Error {
  constructor(readonly reason: unknown) {
    super('the store is busy; nothing was written')
  }
}
