// /healthz: which build is being served and how many documents it holds.
import { Hono } from 'hono';
import { SERVER_VERSION } from '../../mcp/server';
import { StorageUnavailableError } from '../../errors';
import { BundleUnavailableError, getBundle } from '../../storage/bundle-loader';

export const healthRoutes = new Hono<{ Bindings: Env }>();

healthRoutes.get('/healthz', async (c) => {
  try {
    const bundle = await getBundle(c.env.BUNDLES);
    const { counts, builtAt, sourceCommit, name } = bundle.manifest;
    return c.json({ status: 'ok', name, build_id: bundle.buildId, built_at: builtAt, source_commit: sourceCommit ?? null, docs: counts.docs, counts, version: SERVER_VERSION });
  } catch (err) {
    if (err instanceof BundleUnavailableError) return c.json({ status: 'no_build', message: err.message }, 503);
    if (err instanceof StorageUnavailableError) return c.json({ status: 'unavailable', message: err.message }, 503, { 'Retry-After': String(err.retryAfterSeconds) });
    throw err;
  }
});
