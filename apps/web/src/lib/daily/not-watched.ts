/** A daily attempt is never watched (docs/daily.md): what a stranger with its link is told. */
export const DAILY_NOT_WATCHED =
  "This is someone's attempt at the daily deal: one deal a day, the same for everyone, each played alone against the clock. Attempts are never watched, so that nobody sees the deal before playing it. Play today's daily yourself; the day's board shows how everyone did."
