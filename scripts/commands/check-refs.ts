// `arch-mcp check-refs`: reports the ADRs that code cites, and whether each is still in force.
import { parseArgs } from 'node:util';
import { connectionError } from './call-errors';
import { outputFormat } from './lint';
import { connectToServer, parseHeaders, parseUrl } from '../mcp-client';
import { currentProject } from '../project';
import type { CliCommand } from './types';
import { UsageError } from './types';

export const checkRefsCommand: CliCommand = {
  name: 'check-refs',
  summary: 'find ADR references in code (ADR-0004, links, arch:// URIs) and report which are superseded or unknown',
  usage: [
    'arch-mcp check-refs [PATH]... (--docs DIR | --url MCP_URL [--header K:V]...) [--format text|json|github] [--strict]',
    '  PATH          files or folders to scan (default: the current folder); .gitignore is honoured, binaries',
    '                and files over 1 MiB are skipped, and the docs folder itself is scanned only when named',
    '  --docs DIR    resolve against this docs folder (default: the `docs` of ./arch-mcp.json)',
    '  --url URL     resolve against a running arch-mcp server instead (its read_document tool)',
    '  --header K:V  extra request header for --url, e.g. "Authorization: Bearer <key>"; repeatable',
    '  --format F    text (file:line: status: …, the default), json ({ "references": [...] }) or github',
    '                (annotations on the lines citing superseded, deprecated, unknown or ambiguous ADRs)',
    '  --strict      exit 1 when any reference is superseded, deprecated, unknown or ambiguous',
    'Exit codes: 0 checked, 1 a failing reference under --strict, 2 the check could not be made (bad options,',
    'a docs folder that is not there, a server that cannot be reached).',
    'Statuses: in_force, superseded (with superseded_by), deprecated (also rejected), proposed, unknown, and',
    'ambiguous when several decision logs have the id (the candidates are listed; cite the path instead).',
  ].join('\n'),
  errorExitCode: 2,
  async run(args) {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: { docs: { type: 'string' }, url: { type: 'string' }, header: { type: 'string', multiple: true }, format: { type: 'string' }, strict: { type: 'boolean' } },
    });
    const format = outputFormat(values.format, undefined);
    if (values.docs !== undefined && values.url !== undefined) throw new UsageError('give --docs DIR or --url MCP_URL, not both');
    const paths = positionals.length ? positionals : ['.'];
    const { checkRefs } = await import('../check-refs/check-refs');
    const { localCatalog, remoteCatalog } = await import('../check-refs/catalog');
    const started = performance.now();
    let report;
    if (values.url !== undefined) {
      const url = parseUrl(values.url);
      const { client } = await connectToServer(url, parseHeaders(values.header ?? [])).catch((err: unknown) => {
        throw connectionError(url, err);
      });
      try {
        report = await checkRefs(paths, remoteCatalog(client, url.href));
      } finally {
        await client.close().catch(() => undefined);
      }
    } else {
      const project = currentProject();
      if (values.docs === undefined && project.bundledDocs) {
        throw new UsageError('name the docs to check against: --docs DIR or --url MCP_URL (or run it where arch-mcp.json names the docs folder)');
      }
      report = await checkRefs(paths, await localCatalog(values.docs ?? project.docsDir));
    }
    const { formatGithub, formatJson, formatText } = await import('../check-refs/report');
    const { FAILING_STATUSES } = await import('../check-refs/resolve');
    const strict = values.strict ?? false;
    process.stdout.write(format === 'json' ? formatJson(report.references) : format === 'github' ? formatGithub(report.references, strict) : formatText(report.references));
    const counts = new Map<string, number>();
    for (const r of report.references) counts.set(r.status, (counts.get(r.status) ?? 0) + 1);
    const failing = report.references.filter((r) => FAILING_STATUSES.has(r.status)).length;
    const { binary, large, ignored } = report.skipped;
    process.stderr.write(
      `arch-mcp check-refs: ${report.references.length} ADR reference(s) in ${report.filesScanned} files` +
        `${counts.size ? ` (${[...counts].map(([s, n]) => `${n} ${s}`).join(', ')})` : ''}` +
        `; skipped ${binary} binary, ${large} over 1 MiB, ${ignored} git-ignored` +
        `${report.leftOut ? `; ${report.leftOut} more references left out` : ''}; ${((performance.now() - started) / 1000).toFixed(1)} s` +
        `${strict && failing ? `; failing: ${failing} not in force or not found` : ''}\n`,
    );
    return strict && failing ? 1 : 0;
  },
};
