// Light or dark: the system's unless chosen here; remembered in this browser. The choice is a
// data-theme attribute on <html> that app.css reads (no attribute: follow the system).
export type ThemeChoice = 'system' | 'light' | 'dark'

const KEY = 'patience-race.theme'

function read(): ThemeChoice {
  try {
    const saved = globalThis.localStorage?.getItem(KEY)
    return saved === 'light' || saved === 'dark' ? saved : 'system'
  } catch {
    return 'system'
  }
}

function apply(choice: ThemeChoice): void {
  const root = globalThis.document?.documentElement
  if (!root) return
  if (choice === 'system') delete root.dataset.theme
  else root.dataset.theme = choice
}

class Theme {
  choice = $state<ThemeChoice>(read())

  constructor() {
    apply(this.choice)
  }

  choose(choice: ThemeChoice): void {
    this.choice = choice
    apply(choice)
    try {
      if (choice === 'system') globalThis.localStorage?.removeItem(KEY)
      else globalThis.localStorage?.setItem(KEY, choice)
    } catch {
      // private mode: this page only
    }
  }
}

export const theme = new Theme()
