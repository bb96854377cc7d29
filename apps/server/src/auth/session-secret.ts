// Without SESSION_SECRET the server makes one and keeps it in DATA_DIR/session-secret, so guest
// tokens stay valid across restarts.
import { loadStoredSecret } from '../stored-secret.js'

export function loadSessionSecret(
  configured: string | undefined,
  dataDir: string,
): Promise<string> {
  return loadStoredSecret(configured, dataDir, 'session-secret')
}
