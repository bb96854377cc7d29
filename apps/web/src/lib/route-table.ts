// The app's pages by path: which page a path opens and its parameters. Only App.svelte reads it,
// so the pages (which navigate with the router) never import each other through it.
import type { Component } from 'svelte'
import Lobby from '../routes/Lobby.svelte'

export interface RouteMatch {
  name: string
  params: string[]
  load: () => Promise<{ default: Component<{ params: string[]; query: URLSearchParams }> }>
}

type Loader = RouteMatch['load']

const ROUTES: [string, RegExp, Loader][] = [
  // The lobby is in the first bundle; every other page loads on demand.
  ['lobby', /^\/$/, () => Promise.resolve({ default: Lobby })],
  ['replay', /^\/r\/([^/]+)\/replay\/?$/, () => import('../routes/Replay.svelte')],
  ['race', /^\/r\/([^/]+)\/?$/, () => import('../routes/Race.svelte')],
  [
    'leaderboard',
    /^\/leaderboards(?:\/([^/]+))?\/?$/,
    () => import('../routes/Leaderboard.svelte'),
  ],
  ['player', /^\/players\/([^/]+)\/?$/, () => import('../routes/Player.svelte')],
  ['tv', /^\/tv\/?$/, () => import('../routes/Tv.svelte')],
  ['rules', /^\/rules(?:\/([^/]+))?\/?$/, () => import('../routes/Rules.svelte')],
  // Accounts (issue 21).
  ['signup', /^\/signup\/?$/, () => import('../routes/SignUp.svelte')],
  ['signin', /^\/signin\/?$/, () => import('../routes/SignIn.svelte')],
  ['settings', /^\/settings\/?$/, () => import('../routes/Settings.svelte')],
  ['profile', /^\/@\/([^/]+)\/?$/, () => import('../routes/Profile.svelte')],
  // Friends: following, presence, challenges by name (issue 43).
  ['friends', /^\/friends\/?$/, () => import('../routes/Friends.svelte')],
  // The daily deal (issue 23).
  ['daily-archive', /^\/daily\/?$/, () => import('../routes/DailyArchive.svelte')],
  ['daily', /^\/daily\/([^/]+)\/([^/]+)\/?$/, () => import('../routes/Daily.svelte')],
  // Arenas: scheduled same-deal events of several rounds (issue 42).
  ['arena', /^\/arena\/([^/]+)\/?$/, () => import('../routes/Arena.svelte')],
]
// The fixture boards (no server) are for development only: in a production build
// import.meta.env.DEV is false, so this route and its chunk are left out.
if (import.meta.env.DEV)
  ROUTES.push(['preview', /^\/preview(?:\/([^/]+))?\/?$/, () => import('../routes/Preview.svelte')])

export function matchRoute(path: string): RouteMatch | null {
  for (const [name, pattern, load] of ROUTES) {
    const m = pattern.exec(path)
    if (m)
      return {
        name,
        params: m.slice(1).map((p) => (p === undefined ? '' : decodeURIComponent(p))),
        load,
      }
  }
  return null
}
