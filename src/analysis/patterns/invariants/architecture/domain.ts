// Invariants of domain-model building blocks: an entity is defined by its identity and changes through
// behaviour, a domain event is an immutable fact the aggregate records, a value object has no identity.
import type { CodeModel, FieldDecl, TypeDecl } from '../../../code/model.js';
import { baseTypeName } from '../../../code/model.js';
import { callsIn, creations, fieldWrites, lineIn, ownMethods } from '../../../code/body.js';
import { fieldType } from '../../../code/queries.js';
import { immutableValue } from '../data.js';
import { broken, brokenAll, type Finding, type InvariantCheck, missing, ok } from '../types.js';
import { publicSetters, receiverRoot, setterName } from './roles.js';
import { named, concreteTypes } from '../members.js';

const NOT_ENTITY = /Dto$|DTO$|Request$|Response$|Event$|Command$|Query$|Repository$|Repo$|Service$|Controller$|Handler$|Factory$|Id$|ID$|Exception$|Error$|Rule$|Spec\w*$|Config\w*$|Tests?$|View$|Builder$|Mapper$|Value$|Info$/;
const ENTITY_BASE = /^(Entity|BaseEntity|AggregateRoot|IAggregateRoot|Aggregate|DomainEntity|EntityBase|IEntity)$/;

/** The field holding a type's identity: `id`, `_id`, `Id`, `<Type>Id`. */
function identityOf(t: TypeDecl): FieldDecl | undefined {
  const own = t.name.charAt(0).toLowerCase() + t.name.slice(1);
  return t.fields.find((f) => !f.isStatic && new RegExp(`^_?(?:id|Id|ID|uuid|Uuid|${t.name}Id|${own}Id|${own.replace(/([A-Z])/g, '_$1').toLowerCase()}_id)$`).test(f.name));
}

const entitiesOf = (model: CodeModel) => concreteTypes(model).filter((t) => t.kind !== 'enum' && !NOT_ENTITY.test(t.name) && (t.bases.some((b) => ENTITY_BASE.test(b)) || !!identityOf(t)));

/** Entity: identity defines it — an id that never changes and that equality compares, not the attributes. */
export const identityDefinesEntity: InvariantCheck = (model) => {
  const entities = entitiesOf(model);
  if (!entities.length) {
    const candidate = concreteTypes(model).find((t) => t.kind !== 'enum' && t.fields.some((f) => !f.isStatic) && !NOT_ENTITY.test(t.name));
    return missing(`${candidate ? `${candidate.name} has no identity field, so its instances can only be told apart by their attribute values (that makes it a value object); ` : ''}an entity needs an identity (an id) that distinguishes it regardless of its attributes`, candidate?.line ?? model.types[0]?.line);
  }
  const findings: Finding[] = [];
  for (const t of entities) {
    const id = identityOf(t);
    const equality = ownMethods(t).filter((m) => /^(equals|Equals|__eq__|Equal|isSameAs|sameIdentityAs|hashCode|GetHashCode|__hash__)$/.test(m.name));
    for (const eq of equality) {
      const attrs = t.fields.filter((f) => f !== id && !f.isStatic && new RegExp(`\\.\\s*_?${f.name.replace(/^_/, '')}\\b|\\b${f.name}\\b`).test(eq.body));
      if (attrs.length) {
        findings.push({ message: `${t.name}.${eq.name} compares attributes (${attrs.map((f) => f.name).join(', ')})${id ? ` besides the ${id.name}` : ' instead of an identity'}, so the same entity with changed attributes counts as a different one; an entity's equality is its identity alone`, line: eq.line });
        break;
      }
    }
    if (!id) continue;
    const idSetter = publicSetters(t).find((m) => new RegExp(`^(?:set )?_?(?:set)?${id.name.replace(/^_/, '')}$`, 'i').test(m.name));
    const rewrite = ownMethods(t).find((m) => m !== idSetter && !m.isConstructor && fieldWrites(model, m, id.name).length);
    if (idSetter || rewrite) findings.push({ message: `${t.name} lets its identity change after creation (${idSetter ? setterName(idSetter) : `${rewrite!.name} assigns ${id.name}`}), so references to the entity can silently point at another one; set the ${id.name} once, when the entity is created`, line: (idSetter ?? rewrite)!.line });
  }
  return brokenAll(findings);
};

