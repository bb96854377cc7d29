// The waits a test has started and not yet seen end (`next()`'s). The suite's setup
// (vitest-setup.ts) fails a test that ends with one still open and cancels it: left
// running, its timeout would fire during a later test, and with one module graph for the whole
// run it would fail that test instead, at random.
interface OpenWait {
  label: string
  cancel: () => void
}

const open = new Set<OpenWait>()

/** Registers a wait; call the returned function when it ends (resolved or rejected). */
export function openWait(label: string, cancel: () => void): () => void {
  const wait = { label, cancel }
  open.add(wait)
  return () => open.delete(wait)
}

/** Cancels every open wait, returning what each waited for. */
export function cancelOpenWaits(): string[] {
  const labels = [...open].map((w) => w.label)
  for (const w of open) w.cancel()
  open.clear()
  return labels
}
