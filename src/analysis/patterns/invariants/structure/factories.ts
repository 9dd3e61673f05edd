// Invariants of families and ready-made objects: each concrete abstract factory makes products of its
// own family only, and clients get products from the factory; an object mother hands out fresh,
// named test objects.
import type { CodeModel, MethodDecl, TypeDecl } from '../../../code/model.js';
import { baseTypeName } from '../../../code/model.js';
import { creations, lineIn, returnsIn } from '../../../code/body.js';
import { matchBrace } from '../../../code/brace-model.js';
import { implementorsOf } from '../../../code/queries.js';
import { brokenAll, type Finding, type InvariantCheck, missing } from '../types.js';
import { methodsOf } from './shared.js';
import { escapeRe } from '../../../text/escape-re.js';
import { everyMethod, named, concreteTypes } from '../members.js';

const MAKER = /^(create|make|new|build|get|Create|Make|New|Build|Get|produce|Produce)_?[A-Za-z]\w*$/;

/** Longest common suffix of two names, cut at a capital letter (`ElfKingdomFactory`, `OrcKingdomFactory` → `KingdomFactory`). */
function commonSuffix(a: string, b: string): string {
  let k = 0;
  while (k < a.length && k < b.length && a[a.length - 1 - k] === b[b.length - 1 - k]) k++;
  const tail = a.slice(a.length - k);
  const cut = tail.search(/[A-Z_]/);
  return cut < 0 ? '' : tail.slice(cut).replace(/^_/, '');
}

/** The family a name belongs to: what is left after dropping the shared role suffix (`ElfCastle` − `Castle` → `elf`). */
const familyOf = (name: string, role: string) => (role && name.endsWith(role) ? name.slice(0, name.length - role.length) : '').replace(/_$/, '').toLowerCase();
const related = (a: string, b: string) => a.startsWith(b) || b.startsWith(a);

