// The docs site as a person uses it in Chromium, on a 390 px phone and a 1280 px desktop: search,
// open a result, follow superseded_by to the decision that replaced it, open its decision log —
// with nothing scrolling sideways, every text readable (contrast at least 4.5:1 against what it
// sits on), the results reachable by keyboard, and a hostile document that runs nothing.
// Screenshots land in .arch-mcp/.
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, serveDocs } from '../node/helpers/serve-process';
import type { ServedProcess } from '../node/helpers/serve-process';
import { launchChromium } from './chromium';
import type { Browser } from './chromium';
import { VIEWPORTS, openAt, sidewaysOverflow } from './page-checks';
const SCREENSHOTS = path.join(REPO_ROOT, '.arch-mcp');
/** WCAG 2 AA for body text. */
const MIN_CONTRAST = 4.5;

const HOSTILE = `# Hostile markup

<script>window.pwned = 'script'</script>

<img src="x" onerror="window.pwned = 'onerror'">

<svg onload="window.pwned = 'svg'"></svg>

[click me](javascript:window.pwned='link') and <a href="javascript:window.pwned='html-link'">this</a>
`;

let browser: Browser;
let served: ServedProcess;
let docsDir: string;
let origin: string;

const open = (url: string, viewport: { width: number; height: number }) => openAt(browser, url, viewport);

/**
 * Every visible text whose colour has less than MIN_CONTRAST against the background it is drawn
 * on (the nearest opaque background up its ancestors, translucent ones blended over it), with the ratio.
 */
function lowContrastTexts(page: Page): Promise<{ text: string; ratio: number; color: string; background: string }[]> {
  return page.evaluate(`(() => {
    const parse = (c) => { const m = c.match(/[\\d.]+/g).map(Number); return { r: m[0], g: m[1], b: m[2], a: m.length > 3 ? m[3] : 1 }; };
    const channel = (v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; };
    const luminance = (c) => 0.2126 * channel(c.r) + 0.7152 * channel(c.g) + 0.0722 * channel(c.b);
    const over = (top, bottom) => ({ r: top.r * top.a + bottom.r * (1 - top.a), g: top.g * top.a + bottom.g * (1 - top.a), b: top.b * top.a + bottom.b * (1 - top.a), a: 1 });
    const backgroundOf = (el) => {
      const layers = [];
      for (let e = el; e; e = e.parentElement) {
        const bg = parse(getComputedStyle(e).backgroundColor);
        if (bg.a > 0) layers.push(bg);
        if (bg.a >= 1) break;
      }
      return layers.reverse().reduce((below, layer) => over(layer, below), { r: 255, g: 255, b: 255, a: 1 });
    };
    const found = [];
    for (const el of document.querySelectorAll('body *')) {
      const own = [...el.childNodes].filter((n) => n.nodeType === 3 && n.textContent.trim()).map((n) => n.textContent.trim()).join(' ');
      if (!own) continue;
      const style = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      if (style.visibility === 'hidden' || style.display === 'none' || box.width < 2 || box.height < 2 || box.right < 0) continue;
      const fg = parse(style.color);
      const bg = backgroundOf(el);
      const text = over(fg, bg);
      const [hi, lo] = [luminance(text), luminance(bg)].sort((a, b) => b - a);
      const ratio = (hi + 0.05) / (lo + 0.05);
      if (ratio < ${MIN_CONTRAST}) found.push({ text: own.slice(0, 60), ratio: Math.round(ratio * 100) / 100, color: style.color, background: JSON.stringify(bg) });
    }
    return found;
  })()`) as Promise<{ text: string; ratio: number; color: string; background: string }[]>;
}

/** What a person can read and use on this page: nothing sideways, nothing too faint. */
async function expectReadable(page: Page, name: string, width: number): Promise<void> {
  expect(await sidewaysOverflow(page), `${name} at ${width} px scrolls sideways`).toBe(0);
  expect(await lowContrastTexts(page), `${name} at ${width} px`).toEqual([]);
  await page.screenshot({ path: path.join(SCREENSHOTS, `docs-${name}-${width}.png`), fullPage: true });
}

function activeElement(page: Page): Promise<{ result: boolean; text: string; id: string }> {
  return page.evaluate(`({ result: document.activeElement.hasAttribute('data-result'), text: document.activeElement.textContent.trim(), id: document.activeElement.id })`) as Promise<{ result: boolean; text: string; id: string }>;
}

