/** Piles with more cards than this get the `long` class: a squeezed fan (see app.css). */
export const LONG_PILE = 8
