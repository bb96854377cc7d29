// @vitest-environment jsdom
// Browsers start audio only after a gesture: a returning player with sound on hears the race's
// cues once they click or press a key anywhere, and nothing wakes the audio while sound is off.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { soundSwitch } from './sound-switch.svelte.js'

afterEach(() => vi.restoreAllMocks())

describe('the sound switch', () => {
  it('wakes the audio on a click or a key while sound is on, and not once the page stops listening', () => {
    const wake = vi.spyOn(soundSwitch.synth, 'wake').mockImplementation(() => {})
    soundSwitch.on = true
    const stop = soundSwitch.wakeOnGesture()
    window.dispatchEvent(new Event('pointerdown'))
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }))
    expect(wake).toHaveBeenCalledTimes(2)
    stop()
    window.dispatchEvent(new Event('pointerdown'))
    expect(wake).toHaveBeenCalledTimes(2)
  })

  it('leaves the audio asleep while sound is off', () => {
    const wake = vi.spyOn(soundSwitch.synth, 'wake').mockImplementation(() => {})
    soundSwitch.on = false
    const stop = soundSwitch.wakeOnGesture()
    window.dispatchEvent(new Event('pointerdown'))
    expect(wake).not.toHaveBeenCalled()
    stop()
  })
})
