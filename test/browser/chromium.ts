// Launches the system Chromium (Debian's `chromium` package) through playwright-core, headless,
// offline and with a fresh profile — or fails saying how to install one. It never skips.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { BrowserContext } from 'playwright-core';

/** The browser binary: ARCH_MCP_CHROMIUM, else Debian's. */
export const CHROMIUM_PATH = process.env.ARCH_MCP_CHROMIUM ?? '/usr/bin/chromium';

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface Browser {
  context: BrowserContext;
  close(): Promise<void>;
}

/** Starts Chromium with a fresh user-data directory; the clipboard is readable so copy buttons can be checked. */
export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `no Chromium at ${CHROMIUM_PATH}: the landing-page test needs a real browser. Install one with ` +
        '`sudo apt-get install -y chromium` (Debian/Ubuntu), or set ARCH_MCP_CHROMIUM to a Chromium binary.',
    );
  }
  const profile = mkdtempSync(path.join(tmpdir(), 'arch-mcp-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ARGS,
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
