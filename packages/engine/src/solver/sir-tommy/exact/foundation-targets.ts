// What a foundation rule tells the line reader (exact-line.ts): the foundations a card that goes
// up may be sent to, tried in order, given the model.
import type { NumberedFoundationId } from '../../../pile-ids.js'
import type { Literal } from './pile-order-cnf.js'

export type FoundationTargets = (
  card: number,
  holds: (literal: Literal) => boolean,
) => readonly NumberedFoundationId[]
