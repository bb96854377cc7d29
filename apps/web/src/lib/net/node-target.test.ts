import { describe, expect, it } from 'vitest'
import { DEFAULT_TARGET, targetOf } from './node-target.js'

describe('targetOf', () => {
  it('one process keeps the page origin and the default Socket.IO path', () => {
    expect(targetOf({ node: 'single', url: 'http://127.0.0.1:3000' })).toBe(DEFAULT_TARGET)
  })

  it('a cluster node: its origin, Socket.IO under its public path', () => {
    expect(targetOf({ node: 'node-2', url: 'http://localhost:8080/n/node-2' })).toEqual({
      key: 'http://localhost:8080/n/node-2',
      origin: 'http://localhost:8080',
      path: '/n/node-2/socket.io/',
    })
    expect(targetOf({ url: 'https://race.example/n/node-3/' }).path).toBe('/n/node-3/socket.io/')
  })

  it('a node reached at its own port (no front door): the default path on that origin', () => {
    expect(targetOf({ node: 'node-1', url: 'http://localhost:3001' })).toEqual({
      key: 'http://localhost:3001',
      origin: 'http://localhost:3001',
      path: '/socket.io/',
    })
  })
})
