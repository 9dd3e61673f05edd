// Poison pill: a producer shuts consumers down by putting a special message on the queue after its
// last real one; a consumer that takes it stops consuming.
import type { CodeModel } from '../../../code/model.js';
import { callsIn, conditionals, lineIn, loops } from '../../../code/body.js';
import { brokenAll, type Finding, type InvariantCheck, missing, ok } from '../types.js';
import { callsOf, DEQUEUE, ENQUEUE, followsInBlock, receivesFromChannel } from './shared.js';
import { escapeRe } from '../../../text/escape-re.js';
import { type Member, everyMethod, named } from '../members.js';

const PILL_NAME = /\b\w*(?:poison|Poison|POISON|pill|Pill|PILL|sentinel|Sentinel|SENTINEL|SHUTDOWN_?(?:SIGNAL|MESSAGE|MSG)?|STOP_?(?:SIGNAL|MESSAGE|MSG|TOKEN)|[sS]top(?:Signal|Message|Msg|Token)|stop_(?:signal|message|msg|token)|END_OF_STREAM|EndOfStream|end_of_stream|TERMINATE\w*)\w*\b|\b(?:STOP|SHUTDOWN|QUIT|EOF|END_MARKER|DONE_MARKER)\b/;
/** A branch that stops the consumer. */
const STOPS = /\bbreak\b|\breturn\b|\braise\b|\bthrow\b|\b(?:running|active|alive|isRunning|_running|_active)\s*=\s*(?:false|False)\b|\bstop\w*\s*\(|\bshutdown\s*\(|\bos\.Exit\b|\bSystem\.exit\b|\bcancel\w*\s*\(/;

interface Pill {
  /** How the code spells the pill: a constant's name, or null/None/nil when that is what producers put. */
  token: string;
  nullish: boolean;
}

/** The pill the code uses: a named sentinel, or a null/None/nil that a producer explicitly enqueues. */
function pillOf(model: CodeModel): Pill | undefined {
  const named = PILL_NAME.exec(model.stripped);
  if (named) return { token: named[0].replace(/^.*\./, ''), nullish: false };
  const nullPut = /\.\s*(?:put|add|offer|push|append|Add|Post|put_nowait|send|Send|Enqueue|TryAdd|Write|WriteAsync)\s*\(\s*(null|None|nil|undefined)\s*\)|<-\s*(nil)\b/.exec(model.stripped);
  return nullPut ? { token: nullPut[1] ?? nullPut[2], nullish: true } : undefined;
}

const testsPill = (text: string, pill: Pill) => (pill.nullish ? new RegExp(`(?:is|==|===|!=|!==)\\s*${pill.token}\\b|\\b${pill.token}\\s*(?:==|===|is)|\\bnot\\s+\\w+\\s*:|!\\s*\\w+\\s*\\)|\\biter\\s*\\([^)]*,\\s*${pill.token}\\s*\\)`) : new RegExp(`\\b${escapeRe(pill.token)}\\b`)).test(text);

/** Consumers: methods with a loop that takes messages off a queue or channel. */
function consumers(model: CodeModel): Member[] {
  return everyMethod(model, { abstract: false }).filter(({ method }) => loops(method.body).length > 0 && (callsOf(method).some((c) => c.receiver !== null && DEQUEUE.test(c.name)) || receivesFromChannel(method.body, method) || /\bawait\s+[\w.]+\.get\s*\(|GetConsumingEnumerable|\biter\s*\(\s*[\w.]+\.get/.test(method.body)));
}

const ENDLESS = /\bwhile\s*\(\s*true\s*\)|\bfor\s*\(\s*;\s*;\s*\)|\bwhile\s+True\s*:|\bfor\s*\{|\bwhile\s*\(\s*1\s*\)/;

/** Poison pill: a consumer that takes the pill stops (break/return) instead of carrying on. */
export const stopsOnPoisonPill: InvariantCheck = (model) => {
  const pill = pillOf(model);
  const sites = consumers(model);
  // Go closes the channel as its poison pill: `range ch` ends when the producer closes it.
  if (model.language === 'go' && /\bclose\s*\(/.test(model.stripped) && sites.some(({ method }) => /\brange\s+[\w.]+/.test(method.body))) return ok();
  if (!pill) {
    const endless = sites.find(({ method }) => ENDLESS.test(method.body) && !STOPS.test(method.body));
    if (endless) return brokenAll([{ message: `${named(endless)} takes messages in an endless loop and never checks for a poison pill, so the consumer can never be told to stop and its thread never ends`, line: endless.method.line }]);
    return missing(`no poison pill found: expected a special message (a constant such as POISON_PILL) that the producer puts on the queue last and that makes consumers stop${sites.length ? `; ${named(sites[0])} stops some other way` : ''}`, sites[0]?.method.line ?? model.types[0]?.line);
  }
  const findings: Finding[] = [];
  let checked = false;
  for (const site of sites) {
    const { method } = site;
    const tests = conditionals(method.body, model.language).filter((c) => testsPill(c.condition, pill));
    const inLoopCondition = [...method.body.matchAll(/\b(?:while|for)\b[^{\n]*/g)].some((m) => testsPill(m[0], pill));
    if (inLoopCondition) checked = true;
    for (const c of tests) {
      checked = true;
      if (STOPS.test(c.then)) continue;
      findings.push({ message: `${named(site)} recognises the poison pill but ${/\bcontinue\b/.test(c.then) ? 'skips it (continue)' : 'does not leave its loop'} and keeps taking messages, so the consumer never stops after the pill arrives`, line: lineIn(method, c.index) });
    }
    if (!tests.length && !inLoopCondition && ENDLESS.test(method.body) && !STOPS.test(method.body)) {
      findings.push({ message: `${named(site)} takes messages in an endless loop without checking for the poison pill ${pill.token}, so it processes the pill like any message and never stops`, line: method.line });
    }
  }
  if (!checked && !findings.length && sites.length) findings.push({ message: `no consumer compares the messages it takes with the poison pill ${pill.token}, so consumers never stop when it arrives`, line: sites[0].method.line });
  return brokenAll(findings);
};

/** Poison pill: the producer puts the pill on the queue, after its last real message. */
export const sendsPoisonPillLast: InvariantCheck = (model) => {
  const pill = pillOf(model);
  if (!pill) {
    if (model.language === 'go' && /\bclose\s*\(/.test(model.stripped)) return ok();
    return missing('no poison pill found: expected the producer to put a special shutdown message on the queue after its last message', model.types[0]?.line);
  }
  const putPill = new RegExp(`\\.\\s*(\\w+)\\s*\\(\\s*(?:[\\w.]*\\.)?${escapeRe(pill.token)}\\s*[,)]|<-\\s*(?:[\\w.]*\\.)?${escapeRe(pill.token)}\\b`, 'g');
  const findings: Finding[] = [];
  let sent = false;
  for (const site of everyMethod(model, { abstract: false })) {
    const { method } = site;
    const pills = [...method.body.matchAll(putPill)].filter((m) => !m[1] || ENQUEUE.test(m[1]));
    if (!pills.length) continue;
    sent = true;
    const last = pills[pills.length - 1].index!;
    const after = last + pills[pills.length - 1][0].length;
    const goSend = /[\w.\]]+\s*<-\s*[^-\s]/.exec(method.body.slice(after));
    const later = callsIn(method.body.slice(after)).map((c) => ({ name: c.name, receiver: c.receiver, index: c.index + after })).concat(goSend ? [{ name: '<-', receiver: 'channel', index: goSend.index + after }] : [])
      .find((c) => c.receiver !== null && (c.name === '<-' || ENQUEUE.test(c.name)) && followsInBlock(method.body, last, c.index, model.language));
    if (later) findings.push({ message: `${named(site)} puts the poison pill ${pill.token} on the queue before another message (${later.name}), so consumers stop before they see the messages sent after it`, line: lineIn(method, last) });
  }
  // Only a producer that is shown can be blamed for not sending the pill.
  const producer = everyMethod(model, { abstract: false }).find(({ method }) => callsOf(method).some((c) => c.receiver !== null && ENQUEUE.test(c.name)) || /[\w\]]\s*<-\s*[^-\s]/.test(method.body));
  if (!sent && !producer) return ok();
  if (!sent) return brokenAll([{ message: `${named(producer!)} puts messages on the queue but no producer ever puts the poison pill ${pill.token} after them, so consumers waiting for it block forever instead of shutting down`, line: producer!.method.line }]);
  return brokenAll(findings);
};
