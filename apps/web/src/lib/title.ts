// The browser tab's title: what this page is, and for a race how it stands ("0:42 · 12–9").
export function setTitle(...parts: (string | null | undefined | false)[]): void {
  document.title = [...parts.filter(Boolean), 'Patience Race'].join(' · ')
}
