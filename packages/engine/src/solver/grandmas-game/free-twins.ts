// With the piles as sets (free-order.ts), a card whose twin is free (in a set, the workspace
// included: playable now and for ever) may go to a foundation it fits at once. Any line L from
// here is matched by one that plays the card first (L' below) with as many cards up:
// - L' then plays L's moves, skipping L's own move of this rank onto the pile the card went
//   to: L's copy of it is the card or its twin, both at hand (no copy waits in a pile or the
//   stock), and the two are one card to every rule;
// - until L puts this rank up, L's pile shows one less, and if L puts the rank on the partner
//   pile first (the piles meet there), L' slides the card across instead (rules 3.4) and the
//   foundations are L's again;
// - a pile that takes a card takes it whatever its partner shows, and taking a card off the
//   board only puts more within reach (a set stays a set; an ordered pile shows what lay under).
// (While the suit's piles have met, n_s = 13, every rank has one copy up, so no card of the suit
// has a free twin: L's slides across are never lost.)

/**
 * Whether a card the sets hold `copies` of (with `freeTwins` and free order; else 0), taken from
 * a set (`fromSet`) or a pile top, has a free twin to stand for it.
 */
export function twinFree(copies: number, fromSet: boolean): boolean {
  return copies - (fromSet ? 1 : 0) >= 1
}
