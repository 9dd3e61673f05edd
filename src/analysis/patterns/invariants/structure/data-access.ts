// Invariants of data-access patterns: SQL stays inside the repository/DAO/table module, a repository
// speaks in domain objects, a data mapper keeps the domain class free of persistence, a table module
// is one object per table, and a transaction script writes back what it changed.
import type { CodeModel, MethodDecl, TypeDecl } from '../../../code/model.js';
import { baseTypeName, typeArguments } from '../../../code/model.js';
import { callsIn, lineIn, returnsIn } from '../../../code/body.js';
import { fieldType } from '../../../code/queries.js';
import { brokenAll, type Finding, type InvariantCheck, missing, namePattern, ok } from '../types.js';
import { type AccessCall, dbAccess, PERSISTENCE_TYPE, ROW_TYPE } from './access-calls.js';
import { callerParams, declaredNames, INFRASTRUCTURE, isAccessor, methodsOf, ownRef, signatureTypes, PLUMBING, VALUE_TYPE } from './shared.js';
import { escapeRe } from '../../../text/escape-re.js';
import { everyMethod, named, concreteTypes, untyped } from '../members.js';

const SETUP = /^(main|Main)$|schema|Schema|migrat|Migrat|seed|Seed|DataSource|setUp|tearDown|fixture|Fixture|init_?db|initDb|create_?tables|createTables/;
const SETUP_TYPE = /(Test|Tests|Spec|Migration|Seeder|Schema|Config|Configuration)$/;
const PLUMBING_FN = /^(get_?|open_?|new_?|create_?)?(connect\w*|connection|db|database|engine|session|pool|client)$/i;

/** Types a role covers: those named like it, and the implementations of interfaces named like it. */
export function typesInRole(model: CodeModel, role: RegExp): TypeDecl[] {
  const named = model.types.filter((t) => role.test(t.name));
  const names = new Set(named.map((t) => t.name));
  const goIfaces = model.language === 'go' ? named.filter((t) => t.kind === 'interface') : [];
  return model.types.filter((t) => names.has(t.name) || t.bases.some((b) => names.has(b) || role.test(b)) || (t.kind === 'struct' && goIfaces.some((i) => i.methods.length > 0 && i.methods.every((im) => t.methods.some((m) => m.name === im.name)))));
}

export interface Confinement {
  /** Class names that may make the calls. */
  holder: RegExp;
  /** Finds the calls that must stay inside the holders. */
  detect: (body: string) => AccessCall | undefined;
  /** What the finding says the outside code does, as a verb phrase (`opens a file itself`). */
  leak: string;
  /** Why it matters, after "so …". */
  consequence: string;
  /** The `missing` message when no holder exists. */
  absent: string;
}

/** Calls of one kind (SQL, HTTP) happen only inside the classes whose job they are. */
export function confinedTo(model: CodeModel, c: Confinement): ReturnType<InvariantCheck> {
  const holders = typesInRole(model, c.holder);
  if (!holders.length) return missing(c.absent, model.types[0]?.line);
  const holderNames = new Set(holders.map((h) => h.name));
  const findings: Finding[] = [];
  for (const { owner, method } of everyMethod(model)) {
    if (owner && (holderNames.has(owner.name) || owner.kind === 'interface' || SETUP_TYPE.test(owner.name))) continue;
    if (SETUP.test(method.name) || (!owner && (PLUMBING_FN.test(method.name) || /^New/.test(method.name) && holders.some((h) => (method.returnType ?? '').includes(h.name))))) continue;
    const call = c.detect(method.body);
    if (call) findings.push({ message: `${named(owner, method)} bypasses ${holders[0].name} and ${c.leak} (${call.text}), so ${c.consequence}`, line: lineIn(method, call.index) });
  }
  return brokenAll(findings);
}

const DATA_HOLDER = '\\w*(?:Repository|Repo|Dao|DAO|Store|Storage|Finder|Persistence|Table|Module|Mapper|Gateway)';

/** Repository / DAO / table module: no code outside the data-access classes touches the database. */
export const sqlStaysInside: InvariantCheck = (model, params) => {
  const role = typeof params.role === 'string' ? params.role : 'repository';
  return confinedTo(model, {
    holder: namePattern(params, 'holder', DATA_HOLDER),
    detect: dbAccess,
    leak: 'queries the database directly',
    consequence: `SQL and the storage details leak out of the ${role} into the code that uses it, and that code can no longer be tested or moved to another store without the database`,
    absent: `no ${role} found: expected a class (for example CustomerRepository or CustomerDao) that all data access goes through`,
  });
};

