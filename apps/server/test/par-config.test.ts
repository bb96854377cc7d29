// PAR_PAUSE_ABOVE_LOAD: a share of the time, 0.25 unless set; a value outside 0–1 stops the
// server at start with the variable's name rather than running with a gate that never opens.
import { describe, expect, it } from 'vitest'
import { parseConfig } from '../src/config.js'

describe('PAR_PAUSE_ABOVE_LOAD', () => {
  it('defaults to a quarter of the time and takes any share from 0 to 1', () => {
    expect(parseConfig({}).PAR_PAUSE_ABOVE_LOAD).toBe(0.25)
    expect(parseConfig({ PAR_PAUSE_ABOVE_LOAD: '1' }).PAR_PAUSE_ABOVE_LOAD).toBe(1)
    expect(parseConfig({ PAR_PAUSE_ABOVE_LOAD: '0.6' }).PAR_PAUSE_ABOVE_LOAD).toBe(0.6)
  })

  it('refuses a share outside 0–1, or not a number', () => {
    expect(() => parseConfig({ PAR_PAUSE_ABOVE_LOAD: '1.5' })).toThrow(/PAR_PAUSE_ABOVE_LOAD/)
    expect(() => parseConfig({ PAR_PAUSE_ABOVE_LOAD: 'busy' })).toThrow(/PAR_PAUSE_ABOVE_LOAD/)
  })
})
