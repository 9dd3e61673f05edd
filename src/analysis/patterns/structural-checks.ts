// The structural checks a pattern doc can declare by name, implemented over the code outline per language.

import type { CodeModel, TypeDecl } from '../code/model.js';
import { baseTypeName } from '../code/model.js';
import { callsOnField, fieldType, implementorsOf, typeIdentities } from '../code/queries.js';
import { type CheckOutcome, fail, pass } from './check-types.js';
import type { StructuralCheck } from './rule-schema.js';

const classes = (model: CodeModel) => model.types.filter((t) => t.kind === 'class' || t.kind === 'struct' || t.kind === 'record');

/** The class a singleton-style check is about: one that holds a static instance of itself, else the first class. */
function subjectClass(model: CodeModel): TypeDecl | undefined {
  const own = classes(model).find((t) => t.fields.some((f) => f.isStatic && baseTypeName(f.type) === t.name));
  return own ?? classes(model)[0];
}

function privateConstructor(model: CodeModel): CheckOutcome {
  if (model.language === 'go') {
    // Go has no constructors: an unexported struct only reachable through a package function is the idiom.
    const hidden = model.types.find((t) => t.kind === 'struct' && t.visibility !== 'public');
    return hidden ? pass() : fail('every struct is exported, so callers can build instances directly; unexport it and hand out instances from a function', model.types[0]?.line);
  }
  if (model.language === 'python') {
    const guarded = model.types.some((t) => t.methods.some((m) => m.name === '__new__' || (m.name === '__init__' && /\braise\b/.test(m.body))));
    return guarded ? pass() : fail('nothing stops `ClassName()` from creating more instances; override __new__ or guard __init__', subjectClass(model)?.line);
  }
  const candidates = classes(model).filter((t) => t.methods.some((m) => m.isConstructor));
  const ok = candidates.find((t) => t.methods.filter((m) => m.isConstructor).every((m) => m.visibility === 'private'));
  if (ok) return pass();
  const subject = subjectClass(model);
  const ctor = subject?.methods.find((m) => m.isConstructor);
  if (!subject) return { passed: false, findings: [{ message: 'no class found' }], notApplicable: true };
  return fail(ctor ? `constructor of ${subject.name} is ${ctor.visibility}; make it private so instances come only from the accessor` : `${subject.name} has no private constructor, so the default public one lets anyone create instances`, ctor?.line ?? subject.line);
}

function staticInstanceAccessor(model: CodeModel): CheckOutcome {
  const accessorName = /^(get_?instance|instance|shared|default|current|get|getDefault)$/i;
  if (model.language === 'go') {
    const fn = model.functions.find((f) => f.visibility === 'public' && f.returnType && (/sync\.Once|once\.Do/.test(f.body) || accessorName.test(f.name)));
    return fn ? pass() : fail('no exported function hands out the single instance (e.g. GetInstance using sync.Once)');
  }
  for (const t of model.types) {
    const m = t.methods.find((x) => x.isStatic && !x.isConstructor && (baseTypeName(x.returnType) === t.name || accessorName.test(x.name) || (model.language === 'python' && /\bcls\._?\w*instance/.test(x.body))));
    if (m) return pass();
    const prop = t.fields.find((f) => f.isStatic && f.visibility === 'public' && baseTypeName(f.type) === t.name);
    if (prop) return pass();
  }
  if (model.language === 'python' && /^\w+\s*=\s*\w+\(\)\s*$/m.test(model.stripped)) return pass();
  return fail('no static accessor returns the shared instance (e.g. a static getInstance())', subjectClass(model)?.line);
}

