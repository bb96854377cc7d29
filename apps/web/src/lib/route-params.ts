// A route's path pattern ('/r/:raceId', '/rules/:game?') read twice: by the type system, into
// the params its page receives (`PageProps<'/r/:raceId'>` is `{ params: { raceId: string } }`),
// and at run time, into the matcher that finds them in a URL. So a page's params are named and
// typed by the one pattern its route declares (route-table.ts), never by position.

type Segments<P extends string> = P extends `${infer Head}/${infer Tail}`
  ? Segments<Head> | Segments<Tail>
  : P
type Required<S> = S extends `:${string}?` ? never : S extends `:${infer Name}` ? Name : never
type Optional<S> = S extends `:${infer Name}?` ? Name : never

/** The params a path pattern declares: `:name` always there, `:name?` maybe. */
type RouteParams<P extends string> = {
  [K in Required<Segments<P>>]: string
} & { [K in Optional<Segments<P>>]?: string }

/** What App.svelte hands the page of a route with this path pattern. */
export interface PageProps<P extends string> {
  params: RouteParams<P>
  query: URLSearchParams
}

/** Any page's params, as the route table stores them before its page is known. */
export type AnyParams = Record<string, string | undefined>

/** The matcher for a path pattern: the named params of a path it matches, else null. */
export function paramsMatcher(pattern: string): (path: string) => AnyParams | null {
  const names: string[] = []
  let source = '^'
  for (const segment of pattern.split('/').filter(Boolean)) {
    const param = /^:(\w+)(\?)?$/.exec(segment)
    if (!param) {
      source += '/' + segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      continue
    }
    names.push(param[1] as string)
    source += param[2] ? '(?:/([^/]+))?' : '/([^/]+)'
  }
  const regex = new RegExp(source + '/?$')
  return (path) => {
    const m = regex.exec(path)
    if (!m) return null
    const params: AnyParams = {}
    names.forEach((name, i) => {
      const value = m[i + 1]
      if (value !== undefined) params[name] = decodeURIComponent(value)
    })
    return params
  }
}
