// README.md and the guides under docs/ stay true to the repository: every relative link and #anchor
// resolves, every guide is linked from the README, and every command they show exists with the flags
// shown — arch-mcp commands as their own `--help` prints them, npm scripts as package.json lists them,
// `npx tsx` scripts as files that read the flags they are given.
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { anchorsOf, codeLines, flagsIn, githubSlug, invocations, parseUsage, relativeLinks, type CommandUsage, type Invocation } from './doc-checks';

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');
const guides = readdirSync(join(repoRoot, 'docs'))
  .filter((name) => name.endsWith('.md'))
  .map((name) => `docs/${name}`);
const files = ['README.md', ...guides];
const read = (file: string): string => readFileSync(join(repoRoot, file), 'utf8');

function cli(args: string[]): Promise<string> {
  return new Promise((done, fail) => {
    execFile(process.execPath, [join(repoRoot, 'bin/arch-mcp.mjs'), ...args], { cwd: repoRoot }, (err, stdout, stderr) => {
      if (err && err.code !== 0 && !stdout) fail(new Error(`arch-mcp ${args.join(' ')}: ${stderr}`));
      else done(stdout);
    });
  });
}

/** Problems with the links of one file, as `file:line: message`. */
function linkProblems(file: string, markdown: string): string[] {
  const problems: string[] = [];
  for (const { line, target } of relativeLinks(markdown)) {
    const hash = target.indexOf('#');
    const pathPart = decodeURIComponent(hash === -1 ? target : target.slice(0, hash));
    const anchor = hash === -1 ? null : decodeURIComponent(target.slice(hash + 1));
    const resolved = pathPart === '' ? join(repoRoot, file) : resolve(dirname(join(repoRoot, file)), pathPart);
    const where = `${file}:${line}: ${target}`;
    if (relative(repoRoot, resolved).startsWith('..')) {
      problems.push(`${where}: leaves the repository`);
      continue;
    }
    if (!existsSync(resolved)) {
      problems.push(`${where}: no such file`);
      continue;
    }
    if (anchor === null) continue;
    if (!resolved.endsWith('.md') || statSync(resolved).isDirectory()) {
      if (!/^L\d+(-L\d+)?$/.test(anchor)) problems.push(`${where}: an anchor into a file that has no headings`);
      continue;
    }
    const targetText = pathPart === '' ? markdown : readFileSync(resolved, 'utf8');
    if (!anchorsOf(targetText).has(anchor)) problems.push(`${where}: no heading with the anchor #${anchor}`);
  }
  return problems;
}

describe('links in README.md and docs/', () => {
  it.each(files)('should resolve every relative link and anchor in %s', (file) => {
    expect(linkProblems(file, read(file))).toEqual([]);
  });

  it('should link every guide from the README', () => {
    const linked = new Set(relativeLinks(read('README.md')).map(({ target }) => target.split('#')[0]));
    expect(guides.filter((guide) => !linked.has(guide))).toEqual([]);
  });

  it('should keep the README to 15,000 characters', () => {
    expect(read('README.md').length).toBeLessThanOrEqual(15_000);
  });
});

describe('the link checker', () => {
  it('should report a missing file, a missing anchor and a link out of the repository', () => {
    const markdown = ['# Top', '', '[a](docs/missing.md) [b](#nowhere) [c](#top) [d](../../outside.md)', '', '`[e](not-a-link.md)`'].join('\n');
    expect(linkProblems('README.md', markdown)).toEqual([
      'README.md:3: docs/missing.md: no such file',
      'README.md:3: #nowhere: no heading with the anchor #nowhere',
      'README.md:3: ../../outside.md: leaves the repository',
    ]);
  });

  it.each([
    ['Editing docs: `--watch`', 'editing-docs---watch'],
    ["Signing in with the organisation's identity provider (`AUTH_MODE=oauth`)", 'signing-in-with-the-organisations-identity-provider-auth_modeoauth'],
    ['`source_url` in `arch-mcp.json`', 'source_url-in-arch-mcpjson'],
  ])('should give the heading %j the anchor GitHub gives it', (heading, slug) => {
    expect(githubSlug(heading)).toBe(slug);
  });

  it('should number repeated headings and ignore headings inside code blocks', () => {
    const anchors = anchorsOf(['## Limits', '## Limits', '```sh', '# a comment', '```'].join('\n'));
    expect([...anchors]).toEqual(['limits', 'limits-1']);
  });
});

