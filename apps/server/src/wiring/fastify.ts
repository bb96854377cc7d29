// The Fastify instance every app starts from: its logger, body limit, timeouts and proxy trust.
import Fastify, { LogController, type FastifyInstance } from 'fastify'
import type { Config } from '../config.js'
import { clientErrorHandler, httpServerFactory } from '../plugins/http-server.js'

export function createFastify(config: Config): FastifyInstance {
  return Fastify({
    logger: { level: config.LOG_LEVEL },
    // Routine requests are not news; errors and warnings still are (LOG_LEVEL=debug shows all).
    logController: new LogController({
      disableRequestLogging: config.LOG_LEVEL !== 'debug' && config.LOG_LEVEL !== 'trace',
    }),
    bodyLimit: config.BODY_LIMIT,
    serverFactory: httpServerFactory(config.REQUEST_TIMEOUT_MS),
    clientErrorHandler,
    trustProxy: config.TRUST_PROXY,
  })
}
