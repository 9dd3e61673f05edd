// Functional patterns: a trampoline loops over thunks instead of recursing; a monad's bind returns
// the wrapper (and skips an empty one); combinators and compositions use every function they combine;
// a curried function's last step uses every argument collected on the way.
import type { CodeModel } from '../../../code/model.js';
import { baseTypeName } from '../../../code/model.js';
import { lineIn, loops, returnsIn } from '../../../code/body.js';
import { brokenAll, type Finding, type InvariantCheck, missing } from '../types.js';
import { callsOf, enclosureAt, everyFunction, mentions } from './shared.js';
import { escapeRe } from '../../../text/escape-re.js';
import { everyMethod, named } from '../members.js';

/** Whether the position sits inside a lambda, closure or nested function (deferred, not run now). */
function deferred(model: CodeModel, body: string, index: number): boolean {
  const { blocks } = enclosureAt(body, index, model.language);
  const line = body.slice(body.lastIndexOf('\n', index) + 1, index);
  const statement = body.slice(Math.max(body.lastIndexOf(';', index), body.lastIndexOf('{', index), body.lastIndexOf('\n', index)) + 1, index);
  return /=>|->|\blambda\b|\bfunc\s*\(|\bfunction\s*\(|\bdelegate\b/.test(statement) || /\blambda\b[^:]*:/.test(line) || blocks.some((b) => /=>\s*$|->\s*$|\bfunc\s*\([^)]*\)[^{]*$|\bfunction\s*\(|^def\s|^async\s+def\s|new\s+\w+\s*\([^)]*\)\s*$/.test(b));
}

const RUNNER = /^(get|result|run|trampoline|execute|call|invoke|evaluate|compute|Get|Result|Run|Trampoline|Execute|Invoke|Evaluate|Compute|force|Force|bounce|resolve)$/;
const STEP_DONE = /\b(?:done|Done|complete|Complete|isDone|is_done|IsDone|finished|result|Result)\b|\bcallable\s*\(|typeof\s+\w+\s*===?\s*['"]function|\binstanceof\b|\bis\s+[A-Z]\w*|\.\(type\)|isinstance\s*\(/;

/** Trampoline: a runner evaluates thunks in a loop until one is done; nothing recurses on the call stack. */
export const runsThunksInLoop: InvariantCheck = (model) => {
  const sites = everyMethod(model, { abstract: false });
  const runners = sites.filter(({ method }) => (RUNNER.test(method.name) || /trampoline/i.test(method.name)) && (/\bStream\.iterate\b|\bwhile\b|\bfor\b|\bloop\b/.test(method.body) || callsOf(method).some((c) => c.name === method.name || /^(jump|bounce|next|step|Jump|Bounce|Next|Step)$/.test(c.name))));
  const thunks = /\bmore\s*\(|\bMore\s*\(|\bBounce\b|\bbounce\s*\(|\bsuspend\s*\(|\bThunk\b|\bthunk\b|\bjump\s*\(|Trampoline/i.test(model.stripped);
  if (!runners.length && !thunks) return missing('no trampoline found: expected functions that hand back a finished value or a deferred call (thunk) to run next, and a driver loop that keeps invoking the deferred calls', model.types[0]?.line ?? model.functions[0]?.line);
  const findings: Finding[] = [];
  for (const site of runners) {
    const { method } = site;
    if (loops(method.body).length || /\bStream\.iterate\b|\bIterate\b/.test(method.body)) continue;
    const self = callsOf(method).find((c) => c.name === method.name && (c.receiver === null || !/^(super|base)$/.test(c.receiver)) && !deferred(model, method.body, c.index));
    if (self) findings.push({ message: `${named(site)} evaluates the next step by calling ${method.name}() recursively instead of looping over the thunks, so every bounce still adds a stack frame and deep computations overflow the stack`, line: lineIn(method, self.index) });
  }
  // Steps must hand back a thunk for the recursive call, not make it.
  if (runners.length || thunks) {
    for (const site of sites) {
      const { method } = site;
      if (RUNNER.test(method.name) || runners.some((r) => r.method === method)) continue;
      const returnsThunk = /\bmore\s*\(|\bMore\s*\(|\bBounce\b|\bbounce\s*\(|\bsuspend\s*\(|return\s+(?:\(\s*\)\s*=>|lambda\s*:|func\s*\(\s*\)|\(\)\s*->)/i.test(method.body);
      if (!returnsThunk) continue;
      const direct = callsOf(method).find((c) => c.name === method.name && c.receiver === null && !deferred(model, method.body, c.index));
      if (direct) findings.push({ message: `${named(site)} calls ${method.name}() directly to build its next step instead of returning a thunk that makes the call later, so the recursion still happens on the call stack`, line: lineIn(method, direct.index) });
    }
  }
  return brokenAll(findings);
};

const UNIT = /^(of|pure|just|unit|some|ok|success|from|Of|Pure|Just|Unit|Some|Ok|Success|From|return_|wrap|Wrap|valid|Valid|lift|Lift|right|Right|create|Create)$/;
const BIND = /^(flatMap|bind|map|then|andThen|chain|validate|Bind|Map|Select|SelectMany|and_then|flat_map|fmap|ap|FlatMap|Then|AndThen|Chain|Validate|filter|Filter|orElse|or_else|mapError|recover)$/;
const ABSENCE = /^(Maybe|Option|Optional|Result|Either|Try|Validation|Maybe\w*|Option\w*)$/;
const PRESENT = /^(Just|Some|Right|Ok|Success|Present|Valid|Full|Value|Succ)$/;

/** Monad: bind-like operations return the wrapper so calls chain; on an empty wrapper they skip the function. */
export const bindReturnsWrapper: InvariantCheck = (model) => {
  const findings: Finding[] = [];
  let monads = 0;
  for (const t of model.types) {
    const binds = t.methods.filter((m) => BIND.test(m.name) && !m.isAbstract && !m.isConstructor);
    const family = new Set([t.name, ...t.bases]);
    const unit = t.methods.some((m) => UNIT.test(m.name) || m.isConstructor) || model.types.some((o) => o !== t && o.bases.includes(t.name)) || t.bases.length > 0;
    if (!binds.length || !unit) continue;
    monads++;
    for (const m of binds) {
      const fn = m.params.find((p) => !/^receiver /.test(p.type ?? ''))?.name;
      const rt = baseTypeName(m.returnType);
      const returns = returnsIn(m.body);
      const wraps = (expr: string) => /^(this|self)$/.test(expr) || new RegExp(`\\b(?:new\\s+)?(?:${[...family].map(escapeRe).join('|')})\\b`).test(expr) || /\b(?:of|pure|just|some|ok|success|Of|Just|Some|Ok|Success|empty|Empty|none|None|nothing|Nothing|NONE|EMPTY)\b/.test(expr);
      const typedRaw = rt && !family.has(rt) && !/^(void|Void|this|Self|[A-Z]\w*<.*>)$/.test(rt) && model.language !== 'python' && model.language !== 'javascript' && /^[A-Z]$|^[TURV]\w?$|^(int|string|number|boolean|bool|object|Object|any)$/.test(rt);
      const rawReturn = fn && m.name !== 'flatMap' && !/^(bind|Bind|flat_map|SelectMany|and_then|FlatMap|chain|Chain|then|Then)$/.test(m.name) && returns.some((r) => new RegExp(`^(?:${escapeRe(fn)}\\s*(?:\\.\\s*(?:apply|Invoke|call)\\s*)?\\(|${escapeRe(fn)}\\.(?:apply|test)\\s*\\()`).test(r.expr));
      if ((typedRaw && returns.length && !returns.every((r) => wraps(r.expr))) || rawReturn) {
        findings.push({ message: `${t.name}.${m.name} returns the raw result of the function instead of a new ${t.name}, so the chain breaks: the next call has no wrapper to continue from and its context (absence, errors) is lost`, line: m.line });
        continue;
      }
      const absence = ABSENCE.test(t.name) && !PRESENT.test(t.name) && !t.bases.some((b) => ABSENCE.test(b) && PRESENT.test(t.name));
      if (absence && fn && new RegExp(`\\b${escapeRe(fn)}\\s*(?:\\.\\s*(?:apply|Invoke|call|test)\\s*)?\\(`).test(m.body) && !/\bif\b|\?|\bmatch\b|\bswitch\b|\bisEmpty\b|\bisPresent\b|\bis_none\b|\bis None\b|==\s*null|!=\s*null|===?\s*(?:null|undefined)|!==?\s*(?:null|undefined)|\bnil\b|\bHasValue\b|\bhasValue\b|\bisSome\b|\bisNone\b/.test(m.body)) {
        findings.push({ message: `${t.name}.${m.name} applies ${fn} without checking whether the ${t.name} is empty (or failed), so an absent value is passed to the function instead of short-circuiting the rest of the chain`, line: m.line });
      }
    }
  }
  if (!monads) return missing('no monad found: expected a wrapper type with a unit (of/pure) and a bind (flatMap/bind/then) that takes a function and returns a new wrapper, so computations chain', model.types[0]?.line);
  return brokenAll(findings);
};

const COMBINATOR = /^(and|or|not|andThen|orElse|both|either|plus|union|intersect|combine|alt|seq|then|Or|And|Not|Both|Either|Combine|AndThen|OrElse|and_|or_|not_|both_|either_|without|except|xor|Xor)$/;

/** Combinator: a combinator builds a new function from the ones it combines and uses each of them. */
export const combinatorsUseOperands: InvariantCheck = (model) => {
  const findings: Finding[] = [];
  let combinators = 0;
  for (const site of everyFunction(model)) {
    const { owner, method } = site;
    if (!COMBINATOR.test(method.name) || method.isConstructor) continue;
    const operands = method.params.filter((p) => !/^receiver /.test(p.type ?? '') && (!p.type || !owner || baseTypeName(p.type) === owner.name || /=>|Func|Function|Predicate|func\s*\(|Callable|Finder|Matcher|Parser|Spec|Filter|Rule|Condition/.test(p.type)));
    const self = owner && !method.isStatic;
    if (!operands.length && !self) continue;
    combinators++;
    for (const p of operands) if (!mentions(method.body, p.name)) findings.push({ message: `${named(site)} never uses its argument ${p.name}, so the combined function ignores the part it was asked to combine`, line: method.line });
    const receiverUsed = !self || /\bthis\b|\bself\b/.test(method.body) || (model.language === 'go' && method.params[0] && mentions(method.body, method.params[0].name)) || (owner !== undefined && owner.methods.some((o) => o !== method && callsOf(method).some((c) => c.receiver === null && c.name === o.name)));
    if (self && operands.length && !receiverUsed) findings.push({ message: `${named(site)} builds its result from ${operands.map((p) => p.name).join(', ')} only and ignores the function it was called on, so a.${method.name}(b) behaves like b alone`, line: method.line });
    const passThrough = returnsIn(method.body).find((r) => operands.some((p) => r.expr === p.name) || /^(this|self)$/.test(r.expr));
    if (passThrough && operands.length) findings.push({ message: `${named(site)} returns ${passThrough.expr} unchanged instead of a new function combining its parts, so the combination has no effect`, line: lineIn(method, passThrough.index) });
  }
  if (!combinators) return missing('no combinators found: expected small functions (or function objects) and combinators such as and/or/not that take them and return a new function built from them', model.types[0]?.line ?? model.functions[0]?.line);
  return brokenAll(findings);
};

/** Chains of one-argument lambdas (`a -> b -> c -> …`, `a => b => …`, `lambda a: lambda b: …`, Go func literals). */
function lambdaChains(model: CodeModel): { params: string[]; body: string; index: number }[] {
  const text = model.stripped;
  const out: { params: string[]; body: string; index: number }[] = [];
  const re = model.language === 'python'
    ? /(?:\blambda\s+(\w+)\s*:\s*){2,}/g
    : model.language === 'go'
      ? /(?:\bfunc\s*(?:\w+\s*)?\(\s*(\w+)\s+[^)]*\)\s*(?:func\s*\([^)]*\)\s*)*[\w.*[\]]*\s*\{\s*return\s+){2,}/g
      : /(?:(?:\(\s*)?([A-Za-z_$][\w$]*)(?:\s*:\s*[\w<>[\]., ]+)?(?:\s*\))?\s*(?:=>|->)\s*){2,}/g;
  for (const m of text.matchAll(re)) {
    const chain = m[0];
    const params = model.language === 'python' ? [...chain.matchAll(/lambda\s+(\w+)/g)].map((x) => x[1]) : model.language === 'go' ? [...chain.matchAll(/func\s*(?:\w+\s*)?\(\s*(\w+)\s+/g)].map((x) => x[1]) : [...chain.matchAll(/(?:\(\s*)?([A-Za-z_$][\w$]*)(?:\s*:\s*[\w<>[\]., ]+)?(?:\s*\))?\s*(?:=>|->)/g)].map((x) => x[1]);
    const start = m.index! + chain.length;
    let depth = 0;
    let end = start;
    for (; end < text.length; end++) {
      const c = text[end];
      if ('([{'.includes(c)) depth++;
      else if (')]}'.includes(c)) { if (--depth < 0) break; }
      else if ((c === ';' || c === ',' || c === '\n') && depth === 0 && (model.language !== 'go' || c !== '\n')) break;
    }
    out.push({ params, body: text.slice(start, end), index: m.index! });
  }
  return out;
}

/** Nested Python defs that each take one argument and return the next: def f(a): def g(b): … return g. */
function nestedCurries(model: CodeModel): { params: string[]; body: string; index: number }[] {
  if (model.language !== 'python') return [];
  const out: { params: string[]; body: string; index: number }[] = [];
  for (const f of model.functions) {
    const params = [f.params[0]?.name].filter(Boolean) as string[];
    let body = f.body;
    let inner: RegExpExecArray | null;
    while ((inner = /^\s*def\s+(\w+)\s*\(\s*(\w+)\s*\)\s*:/m.exec(body)) && new RegExp(`return\\s+${inner[1]}\\b`).test(body)) {
      params.push(inner[2]);
      body = body.slice(inner.index + inner[0].length);
    }
    if (params.length >= 2) out.push({ params, body, index: f.line });
  }
  return out;
}

/** Currying: each step takes one argument, and the final step uses every argument gathered along the chain. */
export const curriedUsesEveryArgument: InvariantCheck = (model) => {
  const chains = [...lambdaChains(model), ...nestedCurries(model)];
  if (!chains.length) {
    const multi = everyMethod(model, { abstract: false }).find(({ method }) => method.params.filter((p) => !/^receiver /.test(p.type ?? '')).length >= 3);
    return missing(`${multi ? `${named(multi)} takes all its arguments at once; ` : ''}no curried function found: expected a function that takes one argument and returns a function taking the next, until the last one produces the result`, multi?.method.line ?? model.types[0]?.line ?? model.functions[0]?.line);
  }
  const findings: Finding[] = [];
  for (const c of chains) {
    const unused = c.params.filter((p) => !mentions(c.body, p));
    if (unused.length) findings.push({ message: `the curried function takes ${c.params.join(', ')} one at a time but its final step never uses ${unused.join(', ')}, so the argument supplied at that step is silently ignored`, line: typeof c.index === 'number' && model.language !== 'python' ? model.lineOf(c.index) : c.index });
  }
  return brokenAll(findings);
};

const COMPOSE = /^(compose\w*|pipe\w*|andThen|chain|combine|sequence|Compose\w*|Pipe\w*|AndThen|Chain|then)$/;

/** Function composition: the composed function feeds each function's output into the next. */
export const composesOutputIntoNext: InvariantCheck = (model) => {
  const sites = everyFunction(model).filter(({ method }) => COMPOSE.test(method.name) && method.params.filter((p) => !/^receiver /.test(p.type ?? '')).length >= 1);
  if (!sites.length && !/\.andThen\s*\(|\.compose\s*\(|\breduce\s*\(|\bpipe\s*\(|\bcompose\s*\(/.test(model.stripped)) return missing('no composition found: expected a compose/andThen that takes functions and returns a new function applying them in sequence', model.types[0]?.line ?? model.functions[0]?.line);
  const findings: Finding[] = [];
  for (const site of sites) {
    const { method } = site;
    const fns = method.params.filter((p) => !/^receiver /.test(p.type ?? ''));
    const body = method.body;
    if (/\.andThen\s*\(|\.compose\s*\(|\breduce\w*\s*\(|\bAggregate\s*\(|\bfor\b[^\n]*\b(?:in|of|:|range)\b/.test(body)) continue;
    const unused = fns.filter((p) => !mentions(body, p.name));
    if (unused.length) {
      findings.push({ message: `${named(site)} never applies ${unused.map((p) => p.name).join(', ')}, so the composed function skips that step`, line: method.line });
      continue;
    }
    const nested = fns.some((outer) => fns.some((inner) => inner !== outer && new RegExp(`\\b${escapeRe(outer.name)}\\s*(?:\\.\\s*(?:apply|Invoke|call)\\s*)?\\(\\s*(?:await\\s+)?${escapeRe(inner.name)}\\s*(?:\\.\\s*(?:apply|Invoke|call)\\s*)?\\(`).test(body)))
      || new RegExp(`(\\w+)\\s*(?::=|=)\\s*(?:${fns.map((p) => escapeRe(p.name)).join('|')})\\s*(?:\\.\\s*(?:apply|Invoke|call)\\s*)?\\([^)]*\\)[\\s\\S]*?(?:${fns.map((p) => escapeRe(p.name)).join('|')})\\s*(?:\\.\\s*(?:apply|Invoke|call)\\s*)?\\(\\s*\\1\\b`).test(body);
    if (!nested && fns.length >= 2) findings.push({ message: `${named(site)} applies ${fns.map((p) => p.name).join(' and ')} each to the original input instead of passing the first one's output into the next, so the result is not their composition`, line: method.line });
  }
  return brokenAll(findings);
};
