// Auto-play to foundations: this browser remembers whether the racer turned it on.
const KEY = 'patience-race.autoplay'

export function autoPlaySaved(): boolean {
  return localStorage.getItem(KEY) === '1'
}

export function saveAutoPlay(on: boolean): void {
  localStorage.setItem(KEY, on ? '1' : '0')
}
