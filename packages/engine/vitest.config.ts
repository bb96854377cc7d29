import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    // The CI runs these niced beside the server's suite on two cores: a search test that takes a
    // second alone can take many times that there, and is not slow for it.
    testTimeout: 180_000,
  },
})
