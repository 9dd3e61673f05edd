// Before the workerd suite: two upstream MCP servers on loopback, a 2026-07-28 one (the
// documentation vendor) and a 2025-11-25 one (the service catalogue), and the control server that
// starts and stops more. Tests read the URLs with `inject('upstreams')`.
import type { TestProject } from 'vitest/node';
import { bundleUpstreamWorker, startControl, startUpstream } from './upstream-servers';

export interface UpstreamUrls {
  /** A 2026-07-28 server (SDK v2). */
  modern: string;
  /** A 2025-11-25 server with sessions (SDK v1). */
  legacy: string;
  /** Starts and stops further servers: POST /start?era=…, POST /stop/ID. */
  control: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    upstreams: UpstreamUrls;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const bundle = await bundleUpstreamWorker();
  const [modern, legacy, control] = await Promise.all([startUpstream(bundle.outdir, 'modern'), startUpstream(bundle.outdir, 'legacy'), startControl(bundle.outdir)]);
  project.provide('upstreams', { modern: modern.url, legacy: legacy.url, control: control.url });
  return async () => {
    await Promise.all([modern.stop(), legacy.stop(), control.close()]);
    bundle.dispose();
  };
}