const RAW_SQL_PARAM = /^(sql|rawSql|raw_sql|sqlQuery|sql_query|sqlText|where|whereClause|where_clause|hql|jpql|cql|queryString|query_string)$/;
const textual = (t: string | undefined) => !t || /^(String|string|str|&str)$/.test(baseTypeName(t));

/** Repository / DAO: the public interface takes and returns domain objects, never rows, cursors or SQL. */
export const speaksDomainObjects: InvariantCheck = (model, params) => {
  const role = typeof params.role === 'string' ? params.role : 'repository';
  const holders = typesInRole(model, namePattern(params, 'holder', DATA_HOLDER));
  if (!holders.length) return missing(`no ${role} found: expected a class or interface (for example CustomerRepository) that offers finders and save/remove over domain objects`, model.types[0]?.line);
  const own = declaredNames(model);
  const findings: Finding[] = [];
  for (const t of holders) {
    for (const m of methodsOf(t).filter((x) => x.visibility === 'public' || (model.language === 'java' && x.visibility === 'package') || t.kind === 'interface')) {
      const leaked = signatureTypes(m.returnType).find((n) => n && !own.has(n) && PERSISTENCE_TYPE.test(n)) ?? callerParams(m).flatMap((p) => signatureTypes(p.type)).find((n) => n && !own.has(n) && ROW_TYPE.test(n));
      if (leaked) {
        findings.push({ message: `${t.name}.${m.name} exposes ${leaked}, a database type, in its signature, so callers handle rows and connections themselves instead of receiving domain objects from a collection-like interface`, line: m.line });
        continue;
      }
      const sqlParam = callerParams(m).find((p) => textual(p.type) && (RAW_SQL_PARAM.test(p.name) || (p.name === 'query' && /^(execute|exec|run|raw|native)/i.test(m.name))));
      if (sqlParam) {
        findings.push({ message: `${t.name}.${m.name} takes raw SQL (${sqlParam.name}) from its callers, so query language leaks into the calling code instead of the ${role} offering intention-revealing finders over domain objects`, line: m.line });
        continue;
      }
      if (untyped(model)) {
        const raw = returnsIn(m.body).find((r) => (/^(?:self|this|\w+)\s*\./.test(r.expr) && /\.(fetchall|fetchone|fetchmany)\s*\([^)]*\)\s*;?$/.test(r.expr)) || /^\w+\.rows\s*;?$/.test(r.expr) || new RegExp(`^(\\w+)\\s*;?$`).test(r.expr) && new RegExp(`\\b${escapeRe(r.expr.replace(/;$/, ''))}\\s*=\\s*[\\w.]+\\.(?:fetchall|fetchone|fetchmany)\\s*\\(`).test(m.body));
        if (raw) findings.push({ message: `${t.name}.${m.name} returns the raw database rows (${raw.expr.replace(/;$/, '')}) instead of domain objects, so callers have to know the columns and the ${role} is no longer a collection of domain objects`, line: lineIn(m, raw.index) });
      }
    }
  }
  return brokenAll(findings);
};

const MAPPER = /(Mapper|DataMapper|Repository|Repo|Dao|DAO|Gateway|Store|Persister)$/;

/** Data mapper: the domain object holds no persistence code; a separate mapper moves data to and from the store. */
export const domainFreeOfPersistence: InvariantCheck = (model) => {
  const findings: Finding[] = [];
  for (const t of concreteTypes(model, { enums: false }).filter((x) => !INFRASTRUCTURE.test(x.name) && !MAPPER.test(x.name))) {
    const plumbing = t.fields.find((f) => !f.isStatic && (/^_?(conn|connection|db|database|dataSource|datasource|entityManager|cursor|jdbc\w*|sessionFactory|dbContext|pool)$/i.test(f.name) || /^(Connection|SqlConnection|IDbConnection|DbConnection|DataSource|SessionFactory|EntityManager|DbContext|DB|Pool|Cursor)$/.test(baseTypeName(fieldType(t, f)))));
    const access = methodsOf(t).map((m) => ({ m, call: dbAccess(m.body) })).find((x) => x.call);
    if (access) findings.push({ message: `${t.name}.${access.m.name} reaches the database itself (${access.call!.text}): the domain object carries its own persistence (Active Record) instead of leaving it to a separate mapper, so the domain class and the schema cannot change independently`, line: lineIn(access.m, access.call!.index) });
    else if (plumbing) findings.push({ message: `${t.name} holds a database handle (${plumbing.name}), so the domain object carries its own persistence (Active Record) instead of a separate mapper moving its data to and from the database`, line: plumbing.line });
  }
  if (findings.length) return brokenAll(findings);
  const mapper = model.types.find((t) => MAPPER.test(t.name)) ?? concreteTypes(model, { enums: false }).find((t) => methodsOf(t).some((m) => dbAccess(m.body)));
  return mapper ? ok() : missing('no data mapper found: expected a separate mapper (for example StudentMapper with insert, update, delete and find) that moves data between the domain objects and the database', model.types[0]?.line);
};

