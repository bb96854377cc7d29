// The JSON a browser sends after navigator.credentials.create()/get() (what
// @simplewebauthn/browser returns), validated at the edge in the shapes
// @simplewebauthn/server verifies. Limits keep a junk body small; unknown extra fields pass.
// And the options the server hands out for those calls.
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server'
import { z } from 'zod'

/**
 * The options for navigator.credentials.create() and .get(), as @simplewebauthn/server makes
 * them (PublicKeyCredentialCreationOptionsJSON, …RequestOptionsJSON), passed through as they
 * are: only the challenge is spelled out. Two schemas, so the OpenAPI document names each.
 */
export const creationOptionsSchema = z.looseObject({ challenge: z.string() })
export const requestOptionsSchema = z.looseObject({ challenge: z.string() })

const base64url = (max: number) => z.string().max(max)
const TRANSPORTS = ['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'] as const
const isTransport = (t: string): t is (typeof TRANSPORTS)[number] =>
  (TRANSPORTS as readonly string[]).includes(t)

const credential = {
  id: base64url(1024).min(1),
  rawId: base64url(1024).min(1),
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z
    .looseObject({
      appid: z.boolean().optional(),
      credProps: z.looseObject({ rk: z.boolean().optional() }).optional(),
      hmacCreateSecret: z.boolean().optional(),
    })
    .default({}),
}

export const registrationResponseSchema = z.looseObject({
  ...credential,
  response: z.looseObject({
    clientDataJSON: base64url(4096),
    attestationObject: base64url(16_384),
    authenticatorData: base64url(16_384).optional(),
    // A browser may report transports newer than the library knows: keep the known ones.
    transports: z
      .array(z.string().max(32))
      .max(16)
      .transform((list) => list.filter(isTransport))
      .optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url(4096).optional(),
  }),
}) satisfies z.ZodType<RegistrationResponseJSON, unknown>

export const authenticationResponseSchema = z.looseObject({
  ...credential,
  response: z.looseObject({
    clientDataJSON: base64url(4096),
    authenticatorData: base64url(16_384),
    signature: base64url(4096),
    userHandle: base64url(1024).optional(),
  }),
}) satisfies z.ZodType<AuthenticationResponseJSON, unknown>
