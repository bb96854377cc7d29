// A tiny history-API router: the path and query as state, navigation, and plain links made
// client-side. The pages it leads to are in route-table.ts.
class Router {
  path = $state(globalThis.location?.pathname ?? '/')
  search = $state(globalThis.location?.search ?? '')

  constructor() {
    globalThis.addEventListener?.('popstate', () => this.#sync())
  }

  #sync(): void {
    this.path = location.pathname
    this.search = location.search
  }

  navigate(to: string, replace = false): void {
    if (replace) history.replaceState(null, '', to)
    else history.pushState(null, '', to)
    this.#sync()
    window.scrollTo(0, 0)
  }

  /** Let plain same-origin links navigate without a page load. */
  interceptLinks(root: HTMLElement): () => void {
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey)
        return
      const a = (e.target as Element).closest('a')
      if (!a || a.target || a.hasAttribute('download') || a.origin !== location.origin) return
      e.preventDefault()
      this.navigate(a.pathname + a.search)
    }
    root.addEventListener('click', onClick)
    return () => root.removeEventListener('click', onClick)
  }
}

export const router = new Router()
