// What may import what, checked by `pnpm lint` (`pnpm deps`). The rules are the layers of
// docs/architecture.md ("Boundaries") written so that a tool holds them: the engine imports nothing
// of ours; the wire imports only the engine; the server's folders import only downwards.
//
// The server's folders, bottom to top:
//   errors, types, auth, budgets             — leaves: they import no other server folder
//   races (the race core), par               — the core; imports leaves only (par's types)
//   db                                       — the race store; imports the core's ports
//   accounts, identity, daily, friends,      — features: each a whole folder; import the
//   ghosts, tv, matchmaking, bots, cluster      core, db and leaves, never http/ or realtime/
//   http, realtime, plugins                  — the edges: routes, sockets, Fastify plugins
//   app.ts, services.ts, main.ts, config.ts  — the composition root (imports anything)
const server = (folders) => `^apps/server/src/(${folders.join('|')})/`

const LEAVES = ['errors', 'types', 'auth', 'budgets']
const FEATURES = [
  'accounts',
  'identity',
  'daily',
  'friends',
  'ghosts',
  'tv',
  'matchmaking',
  'bots',
  'cluster',
  'arenas',
]
const EDGES = ['http', 'realtime', 'plugins']

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'A cycle makes two modules one: move the shared piece down.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'engine-is-pure',
      comment: 'The engine imports nothing of ours (rules live only there).',
      severity: 'error',
      from: { path: '^packages/engine/src' },
      to: { path: '^(packages/(protocol)|apps)/' },
    },
    {
      name: 'engine-games-below-bot',
      comment: "The racing bot reads the games' rules; a game never imports the bot.",
      severity: 'error',
      from: { path: '^packages/engine/src/games/' },
      to: { path: '^packages/engine/src/bot/' },
    },
    {
      name: 'protocol-only-engine',
      comment: 'Wire shapes know the engine (game ids, moves) and nothing else of ours.',
      severity: 'error',
      from: { path: '^packages/protocol/src' },
      to: { path: '^apps/' },
    },
    {
      name: 'web-not-server',
      comment: 'The web reaches the server over the wire only.',
      severity: 'error',
      from: { path: '^apps/web/src' },
      to: { path: '^apps/server/' },
    },
    {
      name: 'server-leaves-import-no-folder',
      comment: 'errors, types, auth, budgets and identity sit at the bottom.',
      severity: 'error',
      from: { path: server(LEAVES) },
      to: {
        path: '^apps/server/src/[^/]+/',
        pathNot: ['^apps/server/src/$1/', server(['errors', 'types'])],
      },
    },
    {
      name: 'core-imports-no-feature',
      comment: 'The race core reads policies and ports; features plug into it, not it into them.',
      severity: 'error',
      from: { path: server(['races', 'par']) },
      to: { path: server([...FEATURES, ...EDGES, 'db', 'test-support']) },
    },
    {
      name: 'race-rules-are-leaves',
      comment:
        "A race's lifecycle table and its formats' policies are pure data and questions: they import no other part of the race core.",
      severity: 'error',
      from: { path: '^apps/server/src/races/(lifecycle|formats)/' },
      to: { path: '^apps/server/src/races/', pathNot: '^apps/server/src/races/($1/|records\\.ts)' },
    },
    {
      name: 'db-imports-no-feature',
      comment: 'The store knows the core ports; a feature builds its own store from the database.',
      severity: 'error',
      from: { path: server(['db']) },
      to: { path: server([...FEATURES, ...EDGES]) },
    },
    {
      name: 'features-not-up-into-edges',
      comment: 'A feature throws HttpError (errors/) and exposes functions; edges call them.',
      severity: 'error',
      from: { path: server(FEATURES), pathNot: '/(routes|register|plugin)[^/]*\\.ts$' },
      to: { path: server(EDGES) },
    },
    {
      name: 'no-composition-root-imports',
      comment:
        "app.ts, services.ts, main.ts are the top: nothing imports them but each other (and the tests' harness, test-support/, which starts the app).",
      severity: 'error',
      from: { path: '^apps/server/src/[^/]+/', pathNot: '^apps/server/src/test-support/' },
      to: { path: '^apps/server/src/(app|main)\\.ts$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(\\.test\\.ts$|/dist/|/generated/|api-schema\\.d\\.ts$)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      conditionNames: ['import', 'types', 'default'],
      extensions: ['.ts', '.js', '.svelte'],
    },
  },
}