/** Entity (and aggregate root): state changes only through behaviour methods that keep its rules; no public setters. */
export const changesThroughBehaviour: InvariantCheck = (model) => {
  const entities = entitiesOf(model);
  if (!entities.length) return ok();
  const findings: Finding[] = [];
  for (const t of entities) {
    const id = identityOf(t);
    const setters = publicSetters(t).filter((m) => !id || !new RegExp(`${id.name.replace(/^_/, '')}$`, 'i').test(m.name));
    const openFields = model.language === 'python' || model.language === 'go' ? [] : t.fields.filter((f) => !f.isStatic && !f.isImmutable && f.visibility === 'public' && f !== id && (model.language !== 'typescript' || (f.modifiers ?? []).includes('public') || !f.modifiers) && !t.methods.some((m) => m.name === `set ${f.name}`) && !/\{\s*get\s*;?\s*\}/.test(f.type ?? ''));
    const exposed = [...setters.map(setterName), ...openFields.filter((f) => model.language !== 'csharp' || !/^[A-Z]/.test(f.name) || f.modifiers?.includes('public')).map((f) => `the public field ${f.name}`)];
    if (!exposed.length) continue;
    findings.push({ message: `${t.name} can be changed from outside through ${exposed.slice(0, 3).join(', ')}, bypassing the behaviour methods that check its rules; an entity changes state only through methods that express what happens to it`, line: (setters[0]?.line ?? openFields[0]?.line)! });
  }
  return brokenAll(findings);
};

const EVENT_NAME = /(?:Event|DomainEvent|IntegrationEvent|Notification)$/;
const NOT_EVENT = /Handler|Bus|Store|Listener|Dispatcher|Publisher|Subscriber|Emitter|Source|Args$|Type$|Sourcing|Processor|Repository|Log$|Queue|Stream/;
const IMPERATIVE = /^(Create|Update|Delete|Add|Remove|Send|Place|Cancel|Register|Change|Set|Make|Do|Process|Submit|Approve|Reject|Pay|Ship|Book|Open|Close|Start|Stop)[A-Z]\w*Event$/;

/** Past-tense names of data-only types: `OrderPlaced`, `CartCheckedOut`. */
const PAST_TENSE = /[a-z](?:ed|Sent|Paid|Made|Done|Out|Begun|Taken|Given|Left|Sold|Bought|Built|Won|Lost)$/;

const eventsOf = (model: CodeModel) => concreteTypes(model).filter((t) => t.kind !== 'enum' && !NOT_EVENT.test(t.name) && (EVENT_NAME.test(t.name) || t.bases.some((b) => /DomainEvent|IntegrationEvent|^IEvent$|^Event$|INotification|EventBase/.test(b)) || (PAST_TENSE.test(t.name) && t.fields.length > 0 && !ownMethods(t).length)));

