// Writes src/lib/net/api-schema.d.ts, the REST routes' types the web client is typed with
// (openapi-fetch), from the OpenAPI document the server builds (apps/server `pnpm openapi`).
// The file is a build artefact, git-ignored: the root `pnpm install` and `pnpm typecheck` run this
// (scripts/api-types.mjs), the latter before svelte-check, so a route change that breaks the client
// fails the typecheck.
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import openapiTS, { astToString } from 'openapi-typescript'
import ts from 'typescript'

const serverDir = fileURLToPath(new URL('../../server/', import.meta.url))
const target = fileURLToPath(new URL('../src/lib/net/api-schema.d.ts', import.meta.url))

/**
 * Named schemas (apps/server/src/plugins/openapi-names.ts) whose TypeScript type is what the server
 * checks them against, sharper than their JSON schema can say: component → [type, module].
 */
const SHARPER = {
  PileId: ['PileId', '@patience-race/engine'],
  PasskeyRegistration: ['RegistrationResponseJSON', '@simplewebauthn/browser'],
  PasskeyAuthentication: ['AuthenticationResponseJSON', '@simplewebauthn/browser'],
  PasskeyCreationOptions: ['PublicKeyCredentialCreationOptionsJSON', '@simplewebauthn/browser'],
  PasskeyRequestOptions: ['PublicKeyCredentialRequestOptionsJSON', '@simplewebauthn/browser'],
}
const COMPONENT = /^#\/components\/schemas\/(\w+?)(Input)?$/

const HEADER = [
  "// GENERATED from the server's OpenAPI document by apps/web/scripts/api-schema.mjs: do not edit.",
  '// Git-ignored; `pnpm install` and `pnpm typecheck` (root) write it again, as does `pnpm api`.',
  '',
  ...imports(Object.values(SHARPER)),
  '',
].join('\n')

const json = execFileSync('pnpm', ['--silent', 'run', 'openapi'], {
  cwd: serverDir,
  encoding: 'utf8',
  stdio: ['ignore', 'pipe', 'inherit'],
  maxBuffer: 64 * 1024 * 1024,
})
const ast = await openapiTS(JSON.parse(json), {
  transform: (_schema, { path }) => {
    const sharper = SHARPER[COMPONENT.exec(path ?? '')?.[1] ?? '']
    return sharper ? ts.factory.createTypeReferenceNode(sharper[0]) : undefined
  },
})
const types = `${HEADER}\n${astToString(ast)}`

if (existsSync(target) && readFileSync(target, 'utf8') === types) {
  console.log(`${target} is up to date`)
} else {
  writeFileSync(target, types)
  console.log(`wrote ${target}`)
}

/** One `import type` line per module, names sorted. */
function imports(types) {
  const byModule = new Map()
  for (const [type, module] of types) byModule.set(module, [...(byModule.get(module) ?? []), type])
  return [...byModule].map(
    ([module, names]) => `import type { ${names.sort().join(', ')} } from '${module}'`,
  )
}
