// Collection patterns: a collection pipeline chains operations without mutating its source; a filterer
// returns a new container holding what the predicate accepts; map-reduce maps inputs independently
// and reduces every value of a key.
import type { CodeModel } from '../../../code/model.js';
import { fieldUses, lineIn, loops } from '../../../code/body.js';
import { brokenAll, type Finding, type InvariantCheck, missing, ok } from '../types.js';
import { callsOf, everyFunction, mentions } from './shared.js';
import { escapeRe } from '../../../text/escape-re.js';
import { named } from '../members.js';

const PIPELINE = /\.stream\s*\(\s*\)|\.(?:filter|map|flatMap|sorted|collect|reduce|distinct|limit|groupBy|Where|Select|OrderBy\w*|GroupBy|SelectMany|ToList|Aggregate|Take|Skip)\s*\(|\b(?:sorted|map|filter|reduce)\s*\(|\[[^\]\n]*\bfor\s+\w+\s+in\b|\bslices\.\w+\s*\(|\bFilter\s*\(|\bMap\s*\(|\bReduce\s*\(|\blo\.\w+\s*\(|\b_\.\w+\s*\(|\|>/;
const IN_PLACE = /^(sort|Sort|removeIf|RemoveAll|remove|Remove|reverse|Reverse|splice|pop|clear|Clear|shuffle|fill|add|push|append|insert|Insert|Add|extend|RemoveAt)$/;

/** Collection pipeline: operations are chained on the collection; none mutates the input or collects by side effect. */
export const pipelineLeavesSourceIntact: InvariantCheck = (model) => {
  if (!PIPELINE.test(model.stripped) && model.language !== 'go') {
    const loopy = everyFunction(model).find(({ method }) => loops(method.body).length > 0 && /\.(?:add|append|push|Add|put)\s*\(/.test(method.body));
    return missing(`${loopy ? `${named(loopy)} builds its result with loops and a mutable accumulator; ` : ''}no collection pipeline found: expected a chain of operations (filter, map, sort, collect) each taking the previous one's output`, loopy?.method.line ?? model.types[0]?.line ?? model.functions[0]?.line);
  }
  const findings: Finding[] = [];
  for (const site of everyFunction(model)) {
    const { method } = site;
    const inputs = method.params.filter((p) => !/^receiver /.test(p.type ?? '') && (!p.type || /List|Collection|Iterable|\[\]|Array|Set|Sequence|IEnumerable|list|Seq|Map/.test(p.type)));
    for (const p of inputs) {
      const e = escapeRe(p.name);
      const mutation = callsOf(method).find((c) => c.receiver === p.name && IN_PLACE.test(c.name) && !new RegExp(`\\b${e}\\s*\\.\\s*(?:stream|slice|toList|copy|ToList)\\s*\\(`).test(method.body.slice(Math.max(0, c.index - 40), c.index)))
        ?? (new RegExp(`\\b(?:Collections\\.sort|Collections\\.reverse|Collections\\.shuffle|sort\\.(?:Slice|Sort|Strings|Ints)|slices\\.(?:Sort\\w*|Reverse)|Array\\.Sort|Array\\.Reverse)\\s*\\(\\s*${e}\\b`).exec(method.body) ? { name: 'sort', index: method.body.search(new RegExp(`\\b${e}\\b`)) } : undefined)
        ?? (new RegExp(`\\bdel\\s+${e}\\s*\\[`).exec(method.body) ? { name: 'del', index: method.body.search(new RegExp(`\\bdel\\s+${e}`)) } : undefined);
      if (mutation) findings.push({ message: `${named(site)} changes its input ${p.name} in place (${mutation.name}) instead of deriving a new collection, so the caller's collection is modified as a side effect of the pipeline`, line: lineIn(method, mutation.index) });
    }
    for (const m of method.body.matchAll(/\.(?:forEach|ForEach|peek)\s*\(\s*(?:\(\s*)?(\w+)\s*(?:\)\s*)?(?:->|=>)\s*\{?\s*([\w.]+)\s*\.\s*(add|push|append|Add|put|Put|set)\s*\(/g)) {
      if (m[2] === m[1]) continue;
      findings.push({ message: `${named(site)} builds its result by side effect, adding to ${m[2]} inside forEach, instead of producing it with map/filter/collect, so the pipeline depends on and changes outside state`, line: lineIn(method, m.index!) });
    }
  }
  return brokenAll(findings);
};

const PREDICATE_TYPE = /Predicate|Func<[^>]*,\s*bool>|=>\s*boolean|func\s*\([^)]*\)\s*bool|Callable\[[^\]]*\],\s*bool\]|Specification|Criteria|Filter\b|Matcher/;
const PREDICATE_NAME = /^(predicate|pred|filter|condition|criteria|criterion|test|where|matcher|spec|specification|rule|by|fn|f|keep)$/i;

/** Filterer: filtering by a predicate returns a new container of the kept items; the original is left alone. */
export const filtersIntoNewContainer: InvariantCheck = (model) => {
  const sites = everyFunction(model).filter(({ method }) => method.params.some((p) => !/^receiver /.test(p.type ?? '') && (PREDICATE_TYPE.test(p.type ?? '') || (PREDICATE_NAME.test(p.name) && !/^(String|string|str|int|bool|boolean)$/.test(p.type ?? '')))));
  if (!sites.length) return missing('no filterer found: expected a container whose filtered()/by(predicate) (or filter(predicate)) returns a new container holding only the items the predicate accepts', model.types[0]?.line ?? model.functions[0]?.line);
  const findings: Finding[] = [];
  for (const site of sites) {
    const { owner, method } = site;
    const pred = method.params.find((p) => PREDICATE_TYPE.test(p.type ?? '') || PREDICATE_NAME.test(p.name))!;
    const used = mentions(method.body, pred.name) || callsOf(method).some((c) => c.receiver === null && owner?.methods.some((o) => o.name === c.name && o !== method && o.params.length > 0) && new RegExp(`\\b${escapeRe(c.name)}\\s*\\(\\s*${escapeRe(pred.name)}\\b`).test(method.body));
    if (!used) {
      findings.push({ message: `${named(site)} never applies the predicate ${pred.name}, so filtering returns every item whatever the criterion`, line: method.line });
      continue;
    }
    if (!owner) continue;
    for (const f of owner.fields.filter((x) => !x.isStatic)) {
      const bare = escapeRe(f.name.replace(/^_+/, ''));
      const inPlace = new RegExp(`(?:this\\.|self\\.|\\b)_?${bare}\\s*\\.\\s*(?:removeIf|RemoveAll|remove|Remove|splice|clear|retainAll|Clear)\\s*\\(|(?:this\\.|self\\.)_?${bare}\\s*=\\s*(?:this\\.|self\\.)?_?${bare}\\s*\\.\\s*(?:filter|Where|stream)\\b|(?:this\\.|self\\.)_?${bare}\\s*=\\s*\\[[^\\]]*\\bfor\\b|\\bself\\._?${bare}\\s*\\[\\s*:\\s*\\]\\s*=|\\b\\w\\.${bare}\\s*=\\s*\\w\\.${bare}\\s*\\[`).exec(method.body);
      if (inPlace && fieldUses(model, method, f.name).length) findings.push({ message: `${named(site)} filters ${f.name} in place, so the original container loses the items the predicate rejects instead of a new filtered container being returned`, line: lineIn(method, inPlace.index) });
    }
  }
  return brokenAll(findings);
};

const MAP_NAME = /^(map|Map|mapper|mapPhase|map_phase|MapPhase|doMap|do_map|emit\w*|mapInput|map_input)$/;
const REDUCE_NAME = /^(reduce|Reduce|reducer|reducePhase|reduce_phase|ReducePhase|doReduce|do_reduce|combine|Combine|aggregate|Aggregate)$/;

/** Map-reduce: map tasks work on their own input only, and reduce combines every value collected for a key. */
export const mapsIndependentlyReducesAll: InvariantCheck = (model) => {
  const fns = everyFunction(model);
  const mappers = fns.filter(({ method }) => MAP_NAME.test(method.name) && !method.isConstructor);
  const reducers = fns.filter(({ method }) => REDUCE_NAME.test(method.name) && !method.isConstructor);
  if (!mappers.length || !reducers.length) return missing(`no map and reduce phases found: expected a map step that turns each input into key/value pairs on its own and a reduce step that combines all the values of each key${mappers.length ? ' (there is no reduce step)' : reducers.length ? ' (there is no map step)' : ''}`, model.types[0]?.line ?? model.functions[0]?.line);
  const findings: Finding[] = [];
  for (const site of mappers) {
    const shared = site.owner?.fields.filter((f) => (f.isStatic || site.owner!.methods.filter((m) => !m.isConstructor).length > 1) && !f.isImmutable && new RegExp(`(?:this\\.|self\\.|\\b${escapeRe(site.owner!.name)}\\.|\\b)_?${escapeRe(f.name.replace(/^_+/, ''))}\\s*(?:\\.\\s*(?:put|add|merge|append|Add|compute\\w*|update|setdefault)\\s*\\(|\\[[^\\]]+\\]\\s*(?:\\+?=|\\+\\+))`).test(site.method.body)) ?? [];
    const globals = model.language === 'python' && /^\s*global\s+\w+/m.test(site.method.body);
    if (shared.length || globals) findings.push({ message: `${named(site)} writes its counts into ${shared[0]?.name ?? 'a global'} shared by every map task instead of returning its own key/value pairs, so map tasks cannot run in parallel without racing and the shuffle is bypassed`, line: site.method.line });
  }
  for (const site of reducers) {
    const first = /([\w.]+)\s*(?:\.get\s*\(\s*0\s*\)|\[\s*0\s*\]|\.First\s*\(\s*\)|\.getFirst\s*\(\s*\)|\.iterator\s*\(\s*\)\s*\.next\s*\(\s*\))/.exec(site.method.body);
    const combines = /\bsum\b|\bSum\b|reduce|Reduce|Aggregate|\+=|\bcount\b|Count\b|len\s*\(|\.size\s*\(|\bmax\b|\bmin\b|Collectors\.|\bfor\b|\bforEach\b|\bmapToInt\b|\bfold/.test(site.method.body);
    const values = first ? escapeRe(first[1]) : '';
    const aggregatesValues = first && new RegExp(`\\b(?:in|of|range|:)\\s+${values}\\b|\\b${values}\\s*\\.\\s*(?:stream|reduce|Sum|Aggregate|forEach|ForEach)\\b|\\b(?:sum|Sum|len|max|min|reduce)\\s*\\(\\s*${values}\\b`).test(site.method.body);
    if (first && !aggregatesValues) findings.push({ message: `${named(site)} keeps only the first value collected for each key (${first[0]}) instead of combining all of them, so counts from the other map tasks are lost`, line: lineIn(site.method, first.index) });
    else if (!combines) findings.push({ message: `${named(site)} does not combine the values grouped under each key, so the reduce phase produces no aggregate`, line: site.method.line });
  }
  return findings.length ? brokenAll(findings) : ok();
};
