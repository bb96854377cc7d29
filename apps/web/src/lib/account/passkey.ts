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

/** `username` for a new account (a guest's `token` keeps its history); none to add one. */
export async function registerPasskey(
  username: string | undefined,
  token: string | null,
): Promise<ApiResult<PlayerReply>> {
  const options = await accountApi.passkeyRegisterOptions(username, token)
  if (!options.ok) return options
  try {
    const response = await startRegistration({ optionsJSON: options.data })
    return await accountApi.passkeyRegisterVerify(response)
  } catch (error) {
    return failed(error)
  }
}

export async function signInWithPasskey(): Promise<ApiResult<PlayerReply>> {
  const options = await accountApi.passkeyLoginOptions()
  if (!options.ok) return options
  try {
    const response = await startAuthentication({ optionsJSON: options.data })
    return await accountApi.passkeyLoginVerify(response)
  } catch (error) {
    return failed(error)
  }
}
