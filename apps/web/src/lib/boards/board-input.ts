// DOM glue for a board: click, double-click, drag (mouse and touch via pointer events) and the
// keyboard. Boards only mark their elements: [data-pile] on piles, [data-card] on cards, with
// data-count (Saratoga runs) or data-index (Grandma's workspace) where a card is pickable.
import { isPileId, type PileId } from '@patience-race/engine'
import type { Source } from '../moves.js'
import type { BoardControls } from '../state/board-controls.svelte.js'

const DRAG_THRESHOLD = 6
/** How long dropped cards wait at the drop point for the server's answer. */
const DROP_HOLD_MS = 1000

function pileOf(el: Element | null): HTMLElement | null {
  return (el?.closest('[data-pile]') as HTMLElement | null) ?? null
}

/** The element's `data-pile`, when it names a pile (the DOM is read, not trusted). */
function pileIdOf(el: HTMLElement | null | undefined): PileId | null {
  const id = el?.dataset.pile
  return isPileId(id) ? id : null
}

function sourceFromCard(pile: PileId, card: HTMLElement): Source {
  const source: Source = { pile }
  if (card.dataset.index !== undefined) source.index = Number(card.dataset.index)
  const count = Number(card.dataset.count ?? '1')
  if (count > 1) source.count = count
  return source
}

/** What clicking this element would pick up, or null for an empty or closed pile. */
function sourceAt(target: Element): { pile: PileId; source: Source | null } | null {
  const pileEl = pileOf(target)
  const pile = pileIdOf(pileEl)
  if (!pileEl || !pile) return null
  if (pileEl.dataset.pickable === 'false') return { pile, source: null }
  const cardEl = target.closest('[data-card]') as HTMLElement | null
  if (cardEl && pileEl.contains(cardEl) && cardEl.dataset.pickable !== 'false')
    return { pile, source: sourceFromCard(pile, cardEl) }
  return { pile, source: topSource(pileEl) }
}

function topSource(pileEl: HTMLElement): Source | null {
  const cards = pileEl.querySelectorAll<HTMLElement>('[data-card]:not([data-pickable="false"])')
  const top = cards[cards.length - 1]
  const pile = pileIdOf(pileEl)
  return top && pile ? sourceFromCard(pile, top) : null
}

function focusNeighbour(root: HTMLElement, from: HTMLElement, key: string): void {
  const piles = [...root.querySelectorAll<HTMLElement>('[data-pile][tabindex="0"]')]
  const a = from.getBoundingClientRect()
  const ax = a.left + a.width / 2
  const ay = a.top + Math.min(a.height, 80) / 2
  let best: HTMLElement | null = null
  let bestScore = Infinity
  for (const el of piles) {
    if (el === from) continue
    const b = el.getBoundingClientRect()
    const dx = b.left + b.width / 2 - ax
    const dy = b.top + Math.min(b.height, 80) / 2 - ay
    const along =
      key === 'ArrowLeft' ? -dx : key === 'ArrowRight' ? dx : key === 'ArrowUp' ? -dy : dy
    const across = key === 'ArrowLeft' || key === 'ArrowRight' ? Math.abs(dy) : Math.abs(dx)
    if (along <= 4) continue
    const score = along + across * 2
    if (score < bestScore) {
      bestScore = score
      best = el
    }
  }
  best?.focus()
}

function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  )
}

