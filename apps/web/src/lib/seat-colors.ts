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

/** The same seats' colours lightened for the dark theme: each passes WCAG AA on its surfaces. */
const SEAT_INKS_DARK = [
  '#8ab4f8',
  '#f0a577',
  '#6fd48a',
  '#d59cf0',
  '#f48fb1',
  '#4fd1c5',
  '#d7b29d',
  '#b0bec5',
] as const

/**
 * A seat's colour for text (a name): the seat's colour in the light theme, a light one in the
 * dark theme (the dark shades above read at about 2:1 on a dark page).
 */
export function seatInk(seat: number): string {
  const i = Math.abs(seat) % SEAT_COLORS.length
  return `light-dark(${SEAT_COLORS[i] ?? SEAT_COLORS[0]}, ${SEAT_INKS_DARK[i] ?? SEAT_INKS_DARK[0]})`
}
