// Invariants of article rendering code: enhancers transform an element list into a new one without
// touching their input, and decisions on display and design are switch statements, not if-chains.
import type { CodeModel, ParamDecl } from '../../../code/model.js';
import { arrowFunctions } from '../../../code/arrow-functions.js';
import { conditionals, lineIn } from '../../../code/body.js';
import { brokenAll, type Finding, type InvariantCheck, missing } from '../types.js';
import { paramsOf } from './roles.js';
import { type Member, everyMethod, named } from '../members.js';

const members = (model: CodeModel): Member[] => [...everyMethod(model, { constructorFunctions: false }), ...arrowFunctions(model).map((method) => ({ method }))];
const ARRAY_TYPE = /\[\]|\bArray<|\bReadonlyArray<|\bList<|\bIList<|\bIEnumerable<|\bICollection<|\blist\[|\bList\[|\bSequence\[|^\s*\[\]/;
const ARRAY_NAME = /^(elements|blocks|items|nodes|entries|list|arr|array|els|children|values|cards|rows)$/i;
const TRANSFORM = /enhance|clean|transform|normali[sz]e|strip|insert|merge|group|convert|process|apply|fix|add|remove|map|filter|decorate/i;
const IN_PLACE = /^(push|splice|sort|reverse|shift|unshift|pop|fill|copyWithin|add|Add|remove|Remove|RemoveAt|RemoveAll|Insert|insert|append|extend|clear|Clear|set|Sort|Reverse|AddRange|removeIf|replaceAll)$/;

/** The first way a body changes the array it was given, in place. */
function mutation(body: string, p: ParamDecl): { text: string; index: number } | undefined {
  const n = p.name.replace(/[$]/g, '\\$');
  const method = new RegExp(`\\b${n}\\s*\\.\\s*(\\w+)\\s*\\(`, 'g');
  for (const m of body.matchAll(method)) if (IN_PLACE.test(m[1])) return { text: `${p.name}.${m[1]}()`, index: m.index! };
  const sorted = new RegExp(`\\b(?:Collections\\.sort|sort\\.(?:Slice|Sort|Strings|Ints)|Array\\.Sort|Array\\.Reverse)\\s*\\(\\s*${n}\\b|\\bdel\\s+${n}\\s*\\[`).exec(body);
  if (sorted) return { text: sorted[0].replace(/\s*\($/, ''), index: sorted.index };
  const element = new RegExp(`\\b${n}\\s*\\[[^\\]]+\\]\\s*(?:\\.\\s*\\w+\\s*)*(?:[-+*/]?=)(?!=)`).exec(body);
  if (element) return { text: element[0].replace(/\s*[-+*/]?=$/, ''), index: element.index };
  // Elements changed while iterating the input: `elements.forEach((el) => { el.x = … })`, `for el in elements: el.x = …`.
  const loop = new RegExp(`\\b${n}\\s*\\.\\s*(?:forEach|map)\\s*\\(\\s*\\(?\\s*(\\w+)|\\bfor\\s*\\(?\\s*(?:const|let|var|final)?\\s*(?:\\w+\\s+)?(\\w+)\\s+(?:of|in|:)\\s*${n}\\b|\\bfor\\s+(?:_\\s*,\\s*)?(\\w+)\\s*:?=\\s*range\\s+${n}\\b|\\bforeach\\s*\\(\\s*\\w+\\s+(\\w+)\\s+in\\s+${n}\\b`).exec(body);
  const item = loop && (loop[1] ?? loop[2] ?? loop[3] ?? loop[4]);
  if (item) {
    const write = new RegExp(`\\b${item}\\s*\\.\\s*\\w+(?:\\.\\w+)*\\s*(?:[-+*/]?=)(?!=)`).exec(body.slice(loop!.index));
    if (write) return { text: write[0].replace(/\s*[-+*/]?=$/, ''), index: loop!.index + write.index };
  }
  return undefined;
}

/** Enhancers: each takes the list of elements and returns a new list, leaving the one it was given untouched. */
export const enhancerReturnsNewList: InvariantCheck = (model) => {
  const enhancers = members(model).filter(({ method }) => !method.isConstructor && paramsOf(method).some((p) => ARRAY_TYPE.test(p.type ?? '') || (!p.type && ARRAY_NAME.test(p.name))) && (TRANSFORM.test(method.name) || ARRAY_TYPE.test(method.returnType ?? '')));
  if (!enhancers.length) return missing('no enhancer found: expected functions that each take the array of elements and return a new, transformed array', model.types[0]?.line);
  const findings: Finding[] = [];
  for (const { owner, method } of enhancers) {
    for (const p of paramsOf(method).filter((x) => ARRAY_TYPE.test(x.type ?? '') || (!x.type && ARRAY_NAME.test(x.name)))) {
      const changed = mutation(method.body, p);
      if (!changed) continue;
      findings.push({ message: `${named(owner, method)} changes the ${p.name} it was given in place (${changed.text}) instead of returning a new array, so callers holding the original see it altered and enhancers cannot be reordered or removed independently; build and return a new array`, line: lineIn(method, changed.index) });
      break;
    }
  }
  return brokenAll(findings);
};

/** Switch on display and design: branching on these values uses a switch (nested for both), never an if-chain or ternary. */
export const switchesOnDisplayAndDesign: InvariantCheck = (model, params) => {
  const source = typeof params.subjects === 'string' ? params.subjects : '\\w*(?:display|design)\\w*';
  const compare = new RegExp(`(?:\\b(?:[\\w.]*\\.)?(?:${source})\\s*(?:===?|!==?|\\bis\\b|\\.equals\\s*\\(|\\.Equals\\s*\\())|(?:(?:===?|!==?)\\s*(?:[\\w.]*\\.)?(?:${source})\\b)`, 'i');
  const switchOn = new RegExp(`\\bswitch\\s*\\(?\\s*(?:[\\w.]*\\.)?(?:${source})\\b|\\bmatch\\s+(?:[\\w.]*\\.)?(?:${source})\\s*:`, 'i');
  const findings: Finding[] = [];
  let switches = 0;
  for (const { owner, method } of members(model)) {
    if (switchOn.test(method.body)) switches++;
    const ifs = conditionals(method.body, model.language).filter((c) => compare.test(c.condition));
    const ternary = new RegExp(`(?:${source})\\s*(?:===?|!==?)\\s*[\\w.]+\\s*\\?(?!\\?|\\.)`, 'i').exec(method.body);
    if (!ifs.length && !ternary) continue;
    const at = ifs[0]?.index ?? ternary!.index;
    const what = ifs.length ? `an if/else chain on ${/\b(display|design)\w*/i.exec(ifs[0].condition)?.[0] ?? 'the display or design'}` : 'a conditional expression on the display or design';
    findings.push({ message: `${named(owner, method)} branches with ${what} instead of the switch pattern, so the decision gets harder to read and to extend as display and design types are added; switch on the display (and, inside each case, switch on the design)`, line: lineIn(method, at) });
  }
  if (findings.length) return brokenAll(findings);
  if (!switches) return missing('no decision on display or design found: expected the rendering to branch on how the article is displayed, and inside that on its design where both matter', model.types[0]?.line);
  return { passed: true, findings: [] };
};
