// Cards glide to where they land (FLIP: measure before the change, measure after, animate the
// difference). Cards are matched by their face, so a card that leaves one pile and shows up on
// another flies between them whichever element draws it; a card that appears from nowhere
// while the stock shrank comes out of the stock (drawn, dealt, or turned as in Sir Tommy). Positions are relative to the board, so a
// banner appearing above it moves nothing. Off when the player prefers reduced motion.
import type { LastMove } from './last-move.js'

const MOVE_MS = 220

interface Box {
  x: number
  y: number
}

export interface Snapshot {
  cards: Map<string, Box>
  stock: Box | null
}

/** Face-up cards of a board, keyed by face and occurrence (two packs in Grandma's Game). */
function cardsOf(root: HTMLElement): [string, HTMLElement][] {
  const seen = new Map<string, number>()
  const out: [string, HTMLElement][] = []
  for (const el of root.querySelectorAll<HTMLElement>('[data-card]')) {
    if (el.closest('.peek')) continue // a reminder of a card below, not a card of its own
    const card = el.dataset.card!
    const n = seen.get(card) ?? 0
    seen.set(card, n + 1)
    out.push([`${card}#${n}`, el])
  }
  return out
}

function boxOf(el: Element, origin: DOMRect): Box {
  const r = el.getBoundingClientRect()
  return { x: r.left - origin.left, y: r.top - origin.top }
}

export function prefersReducedMotion(): boolean {
  // The "Reduced motion" setting (account/applied-settings.svelte.ts), or the system's.
  if (globalThis.document?.documentElement.dataset.reducedMotion !== undefined) return true
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches
}

/**
 * Where every card is drawn now (mid-flight cards where they are on screen), before the board
 * changes. Cards left where a drag dropped them (`.dropped`) are measured there, then let go.
 */
export function snapshot(root: HTMLElement): Snapshot {
  const origin = root.getBoundingClientRect()
  const cards = new Map<string, Box>()
  for (const [key, el] of cardsOf(root)) cards.set(key, boxOf(el, origin))
  const stockEl = root.querySelector('[data-pile="stock"]')
  const stock = stockEl ? boxOf(stockEl, origin) : null
  for (const el of root.querySelectorAll<HTMLElement>('.card')) {
    for (const a of el.getAnimations?.() ?? []) if (a.id === 'card-move') a.cancel()
  }
  for (const el of root.querySelectorAll<HTMLElement>('.card.dropped')) release(el)
  return { cards, stock }
}

/** Put a card dropped by a drag back into its place at once (no transition). */
function release(el: HTMLElement): void {
  el.classList.remove('dropped')
  el.style.transition = 'none'
  el.style.transform = ''
  requestAnimationFrame(() => (el.style.transition = ''))
}

/** Animate every card from where `before` saw it to where it is now. */
export function animateFrom(root: HTMLElement, before: Snapshot, last: LastMove): number {
  if (prefersReducedMotion() || typeof root.animate !== 'function') return 0
  const origin = root.getBoundingClientRect()
  let moved = 0
  for (const [key, el] of cardsOf(root)) {
    // A card that was nowhere to be seen while the stock shrank was drawn, dealt or turned.
    const was = before.cards.get(key) ?? (last.from.has('stock') ? before.stock : null)
    if (!was) continue
    const now = boxOf(el, origin)
    const dx = was.x - now.x
    const dy = was.y - now.y
    if (Math.abs(dx) < 1 && Math.abs(dy) < 1) continue
    const rest = getComputedStyle(el).transform
    const end = rest && rest !== 'none' ? rest : 'translate(0, 0)'
    el.animate(
      [
        { transform: `translate(${dx}px, ${dy}px)`, zIndex: 60 },
        { transform: end, zIndex: 60 },
      ],
      { duration: MOVE_MS, easing: 'cubic-bezier(0.2, 0.7, 0.3, 1)', id: 'card-move' },
    )
    moved++
  }
  return moved
}
