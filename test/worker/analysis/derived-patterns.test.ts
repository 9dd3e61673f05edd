import { describe, expect, it } from 'vitest';
import { derivePatternRules, resolvePatternName, validateAgainstPattern } from '../../../src/analysis';
import flyweightDoc from '../../../../shared/corpus/java-design-patterns/flyweight/README.md?raw';
import adapterDoc from '../../../../shared/corpus/java-design-patterns/adapter/README.md?raw';
import prototypeDoc from '../../../../shared/corpus/java-design-patterns/prototype/README.md?raw';
import goDecorator from '../../../../shared/corpus/go-patterns/structural/decorator.md?raw';
import { parse } from 'yaml';

/** Splits front matter the way the docs model does, enough for these tests. */
function load(path: string, raw: string) {
  const m = /^---\n([\s\S]*?)\n---\n/.exec(raw);
  const frontMatter = m ? (parse(m[1]) as Record<string, unknown>) : {};
  const body = m ? raw.slice(m[0].length) : raw;
  const title = typeof frontMatter.title === 'string' ? frontMatter.title : (/^#\s+(.*)$/m.exec(body)?.[1] ?? path);
  return { path, title, body, frontMatter, aliases: [] as string[] };
}

const flyweight = load('java-design-patterns/flyweight/README.md', flyweightDoc);
const adapter = load('java-design-patterns/adapter/README.md', adapterDoc);
const prototype = load('java-design-patterns/prototype/README.md', prototypeDoc);
const decorator = load('go-patterns/structural/decorator.md', goDecorator);

describe('derivePatternRules', () => {
  it.each([
    [flyweight, 'flyweight-intrinsic-only'],
    [adapter, 'adapts-other-type'],
    [prototype, 'prototype-returns-copy'],
    [decorator, 'wraps-same-interface'],
  ])('should derive the structural check for $path', (doc, check) => {
    const rules = derivePatternRules(doc);
    expect(rules.map((r) => r.check)).toContain(check);
    expect(rules.every((r) => r.evidence.length > 0)).toBe(true);
  });
});

describe('validateAgainstPattern with derived rules', () => {
  it('should flag extrinsic state kept in a shared flyweight, at the field line', () => {
    const code = 'import java.util.*;\nclass Glyph {\n  final char c;\n  int row;\n  Glyph(char c) { this.c = c; }\n}\nclass Glyphs {\n  private final Map<Character, Glyph> pool = new HashMap<>();\n  Glyph of(char c) { return pool.computeIfAbsent(c, Glyph::new); }\n}';
    const result = validateAgainstPattern({ code, language: 'java' }, flyweight);
    expect(result.compliant).toBe(false);
    expect(result.violations[0]).toMatchObject({ rule: 'flyweight-intrinsic-only', line: 4, severity: 'error' });
    expect(result.violations[0].description).toMatch(/extrinsic/);
    expect(result.checks_applied[0].source).toBe('derived');
  });

  it('should accept a flyweight whose shared state is immutable', () => {
    const code = 'class Glyph { final char c; Glyph(char c) { this.c = c; } void draw(int row) {} }\nclass Glyphs { private final Map<Character, Glyph> pool = new HashMap<>(); }';
    expect(validateAgainstPattern({ code, language: 'java' }, flyweight).compliant).toBe(true);
  });

  it.each([
    ['typescript', 'interface Shape { clone(): Shape }\nclass Circle implements Shape {\n  constructor(public r: number) {}\n  clone(): Shape {\n    return this;\n  }\n}', 5],
    ['python', 'class Circle:\n    def __init__(self, r):\n        self.r = r\n    def clone(self):\n        return self\n', 5],
    ['go', 'type Circle struct { R int }\nfunc (c *Circle) Clone() *Circle {\n\treturn c\n}', 3],
    ['csharp', 'class Circle {\n  public int R;\n  public Circle Clone() {\n    return this;\n  }\n}', 4],
  ])('should catch a %s prototype whose clone returns itself', (language, code, line) => {
    const result = validateAgainstPattern({ code, language }, prototype);
    expect(result.compliant).toBe(false);
    expect(result.violations.find((v) => v.rule === 'prototype-returns-copy')).toMatchObject({ line });
  });

  it.each([
    ['typescript', 'class Circle { constructor(public r: number) {} clone(): Circle { return new Circle(this.r); } }'],
    ['python', 'import copy\nclass Circle:\n    def clone(self):\n        return copy.deepcopy(self)\n'],
    ['go', 'type Circle struct { R int }\nfunc (c *Circle) Clone() *Circle { return &Circle{R: c.R} }'],
  ])('should accept a %s prototype that returns a new copy', (language, code) => {
    expect(validateAgainstPattern({ code, language }, prototype).compliant).toBe(true);
  });

  it('should accept a Go decorator that wraps and forwards to the same interface', () => {
    const code = 'type Handler interface { Serve(r string) string }\ntype logged struct { next Handler }\nfunc (l *logged) Serve(r string) string { return l.next.Serve(r) }';
    expect(validateAgainstPattern({ code, language: 'go' }, decorator).compliant).toBe(true);
  });
});

describe('resolvePatternName', () => {
  const docs = [flyweight, adapter, prototype, decorator];

  it.each(['Flyweight', 'flyweight pattern', 'FLY-WEIGHT', 'Adapter', 'decorator'])('should resolve %j', (name) => {
    const r = resolvePatternName(name, docs);
    expect(r.ok).toBe(true);
  });

  it('should suggest close names for an unknown one', () => {
    const r = resolvePatternName('adaptor', docs);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.suggestions.join(' ')).toMatch(/Adapter/);
  });
});
