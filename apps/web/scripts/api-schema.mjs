// Writes src/lib/net/api-schema.d.ts, the REST routes' types the web client is typed with
// (openapi-fetch), from the OpenAPI document the server builds (apps/server `pnpm openapi`).
// `--check` writes nothing and fails when the checked-in file is not what the routes give
// (`pnpm check:api`, run by `pnpm typecheck`).
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
  '// Regenerate: `pnpm --filter @patience-race/web api`. `pnpm check:api` fails while it is stale.',
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

if (process.argv.includes('--check')) {
  const current = existsSync(target) ? readFileSync(target, 'utf8') : ''
  if (current !== types) {
    const line = firstDifference(current, types)
    console.error(
      `${target} is stale (first difference at line ${line}): the server's REST routes changed.\n` +
        'Run `pnpm --filter @patience-race/web api`, fix what svelte-check then reports and commit.',
    )
    process.exit(1)
  }
  console.log('api-schema.d.ts matches the server’s OpenAPI document')
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

function firstDifference(a, b) {
  const left = a.split('\n')
  const right = b.split('\n')
  let i = 0
  while (i < left.length && i < right.length && left[i] === right[i]) i++
  return i + 1
}
