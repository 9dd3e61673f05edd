// The landing page at /: what this server holds, which build it serves, and copy-paste config for
// every MCP client the README lists.
import { Hono } from 'hono';
import { SERVER_VERSION } from '../../mcp/server';
import { compileAllowList } from '../../tools/allow-list';
import { ALL_TOOLS } from '../../tools/registry';
import { renderLandingPage } from '../landing/landing-page';
import { docsSiteAccess } from '../docs/site-access';
import { authMode } from '../middleware/auth';
import { servedBundle } from '../served-bundle';
import type { LandingBuild } from '../landing/landing-page';

export const landingRoutes = new Hono<{ Bindings: Env }>();

landingRoutes.get('/', async (c) => {
  const manifest = (await servedBundle(c.env))?.manifest;
  const build: LandingBuild | undefined = manifest && { name: manifest.name, buildId: manifest.buildId, builtAt: manifest.builtAt, sourceCommit: manifest.sourceCommit, counts: manifest.counts };
  const allow = compileAllowList(c.env.ENABLED_TOOLS);
  return c.html(
    renderLandingPage({
      origin: new URL(c.req.url).origin,
      build,
      tools: ALL_TOOLS.filter((t) => allow.allows(t.name)),
      auth: authMode(c.env.AUTH_MODE),
      version: SERVER_VERSION,
      docsSite: docsSiteAccess(c.env) !== 'off',
    }),
  );
});
