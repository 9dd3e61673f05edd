// A person's browser for sign-in tests: follows redirects one at a time, keeps each host's
// cookies, and submits the forms pages render, so the consent page, the identity provider's login
// and every redirect between them run exactly as they would in a browser.

/** Where a navigation stopped: a page (with its HTML) or a redirect the caller asked to stop at. */
export interface Stop {
  url: URL;
  status: number;
  html?: string;
}

export class BrowserAgent {
  private readonly jar = new Map<string, Map<string, string>>();

  private cookieHeader(url: URL): string | undefined {
    const cookies = this.jar.get(url.host);
    return cookies && cookies.size > 0 ? [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') : undefined;
  }

  private keepCookies(url: URL, response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const cookies = this.jar.get(url.host) ?? new Map<string, string>();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
      if (expired) cookies.delete(name);
      else cookies.set(name, value);
      this.jar.set(url.host, cookies);
    }
  }

  /** Forgets one host's cookies (another browser, as far as that host can tell). */
  forget(host: string): void {
    this.jar.delete(host);
  }

  /** Loads `url` and follows redirects until a page renders or `stopAt` says a redirect target is the end. */
  async navigate(start: URL | string, stopAt: (url: URL) => boolean, init: { method?: string; body?: URLSearchParams; origin?: string } = {}): Promise<Stop> {
    let url = new URL(start);
    let request: { method: string; body?: URLSearchParams } = { method: init.method ?? 'GET', body: init.body };
    for (let hops = 0; hops < 20; hops++) {
      const headers: Record<string, string> = { accept: 'text/html' };
      const cookie = this.cookieHeader(url);
      if (cookie) headers.cookie = cookie;
      if (request.body) {
        headers['content-type'] = 'application/x-www-form-urlencoded';
        if (init.origin) headers.origin = init.origin;
      }
      const response = await fetch(url, { method: request.method, headers, body: request.body, redirect: 'manual' });
      this.keepCookies(url, response);
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        await response.body?.cancel();
        const next = new URL(location, url);
        if (stopAt(next)) return { url: next, status: response.status };
        url = next;
        request = { method: 'GET' };
        continue;
      }
      return { url, status: response.status, html: await response.text() };
    }
    throw new Error(`more than 20 redirects from ${start}`);
  }

  /** Submits the page's first form with its hidden fields and ticked boxes, replaced by `fields` where named (arrays repeat a name). */
  async submit(page: Stop, fields: Record<string, string | string[]>, stopAt: (url: URL) => boolean): Promise<Stop> {
    const form = /<form[^>]*>[\s\S]*?<\/form>/i.exec(page.html ?? '')?.[0];
    if (!form) throw new Error(`no form on ${page.url}: ${page.html?.slice(0, 300)}`);
    const action = /action="([^"]*)"/i.exec(form)?.[1];
    const body = new URLSearchParams();
    for (const input of form.matchAll(/<input[^>]*(?:type="hidden"|type="checkbox"[^>]*checked)[^>]*>/gi)) {
      const name = /name="([^"]*)"/.exec(input[0])?.[1];
      const value = /value="([^"]*)"/.exec(input[0])?.[1];
      if (name && !(name in fields)) body.append(name, value?.replace(/&amp;/g, '&') ?? '');
    }
    for (const [name, value] of Object.entries(fields)) for (const v of Array.isArray(value) ? value : [value]) body.append(name, v);
    const target = new URL(action ?? page.url.href, page.url);
    return this.navigate(target, stopAt, { method: 'POST', body, origin: page.url.origin });
  }
}
