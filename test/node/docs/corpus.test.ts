// The whole 1,612-doc corpus through parseDoc + resolveCorpus: nothing throws, statuses are found.
// How fast that is belongs to `npm run bench -- --only parse`.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseConfig, parseDoc, resolveCorpus, selectFiles, type ParsedDoc, type ResolvedCorpus } from '../../../src/docs/index';

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');
const corpus = resolve(repoRoot, '../shared/corpus');

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) walk(full, out);
    else out.push(relative(corpus, full).split('\\').join('/'));
  }
  return out;
}

// An independent, deliberately crude test for "this ADR states a status somewhere near the top":
// a status key, label, table row or heading. Docs without one cannot have a known status.
const STATUS_MARKER = /^(?:status:\s*\S|\s{0,3}(?:[-*]\s+)?\**status\**\s*:?\**\s*\S|\|\s*status\s*\||#{1,6}\s*status\b)/im;

describe('the whole corpus', () => {
  let docs: ParsedDoc[];
  let resolved: ResolvedCorpus;

  beforeAll(async () => {
    const config = parseConfig(readFileSync(join(corpus, 'arch-mcp.json'), 'utf8'));
    const paths = selectFiles(walk(corpus).sort(), config);
    const files = paths.map((path) => ({ path, content: readFileSync(join(corpus, path)) }));
    docs = [];
    for (const file of files) docs.push(await parseDoc(file, config));
    resolved = resolveCorpus(docs);
  });

  it('should parse every doc the config selects, with kinds matching the corpus manifest', () => {
    expect(docs).toHaveLength(1612);
    const manifestKinds = new Map(
      readFileSync(join(corpus, 'MANIFEST.tsv'), 'utf8').trim().split('\n').slice(1)
        .map((row) => row.split('\t'))
        .map((cols) => [cols[0], cols[5]] as const),
    );
    const wrong = docs.filter((d) => manifestKinds.get(d.path) !== d.kind).map((d) => d.path);
    expect(wrong).toEqual([]);
  });

  it('should find a known status for nearly every ADR that states one', () => {
    const adrs = docs.filter((d) => d.kind === 'adr');
    const stating = adrs.filter((d) => STATUS_MARKER.test(d.body.split('\n').slice(0, 60).join('\n')) || d.frontMatter.status);
    const known = adrs.filter((d) => d.adr!.status !== 'unknown');
    const missed = stating.filter((d) => d.adr!.status === 'unknown').map((d) => d.path);
    console.log(`ADRs ${adrs.length}, stating a status ${stating.length}, known ${known.length} (${((100 * known.length) / adrs.length).toFixed(1)}%)`);
    // Measured 616 of 899: the rest (EDC, raster-foundry, most of easi-app, MADR/JabRef without
    // a status key) state no status at all, per the corpus's SOURCES.md.
    expect(known.length / adrs.length).toBeGreaterThanOrEqual(0.68);
    // Checked by hand: each of these mentions a status but states none (an unfilled template,
    // an empty Status section, or status examples inside a decision about status fields).
    const statesNoStatus = [
      'cometbft/docs/references/architecture/tendermint-core/adr-036-empty-blocks-abci.md',
      'cometbft/docs/references/architecture/tendermint-core/adr-038-non-zero-start-height.md',
      'cometbft/docs/references/architecture/tendermint-core/adr-041-proposer-selection-via-abci.md',
      'dotcom-rendering/dotcom-rendering/docs/architecture/018-react-hooks.md',
      'madr/docs/decisions/0008-add-status-field.md',
      'madr/docs/decisions/0013-use-yaml-front-matter-for-meta-data.md',
    ];
    expect(missed.filter((path) => !statesNoStatus.includes(path))).toEqual([]);
  });

  it('should resolve the supersede fixtures the corpus documents', () => {
    const byPath = new Map(resolved.manifest.map((d) => [d.path, d]));
    const pairs: [string, string][] = [
      ['govuk-aws/docs/architecture/decisions/0004-dns-definitions-for-hosts-and-services.md', 'govuk-aws/docs/architecture/decisions/0015-dns-infrastructure.md'],
      ['log4brains/docs/adr/20200926-use-the-adr-number-as-its-unique-id.md', 'log4brains/docs/adr/20201016-use-the-adr-slug-as-its-unique-id.md'],
      ['jabref/docs/decisions/0045-use-input-flag-always-for-input-files.md', 'jabref/docs/decisions/0057-allow-positional-input-file-argument.md'],
      ['moj-cloud-platform/architecture-decision-record/021-Multi-cluster.md', 'moj-cloud-platform/architecture-decision-record/036-multi-cluster.md'],
      ['cisa-manage-get-gov/docs/architecture/decisions/0012-user-models.md', 'cisa-manage-get-gov/docs/architecture/decisions/0020-user-models-revisited-plus-whois.md'],
      ['raster-foundry/docs/architecture/adr-0006-workflow-manager.md', 'raster-foundry/docs/architecture/adr-0019-workflow-manager.md'],
      ['simpler-grants-gov/documentation/wiki/product/decisions/adr/2025-03-24-migrate-existing-api-consumers.md', 'simpler-grants-gov/documentation/wiki/product/decisions/adr/2025-05-09-revisiting-soap-proxy.md'],
    ];
    for (const [old, successor] of pairs) {
      expect(byPath.get(old), old).toMatchObject({ status: 'superseded', supersededBy: [successor] });
      expect(byPath.get(successor)!.supersedes, successor).toContain(old);
    }
    expect(byPath.get('govuk-aws/docs/architecture/decisions/0010-terraform-directory-structure.md')).toMatchObject({
      status: 'accepted', amendedBy: ['govuk-aws/docs/architecture/decisions/0017-terraform-data-structure.md'],
    });
  });

  it('should report problems without errors, including the duplicate Brighter ids and the dangling GSA link', () => {
    const { problems } = resolved;
    expect(problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(problems.filter((p) => p.code === 'duplicate-adr-id' && p.path.startsWith('brighter/')).length).toBeGreaterThanOrEqual(13);
    expect(problems).toContainEqual(expect.objectContaining({
      path: 'gsa-fac/docs/architecture/decisions/0014-compliance-documentation.md', code: 'dangling-superseded-by',
    }));
  });

  it('should give every doc a unique uri and a title', () => {
    expect(new Set(resolved.manifest.map((d) => d.uri)).size).toBe(1612);
    expect(resolved.manifest.filter((d) => d.title.trim() === '')).toEqual([]);
  });
});

describe('runtime neutrality', () => {
  it('should import nothing Node- or Cloudflare-specific in src/docs', () => {
    const dir = resolve(repoRoot, 'src/docs');
    const offenders = readdirSync(dir)
      .filter((name) => name.endsWith('.ts'))
      .filter((name) => /from\s+['"](?:node:|cloudflare:|fs['"]|path['"])|\bprocess\.|\bBuffer\b|\bEnv\b/.test(readFileSync(join(dir, name), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
