// A software WebAuthn authenticator for server tests: it makes real ES256 credentials (packed
// in a 'none' attestation, as the server asks) and signs real assertions, as Chrome's virtual
// authenticator does in e2e/tests/accounts.spec.ts, so @simplewebauthn/server verifies them
// unchanged. Nothing on the server side is mocked.
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto'
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server'
import { isoCBOR } from '@simplewebauthn/server/helpers'

const USER_PRESENT = 0x01
const USER_VERIFIED = 0x04
const ATTESTED_DATA = 0x40

function sha256(data: Uint8Array | string): Buffer {
  return createHash('sha256').update(data).digest()
}

function b64url(data: Uint8Array | string): string {
  return Buffer.from(data).toString('base64url')
}

function uint32(n: number): Buffer {
  const out = Buffer.alloc(4)
  out.writeUInt32BE(n)
  return out
}

/** The credential's public key as a COSE EC2 key (kty 2, alg -7 = ES256, crv 1 = P-256). */
function coseKey(publicKey: KeyObject): Uint8Array {
  const jwk = publicKey.export({ format: 'jwk' })
  return isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x ?? '', 'base64url')],
      [-3, Buffer.from(jwk.y ?? '', 'base64url')],
    ]),
  )
}

export class SoftAuthenticator {
  private readonly credentials = new Map<string, { key: KeyObject; counter: number }>()

  /** `origin` and `rpId` as the browser page would have them (the test server's). */
  constructor(
    private readonly origin: string,
    private readonly rpId: string,
  ) {}

  /** The ids (base64url) of the credentials made so far, oldest first. */
  get ids(): string[] {
    return [...this.credentials.keys()]
  }

  /** navigator.credentials.create() for the server's registration options. */
  register(options: { challenge: string }): RegistrationResponseJSON {
    const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
    const rawId = randomBytes(16)
    const id = b64url(rawId)
    this.credentials.set(id, { key: privateKey, counter: 0 })
    const idLength = Buffer.alloc(2)
    idLength.writeUInt16BE(rawId.length)
    const authData = Buffer.concat([
      sha256(this.rpId),
      Buffer.from([USER_PRESENT | USER_VERIFIED | ATTESTED_DATA]),
      uint32(0),
      Buffer.alloc(16), // AAGUID: none
      idLength,
      rawId,
      coseKey(publicKey),
    ])
    const attestation = new Map<string, string | Uint8Array | Map<string, string>>()
    attestation.set('fmt', 'none')
    attestation.set('attStmt', new Map())
    attestation.set('authData', authData)
    const attestationObject = isoCBOR.encode(attestation)
    return platformCredential(id, {
      clientDataJSON: this.clientData('webauthn.create', options.challenge),
      attestationObject: b64url(attestationObject),
      transports: ['internal'],
    })
  }

  /** navigator.credentials.get(): an assertion by the credential `id` for the challenge. */
  authenticate(options: { challenge: string }, id: string): AuthenticationResponseJSON {
    const credential = this.credentials.get(id)
    if (!credential) throw new Error(`no credential ${id}`)
    credential.counter += 1
    const authData = Buffer.concat([
      sha256(this.rpId),
      Buffer.from([USER_PRESENT | USER_VERIFIED]),
      uint32(credential.counter),
    ])
    const clientDataJSON = this.clientData('webauthn.get', options.challenge)
    const signed = Buffer.concat([authData, sha256(Buffer.from(clientDataJSON, 'base64url'))])
    return platformCredential(id, {
      clientDataJSON,
      authenticatorData: b64url(authData),
      // ECDSA over SHA-256, DER-encoded, as WebAuthn has it.
      signature: b64url(sign('sha256', signed, credential.key)),
    })
  }

  private clientData(type: string, challenge: string): string {
    return b64url(JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false }))
  }
}

/** What navigator.credentials answers for this device's (platform) credential `id`. */
function platformCredential<R>(id: string, response: R) {
  return {
    id,
    rawId: id,
    type: 'public-key' as const,
    clientExtensionResults: {},
    authenticatorAttachment: 'platform' as const,
    response,
  }
}
