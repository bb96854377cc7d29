/** One colour per seat (up to 8), shared by the progress bars, the opponents' strip and the
 * spectator chart. Every one passes WCAG AA (≥ 4.5:1) on white, so they also work as text colour. */
const SEAT_COLORS = [
  '#0b57d0',
  '#a8480f',
  '#1b7f3b',
  '#8e24aa',
  '#c2185b',
  '#00796b',
  '#6d4c41',
  '#455a64',
] as const

export function seatColor(seat: number): string {
  return SEAT_COLORS[Math.abs(seat) % SEAT_COLORS.length] ?? SEAT_COLORS[0]
}
