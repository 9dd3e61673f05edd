// Publish–subscribe and its relatives (event aggregator, event bus, message broker, event dispatcher):
// publishers hand messages to the broker, never to subscribers; the broker delivers each message to
// the subscribers registered for its topic or event type.
import type { CodeModel, MethodDecl, TypeDecl } from '../../../code/model.js';
import { baseTypeName, isCollectionType } from '../../../code/model.js';
import { callsOnFieldAt, conditionals, fieldUses, lineIn } from '../../../code/body.js';
import { fieldType, implementorsOf } from '../../../code/queries.js';
import { brokenAll, type Finding, type InvariantCheck, missing, ok } from '../types.js';
import { callsOf, ownMethods } from './shared.js';
import { escapeRe } from '../../../text/escape-re.js';
import { named, untyped } from '../members.js';

const REGISTRY_NAME = /subscri|listener|handler|observer|consumer|callback|topic|channel|sink|route|queue|inbox|receiver|watcher|sub(?:s)?$|^_?_?subs\b/i;
const REGISTRY_TYPE = /Subscriber|Listener|Handler|Observer|Consumer|Callback|Action|Func|Function|Topic|chan\b|Channel|Queue|Delegate|Set<|List<|Map<|Dictionary<|\[\]/;
const SUBSCRIBE = /^(subscribe|register|on|once|add\w*(listener|handler|subscriber|observer|consumer|callback|topic)|attach|listen|registerObserver|registerHandler|add_subscriber|add_listener|add_handler|sub|Subscribe|Register\w*|AddHandler|AddListener|AddSubscriber|On)\w*$/i;
const PUBLISH = /^(publish|emit|dispatch|send|post|raise|fire|notify\w*|broadcast|trigger|deliver|route|Publish|Emit|Dispatch|Send|Post|Raise|Fire|Broadcast|Notify\w*)\w*$/;
const HANDLER = /^(on[A-Z_]\w*|handle\w*|receive\w*|consume\w*|accept|update|Handle\w*|On[A-Z]\w*|Receive\w*|Consume\w*|process\w*|Process\w*|onMessage|on_message|on_event|handle_\w+)$/;

export interface Broker {
  type: TypeDecl;
  registry: string;
  publish: MethodDecl;
}

