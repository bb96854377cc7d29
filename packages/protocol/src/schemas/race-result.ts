// A seat's result in a finished race, and why the race was won as it was.
import { OUTCOME_REASONS } from '@patience-race/engine'
import { z } from 'zod'
import { playerSchema, seatStatusSchema } from './common.js'

/** Why the winner won, or why nobody did (the engine's `OutcomeReason`, docs/rules.md §5). */
export const outcomeReasonSchema = z.enum(OUTCOME_REASONS)
export type OutcomeReason = z.infer<typeof outcomeReasonSchema>

/** What a run of a deal came to: whose, its cards up of how many, cleared or not. */
export const runFields = {
  player: playerSchema,
  foundation: z.number().int(),
  total: z.number().int(),
  won: z.boolean(),
}

export const raceResultSchema = z.object({
  seat: z.number().int(),
  ...runFields,
  status: seatStatusSchema,
  timeMs: z.number().int(),
  moves: z.number().int(),
  /**
   * Race-clock ms of the seat's last foundation increase (when it reached `foundation`): the
   * tie-break of the engine's `raceOutcome` (docs/rules.md §5). Absent in results stored before
   * it was kept.
   */
  foundationAt: z.number().int().optional(),
  /**
   * The seat's place 1..N, decided once by the engine's `raceOutcome` when the race finished and
   * stored with the result (equal seats share a place). Present in every finished race's results.
   */
  place: z.number().int().min(1).optional(),
  /** Why the race was won as it was (the same for every seat); with `place`. */
  outcome: outcomeReasonSchema.optional(),
})
export type RaceResult = z.infer<typeof raceResultSchema>
