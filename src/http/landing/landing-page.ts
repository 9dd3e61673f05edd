// The landing page's HTML: what this server holds, which build it serves, and how to connect
// each MCP client. Readable from a 390 px phone to a desktop: nothing scrolls sideways, and long
// snippet lines wrap on screen (their copy buttons copy them exactly).
import { html, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import { scopeCatalogue, describeScope } from '../../auth/oauth-scopes';
import { clientSnippets } from './client-snippets';

export interface LandingBuild {
  name: string;
  buildId: string;
  builtAt: string;
  sourceCommit?: string;
  counts: { docs: number; adr: number; pattern: number; guideline: number };
}

export interface LandingPage {
  origin: string;
  /** Undefined when nothing has been published yet. */
  build?: LandingBuild;
  tools: { name: string; title: string }[];
  /** How clients authenticate (AUTH_MODE). */
  auth: 'public' | 'api-key' | 'oauth';
  version: string;
  /** Whether the docs site at /docs is on (the page then links to it). */
  docsSite?: boolean;
}

const STYLE = `
*{box-sizing:border-box}
body{font:16px/1.5 system-ui,sans-serif;max-width:52rem;margin:0 auto;padding:1.5rem 1rem 3rem;color:#1d2330;overflow-wrap:anywhere}
h1{font-size:1.8rem;line-height:1.2;margin:.5rem 0}
h2{margin-top:2rem;font-size:1.3rem}
h3{font-size:1rem;margin:1.25rem 0 .35rem}
code,pre{font:14px/1.45 ui-monospace,SFMono-Regular,Menlo,monospace;background:#f3f4f7;border-radius:4px}
code{padding:.05rem .25rem}
pre{padding:.75rem;margin:0;white-space:pre-wrap;overflow-wrap:anywhere}
.facts{display:grid;grid-template-columns:repeat(auto-fill,minmax(9.5rem,1fr));gap:.5rem;margin:1rem 0;padding:0;list-style:none}
.facts li{background:#f7f8fa;border:1px solid #e3e6ec;border-radius:6px;padding:.5rem .75rem}
.facts b{display:block;font-size:1.4rem}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.3rem 1rem;margin:1rem 0}
dt{color:#5b6475}
dd{margin:0;min-width:0}
.snippet{position:relative}
button.copy{font:13px system-ui,sans-serif;padding:.15rem .6rem;margin-left:.5rem;border:1px solid #c4c9d4;border-radius:4px;background:#fff;cursor:pointer}
.where{color:#5b6475;font-weight:normal}
.note{background:#fff7e0;border:1px solid #f0d58a;border-radius:6px;padding:.6rem .8rem}
nav a{margin-right:1rem}
`;

/** Copies the text of the element a button names (data-copy) and says so on the button. */
const SCRIPT = `
document.addEventListener('click', async (event) => {
  const button = event.target.closest('button[data-copy]');
  if (!button) return;
  const source = document.getElementById(button.dataset.copy);
  const text = source.dataset.value ?? source.textContent;
  try { await navigator.clipboard.writeText(text); button.textContent = 'Copied'; }
  catch { button.textContent = 'Select and copy'; }
  setTimeout(() => (button.textContent = 'Copy'), 1500);
});
`;

function copyButton(target: string, label: string): HtmlEscapedString | Promise<HtmlEscapedString> {
  return html`<button type="button" class="copy" data-copy="${target}" aria-label="Copy ${label}">Copy</button>`;
}

function buildFacts(build: LandingBuild, version: string) {
  const builtAt = build.builtAt.replace('T', ' ').replace(/:\d\d(\.\d+)?Z$/, ' UTC');
  return html`<dl>
<dt>Build</dt><dd><code id="build-id" data-value="${build.buildId}" title="${build.buildId}">${build.buildId.slice(0, 12)}</code>${copyButton('build-id', 'the full build id')}</dd>
<dt>Built</dt><dd>${builtAt}</dd>
<dt>Source commit</dt><dd>${build.sourceCommit ? html`<code title="${build.sourceCommit}">${build.sourceCommit.slice(0, 12)}</code>` : 'not a git checkout'}</dd>
<dt>Server</dt><dd>arch-mcp ${version}</dd>
</dl>`;
}

/** How to connect when people sign in with the organisation's identity provider (OAuth). */
function oauthNote() {
  return html`<div class="note"><p><strong>Sign in with your organisation account (OAuth).</strong> Add the URL below to your client as it is: the first time it connects, it opens your browser, you approve the access it asks for and sign in with your organisation's identity provider, and the client keeps the token and refreshes it. No key or header to paste.</p>
<p>What a client may do is the scopes you approve:</p>
<ul>${scopeCatalogue().map((scope) => html`<li><code>${scope}</code> — ${describeScope(scope)}</li>`)}</ul>
<p>Scripts and CI, which cannot open a browser, use an API key instead: <code>Authorization: Bearer &lt;key&gt;</code>.</p></div>`;
}

/** Renders the landing page. */
export function renderLandingPage(page: LandingPage) {
  const mcpUrl = `${page.origin}/mcp`;
  const { build } = page;
  const title = build?.name ?? 'arch-mcp';
  return html`<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} — architecture knowledge over MCP</title>
<style>${raw(STYLE)}</style>
</head>
<body>
<header>
<h1>${title}</h1>
<p>Engineering guidelines, design patterns and architecture decision records, served to AI assistants over the Model Context Protocol.</p>
<nav>${page.docsSite ? html`<a href="/docs">Read the docs</a>` : ''}<a href="/healthz">/healthz</a><a href="/metrics">/metrics</a></nav>
</header>
${build
  ? html`<ul class="facts">
<li><b>${build.counts.docs}</b>documents</li>
<li><b>${build.counts.adr}</b>ADRs</li>
<li><b>${build.counts.pattern}</b>patterns</li>
<li><b>${build.counts.guideline}</b>guidelines</li>
<li><b>${page.tools.length}</b>tools</li>
</ul>
${buildFacts(build, page.version)}`
  : html`<p class="note"><strong>No docs build has been published yet.</strong> Run <code>npm start</code> or <code>npm run deploy</code>.</p>`}
<h2>Connect</h2>
<p>MCP endpoint (Streamable HTTP): <code id="mcp-url">${mcpUrl}</code>${copyButton('mcp-url', 'the MCP endpoint')}</p>
${page.auth === 'api-key'
  ? html`<p class="note">This server needs an API key: every request sends <code>Authorization: Bearer &lt;key&gt;</code>. The snippets below include it; put your key in place of <code>&lt;key&gt;</code>.</p>`
  : ''}
${page.auth === 'oauth' ? oauthNote() : ''}
${clientSnippets(mcpUrl, page.auth === 'api-key').map(
  (s, i) => html`<section class="snippet">
<h3>${s.client} <span class="where">— ${s.where}</span>${copyButton(`snippet-${i}`, `the ${s.client} snippet`)}</h3>
<pre id="snippet-${i}">${s.text}</pre>
</section>`,
)}
<h2>Tools</h2>
<ul>${page.tools.map((t) => html`<li><code>${t.name}</code> — ${t.title}</li>`)}</ul>
<script>${raw(SCRIPT)}</script>
</body></html>`;
}
