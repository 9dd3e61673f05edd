// The landing page at /: what this server holds, which build it serves, and copy-paste config for
// every MCP client the README lists.
import { Hono } from 'hono';
import { SERVER_VERSION } from '../../mcp/server';
import { BundleUnavailableError, getBundle } from '../../storage/bundle-loader';
import { compileAllowList } from '../../tools/allow-list';
import { ALL_TOOLS } from '../../tools/registry';
import { renderLandingPage } from '../landing/landing-page';
import { authMode } from '../middleware/auth';
import type { LandingBuild } from '../landing/landing-page';

export const landingRoutes = new Hono<{ Bindings: Env }>();

landingRoutes.get('/', async (c) => {
  let build: LandingBuild | undefined;
  try {
    const { manifest } = await getBundle(c.env.BUNDLES);
    build = { name: manifest.name, buildId: manifest.buildId, builtAt: manifest.builtAt, sourceCommit: manifest.sourceCommit, counts: manifest.counts };
  } catch (err) {
    if (!(err instanceof BundleUnavailableError)) throw err;
  }
  const allow = compileAllowList(c.env.ENABLED_TOOLS);
  return c.html(
    renderLandingPage({
      origin: new URL(c.req.url).origin,
      build,
      tools: ALL_TOOLS.filter((t) => allow.allows(t.name)),
      auth: authMode(c.env.AUTH_MODE),
      version: SERVER_VERSION,
    }),
  );
});
