import type { ApplyResult, EngineErrorCode } from './types.js'

function refuse(code: EngineErrorCode, message: string): ApplyResult {
  return { ok: false, error: { code, message } }
}

export function illegal(message: string): ApplyResult {
  return refuse('ILLEGAL_MOVE', message)
}
