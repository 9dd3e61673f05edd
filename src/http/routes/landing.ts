// The landing page at /: what this server holds and copy-paste config for common MCP clients.
import { Hono } from 'hono';
import { html } from 'hono/html';
import { ALL_TOOLS } from '../../tools/registry';
import { compileAllowList } from '../../tools/allow-list';
import { BundleUnavailableError, getBundle } from '../../storage/bundle-loader';

export const landingRoutes = new Hono<{ Bindings: Env }>();

landingRoutes.get('/', async (c) => {
  const mcpUrl = `${new URL(c.req.url).origin}/mcp`;
  let summary: { name: string; buildId: string; counts: { docs: number; adr: number; pattern: number; guideline: number } } | undefined;
  try {
    const bundle = await getBundle(c.env.BUNDLES);
    summary = { name: bundle.manifest.name, buildId: bundle.buildId, counts: bundle.manifest.counts };
  } catch (err) {
    if (!(err instanceof BundleUnavailableError)) throw err;
  }
  const allow = compileAllowList(c.env.ENABLED_TOOLS);
  const tools = ALL_TOOLS.filter((t) => allow.allows(t.name));
  const claudeCode = `claude mcp add --transport http architecture ${mcpUrl}`;
  const cursor = JSON.stringify({ mcpServers: { architecture: { url: mcpUrl } } }, null, 2);
  const vscode = JSON.stringify({ servers: { architecture: { type: 'http', url: mcpUrl } } }, null, 2);
  const auth = c.env.AUTH_MODE === 'api-key' ? html`<p>This server requires an API key: send <code>Authorization: Bearer &lt;key&gt;</code>.</p>` : '';
  return c.html(html`<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${summary?.name ?? 'arch-mcp'} — architecture knowledge over MCP</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#1d2330}code,pre{font:14px ui-monospace,monospace;background:#f3f4f7;border-radius:4px}pre{padding:.75rem;overflow:auto}td{padding:.2rem .8rem .2rem 0}</style>
</head>
<body>
<h1>${summary?.name ?? 'arch-mcp'}</h1>
<p>The organisation's architecture guidelines, design patterns and decision records, served to AI assistants over the Model Context Protocol.</p>
${summary
  ? html`<table><tr><td>Documents</td><td>${summary.counts.docs}</td></tr><tr><td>ADRs</td><td>${summary.counts.adr}</td></tr><tr><td>Patterns</td><td>${summary.counts.pattern}</td></tr><tr><td>Guidelines</td><td>${summary.counts.guideline}</td></tr><tr><td>Tools</td><td>${tools.length}</td></tr><tr><td>Build</td><td><code>${summary.buildId}</code></td></tr></table>`
  : html`<p><strong>No docs build has been published yet.</strong> Run <code>npm start</code> or <code>npm run deploy</code>.</p>`}
<h2>Connect</h2>
<p>MCP URL (Streamable HTTP): <code>${mcpUrl}</code></p>
${auth}
<h3>Claude Code</h3><pre>${claudeCode}</pre>
<h3>Cursor (<code>.cursor/mcp.json</code>)</h3><pre>${cursor}</pre>
<h3>VS Code (<code>.vscode/mcp.json</code>)</h3><pre>${vscode}</pre>
<h2>Tools</h2>
<ul>${tools.map((t) => html`<li><code>${t.name}</code> — ${t.title}</li>`)}</ul>
</body></html>`);
});