/** Types a body constructs: `new X(`, declared classes called in Python, struct literals in Go, and (untyped) any `Capitalised(` call. */
function madeTypes(model: CodeModel, body: string): { type: string; index: number }[] {
  const out = creations(model, body);
  if (model.language === 'python') for (const m of body.matchAll(/(?<![\w.])([A-Z]\w*)\s*\(/g)) out.push({ type: m[1], index: m.index! });
  if (model.language === 'go') for (const m of body.matchAll(/&?\b([A-Z]\w*)\s*\{/g)) out.push({ type: m[1], index: m.index! });
  const seen = new Set<string>();
  return out.filter((x) => !seen.has(`${x.type}@${x.index}`) && seen.add(`${x.type}@${x.index}`)).sort((a, b) => a.index - b.index);
}

/** The role a maker's products share: the declared return type, else the noun in the method name (`createCastle` → Castle). */
function productRole(base: TypeDecl | undefined, maker: string, made: string[]): string {
  const declared = baseTypeName(base?.methods.find((m) => m.name === maker)?.returnType).replace(/^I(?=[A-Z])/, '');
  if (declared && made.every((p) => p.endsWith(declared))) return declared;
  const noun = maker.replace(/^(create|make|new|build|get|produce)_?/i, '').replace(/_/g, '').toLowerCase();
  const sample = made.find((p) => p.toLowerCase().endsWith(noun));
  if (noun && sample) return sample.slice(sample.length - noun.length);
  return made.length > 1 ? made.slice(1).reduce((s, p) => commonSuffix(s, p), made[0]) : '';
}

interface Factories {
  base?: TypeDecl;
  concrete: TypeDecl[];
  makers: string[];
}

/** The abstract factory: an interface (or abstract class, or duck-typed set of *Factory classes) with several make methods. */
function findFactories(model: CodeModel): Factories | undefined {
  for (const base of model.types.filter((t) => t.kind === 'interface' || t.isAbstract)) {
    const makers = base.methods.filter((m) => MAKER.test(m.name) && (m.isAbstract || base.kind === 'interface')).map((m) => m.name);
    const concrete = implementorsOf(model, base.name).filter((t) => t.kind !== 'interface');
    if (makers.length && concrete.length) return { base, concrete, makers };
  }
  const duck = concreteTypes(model, { enums: false }).filter((t) => /Factory$/.test(t.name) && methodsOf(t).filter((m) => MAKER.test(m.name)).length >= 2);
  if (duck.length >= 2) return { concrete: duck, makers: [...new Set(duck.flatMap((t) => methodsOf(t).filter((m) => MAKER.test(m.name)).map((m) => m.name)))] };
  return undefined;
}

/** Abstract factory: each concrete factory makes one consistent family; clients get products only from a factory. */
export const familiesStayConsistent: InvariantCheck = (model) => {
  const found = findFactories(model);
  if (!found) {
    const picker = everyMethod(model).find(({ method }) => MAKER.test(method.name) && /\bswitch\b|\bcase\b|\belif\b|\belse\s+if\b/.test(method.body) && creations(model, method.body).length >= 2);
    return missing(`${picker ? `${named(picker.owner, picker.method)} chooses between product variants with a conditional inside one factory; ` : ''}no abstract factory found: expected a factory interface with one creation method per product and a concrete factory per family implementing it`, picker?.method.line ?? model.types[0]?.line);
  }
  const { concrete, makers } = found;
  const factoryRole = found.base ? commonSuffix(concrete[0].name, found.base.name) || (concrete.length > 1 ? commonSuffix(concrete[0].name, concrete[1].name) : '') : commonSuffix(concrete[0].name, concrete[1].name);
  const families = new Map(concrete.map((f) => [f, familyOf(f.name, factoryRole)]));
  const findings: Finding[] = [];
  const products = new Set<string>();
  for (const maker of makers) {
    const made = concrete.flatMap((f) => methodsOf(f).filter((m) => m.name === maker).flatMap((m) => madeTypes(model, m.body).slice(0, 1).map((c) => ({ f, m, c }))));
    for (const x of made) products.add(x.c.type);
    const role = productRole(found.base, maker, made.map((x) => x.c.type));
    for (const { f, m, c } of made) {
      const own = families.get(f) ?? '';
      const product = familyOf(c.type, role);
      if (!own || !product || related(own, product)) continue;
      const other = concrete.find((o) => o !== f && related(families.get(o) ?? '', product));
      if (other) findings.push({ message: `${f.name}.${m.name} creates ${c.type}, a product of the ${other.name} family, so the products ${f.name} hands out no longer belong together; each concrete factory must create every product of its own family`, line: lineIn(m, c.index) });
    }
  }
  const factoryNames = new Set([...concrete.map((f) => f.name), ...(found.base ? [found.base.name] : [])]);
  for (const { owner, method } of everyMethod(model).filter((x) => !x.owner || (!factoryNames.has(x.owner.name) && !products.has(x.owner.name) && !/Test|Spec/.test(x.owner.name)))) {
    const direct = madeTypes(model, method.body).find((c) => products.has(c.type));
    if (direct) findings.push({ message: `${named(owner, method)} creates ${direct.type} itself instead of asking a factory for it, so this code is tied to one family and switching the factory no longer switches every product`, line: lineIn(method, direct.index) });
  }
  return brokenAll(findings);
};

/** Methods of a TS/JS object literal named like a mother (`export const UserMother = { admin(): User { … } }`). */
function objectLiteralMethods(model: CodeModel): { owner?: TypeDecl; method: MethodDecl }[] {
  if (model.language !== 'typescript' && model.language !== 'javascript') return [];
  const out: { owner?: TypeDecl; method: MethodDecl }[] = [];
  for (const lit of model.stripped.matchAll(/\b(?:const|let|var)\s+(\w*(?:Mother|Fixtures?|TestData)\w*)\s*(?::[^=]+)?=\s*\{/g)) {
    const open = lit.index! + lit[0].length - 1;
    const body = model.stripped.slice(open + 1, matchBrace(model.stripped, open));
    for (const m of body.matchAll(/(?:^|[,{\s])(\w+)\s*\([^)]*\)\s*(?::\s*[^{]+)?\{/g)) {
      const mOpen = open + 1 + m.index! + m[0].length - 1;
      const mBody = model.stripped.slice(mOpen + 1, matchBrace(model.stripped, mOpen));
      out.push({ method: { name: `${lit[1]}.${m[1]}`, visibility: 'public', isStatic: true, isConstructor: false, isAbstract: false, isAsync: false, params: [], line: model.lineOf(mOpen), body: mBody, bodyLine: model.lineOf(mOpen + 1) } });
    }
  }
  return out;
}

const MOTHER_NAME = /(Mother|ObjectMother|Fixtures?|TestData|Examples|Samples)$/;
const NAMED_MAKER = /^(create|make|new|a|an|given|build|default|valid|sample|some|Create|Make|New|A|An|Given|Build|Default|Valid|Sample)[A-Z_]\w*$|^[a-z]+_[a-z_]+$/;

/** Object mother: named methods each return a fresh, ready-made object, never one shared instance. */
export const motherOffersFreshObjects: InvariantCheck = (model) => {
  const holders = model.types.filter((t) => MOTHER_NAME.test(t.name));
  const pool: { owner?: TypeDecl; method: MethodDecl }[] = holders.length
    ? holders.flatMap((t) => methodsOf(t).map((method) => ({ owner: t, method })))
    : model.functions.filter((f) => NAMED_MAKER.test(f.name) && !/^test/i.test(f.name)).map((method) => ({ method }));
  if (!holders.length) pool.push(...objectLiteralMethods(model));
  const makers = pool.filter(({ method }) => returnsIn(method.body).length > 0);
  if (makers.length < 2) return missing('no object mother found: expected a class (for example RoyaltyObjectMother) with named factory methods such as createDrunkKing() that each return a ready-made test object', model.types[0]?.line);
  const shared = new Set<string>();
  for (const t of holders) for (const f of t.fields.filter((x) => x.isStatic || model.language === 'python')) shared.add(f.name.replace(/^_+/, ''));
  for (const m of model.stripped.matchAll(/^(?:(?:export\s+)?(?:var|const|let)\s+)?_{0,2}([A-Za-z]\w*)\s*(?::\s*[^=\n]+)?(?::=|=)\s*(?:new\s+|&)?[A-Z]\w*\s*[({]/gm)) shared.add(m[1]);
  const findings: Finding[] = [];
  for (const { owner, method } of makers) {
    const back = returnsIn(method.body).find((r) => [...shared].some((s) => new RegExp(`^(?:(?:this|self|cls|${owner ? escapeRe(owner.name) : 'this'})\\.)?_{0,2}${escapeRe(s)}\\s*;?$`).test(r.expr)));
    if (back) findings.push({ message: `${named(owner, method)} returns the shared ${back.expr.replace(/;$/, '')} instead of building a new object, so a test that changes it changes it for every other test that asks the mother for one`, line: lineIn(method, back.index) });
  }
  return brokenAll(findings);
};
