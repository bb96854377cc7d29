// Passkeys in the browser (@simplewebauthn/browser): make one (sign-up, or another for the
// signed-in account) or sign in with one. The server keeps the challenges.
import { startAuthentication, startRegistration } from '@simplewebauthn/browser'
import type { ApiResult } from '../api.js'
import { accountApi } from './account-api.js'

type PlayerReply = { player: { id: string; name: string }; recoveryCodes?: string[] }

function failed(error: unknown): ApiResult<never> {
  const message = error instanceof Error ? error.message : 'the passkey was not made'
  return { ok: false, error: { code: 'BAD_CREDENTIALS', message } }
}

/** One ceremony: the server's options, the browser's passkey step, the server's verdict. */
async function ceremony<O, R>(
  options: ApiResult<O>,
  run: (optionsJSON: O) => Promise<R>,
  verify: (response: R) => Promise<ApiResult<PlayerReply>>,
): Promise<ApiResult<PlayerReply>> {
  if (!options.ok) return options
  try {
    return await verify(await run(options.data))
  } catch (error) {
    return failed(error)
  }
}

/**
 * `username` for a new account (a guest's `token` keeps its history); none to add one, then
 * with the `currentPassword` (unless this session signed in with a passkey in 5 minutes).
 */
export async function registerPasskey(
  username: string | undefined,
  token: string | null,
  currentPassword?: string,
): Promise<ApiResult<PlayerReply>> {
  return ceremony(
    await accountApi.passkeyRegisterOptions(username, token, currentPassword),
    (optionsJSON) => startRegistration({ optionsJSON }),
    (response) => accountApi.passkeyRegisterVerify(response),
  )
}

export async function signInWithPasskey(): Promise<ApiResult<PlayerReply>> {
  return ceremony(
    await accountApi.passkeyLoginOptions(),
    (optionsJSON) => startAuthentication({ optionsJSON }),
    (response) => accountApi.passkeyLoginVerify(response),
  )
}
