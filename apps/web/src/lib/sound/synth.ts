// The sounds themselves: a few notes each, synthesized with WebAudio, so there is nothing to
// download (the "files" are these lines) and nothing to wait for once the context is up.
import type { Cue } from './cues.js'

/** [frequency Hz, start s, length s] */
type Note = [number, number, number]

// One cue a row: its wave, its loudness and its notes.
// prettier-ignore
const TUNES: Record<Cue, { wave: OscillatorType; gain: number; notes: Note[] }> = {
  move: { wave: 'triangle', gain: 0.08, notes: [[520, 0, 0.05]] },
  foundation: { wave: 'sine', gain: 0.18, notes: [[880, 0, 0.08], [1320, 0.06, 0.12]] },
  countdown: { wave: 'square', gain: 0.06, notes: [[660, 0, 0.1]] },
  start: { wave: 'square', gain: 0.08, notes: [[990, 0, 0.3]] },
  'opponent-finished': { wave: 'triangle', gain: 0.15, notes: [[440, 0, 0.12], [330, 0.12, 0.18]] },
  win: { wave: 'triangle', gain: 0.2,
    notes: [[523, 0, 0.12], [659, 0.12, 0.12], [784, 0.24, 0.12], [1047, 0.36, 0.35]] },
  loss: { wave: 'sine', gain: 0.18, notes: [[392, 0, 0.2], [330, 0.2, 0.2], [262, 0.4, 0.4]] },
  challenge: { wave: 'sine', gain: 0.2, notes: [[784, 0, 0.12], [1047, 0.14, 0.12], [784, 0.4, 0.12], [1047, 0.54, 0.2]] },
}

type AudioContextClass = typeof AudioContext

export class Synth {
  #context: AudioContext | null = null

  /**
   * Creates (or resumes) the audio context. Browsers allow it only after a gesture, so the
   * page calls this from the click that turns sound on, and once more on any later click.
   */
  wake(): void {
    const Context = (globalThis as { AudioContext?: AudioContextClass }).AudioContext
    if (!Context) return
    this.#context ??= new Context()
    if (this.#context.state === 'suspended') void this.#context.resume()
  }

  play(cue: Cue): void {
    const context = this.#context
    if (!context || context.state !== 'running') return
    const tune = TUNES[cue]
    const now = context.currentTime
    for (const [frequency, start, length] of tune.notes) {
      const osc = context.createOscillator()
      const gain = context.createGain()
      osc.type = tune.wave
      osc.frequency.value = frequency
      // A short attack and decay: no clicks at the edges.
      gain.gain.setValueAtTime(0, now + start)
      gain.gain.linearRampToValueAtTime(tune.gain, now + start + 0.01)
      gain.gain.exponentialRampToValueAtTime(0.0001, now + start + length)
      osc.connect(gain).connect(context.destination)
      osc.start(now + start)
      osc.stop(now + start + length + 0.02)
    }
  }
}
