// Passkeys through @simplewebauthn/server: registration (a new account, a guest upgrading, or
// one more passkey for the signed-in account) and discoverable sign-in. Challenges are kept in
// the database for two minutes and are good once.
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server'
import type { FastifyRequest } from 'fastify'
import { newPlayerId } from '../auth/tokens.js'
import { HttpError } from '../errors/http-error.js'
import type { Accounts } from './accounts.js'
import type { StoredChallenge } from './passkey-store.js'
import { requireOwnerProof } from './reauthentication.js'
import type { CurrentSession } from './sessions.js'

const CHALLENGE_MS = 2 * 60_000
const RP_NAME = 'Patience Race'

/** Relying party id and origin: from the environment, else the request's own host. */
function relyingParty(accounts: Accounts, request: FastifyRequest) {
  return {
    rpID: accounts.config.WEBAUTHN_RP_ID ?? request.hostname,
    origin: accounts.config.WEBAUTHN_ORIGIN ?? `${request.protocol}://${request.host}`,
  }
}

/** What a browser's answer must match: the challenge it was given, this site's origin and RP id. */
function expected(accounts: Accounts, request: FastifyRequest, challenge: string) {
  const { rpID, origin } = relyingParty(accounts, request)
  return {
    expectedChallenge: challenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    requireUserVerification: false,
  }
}

/** Keeps a challenge for CHALLENGE_MS (good once: takeChallenge removes it). */
function keepChallenge(accounts: Accounts, challenge: Omit<StoredChallenge, 'expiresAt'>) {
  const now = accounts.now()
  const expiresAt = new Date(now.getTime() + CHALLENGE_MS)
  return accounts.stores.passkeys.saveChallenge({ ...challenge, expiresAt }, now)
}

/** The challenge a browser signed, read from its clientDataJSON. */
function challengeOf(response: { response: { clientDataJSON: string } }): string {
  try {
    const data = JSON.parse(Buffer.from(response.response.clientDataJSON, 'base64url').toString())
    if (typeof data?.challenge === 'string') return data.challenge
  } catch {
    // fall through
  }
  throw new HttpError(400, 'BAD_PAYLOAD', 'response.clientDataJSON: not a WebAuthn response')
}

function refused(): HttpError {
  return new HttpError(401, 'BAD_CREDENTIALS', 'the passkey was not accepted')
}

export async function registrationOptions(
  accounts: Accounts,
  request: FastifyRequest,
  asker: {
    signedIn: CurrentSession | null
    guest: string | null
    username: string | undefined
    currentPassword: string | undefined
  },
) {
  const { stores, service } = accounts
  let playerId: string | null = asker.signedIn?.playerId ?? null
  let username: string
  if (asker.signedIn) {
    const account = await stores.accounts.byPlayer(asker.signedIn.playerId)
    if (!account) throw new HttpError(401, 'UNAUTHORIZED', 'not signed in')
    // One more passkey is a way in: the owner proves it first (reauthentication.ts).
    await requireOwnerProof(accounts, request, asker.signedIn, asker.currentPassword)
    username = account.username
  } else {
    if (!asker.username) throw new HttpError(400, 'BAD_PAYLOAD', 'username: required')
    username = asker.username
    await service.limit(request.ip)
    await service.checkUsername(username)
    playerId = asker.guest
  }
  const existing = playerId && asker.signedIn ? await stores.passkeys.ofPlayer(playerId) : []
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: relyingParty(accounts, request).rpID,
    userName: username,
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({
      id: p.id,
      transports: p.transports as AuthenticatorTransportFuture[],
    })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  })
  await keepChallenge(accounts, {
    challenge: options.challenge,
    purpose: 'register',
    playerId,
    username: asker.signedIn ? null : username,
  })
  return options
}

/** Verifies a new passkey; makes the account first when the challenge was for one. */
export async function verifyRegistration(
  accounts: Accounts,
  request: FastifyRequest,
  response: RegistrationResponseJSON,
): Promise<{ playerId: string; name: string; recoveryCodes: string[] | null }> {
  const { stores, service } = accounts
  const challenge = await stores.passkeys.takeChallenge(
    challengeOf(response),
    'register',
    accounts.now(),
  )
  if (!challenge) throw refused()
  const verification = await verifyRegistrationResponse({
    response,
    ...expected(accounts, request, challenge.challenge),
  }).catch(() => null)
  if (!verification?.verified || !verification.registrationInfo) throw refused()
  const { credential } = verification.registrationInfo
  let playerId = challenge.playerId ?? newPlayerId()
  let name: string
  let recoveryCodes: string[] | null = null
  const account = challenge.username === null ? await stores.accounts.byPlayer(playerId) : null
  if (account) {
    name = account.username
  } else {
    if (!challenge.username) throw refused()
    const created = await service.create(challenge.username, null, playerId)
    playerId = created.player.id
    name = created.player.name
    recoveryCodes = created.recoveryCodes
  }
  await stores.passkeys.add({
    id: credential.id,
    playerId,
    publicKey: credential.publicKey,
    counter: BigInt(credential.counter),
    transports: credential.transports ?? [],
  })
  return { playerId, name, recoveryCodes }
}

export async function authenticationOptions(accounts: Accounts, request: FastifyRequest) {
  await accounts.service.limitPasskeySignIn(request.ip)
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(accounts, request).rpID,
    userVerification: 'preferred',
  })
  await keepChallenge(accounts, {
    challenge: options.challenge,
    purpose: 'login',
    playerId: null,
    username: null,
  })
  return options
}

/** The player whose passkey signed the login challenge; BAD_CREDENTIALS otherwise. */
export async function verifyAuthentication(
  accounts: Accounts,
  request: FastifyRequest,
  response: AuthenticationResponseJSON,
): Promise<string> {
  const { stores } = accounts
  const challenge = await stores.passkeys.takeChallenge(
    challengeOf(response),
    'login',
    accounts.now(),
  )
  const passkey = await stores.passkeys.byId(response.id)
  if (!challenge || !passkey) throw refused()
  const verification = await verifyAuthenticationResponse({
    response,
    ...expected(accounts, request, challenge.challenge),
    credential: {
      id: passkey.id,
      publicKey: new Uint8Array(passkey.publicKey),
      counter: Number(passkey.counter),
      transports: passkey.transports as AuthenticatorTransportFuture[],
    },
  }).catch(() => null)
  if (!verification?.verified) throw refused()
  await stores.passkeys.setCounter(passkey.id, verification.authenticationInfo.newCounter)
  return passkey.playerId
}
