// A secret from the environment, or else one made for this install and kept in DATA_DIR (the
// session and the daily secrets), so what it signs stays valid across restarts. The file is
// readable by its owner only.
import { randomBytes } from 'node:crypto'
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

export async function loadStoredSecret(
  configured: string | undefined,
  dataDir: string,
  fileName: string,
): Promise<string> {
  if (configured) return configured
  const file = join(dataDir, fileName)
  try {
    const stored = (await readFile(file, 'utf8')).trim()
    if (stored.length >= 32) {
      // A file made by hand (or by an older release) may be readable by everyone.
      await chmod(file, 0o600)
      return stored
    }
  } catch {
    // first start: fall through and create it
  }
  await mkdir(dataDir, { recursive: true })
  const secret = randomBytes(32).toString('hex')
  await writeFile(file, secret, { mode: 0o600 })
  return secret
}
