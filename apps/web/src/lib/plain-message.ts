// Messages from the server (the engine's words) are written for developers as much as players:
// pile ids and "pending". This turns them into what the player sees on the board.
const PHRASES: [RegExp, string][] = [
  [/\bonly the stock puts a card in the pending slot\b/i, 'only the stock can put a card there'],
  [/\bthe pending slot\b/gi, "the turned card's place"],
  [/\bthe pending card\b/gi, 'the turned card'],
  [/\bno card is pending\b/gi, 'no card is turned over'],
  [/\bpending\b/gi, 'turned card'],
  [/\bwaste-(\d+)\b/g, 'waste pile $1'],
  [/\btableau-(\d+)\b/g, 'pile $1'],
  [/\bfoundation-(up|down)-([SHDC])\b/g, '$2 $1 foundation'],
  [/\bfoundation-(\d+)\b/g, 'foundation $1'],
  [/"([^"]+)"/g, '$1'],
]

export function plainMessage(message: string): string {
  let out = message
  for (const [pattern, replacement] of PHRASES) out = out.replace(pattern, replacement)
  return out.charAt(0).toUpperCase() + out.slice(1)
}
