// Account REST calls (docs/protocol.md "Accounts"), typed from the server's OpenAPI document
// (../net/rest.ts). The session cookie rides along on its own (same origin); a guest's bearer
// token is sent only where it is claimed (upgrade, passkey).
import type { AccountSettings } from '@patience-race/protocol'
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/browser'
import { bearer, rest, settle, settleEmpty } from '../net/rest.js'

const UNREACHABLE = "can't reach the server"

/** The current password a sensitive change proves the owner with, when one was typed. */
const proof = (currentPassword?: string) => (currentPassword ? { currentPassword } : {})

export const accountApi = {
  me: () => settle(rest.GET('/api/me'), UNREACHABLE),
  signUp: (username: string, password: string) =>
    settle(rest.POST('/api/accounts', { body: { username, password } }), UNREACHABLE),
  upgrade: (username: string, password: string, token: string) =>
    settle(
      rest.POST('/api/accounts/upgrade', { body: { username, password }, headers: bearer(token) }),
      UNREACHABLE,
    ),
  login: (username: string, secret: { password?: string; recoveryCode?: string }) =>
    settle(rest.POST('/api/login', { body: { username, ...secret } }), UNREACHABLE),
  logout: () => settleEmpty(rest.POST('/api/logout'), UNREACHABLE),
  logoutAll: () => settleEmpty(rest.POST('/api/logout-all'), UNREACHABLE),
  deleteAccount: () => settleEmpty(rest.DELETE('/api/me'), UNREACHABLE),
  saveSettings: (patch: Partial<AccountSettings>) =>
    settle(rest.PUT('/api/me/settings', { body: patch }), UNREACHABLE),
  /** `currentPassword`: needed unless this session signed in with a passkey in 5 minutes. */
  setPassword: (password: string | null, currentPassword?: string) =>
    settleEmpty(
      rest.PUT('/api/me/password', { body: { password, ...proof(currentPassword) } }),
      UNREACHABLE,
    ),
  removePasskey: (id: string, currentPassword?: string) =>
    settleEmpty(
      rest.DELETE('/api/me/passkeys/{id}', {
        params: { path: { id } },
        body: proof(currentPassword),
      }),
      UNREACHABLE,
    ),
  profile: (username: string) =>
    settle(rest.GET('/api/@/{username}', { params: { path: { username } } }), UNREACHABLE),
  passkeyRegisterOptions: (
    username: string | undefined,
    token: string | null,
    currentPassword?: string,
  ) =>
    settle(
      rest.POST('/api/passkeys/register/options', {
        body: { ...(username ? { username } : {}), ...proof(currentPassword) },
        headers: bearer(token),
      }),
      UNREACHABLE,
    ),
  passkeyRegisterVerify: (response: RegistrationResponseJSON) =>
    settle(rest.POST('/api/passkeys/register/verify', { body: { response } }), UNREACHABLE),
  passkeyLoginOptions: () => settle(rest.POST('/api/passkeys/login/options'), UNREACHABLE),
  passkeyLoginVerify: (response: AuthenticationResponseJSON) =>
    settle(rest.POST('/api/passkeys/login/verify', { body: { response } }), UNREACHABLE),
}
