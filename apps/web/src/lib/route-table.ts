// The app's pages by path: which page a path opens and its parameters. Only App.svelte reads it,
// so the pages (which navigate with the router) never import each other through it. Each route
// declares its path pattern, and its page must take the params that pattern names
// (`PageProps<'/r/:raceId'>`, route-params.ts): a page that expects other params fails the
// typecheck here.
import type { Component } from 'svelte'
import Lobby from '../routes/Lobby.svelte'
import { paramsMatcher, type AnyParams, type PageProps } from './route-params.js'

type AnyPage = Component<{ params: AnyParams; query: URLSearchParams }>

export interface RouteMatch {
  name: string
  params: AnyParams
  load: () => Promise<{ default: AnyPage }>
}

interface Route {
  name: string
  match: (path: string) => AnyParams | null
  load: RouteMatch['load']
}

/** A route: its name (for the title), its path pattern, and its page (loaded on demand). */
function route<P extends string>(
  name: string,
  path: P,
  load: () => Promise<{ default: Component<PageProps<P>> }>,
): Route {
  // The matcher yields exactly the params `path` names, which is what PageProps<P> says.
  return { name, match: paramsMatcher(path), load: load as unknown as RouteMatch['load'] }
}

const ROUTES: Route[] = [
  // The lobby is in the first bundle; every other page loads on demand.
  route('lobby', '/', () => Promise.resolve({ default: Lobby })),
  route('replay', '/r/:raceId/replay', () => import('../routes/Replay.svelte')),
  route('race', '/r/:raceId', () => import('../routes/Race.svelte')),
  route('leaderboard', '/leaderboards/:game?', () => import('../routes/Leaderboard.svelte')),
  route('player', '/players/:playerId', () => import('../routes/Player.svelte')),
  route('tv', '/tv', () => import('../routes/Tv.svelte')),
  route('rules', '/rules/:game?', () => import('../routes/Rules.svelte')),
  // Accounts (issue 21).
  route('signup', '/signup', () => import('../routes/SignUp.svelte')),
  route('signin', '/signin', () => import('../routes/SignIn.svelte')),
  route('settings', '/settings', () => import('../routes/Settings.svelte')),
  route('profile', '/@/:username', () => import('../routes/Profile.svelte')),
  // Friends: following, presence, challenges by name (issue 43).
  route('friends', '/friends', () => import('../routes/Friends.svelte')),
  // The daily deal (issue 23).
  route('daily-archive', '/daily', () => import('../routes/DailyArchive.svelte')),
  route('daily', '/daily/:game/:date', () => import('../routes/Daily.svelte')),
  // Arenas: scheduled same-deal events of several rounds (issue 42).
  route('arena', '/arena/:arenaId', () => import('../routes/Arena.svelte')),
]
// The fixture boards (no server) are for development only: in a production build
// import.meta.env.DEV is false, so this route and its chunk are left out.
if (import.meta.env.DEV)
  ROUTES.push(route('preview', '/preview/:game?', () => import('../routes/Preview.svelte')))

export function matchRoute(path: string): RouteMatch | null {
  for (const { name, match, load } of ROUTES) {
    const params = match(path)
    if (params) return { name, params, load }
  }
  return null
}
