// Account REST calls (docs/protocol.md "Accounts"). The session cookie rides along on its own
// (same origin); a guest's bearer token is sent only where it is claimed (upgrade, passkey).
import type {
  AccountSettings,
  MeReply,
  Profile,
  SignUpReply,
  WireError,
} from '@patience-race/protocol'
import type { ApiResult } from '../api.js'

async function call<T>(
  method: string,
  path: string,
  body?: unknown,
  token?: string | null,
): Promise<ApiResult<T>> {
  const headers: Record<string, string> = {}
  if (body !== undefined) headers['content-type'] = 'application/json'
  if (token) headers.authorization = `Bearer ${token}`
  try {
    const res = await fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const json: unknown = res.status === 204 ? null : await res.json().catch(() => null)
    if (res.ok) return { ok: true, data: json as T }
    const error = (json as { error?: WireError } | null)?.error
    return {
      ok: false,
      error: error ?? { code: 'INTERNAL', message: `the server answered ${res.status}` },
    }
  } catch {
    return { ok: false, error: { code: 'INTERNAL', message: "can't reach the server" } }
  }
}

type PlayerReply = { player: { id: string; name: string }; recoveryCodes?: string[] }

export const accountApi = {
  me: () => call<MeReply>('GET', '/api/me'),
  signUp: (username: string, password: string) =>
    call<SignUpReply>('POST', '/api/accounts', { username, password }),
  upgrade: (username: string, password: string, token: string) =>
    call<SignUpReply>('POST', '/api/accounts/upgrade', { username, password }, token),
  login: (username: string, secret: { password?: string; recoveryCode?: string }) =>
    call<PlayerReply>('POST', '/api/login', { username, ...secret }),
  logout: () => call<null>('POST', '/api/logout', {}),
  logoutAll: () => call<null>('POST', '/api/logout-all', {}),
  deleteAccount: () => call<null>('DELETE', '/api/me'),
  saveSettings: (patch: Partial<AccountSettings>) =>
    call<AccountSettings>('PUT', '/api/me/settings', patch),
  setPassword: (password: string | null) => call<null>('PUT', '/api/me/password', { password }),
  removePasskey: (id: string) => call<null>('DELETE', `/api/me/passkeys/${encodeURIComponent(id)}`),
  profile: (username: string) => call<Profile>('GET', `/api/@/${encodeURIComponent(username)}`),
  passkeyRegisterOptions: (username: string | undefined, token: string | null) =>
    call<Record<string, unknown>>(
      'POST',
      '/api/passkeys/register/options',
      username ? { username } : {},
      token,
    ),
  passkeyRegisterVerify: (response: unknown) =>
    call<PlayerReply>('POST', '/api/passkeys/register/verify', { response }),
  passkeyLoginOptions: () =>
    call<Record<string, unknown>>('POST', '/api/passkeys/login/options', {}),
  passkeyLoginVerify: (response: unknown) =>
    call<PlayerReply>('POST', '/api/passkeys/login/verify', { response }),
}
