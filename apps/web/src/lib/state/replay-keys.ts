// The replay's keyboard, as on lichess's analysis board: ← / → a move back / forward, Home / End
// the deal / the end, Space play or pause. Keys the focused control uses itself are left to it.
import type { ReplayPlayer } from './replay.svelte.js'

/** Controls that use every one of these keys themselves: text fields, selects, the scrubber. */
function ownsKeys(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  )
}

/** Controls that Space activates (a button, a link's summary): Space stays theirs. */
function ownsSpace(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (/^(BUTTON|SUMMARY|A)$/.test(target.tagName) || target.getAttribute('role') === 'button')
  )
}

/** Acts on a replay key; true when it did (the caller's event then has its default prevented). */
export function replayKey(player: ReplayPlayer, e: KeyboardEvent): boolean {
  if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey || ownsKeys(e.target)) return false
  switch (e.key) {
    case 'ArrowLeft':
      player.step(-1)
      return true
    case 'ArrowRight':
      player.step(1)
      return true
    case 'Home':
      player.seek(0)
      return true
    case 'End':
      player.seek(player.duration)
      return true
    case ' ':
      if (ownsSpace(e.target)) return false
      player.toggle()
      return true
    default:
      return false
  }
}
