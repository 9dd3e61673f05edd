// Invariants of how records are shaped and stored: documents and property bags keep their properties
// in a map, a composite entity hides its dependents, a tolerant reader ignores what it does not know,
// partial responses honour the requested fields, serialized entities and LOBs store whole graphs, and
// ORM mappings (metadata, single-table and class-table inheritance) follow their declared strategy.
import type { CodeModel, TypeDecl } from '../../../code/model.js';
import { baseTypeName } from '../../../code/model.js';
import { callsIn, lineIn, loops, returnsIn } from '../../../code/body.js';
import { implementorsOf } from '../../../code/queries.js';
import { broken, brokenAll, type Finding, type InvariantCheck, missing, ok } from '../types.js';
import { dbAccess } from './access-calls.js';
import { callerParams, fieldKind, fieldTypeName, methodsOf } from './shared.js';
import { escapeRe } from '../../../text/escape-re.js';
import { everyMethod, named, concreteTypes } from '../members.js';

const PROPERTY_MAP = /Map<\s*String|Dictionary<\s*string|IDictionary<\s*string|Record<\s*string|map\[string\]|\bdict\b|Dict\[|Map<\s*(?:Stats|Property|Key|\w+Key|\w+Type)|\{\s*\}|dict\(|new\s+Map|HashMap|EnumMap/;

/** The property bag of a type: a map field read and written through get/put-style methods. */
function propertyBag(model: CodeModel, t: TypeDecl): string | undefined {
  const map = t.fields.find((f) => !f.isStatic && (PROPERTY_MAP.test(fieldKind(model, t, f)) || /^_?(properties|props|attributes|attrs|values|data|fields)$/i.test(f.name)));
  if (!map) return undefined;
  const used = methodsOf(t).some((m) => /^(get|put|set|remove|has|Get|Put|Set|Remove|Has|__getitem__|__setitem__|__getattr__|get_|set_)\w*$/.test(m.name) && new RegExp(`\\b_?${escapeRe(map.name.replace(/^_/, ''))}\\b`).test(m.body));
  return used ? map.name : undefined;
}

/** Abstract document: properties live in the document's map; concrete documents add typed access, not fields of their own. */
export const propertiesInMap: InvariantCheck = (model) => {
  const docs = model.types.filter((t) => t.kind !== 'interface' && propertyBag(model, t));
  if (!docs.length) return missing('no abstract document found: expected a document class that keeps its properties in a map (get(key), put(key, value)) with typed access added by trait interfaces', model.types[0]?.line);
  const findings: Finding[] = [];
  for (const d of docs) {
    for (const sub of implementorsOf(model, d.name).filter((t) => t.kind !== 'interface')) {
      const own = sub.fields.filter((f) => !f.isStatic);
      if (own.length) findings.push({ message: `${sub.name} keeps ${own.map((f) => f.name).join(', ')} in fields of its own instead of the document's property map, so those properties are invisible to get(key), to the typed traits and to the document's children`, line: own[0].line });
    }
  }
  return brokenAll(findings);
};

/** Property (prototype): properties live in a map, and a lookup that misses falls back to the prototype. */
export const fallsBackToPrototype: InvariantCheck = (model) => {
  const bags = concreteTypes(model, { enums: false }).filter((t) => propertyBag(model, t));
  if (!bags.length) return missing('no property object found: expected an object that keeps its properties in a map, so they can be added, changed and removed at run time', model.types[0]?.line);
  for (const t of bags) {
    const proto = t.fields.find((f) => !f.isStatic && (fieldTypeName(t, f) === t.name || /^_?(prototype|proto|parent|template|base)$/i.test(f.name)));
    const copies = t.methods.some((m) => m.isConstructor && /prototype|proto|parent|template/i.test(m.body) && /new\s+(?:Hash)?Map|new\s+Dictionary|\bdict\s*\(|\.copy\s*\(|\{\s*\.\.\.|Object\.assign|putAll|maps\.Clone|for\b/.test(m.body));
    if (!proto || copies) continue;
    const get = methodsOf(t).find((m) => /^(get|Get|__getitem__|__getattr__|lookup|find)\w*$/.test(m.name));
    if (get && !new RegExp(`\\b_?${escapeRe(proto.name.replace(/^_/, ''))}\\b`).test(get.body)) return broken(`${t.name}.${get.name} never consults ${proto.name} when a property is missing (and the constructor does not copy it), so objects created from a prototype do not inherit its properties`, get.line);
  }
  return ok();
};

/** Composite entity: the coarse-grained object manages its dependent objects and does not hand them out. */
export const dependentsBehindCoarseObject: InvariantCheck = (model) => {
  for (const t of concreteTypes(model, { enums: false })) {
    const dependents = t.fields.filter((f) => !f.isStatic && model.types.some((x) => x !== t && x.name === fieldTypeName(t, f)));
    const array = t.fields.find((f) => /\[\]|List|Array/.test(f.type ?? '') && model.types.some((x) => (f.type ?? '').includes(x.name) && x !== t));
    if (dependents.length < 2 && !array) continue;
    const parts = [...dependents, ...(array ? [array] : [])];
    const findings: Finding[] = [];
    for (const f of parts.filter((x) => x.visibility === 'public')) findings.push({ message: `${t.name}.${f.name} is public, so clients change the dependent ${fieldTypeName(t, f) || 'objects'} directly instead of through the coarse-grained ${t.name}`, line: f.line });
    for (const m of methodsOf(t).filter((x) => x.visibility === 'public')) {
      const r = returnsIn(m.body).find((x) => parts.some((f) => new RegExp(`^(?:this\\.|self\\.|\\w\\.)?_?${escapeRe(f.name.replace(/^_/, ''))}\\s*;?$`).test(x.expr)));
      if (r) findings.push({ message: `${t.name}.${m.name} hands out its dependent object (${r.expr.replace(/;$/, '')}), so clients can modify it behind the composite entity's back instead of going through its coarse-grained methods`, line: lineIn(m, r.index) });
    }
    return brokenAll(findings);
  }
  return missing('no composite entity found: expected a coarse-grained object that holds its dependent objects and offers one interface (setData/getData) that manages them together', model.types[0]?.line);
};

const STRICT = /FAIL_ON_UNKNOWN_PROPERTIES\s*,\s*true|ignoreUnknown\s*=\s*false|DisallowUnknownFields\s*\(|MissingMemberHandling\s*\.\s*Error|UnmappedMemberHandling\s*\.\s*Disallow|\.\s*strict\s*\(\s*\)|Extra\s*\.\s*forbid|additionalProperties\s*[:=]\s*false|JsonUnmappedMemberHandling\s*\.\s*Disallow/;
const READER = /readObject|readValue|Deserialize|fromJson|from_json|from_dict|json\.loads?|JSON\.parse|json\.Unmarshal|json\.NewDecoder|\.Decode\s*\(|ObjectInputStream|\bparse\w*\s*\(|\bread\w*\s*\(|\.get\s*\(|\[\s*["']/;

/** Tolerant reader: unknown or extra fields are ignored instead of failing the read. */
export const ignoresUnknownFields: InvariantCheck = (model) => {
  const readers = everyMethod(model).filter(({ method }) => READER.test(method.body) || /^(read|parse|deserialize|from|load|decode|Read|Parse|Deserialize|From|Load|Decode)\w*$/.test(method.name));
  if (!readers.length && !STRICT.test(model.stripped)) return missing('no reader found: expected code that reads a message or stored record, taking the fields it needs and ignoring the rest', model.types[0]?.line);
  const findings: Finding[] = [];
  for (const { owner, method } of everyMethod(model)) {
    const strict = STRICT.exec(method.body);
    if (strict) { findings.push({ message: `${named(owner, method)} configures the reader to fail on fields it does not know (${strict[0].replace(/\s+/g, '')}), so any producer adding a field breaks this consumer; tolerate unknown fields`, line: lineIn(method, strict.index) }); continue; }
    const reject = /\bfor\b[^\n]*\b(?:key|k|name|field|prop)\w*\b[\s\S]{0,200}?(?:!\s*\w+\s*\.\s*(?:contains|has|includes|Contains|ContainsKey)\s*\(|\bnot\s+in\b|!\s*\w+\.\s*containsKey)[\s\S]{0,120}?\b(?:throw|raise|panic|return\s+(?:err|nil,\s*\w*[Ee]rr|fmt\.Errorf))/.exec(method.body);
    if (reject) findings.push({ message: `${named(owner, method)} rejects records that contain fields it does not recognise, so a newer producer's extra fields make the read fail; skip unknown fields instead`, line: lineIn(method, reject.index) });
  }
  const classLevel = STRICT.exec(model.stripped);
  if (classLevel && !findings.length) findings.push({ message: `the reader is configured to fail on unknown fields (${classLevel[0].replace(/\s+/g, '')}), so any producer adding a field breaks this consumer; tolerate unknown fields`, line: model.lineOf(classLevel.index) });
  return brokenAll(findings);
};

const FIELDS_PARAM = /^(fields|fieldsParam|fields_param|select|selected|include|includes|projection|fieldMask|field_mask|attributes|columns|only|requestedFields|requested_fields|wanted)$/;

/** Partial response: the fields the client asks for decide what goes into the response. */
export const honoursRequestedFields: InvariantCheck = (model) => {
  const handlers = everyMethod(model).filter(({ method }) => callerParams(method).some((p) => FIELDS_PARAM.test(p.name)));
  if (!handlers.length) return missing('no partial response found: expected an endpoint that takes the fields the client wants (a fields parameter) and returns only those', model.types[0]?.line);
  const findings: Finding[] = [];
  for (const { owner, method } of handlers) {
    const p = callerParams(method).find((x) => FIELDS_PARAM.test(x.name))!;
    if (!new RegExp(`\\b${escapeRe(p.name)}\\b`).test(method.body)) findings.push({ message: `${named(owner, method)} accepts the requested ${p.name} but never uses them, so clients always receive the whole resource instead of only the fields they asked for`, line: method.line });
  }
  return brokenAll(findings);
};

const SERIALIZE = /writeObject\s*\(|pickle\s*\.\s*dumps?\s*\(|json\s*\.\s*dumps?\s*\(|JSON\s*\.\s*stringify\s*\(|JsonSerializer\s*\.\s*Serialize\w*\s*\(|json\s*\.\s*Marshal\s*\(|gob\s*\.\s*NewEncoder|BinaryFormatter|\bserialize\s*\(|\bSerialize\s*\(|writeValueAsString\s*\(|writeValueAsBytes\s*\(|toXml\s*\(|\.\s*Encode\s*\(|marshal\s*\(/;
const DESERIALIZE = /readObject\s*\(|pickle\s*\.\s*loads?\s*\(|json\s*\.\s*loads?\s*\(|JSON\s*\.\s*parse\s*\(|JsonSerializer\s*\.\s*Deserialize\w*\s*\(|json\s*\.\s*Unmarshal\s*\(|gob\s*\.\s*NewDecoder|\bdeSerialize\s*\(|\bdeserialize\s*\(|\bDeserialize\s*\(|readValue\s*\(|fromXml\s*\(|\.\s*Decode\s*\(|unmarshal\s*\(/;

/** Serialized entity: the whole object is serialized to store it, and loading deserializes it back. */
export const entitySerializedWhole: InvariantCheck = (model) => {
  const writers = everyMethod(model).filter(({ method }) => SERIALIZE.test(method.body));
  if (!writers.length) return missing('no serialized entity found: expected an object serialized as a whole (ObjectOutputStream, pickle, JSON) and stored as one value, then deserialized when read back', model.types[0]?.line);
  const findings: Finding[] = [];
  if (model.language === 'java') {
    for (const { owner, method } of writers) {
      const arg = /writeObject\s*\(\s*(?:this\.)?(\w+)\s*\)/.exec(method.body)?.[1];
      const type = arg ? baseTypeName(owner?.fields.find((f) => f.name === arg)?.type ?? callerParams(method).find((p) => p.name === arg)?.type) : '';
      const decl = model.types.find((t) => t.name === type);
      if (decl && !decl.bases.includes('Serializable') && !decl.bases.includes('Externalizable')) findings.push({ message: `${named(owner, method)} writes a ${decl.name} with ObjectOutputStream, but ${decl.name} does not implement Serializable, so storing it fails with NotSerializableException`, line: method.line });
    }
  }
  for (const { owner, method } of everyMethod(model).filter(({ method }) => /^(select|load|find|get|read|fetch|restore)\w*$/i.test(method.name) && !SERIALIZE.test(method.body) && dbAccess(method.body))) {
    if (!DESERIALIZE.test(method.body) && /get(?:String|Int|Long|Double)\s*\(\s*["'\d]|\[\s*["']\s*["']\s*\]/.test(method.body)) findings.push({ message: `${named(owner, method)} rebuilds the object from individual columns instead of deserializing the stored value, so the entity is written as one serialized value but read back field by field and the two drift apart`, line: method.line });
  }
  return brokenAll(findings);
};

/** Serialized LOB: the object graph goes into one large object, not one row per node. */
export const graphInOneLob: InvariantCheck = (model) => {
  const serializes = everyMethod(model).some(({ method }) => SERIALIZE.test(method.body));
  const findings: Finding[] = [];
  for (const { owner, method } of everyMethod(model).filter(({ method }) => /^(save|store|insert|persist|write|Save|Store|Insert|Persist|Write)\w*$/.test(method.name))) {
    const loop = loops(method.body)[0];
    const access = loop !== undefined ? dbAccess(method.body.slice(loop)) : undefined;
    if (loop !== undefined && access && !SERIALIZE.test(method.body)) findings.push({ message: `${named(owner, method)} writes the graph one node per row (${access.text} inside a loop) instead of serializing it into a single BLOB/CLOB, so reading it back needs many queries and the graph's structure is spread across rows`, line: lineIn(method, loop + access.index) });
  }
  if (findings.length) return brokenAll(findings);
  return serializes ? ok() : missing('no serialized LOB found: expected an object graph serialized (binary or XML/JSON text) into one large object column and deserialized when loaded', model.types[0]?.line);
};

const METADATA = /@(?:Column|Table|Entity|Id|JoinColumn|Field|DatabaseField|Property)\b|\[(?:Column|Table|Key|Required)\b|\bColumn\s*\(|\bmapped_column\s*\(|__tablename__|models\s*\.\s*\w+Field\s*\(|getDeclaredFields\s*\(|GetProperties\s*\(|reflect\s*\.\s*(?:TypeOf|ValueOf)|\bsetattr\s*\(|\bgetattr\s*\(|Object\s*\.\s*(?:keys|entries)\s*\(|hbm\.xml|<hibernate-mapping|\bEntitySchema\b|\bmodelBuilder\s*\.\s*Entity\b/;
const HAND_MAPPED = /\.\s*get(?:String|Int|Long|Double|Boolean|Date|Decimal|Int32|Int64)\s*\(|\brow\s*\[|\breader\s*\[|\bGetString\s*\(|\bGetInt32\s*\(|\brs\s*\.\s*get\w+\s*\(|\.Scan\s*\(/g;

/** Metadata mapping: the field-to-column mapping is described once as metadata and applied by generic code. */
export const mappingFromMetadata: InvariantCheck = (model) => {
  const goTags = model.language === 'go' && model.types.some((t) => t.kind === 'struct' && /`/.test(model.stripped.split('\n').slice(t.line - 1, t.line + t.fields.length + 1).join('\n')));
  const orm = /\bHibernate\w*|\bSessionFactory\b|\.\s*openSession\s*\(|\bEntityManager\b|\.\s*createQuery\s*\(|\bDbContext\b|\bDbSet<|\bgetRepository\s*\(|\bsessionmaker\s*\(/.test(model.stripped);
  if (METADATA.test(model.stripped) || goTags || orm) return ok();
  const manual = everyMethod(model).map(({ owner, method }) => ({ owner, method, n: [...method.body.matchAll(HAND_MAPPED)].length })).find((x) => x.n >= 2);
  return missing(`${manual ? `${named(manual.owner, manual.method)} maps each column to a field by hand; ` : ''}no metadata mapping found: expected the mapping between fields and columns described as metadata (annotations, a mapping file, struct tags, a mapping table) and applied by generic code`, manual?.method.line ?? model.types[0]?.line);
};

/** The ORM strategy the snippet declares for its hierarchy, and subclasses that get tables of their own. */
function inheritanceMapping(model: CodeModel): { strategy?: string; ownTables: string[]; singleMarkers: boolean } {
  const text = model.stripped;
  const strategy = /InheritanceType\s*\.\s*(SINGLE_TABLE|JOINED|TABLE_PER_CLASS)/.exec(text)?.[1] ?? (/\bHasDiscriminator\b|@TableInheritance\b|polymorphic_on|@DiscriminatorColumn|\bUseTphMappingStrategy\b/.test(text) ? 'SINGLE_TABLE' : /\bUseTptMappingStrategy\b/.test(text) ? 'JOINED' : /\bUseTpcMappingStrategy\b/.test(text) ? 'TABLE_PER_CLASS' : undefined);
  const declared = new Set(model.types.map((t) => t.name));
  const ownTables: string[] = [];
  for (const t of model.types.filter((x) => x.bases.some((b) => declared.has(b)))) {
    const lines = text.split('\n');
    let top = t.line - 1;
    while (top > 0 && /^\s*[@[]/.test(lines[top - 1])) top--;
    const header = lines.slice(top, t.line).join('\n');
    const body = text.split('\n').slice(t.line, t.line + 3).join('\n');
    if (/@Table\s*\(|\[Table\b|@Entity\s*\(\s*\)\s*$/m.test(header) || (model.language === 'python' && /__tablename__/.test(body)) || new RegExp(`Entity<\\s*${escapeRe(t.name)}\\s*>\\s*\\(\\s*\\)\\s*\\.\\s*ToTable`).test(text)) ownTables.push(t.name);
  }
  return { strategy, ownTables, singleMarkers: /@DiscriminatorValue|@ChildEntity|polymorphic_identity|HasValue\s*\(|__mapper_args__/.test(text) };
}

/** Single table inheritance: the whole hierarchy lives in one table, told apart by a discriminator. */
export const hierarchyInOneTable: InvariantCheck = (model) => {
  const { strategy, ownTables, singleMarkers } = inheritanceMapping(model);
  if (strategy && strategy !== 'SINGLE_TABLE') return broken(`the hierarchy is mapped with ${strategy}, which gives the classes tables of their own; single table inheritance stores every class of the hierarchy in one table with a discriminator column`, model.lineOf(model.stripped.indexOf(strategy)));
  const subs = ownTables;
  if ((strategy || singleMarkers) && subs.length) return broken(`${subs.join(', ')} declare${subs.length === 1 ? 's' : ''} a table of ${subs.length === 1 ? 'its' : 'their'} own, so the hierarchy is no longer stored in the single table the base class maps`, model.types.find((t) => t.name === subs[0])?.line);
  if (strategy || singleMarkers) return ok();
  const loader = everyMethod(model).find(({ method }) => /\bswitch\b|\bcase\b|\belif\b|\belse\s+if\b|\bmatch\b/.test(method.body) && callsIn(method.body).length && model.types.filter((t) => t.bases.length && new RegExp(`\\b${escapeRe(t.name)}\\s*[({]`).test(method.body)).length >= 2);
  if (loader && model.types.filter((t) => t.bases.length).length >= 2) return ok();
  return missing('no single-table mapping found: expected the class hierarchy mapped to one table (for example @Inheritance(strategy = SINGLE_TABLE) with a discriminator column) whose rows are turned into the right subclass by a type column', model.types[0]?.line);
};

/** Class table inheritance: each class of the hierarchy has its own table, joined to its parent's. */
export const tablePerClassJoined: InvariantCheck = (model) => {
  const { strategy, ownTables } = inheritanceMapping(model);
  if (strategy && strategy !== 'JOINED') return broken(`the hierarchy is mapped with ${strategy}, not one table per class joined to its parent's table, so subclass rows either share one sparse table or repeat the parent's columns`, model.lineOf(model.stripped.indexOf(strategy)));
  if (strategy === 'JOINED') return ok();
  if (model.language === 'python' && /__tablename__/.test(model.stripped)) {
    const missingTable = model.types.filter((t) => t.bases.some((b) => model.types.some((x) => x.name === b && /__tablename__/.test(model.stripped.split('\n').slice(x.line, x.line + 4).join('\n')))) && !ownTables.includes(t.name));
    if (missingTable.length) return broken(`${missingTable.map((t) => t.name).join(', ')} has no table of its own, so its fields end up in the parent's table instead of a separate table joined by the primary key`, missingTable[0].line);
    return ok();
  }
  const writer = everyMethod(model).find(({ method }) => /^(save|insert|persist|store|add|Save|Insert|Persist|Store|Add)\w*$/.test(method.name) && [...method.body.matchAll(/executeUpdate|execute\w*\s*\(|Exec\w*\s*\(|ExecuteNonQuery|\.query\s*\(|\.run\s*\(/g)].length >= 2);
  if (writer) return ok();
  return missing('no class table inheritance found: expected each class of the hierarchy mapped to its own table (for example @Inheritance(strategy = JOINED)), with the subclass tables keyed by the parent\'s id', model.types[0]?.line);
};