describe('the docs site in Chromium', () => {
  beforeAll(async () => {
    docsDir = mkdtempSync(path.join(tmpdir(), 'arch-mcp-browser-docs-'));
    cpSync(path.join(REPO_ROOT, 'resources'), docsDir, { recursive: true });
    writeFileSync(path.join(docsDir, 'guidelines', 'hostile-markup.md'), HOSTILE);
    [browser, served] = await Promise.all([launchChromium(), serveDocs(docsDir, 180_000)]);
    origin = `http://127.0.0.1:${served.port}`;
    mkdirSync(SCREENSHOTS, { recursive: true });
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await served?.stop();
    rmSync(docsDir, { recursive: true, force: true });
  });

  it.each(VIEWPORTS)('should search, open a result, follow superseded_by and open the ADR log at $width px', async (viewport) => {
    const page = await open(`${origin}/docs`, viewport);
    try {
      expect(await page.locator('h1').innerText()).toBe('Harbourline engineering');
      await expectReadable(page, 'home', viewport.width);

      await page.getByRole('searchbox').fill('RabbitMQ asynchronous messaging');
      await page.getByRole('button', { name: 'Search' }).click();
      await page.waitForURL(/\/docs\/search\?/);
      const results = page.locator('a[data-result]');
      expect(await results.count()).toBeGreaterThan(1);
      await expectReadable(page, 'search', viewport.width);

      await results.filter({ hasText: 'Use RabbitMQ for asynchronous messaging' }).click();
      await page.waitForURL(/\/docs\/doc\/adr\/0002-/);
      expect(await page.locator('h1').innerText()).toBe('2. Use RabbitMQ for asynchronous messaging');
      expect(await page.locator('.badge').first().innerText()).toBe('superseded');
      await expectReadable(page, 'document', viewport.width);

      await page.locator('.notice').getByRole('link', { name: /Replace RabbitMQ with Amazon SNS and SQS/ }).click();
      await page.waitForURL(/\/docs\/doc\/adr\/0009-/);
      expect(await page.locator('h1').innerText()).toBe('ADR-9: Replace RabbitMQ with Amazon SNS and SQS');

      await page.getByRole('link', { name: 'Decision log' }).click();
      await page.waitForURL(/\/docs\/adrs\/adr$/);
      expect(await page.locator('ol.log > li').count()).toBe(20);
      const entry = page.locator('ol.log > li', { hasText: 'ADR-2' }).first();
      expect(await entry.locator('.chain').innerText()).toBe('Superseded by ADR-9 → ADR-16');
      await expectReadable(page, 'adr-log', viewport.width);

      await page.getByRole('link', { name: 'Patterns' }).click();
      await page.waitForURL(/\/docs\/patterns$/);
      expect(await page.locator('ul.entries > li').count()).toBe(8);
      await expectReadable(page, 'patterns', viewport.width);
    } finally {
      await page.close();
    }
  });

  it('should move through the results with the arrow keys and open one with Enter', async () => {
    const page = await open(`${origin}/docs/search?q=${encodeURIComponent('kafka domain events')}`, VIEWPORTS[0]!);
    try {
      await page.locator('body').click({ position: { x: 5, y: 5 } });
      await page.keyboard.press('/');
      expect((await activeElement(page)).id).toBe('q');
      const titles = await page.locator('a[data-result]').allInnerTexts();
      expect(titles.length).toBeGreaterThan(2);
      await page.keyboard.press('ArrowDown');
      expect(await activeElement(page)).toMatchObject({ result: true, text: titles[0] });
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      expect((await activeElement(page)).text).toBe(titles[2]);
      await page.keyboard.press('ArrowUp');
      expect((await activeElement(page)).text).toBe(titles[1]);
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/docs\/doc\//);
      expect(await page.locator('h1').innerText()).toBe(titles[1]!.replace(/^ADR-\d+: /, ''));
    } finally {
      await page.close();
    }
  });

  it('should run nothing a hostile document carries', async () => {
    const page = await browser.context.newPage();
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    try {
      await page.goto(`${origin}/docs/doc/guidelines/hostile-markup`);
      expect(await page.locator('h1').innerText()).toBe('Hostile markup');
      expect(await page.locator('article.doc').innerText()).toContain("<script>window.pwned = 'script'</script>");
      await page.getByText('click me').click();
      expect(await page.evaluate('typeof window.pwned')).toBe('undefined');
      expect(dialogs).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