/** Domain event: a record of something that already happened — immutable and named in the past tense. */
export const eventsAreImmutableFacts: InvariantCheck = (model) => {
  const events = eventsOf(model);
  const raisedElsewhere = /\b(?:new\s+)?[A-Z]\w*(?:Event|DomainEvent)\s*[({]|\b(?:AddDomainEvent|addDomainEvent|add_domain_event|raiseEvent|RaiseEvent|registerEvent)\s*\(|\b\w*[eE]vents\s*(?:\.\s*(?:append|push|add|Add|emit)\s*\(|=\s*append\s*\()/.test(model.stripped);
  if (!events.length && raisedElsewhere) return ok();
  if (!events.length) return missing('no event type found: expected a class or record per event, named in the past tense (OrderPlaced), that records what happened and the data describing it', model.types[0]?.line);
  const findings: Finding[] = [];
  for (const e of events) {
    const setters = publicSetters(e);
    const mutators = ownMethods(e).filter((m) => !setters.includes(m) && e.fields.some((f) => !f.isStatic && fieldWrites(model, m, f.name).length));
    const openFields = model.language === 'java' || model.language === 'csharp' ? e.fields.filter((f) => !f.isStatic && !f.isImmutable && f.visibility === 'public' && !e.methods.some((m) => m.name === `set ${f.name}`) && f.modifiers?.includes('public') && !/\{/.test(f.type ?? '')) : [];
    const changes = [...setters.map(setterName), ...mutators.map((m) => m.name), ...openFields.map((f) => `the public field ${f.name}`)];
    if (changes.length) findings.push({ message: `the event ${e.name} can be changed after it is raised (${changes.slice(0, 3).join(', ')}), but an event records something that already happened and must stay immutable; make its data read-only and set it only when the event is created`, line: (setters[0] ?? mutators[0])?.line ?? openFields[0]?.line ?? e.line });
    if (IMPERATIVE.test(e.name)) findings.push({ message: `the event ${e.name} is named as an order (imperative) rather than as something that happened; name events in the past tense (e.g. ${e.name.replace(/^([A-Z][a-z]+)([A-Z]\w*)Event$/, '$2$1d')}) and keep requests to do something as commands`, line: e.line });
  }
  return brokenAll(findings);
};

const SIDE_EFFECT = /(Handler|Sender|Mailer|Notifier|Service|Repository|Repo|Client|Gateway|Smtp|Email\w*|Sms\w*|Dao)$/i;

/** Domain event: the aggregate records the event; reactions run in handlers outside it, not inside the aggregate. */
export const aggregateRaisesEvents: InvariantCheck = (model) => {
  const events = new Set(eventsOf(model).map((e) => e.name));
  const findings: Finding[] = [];
  for (const t of concreteTypes(model).filter((x) => !events.has(x.name) && !/Handler|Service|Controller|Listener|Subscriber/.test(x.name))) {
    for (const m of ownMethods(t)) {
      const raised = creations(model, m.body).find((c) => events.has(c.type) || EVENT_NAME.test(c.type));
      if (!raised) continue;
      const effect = callsIn(m.body).find((c) => {
        if (!c.receiver || /^(this|self|base|super)$/.test(c.receiver)) return false;
        if (creations(model, c.receiver).some((x) => /Handler$/.test(x.type))) return true;
        const root = receiverRoot(m, c.receiver);
        const field = t.fields.find((f) => f.name.replace(/^_/, '') === root);
        const type = field ? baseTypeName(fieldType(t, field)) : '';
        return !!field && (SIDE_EFFECT.test(type) || SIDE_EFFECT.test(field.name)) && !/events|domainEvents|changes|publisher|bus|dispatcher/i.test(field.name);
      });
      if (effect) findings.push({ message: `${named(t, m)} raises ${raised.type} and then reacts to it itself (${effect.receiver}.${effect.name}()), so the aggregate runs the event's side effects inside its own operation; record the event on the aggregate (e.g. add it to its domain events) and let handlers outside the aggregate react to it`, line: lineIn(m, effect.index) });
    }
  }
  return brokenAll(findings);
};

/** Value object (DDD): immutable, compared by value, and without an identity of its own. */
export const valueWithoutIdentity: InvariantCheck = (model, params) => {
  const outcome = immutableValue(model, params);
  const valueBase = (name: string) => model.types.find((t) => t.name === name)?.bases.some((b) => /ValueObject|^Value$|Record/.test(b));
  const findings = outcome.findings.filter((f) => !(/does not override equals/.test(f.message) && valueBase(f.message.split(' ')[0])));
  for (const t of concreteTypes(model).filter((x) => x.bases.some((b) => /ValueObject/.test(b)) || /ValueObject$|Value$|VO$/.test(x.name))) {
    const id = t.fields.find((f) => !f.isStatic && /^_?(id|Id|ID|uuid)$/.test(f.name));
    if (id) findings.push({ message: `${t.name} carries an identity (${id.name}), but a value object is defined only by its attributes; give identity to entities and compare values by what they contain`, line: id.line });
  }
  return brokenAll(findings);
};

const OUTSIDE = /Service|Manager|Controller|Helper|Utils?$|Handler|Processor|Facade|Presenter|View|Form|Screen|Page|Dialog|Panel|Window|Ui$|UI$|App$|Main$|Program$/;
const HAND_UI = /View|Form|Screen|Page|Dialog|Panel|Window|Ui$|UI$/;
const ACCESSOR = /^(get|set|is|has|Get|Set|Is|Has)[A-Z_]\w*$|^(toString|ToString|__str__|__repr__|equals|Equals|hashCode|GetHashCode|__eq__|__hash__|set \w+)$/;

/** Naked objects: behaviour lives as actions on the domain objects; no hand-written layer changes them from outside. */
export const domainObjectsOwnBehaviour: InvariantCheck = (model) => {
  const domain = concreteTypes(model).filter((t) => t.kind !== 'enum' && !OUTSIDE.test(t.name) && t.fields.some((f) => !f.isStatic));
  if (!domain.length) return missing('no domain objects found: expected business objects (e.g. Book, Author) that hold their data and offer their behaviour as actions the user interface can expose', model.types[0]?.line);
  const names = new Map(domain.map((d) => [d.name.toLowerCase(), d]));
  const findings: Finding[] = [];
  for (const o of concreteTypes(model).filter((t) => OUTSIDE.test(t.name))) {
    for (const m of ownMethods(o)) {
      const target = m.params.map((p) => model.types.find((t) => domain.includes(t) && (t.name === baseTypeName(p.type) || (!p.type && t.name.toLowerCase() === p.name.toLowerCase())))).find(Boolean);
      const changed = [...m.body.matchAll(/\b([a-z_]\w*)\s*\.\s*(?:(set[A-Z_]\w*)\s*\(|_?(\w+)\s*(?:[-+*/]?=)(?!=))/g)].find((x) => names.has(x[1].toLowerCase()) || (target && m.params.some((p) => p.name === x[1] && model.types.some((t) => t === target))));
      if (changed) {
        const d = names.get(changed[1].toLowerCase()) ?? target!;
        findings.push({ message: `${o.name}.${m.name} changes ${d.name} from outside (${changed[0].replace(/\s*[-+*/]?=$|\($/, '').trim()}), so the behaviour lives in a separate ${/View|Form|Screen|Page/.test(o.name) ? 'hand-written screen' : 'service'} instead of on the domain object; in Naked Objects the action is a method of ${d.name} itself, so the generated user interface can offer it`, line: lineIn(m, changed.index!) });
        break;
      }
    }
    if (HAND_UI.test(o.name) && !findings.some((f) => f.message.startsWith(`${o.name}.`))) {
      const shown = domain.find((d) => o.fields.some((f) => baseTypeName(fieldType(o, f)) === d.name) || o.methods.some((m) => m.params.some((p) => baseTypeName(p.type) === d.name)));
      if (shown) findings.push({ message: `${o.name} is a hand-written screen for ${shown.name}; in Naked Objects the user interface is generated from the domain objects, so a custom view has to be kept in step with every change to ${shown.name}`, line: o.line });
    }
  }
  if (findings.length) return brokenAll(findings);
  const actors = domain.filter((d) => ownMethods(d).some((m) => !ACCESSOR.test(m.name) && !m.isAbstract));
  if (!actors.length) return broken(`the domain objects (${domain.map((d) => d.name).join(', ')}) only hold data and accessors; their behaviour must be actions (methods) on the objects themselves so the user interface can be generated from them`, domain[0].line);
  return ok();
};