function finalClass(model: CodeModel): CheckOutcome {
  if (model.language === 'go') return pass();
  if (model.language === 'typescript' || model.language === 'javascript') {
    // No `final` keyword: accept a class nobody in the snippet extends.
    const c = subjectClass(model);
    return c && !model.types.some((t) => t.bases.includes(c.name)) ? pass() : fail('the class is extended; it should not be subclassed', c?.line);
  }
  const c = classes(model).find((t) => t.isFinal);
  if (c) return pass();
  const subject = subjectClass(model);
  const word = model.language === 'csharp' ? 'sealed' : model.language === 'python' ? '@final' : 'final';
  return fail(`${subject?.name ?? 'the class'} is not ${word}, so subclasses can change its behaviour`, subject?.line);
}

function noPublicSetters(model: CodeModel): CheckOutcome {
  const findings = [];
  for (const t of model.types) {
    for (const m of t.methods) {
      const setter = /^set[A-Z_]/.test(m.name) || m.name.startsWith('set ') || (model.language === 'go' && /^Set[A-Z]/.test(m.name));
      if (setter && m.visibility === 'public' && !m.isStatic) findings.push({ message: `${t.name}.${m.name.replace(/^set /, '')} is a public setter; state should change only through intention-revealing methods`, line: m.line });
    }
    if (model.language === 'python') {
      const re = /@\w+\.setter/g;
      let x: RegExpExecArray | null;
      while ((x = re.exec(model.stripped))) findings.push({ message: 'property setter exposes state for writing', line: model.lineOf(x.index) });
    }
  }
  return findings.length ? { passed: false, findings } : pass();
}

function implementsInterface(model: CodeModel): CheckOutcome {
  const abstractions = model.types.filter((t) => t.kind === 'interface' || t.isAbstract);
  for (const a of abstractions) if (implementorsOf(model, a.name).length) return pass();
  if (model.types.some((t) => t.kind !== 'interface' && t.bases.length)) return pass();
  return fail('no class implements an interface or extends an abstract type', classes(model)[0]?.line);
}

function delegatesToWrapped(model: CodeModel): CheckOutcome {
  for (const t of classes(model)) {
    const ids = typeIdentities(model, t);
    for (const f of t.fields) {
      const ft = baseTypeName(fieldType(t, f));
      if (f.isStatic) continue;
      const sameContract = ft && ids.has(ft) && ft !== t.name;
      const untyped = !ft && (model.language === 'python' || model.language === 'javascript');
      if (!sameContract && !untyped) continue;
      for (const m of t.methods) {
        if (m.isConstructor) continue;
        if (callsOnField(model, m, f.name).includes(m.name)) return pass();
      }
    }
  }
  return fail('no class forwards calls to a wrapped object of the same interface (e.g. `inner.fetch(...)` inside `fetch`)', classes(model)[0]?.line);
}

function asyncBoundary(model: CodeModel): CheckOutcome {
  const markers: Record<CodeModel['language'], RegExp> = {
    typescript: /\basync\b|\bawait\b|\bPromise\b/,
    javascript: /\basync\b|\bawait\b|\bPromise\b/,
    java: /\bCompletableFuture\b|\bExecutorService\b|@Async\b|\bFuture<|\bExecutors\./,
    go: /\bgo\s+\w|\bchan\b|<-/,
    python: /\basync\s+def\b|\bawait\b|\basyncio\b/,
    csharp: /\basync\b|\bawait\b|\bTask\b/,
  };
  return markers[model.language].test(model.stripped) ? pass() : fail('no asynchronous boundary (async/await, futures, goroutines) found');
}

const CHECKS: Record<StructuralCheck, (model: CodeModel) => CheckOutcome> = {
  'private-constructor': privateConstructor,
  'static-instance-accessor': staticInstanceAccessor,
  'final-class': finalClass,
  'no-public-setters': noPublicSetters,
  'implements-interface': implementsInterface,
  'delegates-to-wrapped': delegatesToWrapped,
  'async-boundary': asyncBoundary,
};

/** Runs one named structural check against an outlined snippet. */
export function runStructuralCheck(check: StructuralCheck, model: CodeModel): CheckOutcome {
  return CHECKS[check](model);
}