describe('commands in README.md and docs/', () => {
  const usages = new Map<string, CommandUsage>();
  const scripts = JSON.parse(read('package.json')).scripts as Record<string, string>;
  const shown: Array<{ file: string; call: Invocation }> = files.flatMap((file) =>
    codeLines(read(file)).flatMap((code) => invocations(code).map((call) => ({ file, call }))),
  );

  beforeAll(async () => {
    const list = await cli(['--help']);
    const names = [...list.matchAll(/^ {2}([a-z][\w-]*) {2,}/gm)].map((m) => m[1]);
    const helps = await Promise.all(names.map((name) => cli([name, '--help'])));
    names.forEach((name, i) => usages.set(name, parseUsage(name, helps[i])));
  });

  /** Problems with one arch-mcp invocation: its command, subcommand and flags. */
  function cliProblems(where: string, wordsShown: string[]): string[] {
    const [command, next] = wordsShown;
    const problems: string[] = [];
    for (const name of command.split('|')) {
      const usage = usages.get(name);
      if (!usage) {
        problems.push(`${where}: arch-mcp has no command "${name}"`);
        continue;
      }
      if (usage.subcommands && next && /^[a-z][a-z|]*$/.test(next)) {
        for (const sub of next.split('|')) if (!usage.subcommands.has(sub)) problems.push(`${where}: arch-mcp ${name} has no subcommand "${sub}"`);
      }
      for (const flag of flagsIn(wordsShown.slice(1))) if (!usage.flags.has(flag)) problems.push(`${where}: arch-mcp ${name} has no flag ${flag}`);
    }
    return problems;
  }

  function problemsOf({ file, call }: { file: string; call: Invocation }): string[] {
    const where = `${file}:${call.line}`;
    if (call.kind === 'cli') return cliProblems(where, call.words);
    if (call.kind === 'npm') {
      const script = scripts[call.script];
      if (script === undefined) return [`${where}: package.json has no script "${call.script}"`];
      const viaCli = /^node bin\/arch-mcp\.mjs (.*)$/.exec(script);
      return viaCli ? cliProblems(`${where} (npm run ${call.script})`, [...viaCli[1].split(' '), ...call.words]) : [];
    }
    const source = resolve(repoRoot, call.file);
    if (!existsSync(source)) return [`${where}: no script ${call.file}`];
    const text = readFileSync(source, 'utf8');
    return flagsIn(call.words)
      .filter((flag) => !new RegExp(`['"\`]${flag.slice(2)}['"\`]|${flag}\\b|\\b${flag.slice(2)}:`).test(text))
      .map((flag) => `${where}: ${call.file} reads no flag ${flag}`);
  }

  it('should find the commands the README shows', () => {
    const inReadme = shown.filter(({ file }) => file === 'README.md').map(({ call }) => (call.kind === 'cli' ? call.words[0] : call.kind === 'npm' ? `npm:${call.script}` : call.file));
    expect(inReadme).toEqual(expect.arrayContaining(['serve', 'deploy', 'init', 'npm:start', 'npm:deploy']));
  });

  it.each(files)('should show only commands and flags that exist in %s', (file) => {
    expect(shown.filter((s) => s.file === file).flatMap(problemsOf)).toEqual([]);
  });

  it('should report a command, a subcommand, a flag or a script that does not exist', () => {
    const sample = [
      '```sh',
      'npx arch-mcp serve --docs docs --prot 8790',
      'npx arch-mcp publish',
      'npx arch-mcp upstreams list',
      'npm run deploy -- --dry',
      'npm run shipit',
      'npx tsx scripts/no-such-script.ts --fast',
      '```',
      '',
      'A table cell shows `arch-mcp lint [DIR] [--format text\\|json] [--ignor RULE]`, and prose `npx arch-mcp build',
      '--verbos` over two lines.',
    ].join('\n');
    const problems = codeLines(sample).flatMap((code) => invocations(code).map((call) => ({ file: 'sample.md', call }))).flatMap(problemsOf);
    expect(problems).toEqual([
      'sample.md:2: arch-mcp serve has no flag --prot',
      'sample.md:3: arch-mcp has no command "publish"',
      'sample.md:4: arch-mcp upstreams has no subcommand "list"',
      'sample.md:5 (npm run deploy): arch-mcp deploy has no flag --dry',
      'sample.md:6: package.json has no script "shipit"',
      'sample.md:7: no script scripts/no-such-script.ts',
      'sample.md:10: arch-mcp lint has no flag --ignor',
      'sample.md:10: arch-mcp build has no flag --verbos',
    ]);
  });
});
