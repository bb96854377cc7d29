// Connection status, kept apart from socket.io-client so the app shell can show the banner
// without loading the socket code.
type ConnectionPhase = 'idle' | 'connecting' | 'connected' | 'disconnected'

class ConnectionStatus {
  phase = $state<ConnectionPhase>('idle')
  /** True once a connection has been up: only then is a drop worth a banner. */
  everConnected = $state(false)
  /** A connect error (e.g. a server restart) — shown in the banner. */
  detail = $state('')
}

export const connectionStatus = new ConnectionStatus()
