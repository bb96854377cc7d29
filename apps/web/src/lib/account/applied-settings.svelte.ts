// The settings in force in this browser: the signed-in account's, else this browser's (guests,
// local-settings.ts). Card size, four-colour suits, left-handed layout and reduced motion are
// applied as data attributes on <html> (settings.css); the lobby reads the spectators default.
import type { AccountSettings } from '@patience-race/protocol'
import { loadLocalSettings } from './local-settings.js'
import './settings.css'

class AppliedSettings {
  current = $state.raw<AccountSettings>(loadLocalSettings())

  constructor() {
    apply(this.current)
  }

  /** Use these settings from now on (signed in: the account's; signed out: this browser's). */
  use(settings: AccountSettings): void {
    this.current = settings
    apply(settings)
  }
}

function apply(settings: AccountSettings): void {
  const root = globalThis.document?.documentElement
  if (!root) return
  root.dataset.cardSize = settings.cardSize
  flag(root, 'fourColour', settings.fourColourSuits)
  flag(root, 'leftHanded', settings.leftHanded)
  flag(root, 'reducedMotion', settings.reducedMotion)
}

function flag(root: HTMLElement, name: string, on: boolean): void {
  if (on) root.dataset[name] = ''
  else delete root.dataset[name]
}

export const appliedSettings = new AppliedSettings()
