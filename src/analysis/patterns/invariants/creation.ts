// Invariants of object creation: a builder hands out a new product, a step builder offers build()
// only at the end, dependencies arrive from outside, a template method fixes the algorithm's skeleton.
import type { CodeModel, MethodDecl, ParamDecl, TypeDecl } from '../../code/model.js';
import { baseTypeName } from '../../code/model.js';
import { callsIn, callsOnFieldAt, creations, fieldWrites, lineIn, ownMethods, returnsIn } from '../../code/body.js';
import { fieldType, implementorsOf, selfNames, typeIdentities } from '../../code/queries.js';
import { broken, brokenAll, type Finding, type InvariantCheck, missing, ok } from './types.js';

const BUILD = /^(build|Build|create|Create|getResult|GetResult|result|toProduct|done|finish)$/;

/** Builder: steps collect parts; build() makes a new product each time instead of handing out one it keeps mutating. */
export const buildsNewProduct: InvariantCheck = (model) => {
  for (const t of model.types.filter((x) => x.kind !== 'interface')) {
    const build = ownMethods(t).find((m) => BUILD.test(m.name) && !m.isAbstract && baseTypeName(m.returnType) !== t.name);
    if (!build) continue;
    const steps = ownMethods(t).filter((m) => m !== build && (baseTypeName(m.returnType) === t.name || /\breturn\s+(this|self)\b/.test(m.body) || /^(with|set|add|Set|With|Add)/.test(m.name)));
    for (const r of returnsIn(build.body)) {
      const field = t.fields.find((f) => new RegExp(`^(?:this\\.|self\\.|\\w+\\.)?_?${f.name.replace(/^_/, '')};?$`).test(r.expr));
      const mutatedBySteps = field && steps.some((s) => new RegExp(`\\b(?:this\\.|self\\.|\\w+\\.)?_?${field.name.replace(/^_/, '')}(?:\\s*\\.\\s*\\w+)+\\s*(?:=(?!=)|\\()`).test(s.body));
      if (field && mutatedBySteps) {
        return broken(`${t.name}.${build.name}() returns the same ${field.name} instance that the step methods keep mutating, so every build hands out one shared mutable object and reusing the builder changes products already built; create a new product (or a copy) in ${build.name}()`, lineIn(build, r.index));
      }
    }
    return ok();
  }
  if (model.language === 'go' && /\bfunc\s+With\w+\(/.test(model.stripped)) return ok();
  // Only the builder's contract in view: steps returning the builder and a build() returning the product.
  if (model.types.some((t) => t.kind === 'interface' && t.methods.some((m) => BUILD.test(m.name) && baseTypeName(m.returnType) !== t.name) && t.methods.some((m) => baseTypeName(m.returnType) === t.name))) return ok();
  return missing('no builder found: expected step methods that collect the parts and a build() that returns the finished product', model.types[0]?.line);
};

/** Step builder: each step interface leads to the next; only the last one offers build(). */
export const buildOnlyAtLastStep: InvariantCheck = (model) => {
  // Step interfaces: interfaces, or abstract classes (Python ABCs and Protocols).
  const steps = model.types.filter((t) => t.kind === 'interface' || (t.isAbstract && t.methods.every((m) => m.isAbstract || m.isConstructor)));
  const withBuild = steps.filter((s) => s.methods.some((m) => BUILD.test(m.name)));
  // The final step may be implemented without its interface in view: one class implements the steps and builds.
  const stepsClass = model.types.find((t) => t.kind !== 'interface' && t.bases.filter((b) => steps.some((x) => x.name === b)).length >= 2 && t.methods.some((m) => BUILD.test(m.name)));
  if (steps.length >= 2 && !withBuild.length && stepsClass) return ok();
  if (steps.length < 2 || !withBuild.length) return missing('no step builder found: expected one interface per construction step, each returning the next step, with build() only on the last', model.types[0]?.line);
  const buildStep = withBuild[0];
  const inheriting = steps.filter((s) => s !== buildStep && s.bases.includes(buildStep.name) && s.methods.some((m) => steps.some((x) => x.name === baseTypeName(m.returnType) && x !== buildStep)));
  if (inheriting.length) {
    return broken(`the step interfaces ${inheriting.map((s) => s.name).join(', ')} extend ${buildStep.name}, so build() can be called before the mandatory steps are done and an incomplete object is built; only the final step should offer build()`, inheriting[0].line);
  }
  return ok();
};

const SERVICE = /(Store|Repository|Repo|Client|Service|Mailer|Sender|Gateway|Dao|DAO|Provider|Api|API|Queue|Bus|Publisher|Notifier|Logger|Cache|Database|Db|DB|Connection|Http\w*)$/;

/** Concrete services a constructor builds itself, including classes the snippet does not declare (Python `PostgresRepo()`, Go `&SmtpMailer{}`). */
function builtServices(model: CodeModel, t: TypeDecl, ctor: MethodDecl, implemented: Set<string>): { type: string; index: number }[] {
  const built = creations(model, ctor.body).filter((c) => c.type !== t.name && (implemented.has(c.type) || SERVICE.test(c.type)));
  const declared = new Set(model.types.map((x) => x.name));
  const undeclared = model.language === 'python' ? /(?<![\w.])([A-Z]\w*)\s*\(/g : model.language === 'go' ? /&([A-Z]\w*)\s*\{/g : null;
  if (undeclared) for (const m of ctor.body.matchAll(undeclared)) if (!declared.has(m[1]) && SERVICE.test(m[1]) && !/Error|Exception/.test(m[1])) built.push({ type: m[1], index: m.index! });
  return built;
}

/** Dependency injection: a class receives its collaborators; it does not build concrete ones itself. */
export const receivesDependencies: InvariantCheck = (model) => {
  const abstractions = new Set(model.types.filter((t) => t.kind === 'interface' || t.isAbstract).map((t) => t.name));
  const implemented = new Set(model.types.filter((t) => [...typeIdentities(model, t)].some((b) => b !== t.name && abstractions.has(b))).map((t) => t.name));
  const findings: Finding[] = [];
  for (const t of model.types) {
    for (const ctor of t.methods.filter((m) => m.isConstructor)) {
      const built = builtServices(model, t, ctor, implemented);
      if (built.length) findings.push({ message: `${t.name} constructs its ${built.map((b) => b.type).join(' and ')} itself inside the constructor rather than receiving them as constructor parameters typed by their abstractions, so no other implementation or test double can take their place`, line: lineIn(ctor, built[0].index) });
    }
  }
  if (findings.length) return brokenAll(findings);
  // A parameter typed by an abstraction or a service, also inside an inline dependencies type (`deps: { payments: PaymentGateway }`).
  const dependency = (p: ParamDecl) => (p.type?.match(/[A-Z]\w*/g) ?? []).some((n) => abstractions.has(n) || SERVICE.test(n)) || (!p.type && /store|repo|client|service|mailer|gateway|clock|logger|cache|db|api/i.test(p.name));
  // Constructors, and factory functions or closures that take their collaborators (`func NewHandler(store Store) http.HandlerFunc`).
  const injects = model.types.some((t) => t.methods.some((m) => m.isConstructor && m.params.some(dependency)))
    || model.functions.some((f) => f.params.some((p) => dependency(p) && new RegExp(`\\b${p.name}\\b`).test(f.body)))
    || /@Autowired\b|@Inject\b|\[Inject\]|@inject\b|\binject\s*\(/.test(model.stripped);
  return injects ? ok() : missing('no injected dependency found: expected classes that receive their collaborators (typed by abstractions) through constructor parameters', model.types[0]?.line);
};

/** Methods a base leaves to subclasses: abstract, virtual/open, Python's abstractmethod or `raise NotImplementedError`, or overridden below. */
function hooksOf(model: CodeModel, b: TypeDecl): Set<string> {
  const subs = implementorsOf(model, b.name);
  return new Set(b.methods.filter((m) => m.isAbstract || (m.modifiers ?? []).includes('virtual') || (m.modifiers ?? []).includes('open')
    || (model.language === 'python' && (m.modifiers?.some((d) => d.includes('abstractmethod')) || /^\s*raise\s+NotImplementedError\b/.test(m.body.trim())))
    || subs.some((s) => s.methods.some((x) => x.name === m.name && !x.isConstructor))).map((m) => m.name));
}

/** Template method: the base class fixes the algorithm's steps in one method that subclasses cannot override. */
export const skeletonInBase: InvariantCheck = (model) => {
  // Python bases need not derive from ABC: a base whose steps raise NotImplementedError is abstract by convention.
  const pyAbstract = (t: TypeDecl) => model.language === 'python' && t.methods.some((m) => /^\s*raise\s+NotImplementedError\b/.test(m.body.trim()));
  const bases = model.types.filter((t) => (t.isAbstract || pyAbstract(t)) && t.kind !== 'interface' && implementorsOf(model, t.name).length);
  for (const b of bases) {
    const hooks = hooksOf(model, b);
    const calls = (m: MethodDecl) => callsIn(m.body).filter((c) => hooks.has(c.name) && c.name !== m.name && (c.receiver === null || /^(this|self)$/.test(c.receiver)));
    const template = ownMethods(b).find((m) => !m.isAbstract && !/^\s*raise\s+NotImplementedError\b/.test(m.body.trim()) && new Set(calls(m).map((c) => c.name)).size >= 2);
    if (!template) {
      return broken(`${b.name} has abstract step methods but no method of its own that runs them in order, so every subclass writes the sequence out again and the skeleton the base class should own is repeated and can drift; add a final method in ${b.name} that calls the steps`, b.line);
    }
    const overriders = implementorsOf(model, b.name).filter((s) => s.methods.some((m) => m.name === template.name));
    if (overriders.length) return broken(`${overriders.map((s) => s.name).join(', ')} override${overriders.length === 1 ? 's' : ''} the template method ${template.name}, so subclasses can change the algorithm's structure; make ${b.name}.${template.name} final/non-virtual`, overriders[0].line);
    return ok();
  }
  // Go has no inheritance: the skeleton is a function that calls the steps of an interface it is given.
  if (model.language === 'go') {
    const ifaces = model.types.filter((t) => t.kind === 'interface');
    for (const f of [...model.functions, ...model.types.flatMap((t) => t.methods)]) {
      for (const p of f.params.filter((x) => ifaces.some((i) => i.name === baseTypeName(x.type)))) {
        const steps = new Set(ifaces.find((i) => i.name === baseTypeName(p.type))!.methods.map((m) => m.name));
        const called = new Set(callsIn(f.body).filter((c) => (c.receiver === p.name || c.receiver?.endsWith(`.${p.name}`)) && steps.has(c.name)).map((c) => c.name));
        if (called.size >= 2) return ok();
      }
    }
    for (const t of model.types.filter((x) => x.kind === 'struct')) {
      for (const f of t.fields) {
        const iface = ifaces.find((i) => i.name === baseTypeName(f.type));
        if (!iface) continue;
        const steps = new Set(iface.methods.map((m) => m.name));
        if (t.methods.some((m) => new Set(callsOnFieldAt(model, m, f.name).filter((c) => steps.has(c.name)).map((c) => c.name)).size >= 2)) return ok();
      }
    }
  }
  return missing('no template method found: expected an abstract base class whose concrete method calls abstract steps that subclasses implement', model.types[0]?.line);
};

/**
 * Commands in the CQRS style: a `*Command` class carrying the request's data, handled by a handler whose
 * Handle/handle method takes it (`CancelMeetingCommandHandler.Handle(CancelMeetingCommand c)`).
 */
function handledCommands(model: CodeModel): TypeDecl[] {
  const commands = model.types.filter((t) => t.kind !== 'interface' && (/Command$/.test(t.name) || t.bases.some((b) => /^I?Command(?:Base)?$/.test(b))));
  const handles = model.types.flatMap((t) => t.methods.filter((m) => /^(?:handle|Handle|HandleAsync|handleAsync|__call__|execute|Execute)$/.test(m.name)).map((m) => ({ t, m })));
  return commands.filter((c) => handles.some(({ t, m }) => t !== c && (m.params.some((p) => baseTypeName(p.type) === c.name) || t.name === `${c.name}Handler` || t.bases.some((b) => new RegExp(`\\b${c.name}\\b`).test(b)) || new RegExp(`<\\s*${c.name}\\b`).test(model.lineText(t.line)))));
}

/** Command: requests are objects with execute (and undo that restores what execute changed). */
export const commandObjects: InvariantCheck = (model) => {
  const runName = /^(execute|Execute|run|Run|invoke|Invoke|do|Do|apply|Apply|perform|Perform|call|__call__|ExecuteAsync|executeAsync)$/;
  const runners = model.types.filter((t) => t.kind !== 'interface' && t.methods.some((m) => runName.test(m.name) && !m.isAbstract));
  const contracts = new Set(model.types.filter((t) => (t.kind === 'interface' || t.isAbstract) && t.methods.some((m) => runName.test(m.name))).map((t) => t.name));
  // Command objects implement a command contract (Go: structurally), or (duck-typed) there are several of them.
  const commands = runners.filter((t) => [...typeIdentities(model, t)].some((b) => b !== t.name && contracts.has(b)) || (runners.length >= 2 && !contracts.size));
  if (!commands.length) {
    if (handledCommands(model).length) return ok();
    // Commands written as lambdas or object literals: an invoker keeps or takes values of the command contract
    // (`Deque<Command> history`, `run(c: Command)`), declared as an interface, a TS object type or a Go/C# function type.
    const declared = [...model.stripped.matchAll(/\btype\s+(\w+)\s*=\s*\{[^}]*\b(?:execute|run|undo)\s*[(:]|\btype\s+(\w*(?:Command|Action|Op|Job|Task)\w*)\s+func\s*\(|\bdelegate\s+[\w<>]+\s+(\w*Command\w*)\s*\(/g)].map((m) => m.slice(1).find(Boolean)!);
    // The platform's own command types: Runnable, Callable, Action, Func (an invoker keeping `Deque<Runnable>` runs command objects).
    const names = [...contracts, ...declared, 'Runnable', 'Callable', 'Action', 'ICommand'];
    const contractRe = names.length ? new RegExp(`\\b(?:${names.join('|')})\\b`) : null;
    const held = contractRe && (model.types.some((t) => !contracts.has(t.name) && (t.fields.some((f) => contractRe.test(fieldType(t, f) ?? '')) || t.methods.some((m) => m.params.some((p) => contractRe.test(p.type ?? '')))))
      // TS free functions keep their return type on the signature line (`function addItem(…): Command {`).
      || model.functions.some((f) => contractRe.test(f.returnType ?? /\)\s*:\s*([^={]+)/.exec(model.lineText(f.line))?.[1] ?? '') || f.params.some((p) => contractRe.test(p.type ?? ''))));
    if (held) return ok();
    return missing('no command objects found: expected each request as an object of its own with execute (and undo), which an invoker runs without knowing the receiver that does the work', model.types[0]?.line);
  }
  const findings: Finding[] = [];
  for (const c of commands) {
    const undo = c.methods.find((m) => /^(undo|Undo|unexecute|revert|Revert|rollback|Rollback|UndoAsync|undoAsync)$/.test(m.name));
    if (!undo) continue;
    if (!undo.body.trim() || /^\s*(pass|return;?|\/\/.*)?\s*$/.test(undo.body) || /^\s*(?:\.\.\.|return\s+(?:nil|null|None|Task\.CompletedTask);?)\s*$/.test(undo.body)) {
      findings.push({ message: `${c.name}.${undo.name}() does nothing, so undoing this command leaves its change in place; the command must store the state it changed and restore it`, line: undo.line });
      continue;
    }
    const execute = c.methods.find((m) => runName.test(m.name) && !m.isAbstract)!;
    // Saved state is a field of the command itself assigned in execute (`this.previous = …`), not a write through one (`this.doc.title = …`).
    const own = ['this', 'self', ...selfNames(model, execute)].join('|');
    const saved = c.fields.filter((f) => fieldWrites(model, execute, f.name).some((i) => new RegExp(`^(?:(?:${own})\\s*\\.\\s*)?${f.name.replace(/[$]/g, '\\$&')}\\s*(?:\\[[^\\]]*\\]\\s*)?[-+*/]?=(?!=)`).test(execute.body.slice(i))));
    // Only a command that overwrites state needs to have saved it; "append"/"remove last" undo by the inverse operation.
    const overwrites = /\.\s*(?:set\w*|Set\w*|put|Put|update|Update|replace|Replace)\s*\(|\b\w+\.\w+(?:\[[^\]]*\])?\s*=(?!=)|\w+\[[^\]]+\]\s*=(?!=)/.test(execute.body.replace(/\b(?:this|self)\.\w+\s*=(?!=)/g, '').replace(new RegExp(`\\b(?:${selfNames(model, execute).join('|') || 'this'})\\.\\w+\\s*=(?!=)`, 'g'), ''));
    if (overwrites && !saved.length && !/previous|prev|old|before|snapshot|memento|backup/i.test(undo.body)) {
      findings.push({ message: `${c.name}.${undo.name}() cannot restore the previous value: execute() never stores the state it overwrites, so undo blanks or guesses it instead of restoring what was there`, line: undo.line });
    }
  }
  return brokenAll(findings);
};
