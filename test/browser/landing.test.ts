// The landing page as a person sees it in Chromium, on a 390 px phone and a 1280 px desktop: the
// knowledge base's name and counts, the build, a snippet for every client, nothing scrolling
// sideways, and a copy button that copies. Screenshots land in .arch-mcp/.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, startServe } from '../node/helpers/serve-process';
import type { ServeProcess } from '../node/helpers/serve-process';
import { launchChromium } from './chromium';
import type { Browser } from './chromium';
import { VIEWPORTS, openAt, sidewaysOverflow } from './page-checks';
const CLIENTS = ['Claude Code', 'Cursor', 'VS Code', 'Claude Desktop and other stdio-only clients'];
const SCREENSHOTS = path.join(REPO_ROOT, '.arch-mcp');

let browser: Browser;
const servers: { served: ServeProcess; state: string }[] = [];

async function serve(...vars: string[]): Promise<ServeProcess> {
  const state = mkdtempSync(path.join(tmpdir(), 'arch-mcp-browser-state-'));
  const served = await startServe(['--persist-to', state, ...vars.flatMap((v) => ['--var', v])]);
  servers.push({ served, state });
  await served.waitFor(/^arch-mcp: serving /m);
  return served;
}

const open = (url: string, viewport: { width: number; height: number }) => openAt(browser, url, viewport);

/** A client secret the OAuth server is configured with, which the page must never show. */
const OAUTH_SECRET = 'landing-page-must-not-show-this-secret';

describe('the landing page in Chromium', () => {
  let publicServer: ServeProcess;
  let keyServer: ServeProcess;
  let oauthServer: ServeProcess;

  beforeAll(async () => {
    browser = await launchChromium();
    [publicServer, keyServer, oauthServer] = await Promise.all([
      serve(),
      serve('AUTH_MODE:api-key'),
      serve('AUTH_MODE:oauth', 'OIDC_ISSUER:https://idp.harbourline.example', 'OIDC_CLIENT_ID:arch-mcp', `OIDC_CLIENT_SECRET:${OAUTH_SECRET}`, 'OIDC_ALLOWED:domain:harbourline.example'),
    ]);
    mkdirSync(SCREENSHOTS, { recursive: true });
  });

  afterAll(async () => {
    await browser?.close();
    for (const { served, state } of servers) {
      await served.stop();
      rmSync(state, { recursive: true, force: true });
    }
  });

  it.each(VIEWPORTS)('should be readable at $width px: name, counts, build, every client snippet, no sideways scrolling', async (viewport) => {
    const origin = `http://127.0.0.1:${publicServer.port}`;
    const health = (await (await fetch(`${origin}/healthz`)).json()) as { build_id: string; counts: { docs: number; adr: number } };
    const page = await open(`${origin}/`, viewport);
    try {
      expect(await page.locator('h1').innerText()).toBe('Harbourline engineering');
      expect(await page.locator('.facts').innerText()).toContain(`${health.counts.docs}\ndocuments`);
      expect(await page.locator('.facts').innerText()).toContain(`${health.counts.adr}\nADRs`);
      expect(await page.locator('#build-id').innerText()).toBe(health.build_id.slice(0, 12));
      const facts = await page.locator('dl').innerText();
      expect(facts).toContain('Source commit');
      expect(facts).toMatch(/Built\s+\d{4}-\d\d-\d\d \d\d:\d\d UTC/);
      expect(facts).toMatch(/arch-mcp \d+\.\d+\.\d+/);
      for (const client of CLIENTS) {
        const snippet = page.locator('section.snippet', { hasText: client }).locator('pre');
        expect(await snippet.isVisible(), client).toBe(true);
        expect(await snippet.innerText()).toContain(`${origin}/mcp`);
      }
      expect(await page.getByRole('link', { name: '/healthz' }).isVisible()).toBe(true);
      expect(await page.getByRole('link', { name: '/metrics' }).isVisible()).toBe(true);
      expect(await page.getByText('Authorization').count()).toBe(0);
      expect(await sidewaysOverflow(page)).toBe(0);
      await page.screenshot({ path: path.join(SCREENSHOTS, `landing-${viewport.width}.png`), fullPage: true });
    } finally {
      await page.close();
    }
  });

  it('should copy the full build id with its copy button', async () => {
    const origin = `http://127.0.0.1:${publicServer.port}`;
    const { build_id } = (await (await fetch(`${origin}/healthz`)).json()) as { build_id: string };
    const page = await open(`${origin}/`, VIEWPORTS[0]!);
    try {
      const button = page.getByRole('button', { name: 'Copy the full build id' });
      await button.click();
      await button.filter({ hasText: 'Copied' }).waitFor();
      expect(await page.evaluate('navigator.clipboard.readText()')).toBe(build_id);
    } finally {
      await page.close();
    }
  });

  it.each(VIEWPORTS)('should show the Authorization header in every snippet when AUTH_MODE=api-key, at $width px', async (viewport) => {
    const page = await open(`http://127.0.0.1:${keyServer.port}/`, viewport);
    try {
      expect(await page.locator('.note').innerText()).toContain('This server needs an API key');
      for (const client of CLIENTS) {
        expect(await page.locator('section.snippet', { hasText: client }).locator('pre').innerText(), client).toMatch(/Authorization"?: "?Bearer <key>/);
      }
      expect(await sidewaysOverflow(page)).toBe(0);
      await page.screenshot({ path: path.join(SCREENSHOTS, `landing-api-key-${viewport.width}.png`), fullPage: true });
    } finally {
      await page.close();
    }
  });

  it.each(VIEWPORTS)('should say how to connect under OAuth, with the scopes and no header to paste, at $width px', async (viewport) => {
    const page = await open(`http://127.0.0.1:${oauthServer.port}/`, viewport);
    try {
      const note = await page.locator('.note').innerText();
      expect(note).toContain('Sign in with your organisation account');
      expect(note).toContain('docs:read');
      expect(note).toContain('analysis');
      for (const client of CLIENTS) {
        expect(await page.locator('section.snippet', { hasText: client }).locator('pre').innerText(), client).not.toContain('Authorization');
      }
      expect(await page.content()).not.toContain(OAUTH_SECRET);
      expect(await sidewaysOverflow(page)).toBe(0);
      await page.screenshot({ path: path.join(SCREENSHOTS, `landing-oauth-${viewport.width}.png`), fullPage: true });
    } finally {
      await page.close();
    }
  });
});
