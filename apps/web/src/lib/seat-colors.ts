/** One colour per seat, shared by the progress bars and the spectator chart. Both pass WCAG AA
 * (≥ 4.5:1) on white, so they also work as text colour. */
export const SEAT_COLORS = ['#0b57d0', '#a8480f'] as const

export function seatColor(seat: number): string {
  return SEAT_COLORS[Math.abs(seat) % SEAT_COLORS.length] ?? SEAT_COLORS[0]
}