const ROW_NAME = /^_?(id|\w+Id|\w+_id|username|user_name|userName|name|email|password|balance|amount|price|quantity|qty|status|title|age|address|phone|total)$/;
const CONFIG_NAME = /table|sql|query|url|dsn|schema|driver|timeout|limit|size|count|capacity|config|conn|pool|path|host|port/i;

/** Table module: one object handles every row of its table; it does not hold one row's values. */
export const oneModulePerTable: InvariantCheck = (model) => {
  const modules = concreteTypes(model, { enums: false }).filter((t) => /(Module|Table|TableGateway|RecordSet)$/.test(t.name));
  const candidates = modules.length ? modules : concreteTypes(model, { enums: false }).filter((t) => !MAPPER.test(t.name) && methodsOf(t).some((m) => dbAccess(m.body)));
  if (!candidates.length) return missing('no table module found: expected one class per database table (for example UserTableModule) whose methods hold the logic for all of that table\'s rows', model.types[0]?.line);
  const findings: Finding[] = [];
  for (const t of candidates) {
    const rowFields = t.fields.filter((f) => !f.isStatic && !CONFIG_NAME.test(f.name) && (fieldType(t, f) ? VALUE_TYPE.test(baseTypeName(fieldType(t, f))) && ROW_NAME.test(f.name) : ROW_NAME.test(f.name)));
    if (rowFields.length < 2) continue;
    const user = methodsOf(t).find((m) => rowFields.some((f) => ownRef(model, m, f.name).test(m.body)));
    if (user) findings.push({ message: `${t.name} keeps one row's values (${rowFields.map((f) => f.name).join(', ')}) in its fields and ${user.name} works on that row, so there is an instance per row (an active record) rather than one module handling every row of the table; pass the id or the record set to the module's methods instead`, line: rowFields[0].line });
  }
  return brokenAll(findings);
};

const GATEWAY = /(Dao|DAO|Repository|Repo|Gateway|Db|DB|Database|Store|Connection|Session|Mapper|Table)$|^_?(dao|repo|repository|gateway|db|database|store|conn|connection|session|mapper|table)$/i;
const READ = '(?:get|find|load|fetch|select|read|query|lookup|Get|Find|Load|Fetch|Select|Read|Query|Lookup)\\w*';
const WRITE = /^(update|save|insert|persist|put|store|write|merge|upsert|commit|execute|exec|replace|set|add|Update|Save|Insert|Persist|Put|Store|Write|Merge|Upsert|Commit|Execute|Exec|Replace|Add|SaveChanges\w*)\w*$/;

/** The gateways a procedure reaches: its class's data-access fields, or its own parameters. */
function gatewaysOf(model: CodeModel, owner: TypeDecl | undefined, m: MethodDecl): string[] {
  const fields = owner ? owner.fields.filter((f) => !f.isStatic && (GATEWAY.test(baseTypeName(fieldType(owner, f))) || GATEWAY.test(f.name))).map((f) => f.name.replace(/^_/, '')) : [];
  const params = callerParams(m).filter((p) => GATEWAY.test(baseTypeName(p.type)) || GATEWAY.test(p.name)).map((p) => p.name);
  return [...fields, ...params];
}

