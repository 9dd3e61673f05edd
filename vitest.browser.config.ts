// The landing page and the docs site in a real headless Chromium (`npm run test:browser`): kept out of `npm test` so a
// machine without a browser still gets a green test run; CI installs Chromium and runs it every time.
import { defineConfig } from 'vitest/config';

process.env.CLOUDFLARE_CF_FETCH_ENABLED = 'false';

export default defineConfig({
  test: {
    name: 'browser',
    environment: 'node',
    include: ['test/browser/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
