// Sound on or off in this browser: off on a first visit, then as the player left it.
import { Synth } from './synth.js'

const KEY = 'patience-race.sound'

class SoundSwitch {
  on = $state(readSwitch())
  readonly synth = new Synth()

  toggle(): void {
    this.on = !this.on
    try {
      globalThis.localStorage?.setItem(KEY, this.on ? 'on' : 'off')
    } catch {
      // private mode: remembered for this page only
    }
    if (this.on) this.synth.wake()
  }

  /**
   * Browsers start audio only after a gesture on the page: any click or key wakes it while sound
   * is on. For an `$effect`: returns the listeners' removal.
   */
  wakeOnGesture(): () => void {
    const wake = () => {
      if (this.on) this.synth.wake()
    }
    window.addEventListener('pointerdown', wake)
    window.addEventListener('keydown', wake)
    return () => {
      window.removeEventListener('pointerdown', wake)
      window.removeEventListener('keydown', wake)
    }
  }
}

function readSwitch(): boolean {
  try {
    return globalThis.localStorage?.getItem(KEY) === 'on'
  } catch {
    return false
  }
}

export const soundSwitch = new SoundSwitch()
