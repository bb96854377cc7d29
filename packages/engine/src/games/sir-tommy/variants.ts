// The Sir Tommy family (rules 1.4–1.8): one engine, the differences as data.

/** How a foundation accepts cards. */
type FoundationKind = 'rank' | 'suit' | 'colour' | 'interval'

export interface SirTommyVariant {
  id: string
  name: string
  description: string
  /** Number of waste piles (rules 1.1: four; Strategy: eight). */
  wastes: number
  foundation: FoundationKind
  /** Strategy, Puss in the Corner: the four aces start on the foundations (spades, hearts, diamonds, clubs). */
  acesOut: boolean
  /** Calculation: the first A, 2, 3, 4 of the deck start foundation-1..4 (rules 1.8(c)). */
  calculationBases: boolean
  /** Strategy: only waste tops go up, and only once the stock and pending card are gone. */
  foundationsAfterStock: boolean
  /** Relaxed: the top of a waste pile may move onto another waste pile. */
  wasteToWaste: boolean
  /** Redeals allowed (rules 1.8(d), 1.8(e)). */
  redeals: number
}

const BASE = {
  wastes: 4,
  foundation: 'rank',
  acesOut: false,
  calculationBases: false,
  foundationsAfterStock: false,
  wasteToWaste: false,
  redeals: 0,
} as const

export const SIR_TOMMY_VARIANTS: readonly SirTommyVariant[] = [
  {
    ...BASE,
    id: 'standard',
    name: 'Standard',
    description:
      'The classic game: each turned card goes to a foundation or onto one of four waste piles, and only waste tops can go up later.',
  },
  {
    ...BASE,
    id: 'strategy',
    name: 'Strategy',
    description:
      'Eight waste piles, the aces start on the foundations, and foundations build in suit. Every stock card must go to a waste pile first; the foundations open once the stock is used up.',
    wastes: 8,
    foundation: 'suit',
    acesOut: true,
    foundationsAfterStock: true,
  },
  {
    ...BASE,
    id: 'relaxed',
    name: 'Relaxed',
    description:
      'Sir Tommy for practice: you may also move the top card of any waste pile onto another waste pile, one card at a time.',
    wasteToWaste: true,
  },
  {
    ...BASE,
    id: 'calculation',
    name: 'Calculation',
    description:
      'The first A, 2, 3 and 4 start the foundations, which count up in steps of 1, 2, 3 and 4, wrapping past the king, until each ends on a king.',
    foundation: 'interval',
    calculationBases: true,
  },
  {
    ...BASE,
    // rules 1.8(d): PySolFC's open stock (its top card face up and playable) is our `pending`
    // card, the visible top of the stock; the card beneath stays hidden until it is placed.
    id: 'puss-in-the-corner',
    name: 'Puss in the Corner',
    description:
      'The aces start on the foundations, which build up by colour (any red card on a red pile, any black on a black). One redeal gathers the waste piles back into the stock.',
    foundation: 'colour',
    acesOut: true,
    redeals: 1,
  },
  {
    ...BASE,
    id: 'redeal',
    name: 'With one redeal',
    description:
      'Standard Sir Tommy, but once the stock is used up you may gather the waste piles, in an order you choose, into a new stock once.',
    redeals: 1,
  },
]

const BY_ID = new Map(SIR_TOMMY_VARIANTS.map((v) => [v.id, v]))

export function variantOf(id: string): SirTommyVariant {
  return BY_ID.get(id) ?? (SIR_TOMMY_VARIANTS[0] as SirTommyVariant)
}
