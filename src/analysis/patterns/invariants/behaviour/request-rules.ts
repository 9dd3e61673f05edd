// Patterns that run a request or a context through a set of independent parts: intercepting filters
// all run before the target, a rule engine evaluates every rule and acts only on those that pass, and
// a notification collects every validation error instead of stopping at the first.
import type { CodeModel } from '../../../code/model.js';
import { callsIn, conditionals, exits, lineIn, loops } from '../../../code/body.js';
import { fieldType } from '../../../code/queries.js';
import { brokenAll, type Finding, type InvariantCheck, missing } from '../types.js';
import { callsOf, enclosureAt, everyFunction, inLoop, keywordBlocks, mentions } from './shared.js';
import { escapeRe } from '../../../text/escape-re.js';
import { everyMethod, named } from '../members.js';

const FILTER_RUN = /^(execute|filter|doFilter|process|apply|handle|intercept|invoke|run|before|preHandle|Execute|Filter|DoFilter|Process|Apply|Handle|Intercept|Invoke|Run|check|Check)$/;
const NEXT_PARAM = /^(chain|next|nextFilter|filterChain|nextHandler|handler|successor|continuation|proceed|invocation)$/i;

/** Intercepting filter: every registered filter runs on the request before it reaches the target; a chained filter passes it on. */
export const filtersRunBeforeTarget: InvariantCheck = (model) => {
  const findings: Finding[] = [];
  let found = 0;
  for (const t of model.types) {
    const filters = t.fields.find((f) => /filters|interceptors|middlewares?|chain|handlers/i.test(f.name) || /List<\w*(?:Filter|Interceptor|Middleware)|(?:Filter|Interceptor|Middleware)\[\]/.test(fieldType(t, f) ?? ''));
    if (!filters) continue;
    for (const m of t.methods.filter((x) => loops(x.body).length && mentions(x.body, filters.name.replace(/^_+/, '')))) {
      found++;
      const loopAt = m.body.search(/\bfor\b|\bforeach\b|\.forEach\s*\(|\.ForEach\s*\(|\bwhile\b/);
      const target = t.fields.find((f) => /^_?_?(target|service|app|application|endpoint|handler|servlet|controller|next|Target|Service)$/.test(f.name) && f !== filters);
      if (target) {
        const call = callsOf(m).find((c) => c.receiver !== null && new RegExp(`(?:^|\\.)_?${escapeRe(target.name.replace(/^_+/, ''))}$`).test(c.receiver));
        if (call && call.index < loopAt) findings.push({ message: `${t.name}.${m.name} calls ${target.name}.${call.name}() before running the filters, so the request reaches the target unfiltered (authentication, validation and logging happen too late)`, line: lineIn(m, call.index) });
      }
      const early = [...m.body.slice(loopAt).matchAll(/\breturn\b[^;\n]*|\bbreak\b/g)].find((x) => inLoop(m.body, loopAt + x.index!, model.language) && !enclosureAt(m.body, loopAt + x.index!, model.language).blocks.some((b) => /^(if|elif|else)\b/.test(b)));
      if (early) findings.push({ message: `${t.name}.${m.name} leaves the loop after the first filter (${early[0].trim()}), so the remaining filters never see the request`, line: lineIn(m, loopAt + early.index!) });
    }
  }
  for (const site of everyFunction(model)) {
    const next = site.method.params.find((p) => NEXT_PARAM.test(p.name) || /FilterChain|NextFunction|RequestDelegate|http\.Handler|Handler\b/.test(p.type ?? ''));
    const typedNext = /FilterChain|NextFunction|RequestDelegate|http\.Handler|HandlerFunc|Next\b/.test(next?.type ?? '');
    if (!next || !(typedNext || FILTER_RUN.test(site.method.name) || /Middleware|Filter|Interceptor/i.test(`${site.owner?.name ?? ''} ${site.method.name}`))) continue;
    found++;
    if (!mentions(site.method.body, next.name)) findings.push({ message: `${named(site)} never passes the request on to ${next.name} (no ${next.name}.doFilter()/next() call), so every request that reaches this filter stops here and the target never runs`, line: site.method.line });
  }
  if (!found) return missing('no filter chain found: expected filters that each process a request, held by a filter manager (or chain) that runs all of them before handing the request to its target', model.types[0]?.line ?? model.functions[0]?.line);
  return brokenAll(findings);
};

const EVALUATE = /^(evaluate|matches|test|applies|appliesTo|isSatisfied\w*|condition|check|when|evaluateCondition|Evaluate|Matches|Test|Applies|IsSatisfied\w*|Condition|Check|When|is_satisfied|should_apply|shouldApply|isApplicable|IsApplicable|is_applicable)$/;
const EXECUTE = /^(execute|apply|fire|action|then|run|perform|Execute|Apply|Fire|Action|Then|Run|Perform|act|Act|do_action|doAction)$/;

/** Rule engine: the engine evaluates every rule and runs the action of exactly those whose condition holds. */
export const engineEvaluatesEveryRule: InvariantCheck = (model) => {
  const findings: Finding[] = [];
  let engines = 0;
  for (const site of everyMethod(model, { abstract: false })) {
    const body = site.method.body;
    const loop = /\bfor(?:each)?\b[^\n{]*\b(?:this\.|self\.|\w\.)?_?rules\b|\b(?:this\.|self\.)?_?rules\s*\.\s*(?:forEach|ForEach|stream|filter|map|Where|Select|every|some|all|any)\b|\brange\s+\w+\.rules\b/i.exec(body);
    if (!loop) continue;
    engines++;
    const calls = callsIn(body);
    const evaluate = calls.find((c) => EVALUATE.test(c.name) && c.receiver !== null);
    const execute = calls.find((c) => EXECUTE.test(c.name) && c.receiver !== null && (!evaluate || c.receiver === evaluate.receiver));
    const guarded = execute && (enclosureAt(body, execute.index, model.language).blocks.some((b) => /^(if|elif)\b/.test(b)) || (evaluate !== undefined && new RegExp(`\\.(?:filter|Where|takeWhile)\\s*\\([^;]*\\b${escapeRe(evaluate.name)}\\b`).test(body)));
    if (execute && !guarded) {
      findings.push({ message: `${named(site)} runs each rule's ${execute.name}() without first checking its ${evaluate?.name ?? 'condition'}(), so the actions of rules whose condition fails are executed too`, line: lineIn(site.method, execute.index) });
    }
    for (const c of conditionals(body, model.language).filter((x) => evaluate && x.condition.includes(evaluate.name) && /!\s*\w|\bnot\b/.test(x.condition) && exits(x.then) && !/\bcontinue\b/.test(x.then))) {
      findings.push({ message: `${named(site)} stops at the first rule that fails, so the rules after it are never evaluated and the result does not report every failed rule`, line: lineIn(site.method, c.index) });
    }
    for (const e of keywordBlocks(body, model.language, 'else')) if (evaluate && e.index > evaluate.index && /\bbreak\b|\breturn\b/.test(e.text) && inLoop(body, e.index, model.language)) findings.push({ message: `${named(site)} stops at the first rule that fails, so the rules after it are never evaluated and the result does not report every failed rule`, line: lineIn(site.method, e.index) });
  }
  if (!engines) {
    const chain = everyFunction(model).find(({ method }) => (method.body.match(/\bif\b/g) ?? []).length >= 3);
    return missing(`${chain ? `${named(chain)} hard-codes the business rules as a chain of conditionals; ` : ''}no rule engine found: expected each rule as its own object (condition + action) and an engine that runs a collection of them against the context`, chain?.method.line ?? model.types[0]?.line ?? model.functions[0]?.line);
  }
  return brokenAll(findings.filter((f, k) => findings.findIndex((g) => g.message === f.message && g.line === f.line) === k));
};

const ADD_ERROR = /\b(?:addError|add_error|AddError|errors?\s*\.\s*(?:add|push|append|Add)|notification\s*\.\s*\w+|note\w*\s*\(|report\w*\s*\(|record\w*Error\w*|\w*[eE]rrors\s*=\s*append)\s*\(?/;

/** Notification: validation records every error it finds in the notification instead of stopping at the first. */
export const collectsEveryError: InvariantCheck = (model) => {
  const validators = everyMethod(model, { abstract: false }).filter(({ method }) => conditionals(method.body, model.language).length >= 2);
  const collecting = validators.filter(({ method }) => ADD_ERROR.test(method.body));
  if (!collecting.length) {
    const thrower = validators.find(({ method }) => conditionals(method.body, model.language).filter((c) => /\bthrow\b|\braise\b/.test(c.then)).length >= 1);
    return missing(`${thrower ? `${named(thrower)} throws an exception for an invalid field; ` : ''}no notification found: expected validation that records each error in a notification object (errors list) which the caller checks afterwards`, thrower?.method.line ?? model.types[0]?.line);
  }
  const findings: Finding[] = [];
  for (const site of collecting) {
    for (const c of conditionals(site.method.body, model.language)) {
      if (/\bthrow\b|\braise\b|\bpanic\s*\(/.test(c.then)) findings.push({ message: `${named(site)} throws on this invalid input instead of adding the error to the notification, so the other errors are never reported and the caller gets only the first one`, line: lineIn(site.method, c.index) });
      else if (ADD_ERROR.test(c.then) && /\breturn\b/.test(c.then)) findings.push({ message: `${named(site)} returns right after recording the first error, so the remaining fields are never validated and the notification holds only one error`, line: lineIn(site.method, c.index) });
    }
  }
  return brokenAll(findings);
};
