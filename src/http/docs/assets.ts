// The docs site's stylesheet and script, served as files so the pages' Content-Security-Policy can
// forbid every inline script and style. Readable from a 390 px phone to a desktop: nothing scrolls
// sideways (code wraps; only a wide table scrolls, inside its own box), and every text colour keeps
// a contrast of at least 4.5:1 against what it sits on.

export const SITE_CSS = `
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font:16px/1.55 system-ui,-apple-system,"Segoe UI",sans-serif;color:#1d2330;background:#fff;overflow-wrap:anywhere}
a{color:#1a56c4}
a:visited{color:#5b3ea8}
a:focus-visible,button:focus-visible,input:focus-visible,select:focus-visible,summary:focus-visible{outline:3px solid #1a56c4;outline-offset:2px}
.skip{position:absolute;left:-9999px}
.skip:focus{left:1rem;top:.5rem;background:#fff;color:#1a56c4;padding:.25rem .5rem;z-index:1}
header.site{background:#14213d;color:#fff}
header.site .bar{max-width:64rem;margin:0 auto;padding:.7rem 1rem;display:flex;flex-wrap:wrap;gap:.4rem 1.25rem;align-items:center}
header.site a,header.site a:visited{color:#fff;text-decoration:none}
header.site a:hover,header.site a[aria-current=page]{text-decoration:underline;text-underline-offset:4px}
header.site a:focus-visible,header.site button:focus-visible{outline-color:#fff}
.brand{font-weight:700;font-size:1.1rem;margin-right:auto}
header.site nav{display:flex;flex-wrap:wrap;gap:.25rem 1rem;align-items:center}
header.site form{margin:0}
header.site button{font:inherit;background:#14213d;color:#fff;border:1px solid #c9d3e6;border-radius:4px;padding:.05rem .6rem;cursor:pointer}
main{max-width:64rem;margin:0 auto;padding:1rem 1rem 3rem}
h1{font-size:1.75rem;line-height:1.25;margin:.75rem 0}
h2{font-size:1.3rem;line-height:1.3;margin:1.75rem 0 .5rem}
h3{font-size:1.1rem;margin:1.25rem 0 .4rem}
.muted{color:#545c6b}
.badge{display:inline-block;font-size:.8rem;font-weight:600;line-height:1.35;padding:0 .45rem;border-radius:999px;background:#eceef2;color:#30363f;white-space:nowrap}
.badge.accepted,.badge.implemented{background:#e1f3e6;color:#14532d}
.badge.proposed,.badge.draft{background:#e5edfc;color:#1e3a8a}
.badge.superseded,.badge.deprecated{background:#fcefdf;color:#7c2d12}
.badge.rejected{background:#fce7e7;color:#7f1d1d}
.badge.amended{background:#efe9fa;color:#4c1d95}
form.search{display:flex;flex-wrap:wrap;gap:.5rem;margin:1rem 0}
form.search input::placeholder{color:#5f6673;opacity:1}
form.search input{flex:1 1 16rem;min-width:0;font:inherit;color:#1d2330;background:#fff;padding:.45rem .6rem;border:1px solid #6b7385;border-radius:6px}
form.search select{flex:0 1 auto;min-width:0;font:inherit;color:#1d2330;background:#fff;padding:.4rem .4rem;border:1px solid #6b7385;border-radius:6px}
form.search button{font:inherit;padding:.4rem 1rem;border:1px solid #1a56c4;border-radius:6px;background:#1a56c4;color:#fff;cursor:pointer}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
ol.results,ul.entries,ol.log{list-style:none;padding:0;margin:1rem 0}
ol.results>li,ul.entries>li,ol.log>li{padding:.7rem 0;border-top:1px solid #e3e6ec}
.result-title{font-size:1.1rem;font-weight:600}
.meta{display:flex;flex-wrap:wrap;gap:.25rem .6rem;align-items:center;font-size:.9rem;color:#545c6b;margin:.15rem 0}
.excerpt{margin:.3rem 0}
.notice{border-left:4px solid #b45309;background:#fff7e6;padding:.6rem .8rem;margin:1rem 0}
.notice.info{border-left-color:#1a56c4;background:#eef3fc}
.facts{display:grid;grid-template-columns:max-content minmax(0,1fr);gap:.2rem 1rem;margin:1rem 0}
.facts dt{color:#545c6b}
.facts dd{margin:0}
.counts{display:flex;flex-wrap:wrap;gap:.5rem;padding:0;margin:1rem 0;list-style:none}
.counts li{background:#f5f6f8;border:1px solid #e3e6ec;border-radius:6px;padding:.4rem .8rem}
.counts b{font-size:1.25rem;margin-right:.3rem}
.doc-layout{display:grid;grid-template-columns:minmax(0,1fr);gap:1rem}
.outline{font-size:.95rem}
.outline ol{list-style:none;padding:0;margin:.4rem 0}
.outline li{margin:.2rem 0}
.outline .l3{padding-left:1rem}
@media (min-width:60rem){.doc-layout{grid-template-columns:minmax(0,1fr) 15rem;gap:2rem}.outline{grid-column:2;grid-row:1;position:sticky;top:1rem;align-self:start;max-height:calc(100vh - 2rem);overflow-y:auto}}
article.doc{min-width:0}
code{font:.9em/1.45 ui-monospace,SFMono-Regular,Menlo,monospace;background:#f1f2f5;border-radius:4px;padding:.05rem .25rem}
article.doc pre{background:#f1f2f5;padding:.75rem;border-radius:6px;white-space:pre-wrap;overflow-wrap:anywhere}
article.doc pre code{background:none;padding:0}
article.doc table{border-collapse:collapse;display:block;max-width:100%;overflow-x:auto;margin:1rem 0}
article.doc th,article.doc td{border:1px solid #d5d9e0;padding:.3rem .5rem;text-align:left;vertical-align:top;min-width:6rem}
article.doc img{max-width:100%;height:auto}
article.doc blockquote{margin:1rem 0;padding:.1rem 1rem;border-left:4px solid #d5d9e0;color:#3b4252}
.raw,.missing-image{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:.9em;color:#545c6b}
.dead-link{text-decoration:underline dotted}
ol.log>li{display:grid;grid-template-columns:4.5rem minmax(0,1fr);gap:.1rem .75rem}
ol.log .id{font-weight:600;font-variant-numeric:tabular-nums}
.chain{font-size:.9rem}
footer.site{max-width:64rem;margin:0 auto;padding:1rem;color:#545c6b;font-size:.9rem;border-top:1px solid #e3e6ec}
`;

/** Progressive enhancement: arrow keys move through search results, "/" jumps to the search box. */
export const SITE_JS = `
(() => {
  const box = () => document.querySelector('form.search input[name=q]');
  document.addEventListener('keydown', (event) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const active = document.activeElement;
    const typing = active && ['INPUT', 'SELECT', 'TEXTAREA'].includes(active.tagName);
    if (event.key === '/' && !typing) {
      const q = box();
      if (q) { event.preventDefault(); q.focus(); q.select(); }
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const links = [...document.querySelectorAll('a[data-result]')];
    const at = links.indexOf(active);
    if (links.length === 0 || (at < 0 && active !== box())) return;
    event.preventDefault();
    if (event.key === 'ArrowDown') links[Math.min(at + 1, links.length - 1)].focus();
    else if (at <= 0) box()?.focus();
    else links[at - 1].focus();
  });
})();
`;
