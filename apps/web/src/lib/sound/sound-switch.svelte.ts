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
}

function readSwitch(): boolean {
  try {
    return globalThis.localStorage?.getItem(KEY) === 'on'
  } catch {
    return false
  }
}

export const soundSwitch = new SoundSwitch()
