// The pages a person sees while an MCP client asks for access: the consent page (which client,
// where the access goes, which scopes and what each opens) and a plain error page. Everything the
// client supplied is escaped by hono/html; the pages are never framed (headers from the library).
import { html } from 'hono/html';
import type { ConsentDescription } from '@cloudflare/workers-oauth-provider';
import { describeScope } from '../../auth/oauth-scopes';

const STYLE = `
*{box-sizing:border-box}
body{font:16px/1.5 system-ui,sans-serif;max-width:36rem;margin:0 auto;padding:1.5rem 1rem 3rem;color:#1d2330;overflow-wrap:anywhere}
h1{font-size:1.5rem;line-height:1.25}
code{font:14px ui-monospace,Menlo,monospace;background:#f3f4f7;border-radius:4px;padding:.05rem .25rem}
.note{background:#fff7e0;border:1px solid #f0d58a;border-radius:6px;padding:.6rem .8rem}
fieldset{border:1px solid #e3e6ec;border-radius:6px;margin:1rem 0}
label{display:block;margin:.4rem 0}
.what{color:#5b6475;display:block;margin-left:1.6rem;font-size:.95rem}
button{font:16px system-ui,sans-serif;padding:.45rem 1.2rem;margin-right:.75rem;border-radius:6px;border:1px solid #c4c9d4;background:#fff;cursor:pointer}
button[value=approve]{background:#1f5fd6;border-color:#1f5fd6;color:#fff}
`;

/** What the consent page shows. */
export interface ConsentView {
  details: ConsentDescription;
  /** The scopes offered, each ticked: what the client asked for that this server grants. */
  scopes: string[];
  handle: string;
  /** The deployment's name (its docs folder title). */
  serverName: string;
  /** Host of the organisation's identity provider, where the person signs in next. */
  providerHost: string;
  /** True when the client is this server's own docs site (the person opened it in this browser). */
  firstParty?: boolean;
}

/** The consent page: Allow signs in at the organisation's provider; Deny goes back to the client. */
export function renderConsentPage(view: ConsentView) {
  const { details } = view;
  return html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Allow ${details.clientName} to use ${view.serverName}?</title><style>${STYLE}</style></head>
<body>
<h1>Allow <strong>${details.clientName}</strong> to use ${view.serverName}?</h1>
${view.firstParty
  ? html`<p>This is the docs site of this server, which you opened in this browser: it shows you the documents your access opens.</p>`
  : html`<p>${details.clientDomain ? html`Published by <strong>${details.clientDomain}</strong>.` : 'This app registered itself; its name is not verified.'}
Access will be sent to <strong>${details.redirectHost}</strong>.</p>
${details.redirectIsLoopback ? html`<p class="note"><strong>This sends access to an app on your computer.</strong> Continue only if you just started connecting from it.</p>` : ''}`}
<form method="post">
<input type="hidden" name="handle" value="${view.handle}">
<fieldset><legend>It asks to</legend>
${view.scopes.map((scope) => html`<label><input type="checkbox" name="scope" value="${scope}" checked> <code>${scope}</code><span class="what">${describeScope(scope) ?? ''}</span></label>`)}
</fieldset>
<p>You will sign in with your organisation account at <strong>${view.providerHost}</strong>.</p>
<p><button name="decision" value="approve">Allow</button><button name="decision" value="deny">Deny</button></p>
</form>
</body></html>`;
}

/** A page for a sign-in that cannot go on (nothing is sent back to the client). */
export function renderAuthErrorPage(title: string, message: string) {
  return html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title><style>${STYLE}</style></head>
<body><h1>${title}</h1><p>${message}</p><p>Start connecting again from your MCP client.</p></body></html>`;
}
