// Two test projects: the worker suite runs inside workerd against simulated R2, KV and
// Durable Objects; the node suite covers the build scripts and the CLI.
import { cloudflareTest } from '@cloudflare/vitest-pool-workers';
import { defineConfig } from 'vitest/config';

// Local runs never reach the network: keep Miniflare from fetching the Request.cf sample.
process.env.CLOUDFLARE_CF_FETCH_ENABLED = 'false';

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [
          cloudflareTest({
            wrangler: { configPath: './wrangler.toml' },
            // Never the account's resources, even with wrangler.toml's [ai] binding enabled for a deploy.
            remoteBindings: false,
            miniflare: {
              // Tests see the worker as `npm start` runs it: loopback hosts only, judged by rules.
              bindings: { ARCH_MCP_LOCAL: '1', ANALYSIS_JUDGE: 'rules' },
              // A Workers AI binding of the real class, with no connection to the account behind it
              // (a call that no test answers fails with "needs to be run remotely"): the model judge's
              // tests answer at this boundary with vi.spyOn(env.AI, 'run') and set ANALYSIS_JUDGE.
              ai: { binding: 'AI' },
            },
          }),
        ],
        test: {
          name: 'worker',
          include: ['test/worker/**/*.test.ts'],
          // Upstream MCP servers in their own workerd on loopback, for the mounting tests.
          globalSetup: ['test/upstream/global-setup.ts'],
          // Many tests publish a whole docs build (index and analysis) first, in a hook or in the
          // test; on a loaded 2-core CI machine two of those can pass vitest's defaults.
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'node',
          environment: 'node',
          include: ['test/node/**/*.test.ts'],
          testTimeout: 120_000,
        },
      },
    ],
  },
});
