// Feedback that appears after a click (an error, a form, a waiting panel) may land below the
// fold on a phone: bring it into view and move focus there, so the click visibly did something.

/**
 * An attachment (`{@attach revealed()}`): scrolls the element into view and focuses it, or its
 * first element matching `focus` (a field to fill in); `focus: null` only scrolls.
 */
export function revealed(focus: string | null = '') {
  return (node: HTMLElement): void => {
    node.scrollIntoView?.({ block: 'nearest' })
    if (focus === null) return
    const target = (focus && node.querySelector<HTMLElement>(focus)) || node
    if (target === node && !node.hasAttribute('tabindex')) node.tabIndex = -1
    target.focus({ preventScroll: true })
  }
}
