// Sensitive changes (the password, passkeys) ask the signed-in owner to prove it again, so a
// borrowed or stolen cookie alone cannot lock the owner out: the current password, or a passkey
// or recovery-code sign-in of this session within PASSKEY_PROOF_MS (so a forgotten password can
// be reset with a recovery code).
import { PASSKEY_PROOF_MS } from '@patience-race/protocol'
import type { FastifyRequest } from 'fastify'
import { HttpError } from '../errors/http-error.js'
import type { Accounts } from './accounts.js'
import type { CurrentSession } from './sessions.js'

/** The request's session, or 401 UNAUTHORIZED. */
export async function currentSession(
  accounts: Accounts,
  request: FastifyRequest,
): Promise<CurrentSession> {
  const session = await accounts.sessions.current(request)
  if (!session) throw new HttpError(401, 'UNAUTHORIZED', 'not signed in')
  return session
}

/** Passes when the owner proved it; 401 BAD_CREDENTIALS (or 429 past the budgets) if not. */
export async function requireOwnerProof(
  accounts: Accounts,
  request: FastifyRequest,
  session: CurrentSession,
  currentPassword: string | undefined,
): Promise<void> {
  if (currentPassword !== undefined)
    return accounts.service.confirmPassword(request.ip, session.playerId, currentPassword)
  const proved = session.passkeyVerifiedAt?.getTime()
  if (proved !== undefined && accounts.now().getTime() - proved <= PASSKEY_PROOF_MS) return
  throw new HttpError(
    401,
    'BAD_CREDENTIALS',
    'confirm with your current password (currentPassword), or sign in with a passkey again',
  )
}
