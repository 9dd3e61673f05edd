// Invariants of object creation: a builder hands out a new product, a step builder offers build()
// only at the end, dependencies arrive from outside, a template method fixes the algorithm's skeleton.
import type { TypeDecl } from '../../code/model.js';
import { baseTypeName } from '../../code/model.js';
import { callsIn, creations, fieldWrites, lineIn, ownMethods, returnsIn } from '../../code/body.js';
import { implementorsOf } from '../../code/queries.js';
import { broken, brokenAll, type Finding, type InvariantCheck, missing, ok } from './types.js';

const BUILD = /^(build|Build|create|Create|getResult|GetResult|result|toProduct|done|finish)$/;

/** Builder: steps collect parts; build() makes a new product each time instead of handing out one it keeps mutating. */
export const buildsNewProduct: InvariantCheck = (model) => {
  for (const t of model.types) {
    const build = ownMethods(t).find((m) => BUILD.test(m.name) && baseTypeName(m.returnType) !== t.name);
    if (!build) continue;
    const steps = ownMethods(t).filter((m) => m !== build && (baseTypeName(m.returnType) === t.name || /\breturn\s+(this|self)\b/.test(m.body) || /^(with|set|add|Set|With|Add)/.test(m.name)));
    for (const r of returnsIn(build.body)) {
      const field = t.fields.find((f) => new RegExp(`^(?:this\\.|self\\.)?_?${f.name.replace(/^_/, '')}$`).test(r.expr));
      const mutatedBySteps = field && steps.some((s) => new RegExp(`\\b(?:this\\.|self\\.)?_?${field.name.replace(/^_/, '')}\\s*\\.\\s*\\w+\\s*(?:=|\\()`).test(s.body));
      if (field && mutatedBySteps) {
        return broken(`${t.name}.${build.name}() returns the same ${field.name} instance that the step methods keep mutating, so every build hands out one shared mutable object and reusing the builder changes products already built; create a new product (or a copy) in ${build.name}()`, lineIn(build, r.index));
      }
    }
    return ok();
  }
  if (model.language === 'go' && /\bfunc\s+With\w+\(/.test(model.stripped)) return ok();
  return missing('no builder found: expected step methods that collect the parts and a build() that returns the finished product', model.types[0]?.line);
};

/** Step builder: each step interface leads to the next; only the last one offers build(). */
export const buildOnlyAtLastStep: InvariantCheck = (model) => {
  const steps = model.types.filter((t) => t.kind === 'interface');
  const withBuild = steps.filter((s) => s.methods.some((m) => BUILD.test(m.name)));
  if (steps.length < 2 || !withBuild.length) return missing('no step builder found: expected one interface per construction step, each returning the next step, with build() only on the last', model.types[0]?.line);
  const buildStep = withBuild[0];
  const inheriting = steps.filter((s) => s !== buildStep && s.bases.includes(buildStep.name) && s.methods.some((m) => steps.some((x) => x.name === baseTypeName(m.returnType) && x !== buildStep)));
  if (inheriting.length) {
    return broken(`the step interfaces ${inheriting.map((s) => s.name).join(', ')} extend ${buildStep.name}, so build() can be called before the mandatory steps are done and an incomplete object is built; only the final step should offer build()`, inheriting[0].line);
  }
  return ok();
};

const SERVICE = /(Store|Repository|Repo|Client|Service|Mailer|Sender|Gateway|Dao|DAO|Provider|Api|API|Queue|Bus|Publisher|Notifier|Logger|Cache|Database|Db|DB|Connection|Http\w*)$/;

/** Dependency injection: a class receives its collaborators; it does not build concrete ones itself. */
export const receivesDependencies: InvariantCheck = (model) => {
  const abstractions = new Set(model.types.filter((t) => t.kind === 'interface' || t.isAbstract).map((t) => t.name));
  const implemented = new Set(model.types.filter((t) => t.bases.some((b) => abstractions.has(b))).map((t) => t.name));
  const findings: Finding[] = [];
  for (const t of model.types) {
    for (const ctor of t.methods.filter((m) => m.isConstructor)) {
      const built = creations(model, ctor.body).filter((c) => c.type !== t.name && (implemented.has(c.type) || SERVICE.test(c.type)));
      if (built.length) findings.push({ message: `${t.name} builds its own ${built.map((b) => b.type).join(' and ')} in its constructor instead of having them injected (received as constructor parameters typed by their abstractions), so the concrete dependencies cannot be swapped or mocked`, line: lineIn(ctor, built[0].index) });
    }
  }
  if (findings.length) return brokenAll(findings);
  const injects = model.types.some((t) => t.methods.some((m) => m.isConstructor && m.params.some((p) => abstractions.has(baseTypeName(p.type)) || SERVICE.test(baseTypeName(p.type)) || (!p.type && /store|repo|client|service|mailer|gateway/i.test(p.name)))));
  return injects ? ok() : missing('no injected dependency found: expected classes that receive their collaborators (typed by abstractions) through constructor parameters', model.types[0]?.line);
};

/** Template method: the base class fixes the algorithm's steps in one method that subclasses cannot override. */
export const skeletonInBase: InvariantCheck = (model) => {
  const bases = model.types.filter((t) => t.isAbstract && t.kind !== 'interface' && implementorsOf(model, t.name).length);
  for (const b of bases) {
    const hooks = new Set(b.methods.filter((m) => m.isAbstract || (m.modifiers ?? []).includes('virtual') || (m.modifiers ?? []).includes('open') || (model.language === 'python' && m.modifiers?.some((d) => d.includes('abstractmethod')))).map((m) => m.name));
    const template = ownMethods(b).find((m) => !m.isAbstract && callsIn(m.body).filter((c) => hooks.has(c.name) && (c.receiver === null || /^(this|self)$/.test(c.receiver))).length >= 2);
    if (!template) {
      return broken(`${b.name} declares the steps as abstract methods but no template method that calls them in a fixed order, so each subclass reimplements the whole algorithm and its structure (the invariant skeleton) is duplicated and can drift; add a final method in ${b.name} that runs the steps`, b.line);
    }
    const overriders = implementorsOf(model, b.name).filter((s) => s.methods.some((m) => m.name === template.name));
    if (overriders.length) return broken(`${overriders.map((s) => s.name).join(', ')} override${overriders.length === 1 ? 's' : ''} the template method ${template.name}, so subclasses can change the algorithm's structure; make ${b.name}.${template.name} final/non-virtual`, overriders[0].line);
    return ok();
  }
  return missing('no template method found: expected an abstract base class whose concrete method calls abstract steps that subclasses implement', model.types[0]?.line);
};

/** Command: requests are objects with execute (and undo that restores what execute changed). */
export const commandObjects: InvariantCheck = (model) => {
  const runName = /^(execute|Execute|run|Run|invoke|Invoke|do|Do|apply|Apply|perform|Perform|call|__call__)$/;
  const runners = model.types.filter((t) => t.kind !== 'interface' && t.methods.some((m) => runName.test(m.name) && !m.isAbstract));
  const contracts = new Set(model.types.filter((t) => (t.kind === 'interface' || t.isAbstract) && t.methods.some((m) => runName.test(m.name))).map((t) => t.name));
  // Command objects implement a command contract, or (duck-typed) there are several of them.
  const commands = runners.filter((t) => t.bases.some((b) => contracts.has(b)) || (runners.length >= 2 && !contracts.size));
  if (!commands.length) {
    const chain = [...model.types.flatMap((t) => ownMethods(t).map((m) => ({ t, m }))), ...model.functions.map((m) => ({ t: undefined as TypeDecl | undefined, m }))].find(({ m }) => (m.body.match(/\belif\b|\belse\s+if\b|\bcase\b/g) ?? []).length >= 2);
    const where = chain ? `${chain.t ? `${chain.t.name}.` : ''}${chain.m.name} handles requests as action strings in an if/elif chain; ` : '';
    return missing(`${where}there are no command objects that encapsulate a request with execute (and undo), so the invoker is not decoupled from the receivers that do the work`, chain?.m.line ?? model.types[0]?.line);
  }
  const findings: Finding[] = [];
  for (const c of commands) {
    const undo = c.methods.find((m) => /^(undo|Undo|unexecute|revert|Revert|rollback|Rollback)$/.test(m.name));
    if (!undo) continue;
    if (!undo.body.trim() || /^\s*(pass|return;?|\/\/.*)?\s*$/.test(undo.body)) {
      findings.push({ message: `${c.name}.${undo.name}() does nothing, so undoing this command leaves its change in place; the command must store the state it changed and restore it`, line: undo.line });
      continue;
    }
    const execute = c.methods.find((m) => runName.test(m.name) && !m.isAbstract)!;
    const saved = c.fields.filter((f) => fieldWrites(model, execute, f.name).length);
    // Only a command that overwrites state needs to have saved it; "append"/"remove last" undo by the inverse operation.
    const overwrites = /\.\s*(?:set\w*|Set\w*|put|Put|update|Update|replace|Replace)\s*\(|\b\w+\.\w+(?:\[[^\]]*\])?\s*=(?!=)|\w+\[[^\]]+\]\s*=(?!=)/.test(execute.body.replace(/\b(?:this|self)\.\w+\s*=(?!=)/g, ''));
    if (overwrites && !saved.length && !/previous|prev|old|before|snapshot|memento|backup/i.test(undo.body)) {
      findings.push({ message: `${c.name}.${undo.name}() cannot restore the previous value: execute() never stores the state it overwrites, so undo blanks or guesses it instead of restoring what was there`, line: undo.line });
    }
  }
  return brokenAll(findings);
};

