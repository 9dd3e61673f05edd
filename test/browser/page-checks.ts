// What the browser tests check on any page a person reads: opened at a viewport size, and how far
// it (or a code block in it) is wider than what shows.
import type { Page } from 'playwright-core';
import type { Browser } from './chromium';

export const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

/** A new page at `viewport`, loaded from `url`. */
export async function openAt(browser: Browser, url: string, viewport: { width: number; height: number }): Promise<Page> {
  const page = await browser.context.newPage();
  await page.setViewportSize(viewport);
  await page.goto(url);
  return page;
}

/** How far the page, or any code or snippet box inside it, is wider than what shows (0 when nothing scrolls sideways). */
export function sidewaysOverflow(page: Page): Promise<number> {
  // Evaluated in the page, which has a DOM; the test's own types describe Node.
  return page.evaluate(
    `Math.max(document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ...[...document.querySelectorAll('pre, code, main, header, footer')].map((e) => e.scrollWidth - e.clientWidth))`,
  ) as Promise<number>;
}
