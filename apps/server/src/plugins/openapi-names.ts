// The schemas the OpenAPI document names (components/schemas, referenced by $ref) instead of
// spelling them out at every use (plugins/openapi.ts).
import { errorBodySchema, pileIdSchema } from '@patience-race/protocol'
import { z } from 'zod'
import {
  authenticationResponseSchema,
  creationOptionsSchema,
  registrationResponseSchema,
  requestOptionsSchema,
} from '../http/routes/passkey-schemas.js'

/**
 * `PileId` and the passkey schemas are named so that the web's generated types can say what
 * the server checks them against or makes them with (the engine's `PileId`, @simplewebauthn's
 * JSON types), where the JSON schema can only say string or an open object.
 */
export const namedSchemas = z.registry<{ id: string; description?: string }>()
namedSchemas.add(errorBodySchema, { id: 'ErrorBody' })
namedSchemas.add(pileIdSchema, {
  id: 'PileId',
  description: "A pile of some game (the engine's PileId)",
})
namedSchemas.add(registrationResponseSchema, {
  id: 'PasskeyRegistration',
  description: "navigator.credentials.create()'s answer as JSON (RegistrationResponseJSON)",
})
namedSchemas.add(authenticationResponseSchema, {
  id: 'PasskeyAuthentication',
  description: "navigator.credentials.get()'s answer as JSON (AuthenticationResponseJSON)",
})
namedSchemas.add(creationOptionsSchema, {
  id: 'PasskeyCreationOptions',
  description:
    'Options for navigator.credentials.create() (PublicKeyCredentialCreationOptionsJSON)',
})
namedSchemas.add(requestOptionsSchema, {
  id: 'PasskeyRequestOptions',
  description: 'Options for navigator.credentials.get() (PublicKeyCredentialRequestOptionsJSON)',
})
