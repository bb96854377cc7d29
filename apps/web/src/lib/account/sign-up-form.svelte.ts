// A sign-up form's state and steps, shared by the sign-up page and the lobby's "Race anyone needs
// an account" offer (RankedSignUp): a username and a password or a passkey, each field saying
// what is wrong with it next to it once a first try was made, the server's refusal of one field
// shown there until that field changes. A guest keeps its player id and races (upgrade).
import { accountApi } from './account-api.js'
import { passwordProblem, refusalOf, USERNAME_MAX, usernameProblem } from './account-fields.js'
import type { AccountField } from './account-fields.js'
import { account } from './account.svelte.js'
import { registerPasskey } from './passkey.js'
import { session } from '../state/session.svelte.js'

type Reply =
  | { ok: true; data: { recoveryCodes?: string[] } }
  | { ok: false; error: { code: string; message: string } }

export class SignUpForm {
  username = $state('')
  password = $state('')
  /** A refusal that belongs to no one field (the network, a rate limit). */
  error = $state('')
  busy = $state(false)
  /** Signed up: the recovery codes to show once (none after some passkey sign-ups). */
  codes = $state.raw<string[] | null>(null)
  /** After a first try, each field says what is wrong with it as it is typed. */
  private tried = $state(false)
  /** The server's refusal of one field, until that field changes. */
  private refused = $state<{ field: AccountField; message: string } | null>(null)

  readonly usernameError = $derived(
    this.refused?.field === 'username'
      ? this.refused.message
      : this.tried || this.username.length > USERNAME_MAX
        ? (usernameProblem(this.username) ?? '')
        : '',
  )
  readonly passwordError = $derived(
    this.refused?.field === 'password'
      ? this.refused.message
      : this.tried
        ? (passwordProblem(this.password) ?? '')
        : '',
  )

  constructor(username = '') {
    this.username = username
  }

  /** A field was typed in: the server's refusal of it no longer stands. */
  edited(field: AccountField): void {
    if (this.refused?.field === field) this.refused = null
  }

  /** Signs up with the password (a guest's account keeps its races); true once signed up. */
  async withPassword(): Promise<boolean> {
    this.start()
    if (usernameProblem(this.username) || passwordProblem(this.password)) return false
    this.busy = true
    const { username, password } = this
    return this.finish(
      session.token
        ? await accountApi.upgrade(username, password, session.token)
        : await accountApi.signUp(username, password),
    )
  }

  /** Signs up with a passkey made for the username; true once signed up. */
  async withPasskey(): Promise<boolean> {
    this.start()
    if (usernameProblem(this.username)) return false
    this.busy = true
    return this.finish(await registerPasskey(this.username, session.token))
  }

  private start(): void {
    this.tried = true
    this.error = ''
    this.refused = null
  }

  private async finish(reply: Reply): Promise<boolean> {
    this.busy = false
    if (!reply.ok) {
      const refusal = refusalOf(reply.error)
      if (refusal.field) this.refused = { field: refusal.field, message: refusal.message }
      else this.error = refusal.message
      return false
    }
    this.codes = reply.data.recoveryCodes ?? []
    await account.refresh(true)
    return true
  }
}
