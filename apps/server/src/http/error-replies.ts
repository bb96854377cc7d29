// Every HTTP error as the protocol's `{error: {code, message}}`: validation failures name their
// first field, 5xx say nothing of the cause (it is logged), and known statuses get their code.
import { ERROR_CODES, type ErrorCode } from '@patience-race/protocol'
import type { FastifyError, FastifyInstance, FastifySchemaValidationError } from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import { StoreBusyError } from '../errors/store-busy.js'

const STATUS_CODES: Record<number, ErrorCode> = {
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  408: 'REQUEST_TIMEOUT',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'RATE_LIMITED',
}

/** Routes declare their protocol schemas; zod validates requests and shapes replies. */
export function registerErrorReplies(app: FastifyInstance): void {
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.setSchemaErrorFormatter((errors) => new Error(describeValidation(errors)))
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof StoreBusyError) {
      request.log.warn({ err: error.reason }, 'store busy')
      return reply
        .code(503)
        .header('retry-after', '1')
        .send({
          error: { code: 'BUSY', message: 'the server is busy and changed nothing; try again' },
        })
    }
    const status = error.statusCode ?? 500
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed')
      return reply
        .code(500)
        .send({ error: { code: 'INTERNAL', message: 'something went wrong on the server' } })
    }
    const known = (ERROR_CODES as readonly string[]).includes(error.code)
      ? (error.code as ErrorCode)
      : undefined
    const code = known ?? STATUS_CODES[status] ?? 'BAD_PAYLOAD'
    return reply.code(status).send({ error: { code, message: error.message } })
  })
}

/** The first failing field and why, as socket payload errors say it (`name: too long`). */
function describeValidation(errors: FastifySchemaValidationError[]): string {
  const first = errors[0]
  if (!first) return 'invalid request'
  const field = first.instancePath.replace(/^\//, '').replaceAll('/', '.')
  return field ? `${field}: ${first.message ?? 'invalid'}` : (first.message ?? 'invalid request')
}
