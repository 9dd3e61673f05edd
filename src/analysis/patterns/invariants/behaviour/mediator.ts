// Mediator: colleagues know only the mediator and talk to each other through it; the mediator relays.
import type { CodeModel, TypeDecl } from '../../../code/model.js';
import { baseTypeName, typeArguments } from '../../../code/model.js';
import { callsOnFieldAt, lineIn } from '../../../code/body.js';
import { fieldType, implementorsOf, typeIdentities } from '../../../code/queries.js';
import { brokenAll, type Finding, type InvariantCheck, missing } from '../types.js';
import { callsOf, ownMethods } from './shared.js';
import { concreteTypes, untyped } from '../members.js';

const MEDIATOR_NAME = /Mediator|Hub|Party|ChatRoom|Room|Tower|Controller|Coordinator|Broker|Bus\b|Dispatcher|Center|Centre|Exchange|Switchboard/;
const MEDIATOR_FIELD = /mediator|hub|room|party|tower|chat|controller|coordinator|broker|bus|dispatcher|center|centre|exchange|switchboard/i;
const PEER_FIELD = /^_?_?(peer|peers|other|others|partner|partners|colleague|colleagues|recipient|friend|friends|neighbou?rs?|contacts?)$/i;

/** The mediator abstraction and its implementations, found by name or as the type several others hold. */
function mediatorFamily(model: CodeModel): Set<string> {
  const candidates = model.types.filter((t) => MEDIATOR_NAME.test(t.name));
  // A candidate that holds another candidate is a colleague holding the mediator (PartyMember holds Party).
  const holders = candidates.filter((t) => t.fields.some((f) => candidates.some((c) => c !== t && c.name === baseTypeName(fieldType(t, f)))));
  const colleagueIds = new Set(holders.flatMap((h) => [...typeIdentities(model, h)]));
  const named = candidates.filter((t) => !colleagueIds.has(t.name));
  const roots = named.length ? named : model.types.filter((t) => model.types.filter((o) => o !== t && o.fields.some((f) => baseTypeName(fieldType(o, f)) === t.name)).length >= 2);
  const family = new Set<string>();
  for (const r of roots) {
    family.add(r.name);
    for (const b of r.bases) if (model.types.some((t) => t.name === b)) family.add(b);
    for (const i of implementorsOf(model, r.name)) family.add(i.name);
  }
  return family;
}

/** Whether a field refers to the mediator: by declared type, or (untyped) by name. */
function holdsMediator(model: CodeModel, t: TypeDecl, family: Set<string>): string | undefined {
  for (const f of t.fields.filter((x) => !x.isStatic)) {
    const ft = baseTypeName(fieldType(t, f));
    if (family.has(ft) || ((!ft || untyped(model)) && MEDIATOR_FIELD.test(f.name))) return f.name;
  }
  return undefined;
}

/** Mediator: colleagues hold only the mediator and never reference or call one another directly. */
export const colleaguesTalkThroughMediator: InvariantCheck = (model) => {
  const family = mediatorFamily(model);
  const direct = concreteTypes(model).filter((t) => !family.has(t.name) && holdsMediator(model, t, family));
  const colleagues = new Set<TypeDecl>(direct);
  for (const c of direct) for (const sub of implementorsOf(model, c.name)) colleagues.add(sub);
  const peerNames = new Set<string>();
  for (const c of colleagues.size ? colleagues : model.types) for (const id of typeIdentities(model, c)) if (!family.has(id)) peerNames.add(id);
  const lowerPeers = new Set([...(colleagues.size ? colleagues : model.types)].map((c) => c.name.toLowerCase()));
  const isPeerType = (type: string | undefined) => {
    const base = baseTypeName(type);
    return peerNames.has(base) || typeArguments(type).some((a) => peerNames.has(a));
  };
  const findings: Finding[] = [];
  for (const c of colleagues.size ? colleagues : new Set(concreteTypes(model))) {
    for (const f of c.fields.filter((x) => !x.isStatic)) {
      const ft = fieldType(c, f);
      const byType = ft !== undefined && !untyped(model) && isPeerType(ft) && (colleagues.size > 0 || baseTypeName(ft) !== c.name);
      const byName = (untyped(model) || !ft) && (PEER_FIELD.test(f.name) || lowerPeers.has(f.name.replace(/^_+/, '').replace(/s$/, '').toLowerCase()));
      if (!byType && !byName) continue;
      const call = ownMethods(c).flatMap((m) => callsOnFieldAt(model, m, f.name).map((x) => ({ m, x })))[0];
      findings.push({
        message: `${c.name} holds a direct reference to another colleague (${f.name}${ft ? `: ${ft}` : ''})${call ? ` and calls ${f.name}.${call.x.name}() itself` : ''} instead of sending through the mediator, so colleagues stay coupled to each other and the interaction logic is spread across them`,
        line: call ? lineIn(call.m, call.x.index) : f.line,
      });
    }
    if (untyped(model)) continue;
    for (const m of ownMethods(c)) {
      const peer = m.params.find((p) => p.type && isPeerType(p.type) && !family.has(baseTypeName(p.type)));
      const call = peer && callsOf(m).find((x) => x.receiver === peer.name);
      if (peer && call && colleagues.size) findings.push({ message: `${c.name}.${m.name} takes another colleague (${peer.name}: ${peer.type}) and calls ${peer.name}.${call.name}() directly instead of asking the mediator to relay it, so colleagues depend on each other`, line: lineIn(m, call.index) });
    }
  }
  if (!colleagues.size) {
    if (findings.length) return missing(`there is no mediator: ${findings[0].message.split(' instead of')[0]}; a mediator object should own the interaction and colleagues should only know it`, findings[0].line);
    return missing('no mediator found: expected a mediator object that colleagues hold and send their requests to, which relays them to the other colleagues', model.types[0]?.line);
  }
  const mediatorTypes = concreteTypes(model).filter((t) => family.has(t.name));
  const relays = mediatorTypes.some((t) => ownMethods(t).some((m) => callsOf(m).some((x) => x.receiver !== null && !/^(this|self|console|log|logger|LOGGER|System\.out|fmt)$/.test(x.receiver))));
  if (mediatorTypes.length && !relays && !findings.length) return brokenAll([{ message: `${mediatorTypes[0].name} never calls any colleague, so requests sent to the mediator are not relayed to the other participants`, line: mediatorTypes[0].line }]);
  return brokenAll(findings);
};
