// Invariants of data-centred patterns: stages feed each other (pipeline), composites test every part
// (specification), the identity map is consulted first, a unit of work defers writes to commit,
// value objects and money stay immutable and consistent, aggregates and DTOs keep to their roles.
import type { CodeModel, FieldDecl, MethodDecl, TypeDecl } from '../../code/model.js';
import { baseTypeName, isCollectionType, typeArguments } from '../../code/model.js';
import { branches, callsIn, callsOnFieldAt, conditionals, exits, fieldUses, fieldWrites, lineIn, loops, ownMethods, returnsIn } from '../../code/body.js';
import { fieldType, implementorsOf, selfNames } from '../../code/queries.js';
import { methodFacts } from './delegation.js';
import { broken, brokenAll, type Finding, type InvariantCheck, missing, namePattern, ok } from './types.js';
import { everyMethod, named } from './members.js';

/** Pipeline: each stage gets the previous stage's output, not the original input. */
export const stagesFeedEachOther: InvariantCheck = (model) => {
  for (const { owner, method } of everyMethod(model, { constructors: false })) {
    if (!loops(method.body).length) continue;
    const input = method.params.find((p) => !/^(receiver|self|this)$/.test(p.type ?? '') && !/stage|step|handler|filter/i.test(p.name));
    for (const m of method.body.matchAll(/\b(?:for|foreach)\b[^\n{]*?(?:\b(?:in|of|range)\s+|:(?!=)\s*)(?:\w+\.)?_?(\w*(?:stage|step|handler|filter|processor|transform)\w*)/gi)) {
      const tail = method.body.slice(m.index!, m.index! + 400);
      const fed = /(\w+)\s*=\s*(?:await\s+)?\w+(?:\.\w+)?\s*\(\s*\1\b|(\w+)\s*=\s*\w+\.\w+\(\s*\2\s*[,)]/.exec(tail);
      if (fed || /\breduce\b|\bReduce\b|\bAggregate\s*\(|\bfold/.test(method.body)) return ok();
      if (input && new RegExp(`\\w+(?:\\.\\w+)?\\s*\\(\\s*${input.name}\\b`).test(tail)) {
        return broken(`${named(owner, method)} feeds the original ${input.name} into each stage rather than what the stage before it returned, so no stage builds on another and what comes back is only the last stage's output on the raw input`, lineIn(method, m.index!));
      }
    }
  }
  if (/\breduce\b|\bReduce\b|\bAggregate\s*\(|\.pipe\s*\(|\.then\s*\(|\bcompose\b|\bandThen\b/.test(model.stripped)) return ok();
  // Stages composed by nesting: `next.process(current.process(input))`, Go's `square(filterEven(src))` over declared stage functions.
  const declared = new Set(everyMethod(model, { constructors: false }).map(({ method }) => method.name));
  // A stage takes and returns the same kind of thing (`func square(in <-chan int) <-chan int`).
  const stageShaped = everyMethod(model, { constructors: false }).some(({ method }) => method.params.length === 1 && !!method.returnType && method.params[0].type?.trim() === method.returnType.trim());
  if (/(\w+)\.(\w+)\s*\(\s*\w+\.\2\s*\(/.test(model.stripped) || [...model.stripped.matchAll(/\b(\w+)\s*\(\s*(\w+)\s*\(/g)].some((c) => c[1] !== c[2] && (declared.has(c[1]) && declared.has(c[2]) || (stageShaped && (declared.has(c[1]) || declared.has(c[2])))))) return ok();
  return everyMethod(model, { constructors: false }).some(({ method }) => /stage|step|handler/i.test(method.body)) ? ok() : missing('no pipeline found: expected a sequence of stages where each stage receives the output of the one before', model.types[0]?.line);
};

/** Specification: composite specifications (and/or/not) evaluate every part they combine. */
export const compositesTestEveryPart: InvariantCheck = (model) => {
  const evaluate = /^(isSatisfiedBy|IsSatisfiedBy|is_satisfied_by|test|Test|matches|Matches|evaluate|Evaluate|check|Check|apply|__call__|satisfiedBy)$/;
  const findings: Finding[] = [];
  let composite = false;
  const seen = new Map<string, boolean>();
  const implemented = (name: string) => { if (!seen.has(name)) seen.set(name, implementorsOf(model, name).length > 0); return seen.get(name)!; };
  for (const t of model.types) {
    const parts = t.fields.filter((f) => !f.isStatic && (implemented(baseTypeName(fieldType(t, f))) || /^_?(?:left|right|first|second|one|other|a|b|x|y|lhs|rhs|inner|spec\w*|\w*Spec|\w*Specification|\w*Rule|\w*Criteri\w*)$/i.test(f.name)));
    if (parts.length < 2) continue;
    const method = ownMethods(t).find((m) => evaluate.test(m.name));
    if (!method) continue;
    composite = true;
    const ignored = parts.filter((f) => !fieldUses(model, method, f.name).length);
    if (ignored.length) findings.push({ message: `${t.name}.${method.name}() evaluates only ${parts.filter((f) => !ignored.includes(f)).map((f) => f.name).join(', ') || 'part of its specifications'} and ignores ${ignored.map((f) => f.name).join(', ')}, so composed rules silently drop the other criteria`, line: method.line });
  }
  // Specifications as functions: predicate types (`type Spec<T> = (c: T) => boolean`, Predicate<T>, Func<T, bool>, Callable[..., bool]).
  const functional = /\btype\s+\w*(?:Spec|Specification|Rule|Criteri\w*|Predicate)\w*\b|Callable\[\[[^\]]*\]\s*,\s*bool\]|\bfunc\s*\([^)]*\)\s*bool\b/;
  if (!composite && !functional.test(model.stripped) && !/isSatisfiedBy|IsSatisfiedBy|is_satisfied_by|Predicate|Func<\w+,\s*bool>/.test(model.stripped)) return missing('no specification found: expected objects with an isSatisfiedBy(candidate) test that can be combined with and/or/not', model.types[0]?.line);
  return brokenAll(findings);
};

/** Identity map: a finder returns the instance already in the map before loading it again. */
export const consultsMapFirst: InvariantCheck = (model) => {
  const lookup = /\.(get|has|containsKey|ContainsKey|TryGetValue|get_or_none|getOrDefault|GetValueOrDefault|Load|load)\s*\(|\bin\s+(?:self|this)\.\w+|\[\s*\w+\s*\]/;
  for (const t of model.types) {
    const maps = t.fields.filter((f) => /Map|Dictionary|dict|\{\}|Record<|map\[/.test(fieldType(t, f) ?? '') || /map|cache|identit|loaded|registry/i.test(f.name));
    if (!maps.length) continue;
    for (const m of ownMethods(t).filter((x) => /^(find|get|load|byId|findById|getById|Find|Get|Load|fetch|lookup)/i.test(x.name))) {
      const loader = callsIn(m.body).find((c) => /select|query|load|fetch|read|find|get|sql|execute/i.test(c.name) && c.receiver !== null && !maps.some((f) => c.receiver!.endsWith(f.name)));
      if (!loader) continue;
      const map = maps.find((f) => fieldUses(model, m, f.name).length);
      if (!map) return broken(`${t.name}.${m.name} never looks in the identity map before calling ${loader.name}, so every call loads the record again and callers get different instances`, lineIn(m, loader.index));
      const lookedUp = fieldUses(model, m, map.name).some((i) => i < loader.index);
      // Either it returns the registered instance before loading, or it loads only on a miss (`if obj is None: obj = db.load(…)`).
      const early = conditionals(m.body, model.language).some((c) => c.index < loader.index && (lookedUp || lookup.test(c.condition)) && (exits(c.then) || c.then.includes(`${loader.name}(`)))
        || returnsIn(m.body).some((r) => r.index < loader.index && new RegExp(map.name.replace(/^_/, '')).test(r.expr))
        || new RegExp(`(?:\\?\\?|\\|\\||\\bor\\b|getOrElse|computeIfAbsent|GetOrAdd|setdefault)`).test(m.body.slice(0, loader.index + 60)) && fieldUses(model, m, map.name).some((i) => i < loader.index + 60);
      if (!early) return broken(`${t.name}.${m.name} always calls ${loader.name} and builds a new instance instead of returning the one already registered in ${map.name}, so the identity map is never read and the same record is loaded again as a different instance`, lineIn(m, loader.index));
      return ok();
    }
  }
  return missing('no identity map found: expected a finder that returns an already loaded object from a map keyed by id before loading it', model.types[0]?.line);
};

/** Unit of work: registering changes only records them; commit writes them together. */
export const defersWritesToCommit: InvariantCheck = (model, params) => {
  const register = namePattern(params, 'register', '(?:register|mark|track|add|remove|update)\\w*|Register\\w*|Mark\\w*|Track\\w*');
  const commit = namePattern(params, 'commit', 'commit|Commit|save_?changes|SaveChanges\\w*|complete|Complete|flush|Flush');
  for (const t of model.types.filter((x) => x.kind !== 'interface')) {
    const com = ownMethods(t).find((m) => commit.test(m.name) && !m.isAbstract);
    if (!com) continue;
    const gateways = t.fields.filter((f) => !isCollectionType(fieldType(t, f)) && callsOnFieldAt(model, com, f.name).length + ownMethods(t).reduce((n, m) => n + callsOnFieldAt(model, m, f.name).length, 0) > 0 && !/list|set|new|dirty|removed|deleted|changes/i.test(f.name));
    // A gateway that is itself a unit of work (DbContext, Session, EntityManager) only records in Add/persist until commit flushes it.
    const deferring = gateways.filter((g) => callsOnFieldAt(model, com, g.name).some((c) => /^(SaveChanges\w*|saveChanges|save_changes|commit|Commit\w*|flush|Flush\w*|complete|Complete)$/.test(c.name)));
    const findings: Finding[] = [];
    for (const m of ownMethods(t).filter((x) => x !== com && register.test(x.name))) {
      const writes = gateways.filter((g) => !deferring.includes(g)).flatMap((g) => callsOnFieldAt(model, m, g.name));
      if (writes.length) findings.push({ message: `${t.name}.${m.name} sends the change to ${writes[0].receiver} immediately instead of recording it for ${com.name}(), so changes are not batched into a single transaction and a rollback cannot undo them`, line: lineIn(m, writes[0].index) });
    }
    // Writes may be handed over as method references (`pending.forEach(db::insert)`).
    const comWrites = gateways.some((g) => callsOnFieldAt(model, com, g.name).length) || /insert|update|delete|save|write|execute|send|put|post/i.test(callsIn(com.body).map((c) => c.name).join(' '))
      || /::\s*(?:insert|update|delete|save|write|execute|persist|send|store)\w*/i.test(com.body);
    if (!findings.length && !comWrites) findings.push({ message: `${t.name}.${com.name}() does not write the registered changes, so nothing is persisted when the unit of work commits`, line: com.line });
    return brokenAll(findings);
  }
  return missing('no unit of work found: expected an object that registers new, dirty and removed objects and writes them all in commit()', model.types[0]?.line);
};

/** Facade: offers simple operations that orchestrate the subsystems, rather than exposing them. */
export const facadeOrchestrates: InvariantCheck = (model) => {
  for (const t of model.types.filter((x) => x.kind !== 'interface')) {
    const typedSubsystem = (f: FieldDecl) => /^[A-Z]/.test(baseTypeName(fieldType(t, f))) && !/^(String|Integer|Long|Map|List|Set|Date|Logger|ILogger|Clock|Boolean|Double|Decimal|Object|Optional)$/.test(baseTypeName(fieldType(t, f)));
    // Untyped (Python, JS) subsystems show themselves by being called.
    const calledUntyped = (f: FieldDecl) => !fieldType(t, f) && ownMethods(t).some((m) => methodFacts(model, m).called.has(f.name.replace(/^[_#]/, '')));
    const subsystems = t.fields.filter((f) => !f.isStatic && (typedSubsystem(f) || calledUntyped(f)));
    // Subsystems kept as a collection of objects of one role (`List<MineWorker> workers`) that the simple operations drive.
    const crew = t.fields.find((f) => isCollectionType(fieldType(t, f)) && implementorsOf(model, typeArguments(fieldType(t, f))[0] ?? '').length >= 2);
    if (crew && ownMethods(t).filter((m) => fieldUses(model, m, crew.name).length).length >= 2) return ok();
    if (subsystems.length < 2) continue;
    const reached = (m: MethodDecl, depth = 0): Set<string> => {
      const called = methodFacts(model, m).called;
      const out = new Set(subsystems.filter((f) => (called.get(f.name.replace(/^[_#]/, '')) ?? []).some((c) => c.direct)).map((f) => f.name));
      // One level of the facade's own helpers: `placeOrder() { reserve(); charge(); }`.
      if (depth === 0) for (const c of callsIn(m.body).filter((x) => x.receiver === null || /^(this|self)$/.test(x.receiver) || selfNames(model, m).includes(x.receiver))) {
        const helper = ownMethods(t).find((h) => h.name === c.name && h !== m);
        if (helper) for (const f of reached(helper, 1)) out.add(f);
      }
      return out;
    };
    if (ownMethods(t).some((m) => reached(m).size >= 2)) return ok();
    const exposed = subsystems.filter((f) => f.visibility === 'public' || ownMethods(t).some((m) => returnsIn(m.body).some((r) => new RegExp(`^(?:this\\.|self\\.)?_?${f.name.replace(/^_/, '')}$`).test(r.expr))));
    if (exposed.length) return broken(`${t.name} only exposes its subsystems (${exposed.map((f) => f.name).join(', ')}) through public fields or getters; no method coordinates them, so clients still orchestrate the subsystem calls themselves and the facade offers no simplified interface`, t.line);
  }
  return missing('no facade found: expected a class that holds several subsystem objects and offers simple methods that coordinate calls across them', model.types[0]?.line);
};

/** Types that carry data: named for transfer, records, data classes, structs and TS object types without behaviour. */
function dataCarriers(model: CodeModel): TypeDecl[] {
  const named = /dto|transfer|payload|request|response|view|summary|message|command|event|details|info|data$/i;
  const dataOnly = (t: TypeDecl) => t.fields.length > 0 && ownMethods(t).every((m) => /^(get|is|has|to|equals|hashCode|toString|Equals|GetHashCode|ToString|__eq__|__repr__|__hash__|String)/.test(m.name) || !m.body.trim() || /^\s*return\s+(?:this\.|self\.)?_?\w+;?\s*$/.test(m.body));
  return model.types.filter((t) => named.test(t.name) || t.kind === 'record' || (t.kind !== 'interface' && dataOnly(t)) || (t.kind === 'interface' && model.language === 'typescript' && !t.methods.length));
}

/** Data transfer object: carries data only; no service dependencies, no calls in accessors. */
export const plainDataCarrier: InvariantCheck = (model) => {
  const dtos = dataCarriers(model);
  if (!dtos.length && !/\btype\s+\w+\s*=\s*\{|@dataclass|\bBaseModel\b|\bTypedDict\b|\bNamedTuple\b/.test(model.stripped)) {
    return missing('no data transfer object found: expected a plain object (record, data class, struct) that carries the data of one transfer', model.types[0]?.line);
  }
  const findings: Finding[] = [];
  for (const t of dtos.filter((x) => x.kind !== 'interface')) {
    for (const f of t.fields) {
      const ft = baseTypeName(fieldType(t, f));
      if (/(Client|Service|Repository|Repo|Gateway|Dao|Api|Connection|Session|Directory)$/.test(ft)) findings.push({ message: `${t.name} holds a ${ft} (${f.name}) and makes calls through it, so the DTO carries behaviour and service dependencies and each getter becomes a remote call instead of transferring data gathered once`, line: f.line });
    }
  }
  return brokenAll(findings);
};

/** Money: arithmetic combines amounts of one currency only. */
export const sameCurrencyArithmetic: InvariantCheck = (model) => {
  const findings: Finding[] = [];
  for (const t of model.types) {
    const currency = t.fields.find((f) => /currency|unit|ccy/i.test(f.name));
    if (!currency) continue;
    const checked = ownMethods(t).filter((m) => /currency|unit|ccy/i.test(m.body) && /(?:!==?|==|equals|Equals|!=|assert|check|require|throw|raise)/.test(m.body)).map((m) => m.name);
    // An untyped parameter is another amount only when the method reads its parts (`other.cents`), not a plain number.
    const amountParam = (m: MethodDecl) => m.params.filter((p) => !p.type?.startsWith('receiver ')).find((p) => baseTypeName(p.type) === t.name || (!p.type && new RegExp(`\\b${p.name}\\s*\\.\\s*\\w`).test(m.body)));
    for (const m of ownMethods(t).filter((x) => /^(add|plus|subtract|minus|sum|Add|Plus|Subtract|Minus|__add__|__sub__|__radd__|combine)$/.test(x.name) && amountParam(x))) {
      const other = amountParam(m)!;
      const compares = new RegExp(`${other.name}\\s*\\.\\s*_?(?:currency|unit|ccy)|${other.name}\\s*\\.\\s*(?:Currency|Unit)`, 'i').test(m.body) || callsIn(m.body).some((c) => checked.includes(c.name) && c.name !== m.name);
      if (!compares) findings.push({ message: `${t.name}.${m.name}() combines amounts without checking that ${other.name} has the same currency, so amounts in different currencies are silently mixed`, line: m.line });
    }
  }
  return brokenAll(findings);
};

/** Bases that only name a capability (interfaces by convention); any other base may supply value equality. */
const CAPABILITY = /^(?:I[A-Z]\w*|Comparable|Serializable|Cloneable|IEquatable|Iterable|Equatable|Hashable|Protocol|NamedTuple)$/;

/** Whether a Go method has a value receiver, so field writes change a copy (`func (m Money) with(a int) Money`). */
const valueReceiver = (model: CodeModel, m: MethodDecl) => model.language === 'go' && /^\s*func\s*\(\s*\w*\s+[A-Za-z_]/.test(model.lineText(m.line));

/** Value object: immutable, with equality by value. */
export const immutableValue: InvariantCheck = (model) => {
  const findings: Finding[] = [];
  const lines = model.stripped.split('\n');
  for (const t of model.types.filter((x) => x.kind === 'class' || x.kind === 'struct')) {
    if (t.isAbstract || !t.fields.some((f) => !f.isStatic)) continue;
    const setters = ownMethods(t).filter((m) => /^set[A-Z_]|^set |^Set[A-Z]/.test(m.name) && m.visibility !== 'private');
    const mutators = ownMethods(t).filter((m) => !setters.includes(m) && m.visibility !== 'private' && !valueReceiver(model, m) && t.fields.some((f) => !f.isStatic && methodFacts(model, m).written.has(f.name.replace(/^[_#]/, ''))));
    // Fields anyone can reassign: public and not final/readonly (Java, C# fields, TypeScript's default-public fields).
    const writable = model.language === 'java' || model.language === 'csharp' || model.language === 'typescript' ? t.fields.filter((f) => !f.isStatic && !f.isImmutable && f.visibility === 'public' && !t.methods.some((m) => m.name === `set ${f.name}`) && !/\{\s*get\b/.test(lines[f.line - 1] ?? '')) : [];
    // A Python data class is mutable unless frozen.
    const decorator = model.language === 'python' ? /@(?:dataclasses\.)?dataclass\b(?:\(([^)]*)\))?/.exec(lines.slice(Math.max(0, t.line - 3), t.line - 1).join('\n')) : null;
    const thawed = decorator && !/frozen\s*=\s*True/.test(decorator[1] ?? '');
    if (setters.length || mutators.length) findings.push({ message: `${t.name} is mutable: ${[...setters, ...mutators].map((m) => m.name.replace(/^set /, 'set ')).join(', ')} change its fields after construction; a value object must be immutable (return a new instance instead)`, line: (setters[0] ?? mutators[0]).line });
    else if (writable.length) findings.push({ message: `${t.name} is mutable: ${writable.map((f) => f.name).join(', ')} can be reassigned by any caller after construction; a value object must be immutable (make the fields final/readonly)`, line: writable[0].line });
    else if (thawed) findings.push({ message: `${t.name} is a mutable data class: its fields can be reassigned after construction; a value object must be immutable (declare it @dataclass(frozen=True))`, line: t.line });
    // Equality may come from a base the snippet does not show (a ValueObject base class, Lombok's @Value).
    const inherited = t.bases.some((b) => !CAPABILITY.test(b) && !model.types.some((x) => x.name === b && x.kind === 'interface')) || /@(?:Value|EqualsAndHashCode|Data)\b/.test(lines.slice(Math.max(0, t.line - 3), t.line).join('\n'));
    if ((model.language === 'java' || model.language === 'csharp') && t.kind === 'class' && !inherited && !t.methods.some((m) => /^(equals|Equals)$/.test(m.name))) {
      findings.push({ message: `${t.name} keeps the inherited equals/hashCode, so two objects holding identical fields still count as different: equality follows identity, not the value`, line: t.line });
    }
  }
  return brokenAll(findings);
};

/** Aggregate: the root guards its invariants; internal collections and parts cannot be changed from outside. */
export const encapsulatedAggregate: InvariantCheck = (model) => {
  const findings: Finding[] = [];
  for (const t of model.types) {
    for (const f of t.fields.filter((x) => !x.isStatic && isCollectionType(fieldType(t, x)))) {
      const ft = fieldType(t, f) ?? '';
      // A getter typed read-only (`readonly Line[]`, IReadOnlyList, Iterable) hands out a view, not the list itself.
      const readOnly = /IReadOnly|ReadOnly|Immutable|readonly |ReadonlyArray|frozenset|tuple|Iterable|IEnumerable|Sequence|Collection<|Unmodifiable/;
      const exposed = (f.visibility === 'public' && !readOnly.test(ft)) || ownMethods(t).some((m) => m.visibility === 'public' && !readOnly.test(m.returnType ?? '') && returnsIn(m.body).some((r) => new RegExp(`^(?:this\\.|self\\.|${selfNames(model, m).join('|') || 'this'}\\.)?_?${f.name.replace(/^_/, '')};?$`).test(r.expr)));
      const element = typeArguments(ft)[0];
      const child = model.types.find((c) => c.name === element);
      if (exposed && child) findings.push({ message: `${t.name} exposes its internal ${f.name} list of ${child.name} directly, so other code can add or change ${child.name} items and bypass the aggregate root's invariant checks; expose a read-only view and change it only through the root's methods`, line: f.line });
      const setters = child ? child.methods.filter((m) => /^set /.test(m.name) || (/^set[A-Z]/.test(m.name) && m.visibility === 'public')) : [];
      if (child && setters.length) findings.push({ message: `${child.name} has public setters (${setters.map((s) => s.name.replace(/^set /, '')).join(', ')}), so its state can be changed without going through ${t.name}, which encapsulates the aggregate's rules`, line: setters[0].line });
    }
  }
  return brokenAll(findings);
};

/** Event sourcing: state changes are recorded as events appended to a log, and state is rebuilt by replaying them. */
export const appendsEvents: InvariantCheck = (model) => {
  // Events are named for what happened: …Event, or a past-tense name (Deposited, ItemShipped, Withdrawn, InvoicePaid).
  const event = '(?:new\\s+)?&?[A-Z]\\w*(?:Event|ed|en|wn|Paid|Sent|Sold|Made|Lost|Built|Held|Kept|Left)\\b';
  const appends = new RegExp(`\\.(append|Append|push|add|Add|save|Save|emit|record|Record|apply|Apply|raise|Raise|Enqueue|enqueue)\\w*\\s*\\(\\s*${event}|\\bappend\\s*\\(\\s*[\\w.]+\\s*,\\s*${event}|\\b(?:Apply|apply|Raise|raise|Record|record|Emit|emit)\\s*\\(\\s*${event}`).test(model.stripped)
    || /\.(append|Append|push|add|Add|emit|record|Record|apply|Apply|raise|Raise)\w*\s*\(\s*(?:new\s+)?\w*(?:Event|Created|Changed|Updated|Deleted|Deposited|Withdrawn|Added|Removed|Placed|Opened|Closed)\w*/.test(model.stripped);
  const replays = /\b(replay|Replay|rehydrate|Rehydrate|fromEvents|FromEvents|from_events|loadFromHistory|LoadFromHistory|apply|Apply|when|When|on|On|mutate|Mutate|evolve|Evolve)\w*\s*\(/.test(model.stripped) && loops(model.stripped).length > 0;
  // Events as object literals (`this.raise({ type: 'Deposited', amount })`), or a raise/apply method that stores its event in a list.
  const recorded = /\.(raise|Raise|apply|Apply|record|Record|emit|Emit|append|push|add|Add)\w*\s*\(\s*\{\s*(?:type|kind|name)\s*:/.test(model.stripped)
    || model.types.some((t) => ownMethods(t).some((m) => /^(raise|apply|record|emit|append)\w*$/i.test(m.name) && m.params.some((p) => t.fields.some((f) => callsOnFieldAt(model, m, f.name).some((c) => /^(push|add|Add|append)$/.test(c.name)) && new RegExp(`\\(\\s*${p.name}\\s*\\)`).test(m.body)))));
  if ((appends || recorded) && replays) return ok();
  const crud = everyMethod(model, { constructors: false }).find(({ method }) => /\.(save|update|Save|Update|put|Put|upsert)\w*\s*\(/.test(method.body));
  return missing(`${crud ? `${named(crud.owner, crud.method)} overwrites the current state in place; ` : ''}no events are appended to an event store and state is not rebuilt by replaying them, so the history of changes is lost`, crud?.method.line ?? model.types[0]?.line);
};

const INTERPRET = /^(interpret|Interpret|evaluate|Evaluate|eval|Eval|execute|Execute|accept|Accept|__call__|calculate|Calculate|visit|Visit)$/;

/** Interpreter: one class per grammar rule, forming a syntax tree whose nodes interpret themselves. */
export const expressionTree: InvariantCheck = (model) => {
  const base = model.types.find((t) => (t.kind === 'interface' || t.isAbstract) && t.methods.some((m) => INTERPRET.test(m.name)) && implementorsOf(model, t.name).length >= 2);
  if (base) return ok();
  // Duck-typed expression classes (Python, JS): two or more classes interpret, and a nonterminal interprets its children.
  const nodes = model.types.filter((t) => t.kind !== 'interface' && ownMethods(t).some((m) => INTERPRET.test(m.name)));
  if (nodes.length >= 2 && nodes.some((t) => ownMethods(t).some((m) => INTERPRET.test(m.name) && t.fields.some((f) => callsOnFieldAt(model, m, f.name).some((c) => c.name === m.name))))) return ok();
  // A tree of plain data evaluated by one recursive function (TS discriminated unions, Go type switches on node kinds).
  const recursive = everyMethod(model, { constructors: false }).find(({ method }) => /^(interpret|evaluate|eval|calc\w*|run|exec\w*)$/i.test(method.name) && branches(method.body).length >= 2 && new RegExp(`(?<![\\w.])(?:(?:this|self|\\w)\\.)?${method.name}\\s*\\(\\s*\\w+\\.\\w+`).test(method.body));
  if (recursive) return ok();
  return missing('no expression classes found: expected one class per grammar rule (terminal and nonterminal expressions) whose objects form a syntax tree and evaluate themselves through interpret()', model.types[0]?.line);
};
