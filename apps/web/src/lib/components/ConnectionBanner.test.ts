// @vitest-environment jsdom
// The lost-connection banner: an account keeps a socket on every page (challenges, presence), so
// the banner shows anywhere, but only a race page promises that moves are kept.
import { cleanup, render, screen } from '@testing-library/svelte'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import ConnectionBanner from './ConnectionBanner.svelte'
import { connectionStatus } from '../net/status.svelte.js'
import { router } from '../router.svelte.js'

afterEach(cleanup)
beforeEach(() => {
  connectionStatus.everConnected = true
  connectionStatus.phase = 'disconnected'
})

describe('ConnectionBanner', () => {
  it('tells a racer on a race page that their moves are kept', () => {
    router.path = '/r/abc123'
    render(ConnectionBanner)
    expect(screen.getByTestId('connection-banner').textContent).toContain('Your moves are kept')
  })

  it('says only that it is reconnecting on any other page', () => {
    router.path = '/leaderboards'
    render(ConnectionBanner)
    const banner = screen.getByTestId('connection-banner')
    expect(banner.textContent).toContain('reconnecting')
    expect(banner.textContent).not.toContain('moves')
  })

  it('shows nothing while connected', () => {
    connectionStatus.phase = 'connected'
    render(ConnectionBanner)
    expect(screen.queryByTestId('connection-banner')).toBeNull()
  })
})