/** Transaction script: a procedure that loads and changes data also writes the change back through the gateway. */
export const scriptWritesBack: InvariantCheck = (model) => {
  const findings: Finding[] = [];
  let scripts = 0;
  for (const { owner, method } of everyMethod(model).filter((x) => !x.method.isConstructor)) {
    const gateways = gatewaysOf(model, owner, method);
    if (!gateways.length) continue;
    const onGateway = callsIn(method.body).filter((c) => c.receiver !== null && gateways.some((g) => new RegExp(`(?:^|\\.)_?${escapeRe(g)}$`).test(c.receiver!)));
    if (!onGateway.length) continue;
    scripts++;
    const g = gateways.map(escapeRe).join('|');
    const load = new RegExp(`\\b(\\w+)(?:\\s*,\\s*\\w+)?\\s*:?=\\s*(?:await\\s+)?(?:(?:this|self|\\w)\\.)?_?(?:${g})\\s*\\.\\s*${READ}\\s*\\(`).exec(method.body);
    if (!load) continue;
    const local = escapeRe(load[1]);
    const rest = method.body.slice(load.index + load[0].length);
    const change = new RegExp(`\\b${local}\\b(?:\\s*\\.\\s*\\w+\\s*\\(\\s*\\))*\\s*\\.\\s*(?:set[A-Z_]\\w*|Set[A-Z]\\w*)\\s*\\(|\\b${local}\\b(?:\\s*\\.\\s*\\w+\\s*\\(\\s*\\))*\\s*\\.\\s*\\w+\\s*(?:[-+*/]?=)(?!=)|\\b${local}\\s*\\[[^\\]]+\\]\\s*=(?!=)`).exec(rest);
    if (!change) continue;
    const after = load.index + load[0].length + change.index;
    const helpers = new Set((owner ? methodsOf(owner) : []).filter((h) => h !== method && callsIn(h.body).some((c) => WRITE.test(c.name))).map((h) => h.name));
    const writes = onGateway.some((c) => c.index > after && WRITE.test(c.name)) || callsIn(method.body.slice(after)).some((c) => helpers.has(c.name) || (WRITE.test(c.name) && c.receiver !== null && GATEWAY.test(c.receiver.split('.').pop() ?? '')));
    if (!writes) findings.push({ message: `${named(owner, method)} loads ${load[1]} through ${load[0].match(new RegExp(g))?.[0] ?? 'the gateway'}, changes it, but never writes it back (no update/save call), so the transaction's change is lost when the procedure returns; a transaction script carries the whole business transaction through to the database`, line: lineIn(method, after) });
  }
  if (!scripts) return missing('no transaction script found: expected one procedure per business transaction that reads through a data gateway (DAO, connection), applies the rules and writes the result back', model.types[0]?.line);
  return brokenAll(findings);
};

const SERVICE = /(Service|Manager|Processor|Handler|Controller|UseCase|Script|Engine|Calculator|Helper|Util|Utils|App|Application|Workflow|Coordinator|Interactor)$/;

/** Domain model: business rules live in the domain objects with their data, not in services that drive setters. */
export const behaviourLivesInEntities: InvariantCheck = (model) => {
  const entities = concreteTypes(model, { enums: false }).filter((t) => !INFRASTRUCTURE.test(t.name) && !SERVICE.test(t.name) && !/(Dto|DTO|Request|Response|Event|Command|Query|Record|Row)$/.test(t.name) && (t.fields.filter((f) => !f.isStatic).length >= 1 || methodsOf(t).length >= 1));
  if (!entities.length) return missing('no domain objects found: expected classes such as Customer or Product that hold their data together with the business behaviour acting on it', model.types[0]?.line);
  const anemic = (t: TypeDecl) => methodsOf(t).every((m) => isAccessor(m) || /^(toString|ToString|__str__|__repr__|equals|Equals|hashCode|GetHashCode|__eq__|__hash__|String)$/.test(m.name));
  if (entities.some((t) => !anemic(t))) return ok();
  const names = new Set(entities.map((t) => t.name));
  for (const { owner, method } of everyMethod(model).filter((x) => !x.method.isConstructor && (!x.owner || !names.has(x.owner.name)))) {
    const target = callerParams(method).find((p) => names.has(baseTypeName(p.type)) || (untyped(model) && entities.some((e) => new RegExp(`^${e.name}$`, 'i').test(p.name))));
    if (!target) continue;
    const drive = new RegExp(`\\b${escapeRe(target.name)}\\s*\\.\\s*(?:set[A-Z_]\\w*\\s*\\(|Set[A-Z]\\w*\\s*\\(|_?\\w+\\s*(?:[-+*/]?=)(?!=))`).exec(method.body);
    const rule = /\bif\b|\bthrow\b|\braise\b|[-+*/]/.test(method.body);
    if (drive && rule) return brokenAll([{ message: `${entities.map((e) => e.name).join(' and ')} only carry data (getters and setters, an anemic model), while ${named(owner, method)} applies the business rule from outside and writes the result back into ${target.name}; in a domain model the behaviour lives in the domain object that owns the data`, line: lineIn(method, drive.index) }]);
  }
  return missing(`${entities.map((e) => e.name).join(' and ')} only hold data (getters and setters) with no business behaviour; a domain model puts the rules (for example buying or returning a product) in the domain objects themselves`, entities[0].line);
};
