// The HTTP server under Fastify: request and header timeouts that hold (Node checks them every
// 30 s by default, so a trickling request lived up to 88 s), and errors raised before Fastify
// sees a request (431 headers too large, 408 timeouts, 400 malformed) answered in the wire
// contract's shape, {error:{code,message}}.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { Socket } from 'node:net'
import type { ErrorCode } from '@patience-race/protocol'

/** How often Node looks for requests past their timeout. */
const TIMEOUT_CHECK_MS = 500

export function httpServerFactory(requestTimeoutMs: number) {
  return (handler: (req: IncomingMessage, res: ServerResponse) => void) =>
    createServer(
      {
        requestTimeout: requestTimeoutMs,
        headersTimeout: requestTimeoutMs,
        connectionsCheckingInterval: TIMEOUT_CHECK_MS,
      },
      handler,
    )
}

const CLIENT_ERRORS: Record<string, [number, ErrorCode, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'HEADERS_TOO_LARGE', 'the request headers are too large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'REQUEST_TIMEOUT', 'the request took too long to arrive'],
}
const REASONS: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
}

/** Fastify's clientErrorHandler: a JSON answer on the raw socket, then close it. */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) return void socket.destroy()
  const [status, code, message] = CLIENT_ERRORS[error.code ?? ''] ?? [
    400,
    'BAD_PAYLOAD' as const,
    'the request is not valid HTTP',
  ]
  const body = JSON.stringify({ error: { code, message } })
  socket.end(
    `HTTP/1.1 ${status} ${REASONS[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  )
}