/** Svelte action: `use:boardInput={controls}` on the board's root. */
export function boardInput(root: HTMLElement, controls: BoardControls) {
  let drag: {
    id: number
    x: number
    y: number
    pile: string
    source: Source
    els: HTMLElement[]
    moving: boolean
  } | null = null
  let swallowClick = false

  function onClick(e: MouseEvent) {
    if (swallowClick) {
      swallowClick = false
      return
    }
    const hit = sourceAt(e.target as Element)
    if (hit) controls.activate(hit.pile, hit.source)
  }

  function onDblClick(e: MouseEvent) {
    const hit = sourceAt(e.target as Element)
    if (hit?.source) controls.toFoundation(hit.source)
  }

  function onPointerDown(e: PointerEvent) {
    if (!controls.enabled || e.button !== 0) return
    const cardEl = (e.target as Element).closest('[data-card]') as HTMLElement | null
    const hit = cardEl ? sourceAt(cardEl) : null
    if (!cardEl || !hit?.source) return
    const els = [cardEl]
    if ((hit.source.count ?? 1) > 1) {
      let next = cardEl.nextElementSibling
      while (next) {
        if (next instanceof HTMLElement && next.dataset.card !== undefined) els.push(next)
        next = next.nextElementSibling
      }
    }
    drag = {
      id: e.pointerId,
      x: e.clientX,
      y: e.clientY,
      pile: hit.pile,
      source: hit.source,
      els,
      moving: false,
    }
  }

  function onPointerMove(e: PointerEvent) {
    if (!drag || e.pointerId !== drag.id) return
    const dx = e.clientX - drag.x
    const dy = e.clientY - drag.y
    if (!drag.moving) {
      if (Math.hypot(dx, dy) < DRAG_THRESHOLD) return
      drag.moving = true
      controls.pick(drag.source)
    }
    e.preventDefault()
    for (const el of drag.els) {
      el.style.transform = `translate(${dx}px, ${dy}px)`
      el.classList.add('dragging')
    }
  }

  function endDrag(e: PointerEvent) {
    if (!drag || e.pointerId !== drag.id) return
    const d = drag
    drag = null
    if (!d.moving) return
    swallowClick = true
    setTimeout(() => (swallowClick = false), 0)
    const under = document.elementFromPoint(e.clientX, e.clientY)
    const pileEl = e.type === 'pointerup' ? pileOf(under) : null
    const to = pileIdOf(pileEl)
    if (to && to !== d.pile && pileEl?.dataset.legalTarget === 'true') {
      // A legal drop: the cards stay where they were let go, so that they glide from there
      // into place when the server's answer redraws the board (motion.ts). Should no answer
      // come, they go back.
      for (const el of d.els) {
        el.classList.replace('dragging', 'dropped')
        setTimeout(() => {
          if (!el.classList.contains('dropped')) return
          el.classList.remove('dropped')
          el.style.transform = ''
        }, DROP_HOLD_MS)
      }
    } else {
      for (const el of d.els) {
        el.style.transform = ''
        el.classList.remove('dragging')
      }
    }
    if (!to || !pileEl) return controls.cancel()
    if (to === d.pile) {
      const onCard = under?.closest('[data-card]') as HTMLElement | null
      if (
        to === 'workspace' &&
        onCard?.dataset.index !== undefined &&
        d.source.index !== undefined
      ) {
        const size = pileEl.querySelectorAll('[data-card]').length
        controls.reorder(d.source.index, Number(onCard.dataset.index), size, false)
      } else controls.cancel()
      return
    }
    controls.drop(to)
  }

  function onKeyDown(e: KeyboardEvent) {
    if (isTyping(e.target) || e.ctrlKey || e.metaKey || e.altKey) return
    const focused = pileOf(document.activeElement)
    const inBoard = focused !== null && root.contains(focused)
    const key = e.key
    if (key === 'Escape') {
      controls.cancel()
      return
    }
    if (key === 'd' || key === 'D') {
      if (controls.action('draw') || controls.action('deal') || controls.action('turn'))
        e.preventDefault()
      return
    }
    if (key === 'r' || key === 'R') {
      if (controls.action('redeal')) e.preventDefault()
      return
    }
    if (key === 'f' || key === 'F') {
      const source = controls.selected ?? (inBoard ? topSource(focused) : null)
      if (source) {
        e.preventDefault()
        controls.toFoundation(source)
      }
      return
    }
    if (!inBoard) return
    if (key === 'Enter' || key === ' ') {
      e.preventDefault()
      const pile = pileIdOf(focused)
      if (pile) controls.activate(pile, topSource(focused))
    } else if (key === '[' || key === ']') {
      e.preventDefault()
      controls.cycle(key === '[' ? 1 : -1)
    } else if (e.shiftKey && (key === 'ArrowLeft' || key === 'ArrowRight')) {
      const s = controls.selected
      if (s?.pile === 'workspace' && s.index !== undefined) {
        e.preventDefault()
        const size = root.querySelectorAll('[data-pile="workspace"] [data-card]').length
        controls.reorder(s.index, s.index + (key === 'ArrowLeft' ? -1 : 1), size)
      }
    } else if (key.startsWith('Arrow')) {
      e.preventDefault()
      focusNeighbour(root, focused, key)
    }
  }

  root.addEventListener('click', onClick)
  root.addEventListener('dblclick', onDblClick)
  root.addEventListener('pointerdown', onPointerDown)
  window.addEventListener('pointermove', onPointerMove, { passive: false })
  window.addEventListener('pointerup', endDrag)
  window.addEventListener('pointercancel', endDrag)
  window.addEventListener('keydown', onKeyDown)
  return {
    destroy() {
      root.removeEventListener('click', onClick)
      root.removeEventListener('dblclick', onDblClick)
      root.removeEventListener('pointerdown', onPointerDown)
      window.removeEventListener('pointermove', onPointerMove)
      window.removeEventListener('pointerup', endDrag)
      window.removeEventListener('pointercancel', endDrag)
      window.removeEventListener('keydown', onKeyDown)
    },
  }
}