/** Brokers: a type keeping a registry of subscribers with a subscribe and a publish method. */
export function brokers(model: CodeModel): Broker[] {
  const out: Broker[] = [];
  for (const t of model.types.filter((x) => x.kind !== 'interface')) {
    for (const f of t.fields.filter((x) => !x.isStatic || model.language === 'python')) {
      const ft = fieldType(t, f) ?? '';
      if (!(REGISTRY_NAME.test(f.name) && (isCollectionType(ft) || REGISTRY_TYPE.test(ft) || !ft || /map\[|\[\]/.test(ft))) && !/(Subscriber|Listener|Handler|Observer|Consumer|Callback)\w*\s*>|chan\b/.test(ft)) continue;
      const subscribes = ownMethods(t).some((m) => SUBSCRIBE.test(m.name) && (callsOnFieldAt(model, m, f.name).length > 0 || fieldUses(model, m, f.name).length > 0));
      const publish = ownMethods(t).find((m) => PUBLISH.test(m.name) && !SUBSCRIBE.test(m.name));
      if (subscribes && publish) out.push({ type: t, registry: f.name, publish });
    }
  }
  return out;
}

const BUILT_IN_BUS = /\bextends\s+EventEmitter\b|new\s+EventEmitter\s*\(|\bEventEmitter\b|\bevent\s+\w+(?:<[^>]*>)?\s+\w+\s*;|\bEventHandler\b|\bIObservable<|\bSubject<|\bKafkaTemplate\b|\bkafkaTemplate\b|\bJmsTemplate\b|\brabbitTemplate\b|@KafkaListener|@RabbitListener|\bIPublishEndpoint\b|\bIMediator\b|\bMassTransit\b|\bpika\b|\bnats\.|\bredis\.\w*[pP]ublish|\.publish\s*\(/;

/** Types that receive messages: implementors of the registry's element type, or types with handler methods. */
function subscriberTypes(model: CodeModel, brokerTypes: Set<string>): TypeDecl[] {
  const out = new Set<TypeDecl>();
  for (const t of model.types) {
    if (brokerTypes.has(t.name)) continue;
    if (t.kind === 'interface' && t.methods.some((m) => HANDLER.test(m.name))) for (const i of implementorsOf(model, t.name)) if (!brokerTypes.has(i.name)) out.add(i);
    if (t.kind !== 'interface' && ownMethods(t).some((m) => HANDLER.test(m.name)) && !ownMethods(t).some((m) => PUBLISH.test(m.name) && callsOf(m).length > 0 && !HANDLER.test(m.name))) out.add(t);
  }
  return [...out];
}

/** Publish–subscribe: publishers send to the broker; none holds a subscriber and calls its handler directly. */
export const publishersUseBroker: InvariantCheck = (model) => {
  const found = brokers(model);
  const brokerTypes = new Set(found.map((b) => b.type.name));
  const subs = subscriberTypes(model, brokerTypes);
  const subNames = new Set(subs.map((s) => s.name));
  const lowerSubs = new Set(subs.map((s) => s.name.toLowerCase()));
  const findings: Finding[] = [];
  for (const t of model.types.filter((x) => x.kind !== 'interface' && !brokerTypes.has(x.name) && !subNames.has(x.name))) {
    for (const f of t.fields.filter((x) => !x.isStatic)) {
      const ft = baseTypeName(fieldType(t, f));
      const isSub = ft ? subNames.has(ft) : untyped(model) && lowerSubs.has(f.name.replace(/^_+/, '').toLowerCase());
      if (!isSub) continue;
      for (const m of ownMethods(t)) {
        const call = callsOnFieldAt(model, m, f.name).find((c) => HANDLER.test(c.name));
        if (call) findings.push({ message: `${t.name}.${m.name} calls ${f.name}.${call.name}() on the subscriber directly instead of publishing the message to the broker, so the publisher knows its subscribers and is coupled to each of them`, line: lineIn(m, call.index) });
      }
    }
  }
  if (!found.length && !BUILT_IN_BUS.test(model.stripped)) {
    const direct = findings[0];
    return missing(`${direct ? `${direct.message.split(' instead of')[0]}; ` : ''}there is no broker (event bus, topic or channel) that subscribers register with and publishers send to, so senders and receivers are not decoupled`, direct?.line ?? model.types[0]?.line);
  }
  return brokenAll(findings);
};

const LOOKUP = (registry: string) => new RegExp(`\\b_?${escapeRe(registry.replace(/^_/, ''))}\\s*(?:\\.\\s*(?:get|Get|getOrDefault|GetValueOrDefault|TryGetValue|computeIfAbsent|getOrElse|setdefault|get_or_default)\\s*\\(|\\[(?!\\s*\\])|\\?\\.\\s*get\\s*\\()`);
const ALL_VALUES = (registry: string) => new RegExp(`\\b_?${escapeRe(registry.replace(/^_/, ''))}\\s*\\.\\s*(?:values|Values|items|entrySet|forEach|ForEach)\\b|\\brange\\s+\\w+\\.${escapeRe(registry)}\\b|\\b(?:in|of)\\s+(?:Object\\.values\\()?(?:self\\.|this\\.)?_?${escapeRe(registry.replace(/^_/, ''))}\\b`);

/** Publish–subscribe: publish delivers to the registered subscribers — of the message's topic, and all of them. */
export const deliversToTopicSubscribers: InvariantCheck = (model) => {
  const found = brokers(model);
  if (!found.length) {
    if (BUILT_IN_BUS.test(model.stripped)) return ok();
    return missing('no broker found: expected an object that keeps the subscribers registered per topic or event type and delivers each published message to them', model.types[0]?.line);
  }
  const findings: Finding[] = [];
  for (const { type, registry, publish } of found) {
    const site = { owner: type, method: publish };
    const uses = fieldUses(model, publish, registry);
    const viaHelper = ownMethods(type).some((m) => m !== publish && fieldUses(model, m, registry).length && new RegExp(`\\b${escapeRe(m.name)}\\s*\\(`).test(publish.body));
    if (!uses.length && !viaHelper) {
      findings.push({ message: `${named(site)} never reads ${registry}, so published messages are not delivered to the subscribers registered there`, line: publish.line });
      continue;
    }
    const first = new RegExp(`\\b_?${escapeRe(registry.replace(/^_/, ''))}(?:\\.get\\s*\\(\\s*0\\s*\\)|\\[\\s*0\\s*\\]|\\.First\\s*\\(|\\.first\\s*\\()`).exec(publish.body);
    if (first) findings.push({ message: `${named(site)} delivers the message only to the first subscriber in ${registry} (${first[0].trim()}) instead of to every subscriber of the topic`, line: lineIn(publish, first.index) });
    const ft = fieldType(type, type.fields.find((f) => f.name === registry)!) ?? '';
    const keyed = /Map|Dictionary|dict|map\[|Record<|\{\}/.test(ft) || new RegExp(`\\b_?${escapeRe(registry.replace(/^_/, ''))}\\s*(?::[^=\\n]*)?=\\s*(?:\\{\\s*\\}|dict\\(|defaultdict\\(|new\\s+(?:Map|HashMap|Dictionary|ConcurrentHashMap|ConcurrentDictionary|TreeMap)\\b|make\\(\\s*map)`).test(model.stripped) || /\b_?\w+\s*\[\s*\w+\s*\]\s*(?:=|\.(?:append|push|add|Add))/.test(ownMethods(type).filter((m) => SUBSCRIBE.test(m.name)).map((m) => m.body).join('\n'));
    const topic = publish.params.find((p) => /topic|channel|type|event|name|key|subject|kind/i.test(`${p.name} ${p.type ?? ''}`) && !/receiver/.test(p.type ?? ''));
    if (keyed && topic && !LOOKUP(registry).test(publish.body) && ALL_VALUES(registry).test(publish.body)) {
      const filtered = conditionals(publish.body, model.language).some((c) => new RegExp(`\\b${escapeRe(topic.name)}\\b`).test(c.condition)) || new RegExp(`\\.filter\\s*\\([^)]*\\b${escapeRe(topic.name)}\\b`).test(publish.body);
      if (!filtered) findings.push({ message: `${named(site)} delivers every message to the subscribers of all topics in ${registry} instead of looking up the subscribers registered for ${topic.name}, so subscribers receive messages they never subscribed to`, line: publish.line });
    }
  }
  return brokenAll(findings);
};
