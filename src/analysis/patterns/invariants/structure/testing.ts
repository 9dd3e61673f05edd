// Invariants of test-code patterns: tests drive the UI only through page objects (which do not assert),
// each test arranges, acts and asserts once in that order, and a service stub is deterministic and
// can replace the real service.
import type { CodeModel, MethodDecl, TypeDecl } from '../../../code/model.js';
import { matchBrace } from '../../../code/brace-model.js';
import { creations, lineIn } from '../../../code/body.js';
import { brokenAll, type Finding, type InvariantCheck, missing } from '../types.js';
import { fieldTypeName, methodsOf } from './shared.js';
import { everyMethod, concreteTypes } from '../members.js';

export interface TestCase {
  owner?: TypeDecl;
  name: string;
  body: string;
  /** Line of the first character of `body`. */
  line: number;
}

const TEST_CLASS = /(Tests?|Spec|Specs|IT|Fixture)$/;
const TEST_NAME = /^(test|should|it_|Test[A-Z_]|given|when)\w*|Test$|_should_|_test$/;

/** Test methods and functions: in test classes, named like tests, Go's TestX(t), and JS/TS it()/test() blocks. */
export function testCases(model: CodeModel): TestCase[] {
  const out: TestCase[] = [];
  for (const { owner, method } of everyMethod(model).filter((x) => !x.method.isConstructor && !x.method.isAbstract)) {
    const inTestClass = owner && TEST_CLASS.test(owner.name) && !/^(setUp|set_up|tearDown|tear_down|setup|before\w*|after\w*|init\w*|Dispose)$/i.test(method.name);
    if (inTestClass || TEST_NAME.test(method.name) || (model.language === 'go' && /^Test/.test(method.name))) out.push({ owner, name: method.name, body: method.body, line: method.bodyLine });
  }
  if (model.language === 'typescript' || model.language === 'javascript') {
    for (const m of model.stripped.matchAll(/\b(?:it|test)\s*\(\s*(['"`])\s*\1\s*,\s*(?:async\s*)?(?:\([^)]*\)|\w+)\s*=>\s*\{/g)) {
      const open = m.index! + m[0].length - 1;
      const close = matchBrace(model.stripped, open);
      out.push({ name: `test at line ${model.lineOf(m.index!)}`, body: model.stripped.slice(open + 1, close), line: model.lineOf(open + 1) });
    }
  }
  return out;
}

const caseName = (t: TestCase) => (t.owner ? `${t.owner.name}.${t.name}` : t.name);
const lineOfCase = (t: TestCase, index: number) => t.line + t.body.slice(0, index).split('\n').length - 1;

const DRIVER = /\b(?:driver|webDriver|browser|page|wd|_driver)\s*\.\s*(?:findElements?|find_elements?(?:_by_\w+)?|FindElements?|locator|getBy\w+|get_by_\w+|\$\$?|click|fill|type|check|hover|selectOption|select_option|querySelector(?:All)?|waitForSelector|wait_for_selector)\s*\(|\bBy\s*\.\s*(?:id|xpath|cssSelector|name|className|linkText|tagName|Id|XPath|CssSelector|Name|ClassName|ID|XPATH|CSS_SELECTOR|CLASS_NAME)\b|\bcy\s*\.\s*get\s*\(/;
const PAGE = /(Page|PageObject|Screen|Dialog|Panel)$/;

/** Page object: tests interact with the UI only through page-object methods, never through locators or the driver. */
export const testsUsePageMethods: InvariantCheck = (model) => {
  const pages = concreteTypes(model, { enums: false }).filter((t) => PAGE.test(t.name) && !TEST_CLASS.test(t.name));
  if (!pages.length) return missing('no page object found: expected a class per page (for example LoginPage) that holds the locators and the driver and offers methods such as login(user, password) for tests to call', model.types[0]?.line);
  const findings: Finding[] = [];
  for (const t of testCases(model).filter((x) => !x.owner || !pages.includes(x.owner))) {
    const raw = DRIVER.exec(t.body);
    if (raw) findings.push({ message: `${caseName(t)} works the page directly (${raw[0].replace(/\s*\($/, '').replace(/\s+/g, '')}) instead of calling ${pages[0].name}'s methods, so locators leak into the test and every UI change breaks tests instead of one page class`, line: lineOfCase(t, raw.index) });
  }
  return brokenAll(findings);
};

const ASSERT = /\b(?:assert\w*|Assert\s*\.\s*\w+|expect\s*\(|assertThat|self\s*\.\s*assert\w*|t\s*\.\s*(?:Error|Errorf|Fatal|Fatalf|Fail|FailNow)\b|require\s*\.\s*\w+|Should\s*\(|\.should\b|\.Should\s*\(|verify\s*\()/;

/** Page object: verification stays in the tests; page objects expose state but do not assert. */
export const pageObjectsDoNotAssert: InvariantCheck = (model) => {
  const pages = concreteTypes(model, { enums: false }).filter((t) => PAGE.test(t.name) && !TEST_CLASS.test(t.name));
  if (!pages.length) return missing('no page object found: expected a class per page (for example LoginPage) whose methods perform the page\'s actions', model.types[0]?.line);
  const findings: Finding[] = [];
  for (const p of pages) for (const m of methodsOf(p)) {
    const a = ASSERT.exec(m.body);
    if (a) findings.push({ message: `${p.name}.${m.name} makes an assertion (${a[0].replace(/\s*\($/, '')}), so the page object decides what a test expects; page objects should return state and leave the verdict to the tests`, line: lineIn(m, a.index) });
  }
  return brokenAll(findings);
};

const QUERY_CALL = /^(get|is|has|size|length|count|to|find|contains|equals|Get|Is|Has|Count|To|Find|Contains|Equals|len|str|repr)\w*$/;

/** Arrange/Act/Assert: once a test starts asserting it does not act on the object under test again. */
export const phasesInOrder: InvariantCheck = (model) => {
  const cases = testCases(model);
  if (!cases.length) return missing('no tests found: expected test methods that arrange the objects, act once on the object under test and then assert the outcome', model.types[0]?.line);
  const findings: Finding[] = [];
  for (const t of cases) {
    let offset = 0;
    let asserted = false;
    let acted: { text: string; index: number } | undefined;
    for (const line of t.body.split('\n')) {
      const here = offset;
      offset += line.length + 1;
      const text = line.trim();
      if (!text) continue;
      if (ASSERT.test(text)) {
        if (acted) {
          findings.push({ message: `${caseName(t)} acts again (${acted.text}) after it has started asserting, so one test runs several act/assert cycles and a failure no longer points at a single behaviour; split it into separate arrange-act-assert tests`, line: lineOfCase(t, acted.index) });
          break;
        }
        asserted = true;
        continue;
      }
      const call = /^(?:await\s+)?(?:[\w$]+\s*\.\s*)+([\w$]+)\s*\([^;]*\)\s*;?$/.exec(text);
      if (asserted && call && !QUERY_CALL.test(call[1]) && !/^(?:console|System|LOGGER|log|logger|fmt|print)\b/.test(text)) acted = { text: text.replace(/;$/, ''), index: here + line.indexOf(text) };
    }
  }
  return brokenAll(findings);
};

const STUB = /^(Stub|Fake|Dummy|InMemory|Canned|Mock)\w*|\w*(Stub|Fake|Dummy|Canned)$/;
const UNSTABLE = /\bnew\s+Random\b|\bRandom\s*\(|\brandom\s*\.\s*\w+\s*\(|Math\s*\.\s*random\s*\(|\brand\s*\.\s*\w+\s*\(|Thread\s*\.\s*sleep\s*\(|time\s*\.\s*sleep\s*\(|Task\s*\.\s*Delay\s*\(|setTimeout\s*\(|\bsleep\s*\(|time\s*\.\s*Sleep\s*\(|HttpClient|\bfetch\s*\(|\brequests\s*\.\s*\w+\s*\(|http\s*\.\s*(?:Get|Post)\s*\(|DateTime\s*\.\s*(?:Now|UtcNow)|System\s*\.\s*currentTimeMillis|Date\s*\.\s*now\s*\(|\bnew\s+Date\s*\(\s*\)|time\s*\.\s*Now\s*\(|UUID\s*\.\s*randomUUID|Guid\s*\.\s*NewGuid|uuid\s*\.\s*uuid4/;

/** Service stub: the stub answers deterministically without reaching anything external, and clients can take it instead of the real service. */
export const stubIsDeterministic: InvariantCheck = (model) => {
  const stubs = concreteTypes(model, { enums: false }).filter((t) => STUB.test(t.name));
  if (!stubs.length) return missing('no service stub found: expected a class (for example StubSentimentServer) that implements the service\'s interface with fast, canned answers for tests', model.types[0]?.line);
  const findings: Finding[] = [];
  for (const s of stubs) for (const m of methodsOf(s)) {
    const u = UNSTABLE.exec(m.body);
    if (u) findings.push({ message: `${s.name}.${m.name} depends on ${u[0].replace(/\s*\($/, '').replace(/\s+/g, '')}, so the stub's answers are not fast and repeatable and tests using it are as slow or flaky as the real service`, line: lineIn(m, u.index) });
  }
  const contracts = new Set(stubs.flatMap((s) => s.bases));
  const real = concreteTypes(model, { enums: false }).filter((t) => !stubs.includes(t) && (t.bases.some((b) => contracts.has(b)) || /^Real|^Remote|^Http|^External/.test(t.name)));
  const realNames = new Set(real.map((r) => r.name));
  for (const c of concreteTypes(model, { enums: false }).filter((t) => !stubs.includes(t) && !realNames.has(t.name))) {
    const typed = c.fields.find((f) => realNames.has(fieldTypeName(c, f)));
    const ctor: MethodDecl | undefined = c.methods.find((m) => m.isConstructor && creations(model, m.body).some((x) => realNames.has(x.type)));
    if (typed || ctor) findings.push({ message: `${c.name} depends on the concrete ${typed ? fieldTypeName(c, typed) : creations(model, ctor!.body).find((x) => realNames.has(x.type))!.type}${ctor ? ' it creates itself' : ''}, so tests cannot hand it the stub instead; depend on the service's interface and receive the implementation`, line: typed?.line ?? ctor!.line });
  }
  return brokenAll(findings);
};
