import { svelte } from '@sveltejs/vite-plugin-svelte'
import { defineConfig } from 'vitest/config'

const server = 'http://127.0.0.1:3000'

export default defineConfig({
  plugins: [svelte()],
  // Component tests need Svelte's browser build, not its server one.
  resolve: process.env.VITEST ? { conditions: ['browser'] } : undefined,
  server: {
    proxy: {
      '/api': server,
      '/socket.io': { target: server, ws: true },
    },
  },
  build: { target: 'es2022', outDir: 'dist', emptyOutDir: true },
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // The CI runs these niced beside the server's suite (scripts/test-stages.mjs).
    testTimeout: 30_000,
  },
})
