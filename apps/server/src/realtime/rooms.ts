/** Socket.IO room names of a race. */
export const rooms = {
  race: (raceId: string) => `race:${raceId}`,
  seat: (raceId: string, seat: number) => `race:${raceId}:seat:${seat}`,
  spectators: (raceId: string) => `race:${raceId}:spectators`,
}
