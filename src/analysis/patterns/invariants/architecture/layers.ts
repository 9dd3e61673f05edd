// Dependency rules of layered designs: the core of a hexagonal, onion or clean architecture depends only
// on the ports it defines, never on adapters or infrastructure; a layer calls only the layer beneath it.
import type { CodeModel, TypeDecl } from '../../../code/model.js';
import { baseTypeName } from '../../../code/model.js';
import { creations, lineIn } from '../../../code/body.js';
import { fieldType, typeIdentities } from '../../../code/queries.js';
import { brokenAll, type Finding, type InvariantCheck, missing, ok } from '../types.js';
import { infraCall, isInfraType, paramsOf } from './roles.js';
import { concreteTypes, untyped } from '../members.js';

const ENTRY = /^(App|Application|Main|Program|Startup|Bootstrap\w*|Config|Configuration|Module|Container|Wiring|Composition\w*|Injector|Setup|Server|Seed\w*|SampleData|\w+(?:Config|Configuration|Module|Application|App|Bootstrap|Wiring|Container|Factory|Main|Program|Startup|Tests?|Spec|Fixture))$/;
const DRIVING = /Controller|Resource$|Endpoint|Router|Routes$|Servlet|Cli$|CLI$|Console\w*|View$|Page$|Screen$|Rest[A-Z]\w*|Http\w*Handler|GraphQL|Resolver$|Consumer$|Listener$|Subscriber$|Job$|Lambda$|Function$|Command[A-Z]\w*Runner/;
const DRIVEN_TECH = /Jdbc|Jpa|Sql|Postgres|Pg[A-Z]|MySql|Mysql|Mongo|Redis|Dynamo|S3|Http|Rest|Kafka|Rabbit|Smtp|InMemory|File|Csv|Json|Xml|Orm|Hibernate|EntityFramework|Ef[A-Z]|Prisma|Sequelize|Stripe|Paypal|Twilio|SendGrid|Sendgrid|Aws|Azure|Gcp|Firebase|Elastic|Adapter|Impl$|Fake|Mock|Stub|Dummy|Stdout|StdOut|Spring|Django|Flask|Express|Sqlite|SQLite|Cassandra|Grpc|Soap|Ftp|Disk|Db[A-Z]|DB[A-Z]|Database[A-Z]/;
/** Adapter classes the snippet only refers to, told by a technology prefix or an adapter suffix. */
const UNDECLARED_ADAPTER = /^(?:Jdbc|Jpa|Sql|Postgres|Pg|MySql|Mysql|Mongo|Redis|Dynamo|S3|Http|Rest|Kafka|Rabbit|Smtp|InMemory|Hibernate|Ef|Prisma|Sequelize|Stripe|Twilio|SendGrid|Aws|Azure|Gcp|Firebase|Elastic|Sqlite|SQLite|Cassandra|Grpc|Soap)[A-Z]\w*$|(?:Adapter|RepositoryImpl|DaoImpl|ClientImpl|GatewayImpl)$/;
const DRIVEN_ROLE = /(Repository|Repo|Dao|DAO|Gateway|Client|Store|Storage|Sender|Publisher|Notifier|Mailer|Emailer|Writer|Loader|Saver|Exporter|Importer|Transfers|EventLog|Cache|Queue|Bus|Provider|Connector|Proxy)$/;
/** Interfaces the outside world calls the core through: their implementations are the core itself. */
const DRIVING_PORT = /Service$|UseCase|Interactor|InputPort|Facade|Application|Handler$|Command|Query|Api$/;

export interface Architecture {
  core: TypeDecl[];
  ports: TypeDecl[];
  driven: TypeDecl[];
  driving: TypeDecl[];
}

/** Whether `holder` refers to `target`: a field or constructor parameter of its type or (untyped) named after it. */
function refersTo(model: CodeModel, holder: TypeDecl, target: TypeDecl): boolean {
  const names = [...holder.fields.map((f) => ({ name: f.name, type: fieldType(holder, f) })), ...holder.methods.filter((m) => m.isConstructor).flatMap((m) => paramsOf(m))];
  return names.some(({ name, type }) => {
    if (type) return baseTypeName(type) === target.name;
    const bare = name.replace(/^_+/, '').replace(/_/g, '').toLowerCase();
    return untyped(model) && bare.length > 2 && target.name.toLowerCase().endsWith(bare);
  });
}

/** Sorts the snippet's types into the core, its ports, and the adapters around it. */
export function architectureOf(model: CodeModel): Architecture {
  const ports = model.types.filter((t) => t.kind === 'interface' || t.isAbstract);
  const drivenPorts = new Set(ports.filter((p) => !DRIVING_PORT.test(p.name)).map((p) => p.name));
  const candidates = concreteTypes(model).filter((t) => t.kind !== 'enum' && !ports.includes(t));
  const driving = candidates.filter((t) => DRIVING.test(t.name) || t.methods.some((m) => paramsOf(m).some((p) => /\b(?:HttpServletRequest|HttpRequest|HttpContext|ResponseWriter|ServerRequest)\b|\bhttp\.Request\b|\bexpress\.Request\b/.test(p.type ?? ''))));
  const driven = candidates.filter((t) => !driving.includes(t) && (DRIVEN_TECH.test(t.name) || DRIVEN_ROLE.test(t.name) || [...typeIdentities(model, t)].some((id) => id !== t.name && drivenPorts.has(id))));
  let core = candidates.filter((t) => !driving.includes(t) && !driven.includes(t) && !ENTRY.test(t.name));
  // What the core receives from outside is an adapter of a port, whatever it is called.
  const injected = core.filter((t) => core.some((c) => c !== t && refersTo(model, c, t)) && untyped(model) && !/Service$|UseCase|Interactor|Policy|Calculator/.test(t.name));
  driven.push(...injected);
  core = core.filter((t) => !injected.includes(t));
  return { core, ports, driven, driving };
}

/** What ties a core type to infrastructure or an adapter, if anything. */
function leakOf(model: CodeModel, t: TypeDecl, arch: Architecture): Finding | undefined {
  const adapters = [...arch.driven, ...arch.driving];
  for (const f of t.fields.filter((x) => !x.isStatic)) {
    const type = fieldType(t, f);
    if (isInfraType(model, type)) return { message: `holds ${article(shown(type))} (${f.name})`, line: f.line };
    if (type && !model.types.some((d) => d.name === baseTypeName(type)) && UNDECLARED_ADAPTER.test(baseTypeName(type))) return { message: `depends on the concrete adapter ${baseTypeName(type)} (field ${f.name})`, line: f.line };
    const adapter = adapters.find((a) => a.name === baseTypeName(type));
    if (adapter && !untyped(model)) return { message: `depends on the concrete ${arch.driving.includes(adapter) ? 'outer-layer class' : 'adapter'} ${adapter.name} (field ${f.name})${portHint(model, adapter, arch)}`, line: f.line };
  }
  for (const m of t.methods) {
    const infraParam = paramsOf(m).find((p) => isInfraType(model, p.type));
    if (infraParam) return { message: `receives ${article(shown(infraParam.type))} in ${m.isConstructor ? 'its constructor' : m.name}`, line: m.line };
    const call = infraCall(m.body);
    if (call) return { message: `calls ${call.text} in ${m.isConstructor ? 'its constructor' : m.name}`, line: lineIn(m, call.index) };
    const made = creations(model, m.body).find((c) => adapters.some((a) => a.name === c.type));
    if (made) return { message: `creates its own ${made.type} in ${m.isConstructor ? 'its constructor' : m.name}${portHint(model, adapters.find((a) => a.name === made.type)!, arch)}`, line: lineIn(m, made.index) };
    const adapterParam = paramsOf(m).find((p) => adapters.some((a) => a.name === baseTypeName(p.type)));
    if (adapterParam && !untyped(model)) {
      const adapter = adapters.find((a) => a.name === baseTypeName(adapterParam.type))!;
      return { message: `takes the concrete ${adapter.name} in ${m.isConstructor ? 'its constructor' : m.name}${portHint(model, adapter, arch)}`, line: m.line };
    }
  }
  return undefined;
}

/** A type as written, without pointers and generics: `*sql.DB` → `sql.DB`. */
const article = (noun: string) => `${/^[AEIOU]/.test(noun) ? 'an' : 'a'} ${noun}`;
const shown = (type: string | undefined) => (type ?? '').replace(/^[*&\s]+/, '').replace(/<.*$/, '').trim();

function portHint(model: CodeModel, adapter: TypeDecl, arch: Architecture): string {
  const port = arch.ports.find((p) => typeIdentities(model, adapter).has(p.name));
  return port ? ` instead of depending on the ${port.name} port` : '';
}

const INFRA_MODULE = /\b(?:infrastructure|infra|adapters?|persistence|jdbc|jpa|hibernate|javax\.persistence|jakarta\.persistence|springframework\.(?:jdbc|data|web|http)|sql|sqlalchemy|sqlite3|psycopg2?|pymysql|pymongo|redis|requests|httpx|flask|fastapi|django|boto3|EntityFrameworkCore|SqlClient|Dapper|Npgsql|MongoDB|System\.Net\.Http)\b/i;

/** An import (Java, C#, Python, TypeScript) that brings infrastructure into the snippet. */
function infraImport(model: CodeModel): { what: string; line: number } | undefined {
  for (const m of model.stripped.matchAll(/^\s*(?:import\s+(?:static\s+)?([\w.*]+)\s*;|using\s+([\w.]+)\s*;|from\s+([\w.]+)\s+import\s+([\w, ]+)|import\s+([\w.]+)\s*$|import\s*\{([^}]*)\}\s*from)/gm)) {
    const module = m[1] ?? m[2] ?? m[3] ?? m[5];
    if (module && INFRA_MODULE.test(module)) return { what: module, line: model.lineOf(m.index!) };
    const names = (m[4] ?? m[6] ?? '').split(',').map((n) => n.trim().split(/\s+as\s+/)[0]).filter(Boolean);
    const infra = names.find((n) => isInfraType(model, n) || (DRIVEN_TECH.test(n) && /^[A-Z]/.test(n)));
    if (infra) return { what: infra, line: model.lineOf(m.index!) };
  }
  return undefined;
}

/** Hexagonal / onion / clean: core classes depend only on ports, never on adapters or infrastructure. */
export const coreDependsOnPorts: InvariantCheck = (model, params) => {
  const layer = typeof params.core === 'string' ? params.core : 'core';
  const arch = architectureOf(model);
  const findings: Finding[] = [];
  for (const t of arch.core) {
    const leak = leakOf(model, t, arch);
    if (leak) findings.push({ message: `${t.name} is ${layer} code but ${leak.message}, so the business logic depends on infrastructure details; ${layer} code should depend only on ports (interfaces it owns) that adapters outside it implement`, line: leak.line });
  }
  if (!findings.length && arch.core.length && !arch.driven.length && !arch.driving.length) {
    const imported = infraImport(model);
    if (imported) findings.push({ message: `${arch.core[0].name} is ${layer} code but its file imports ${imported.what}, so the business logic depends on infrastructure details; ${layer} code should depend only on ports (interfaces it owns) that adapters outside it implement`, line: imported.line });
  }
  if (findings.length) return brokenAll(findings);
  if (!arch.core.length && !arch.ports.length) {
    const doer = [...arch.driving, ...arch.driven, ...concreteTypes(model)].find((t) => t.methods.some((m) => infraCall(m.body)) || t.fields.some((f) => isInfraType(model, fieldType(t, f))));
    const call = doer?.methods.map((m) => infraCall(m.body)).find(Boolean)?.text ?? baseTypeName(doer?.fields.map((f) => fieldType(doer, f)).find((type) => isInfraType(model, type)));
    return missing(`${doer ? `${doer.name} does the business work and the infrastructure work (${call}) in one class; ` : ''}there is no ${layer} separated from adapters by ports (interfaces the ${layer} defines and adapters implement)`, doer?.line ?? model.types[0]?.line);
  }
  return ok();
};

const PRESENTATION = /View|Controller|Page|Screen|Form$|Resource$|Endpoint|Presenter|Cli$|Console\w*|Ui$|UI$/;
const BUSINESS = /Service|Manager|UseCase|Facade|Logic|Business|Interactor|Workflow|Processor|Engine|Calculator|Handler$/;
const DATA = /Repository|Repo$|Dao$|DAO$|Mapper$|DataAccess|Gateway$|Store$|Storage$|Persistence|Database$|Db$|DB$|Table$/;

type Layer = 'presentation' | 'business' | 'data';
const LAYER_ORDER: Record<Layer, number> = { presentation: 0, business: 1, data: 2 };

function layerOf(t: TypeDecl): Layer | undefined {
  if (PRESENTATION.test(t.name) && !/ViewModel|Dto|DTO|Info$/.test(t.name)) return 'presentation';
  if (DATA.test(t.name)) return 'data';
  if (BUSINESS.test(t.name)) return 'business';
  return undefined;
}

/** Layered architecture: each layer uses only the one directly beneath it, never one above. */
export const layersCallDownward: InvariantCheck = (model) => {
  const layered = model.types.map((t) => ({ t, layer: layerOf(t) })).filter((x): x is { t: TypeDecl; layer: Layer } => !!x.layer);
  const present = new Set(layered.map((x) => x.layer));
  const findings: Finding[] = [];
  for (const { t, layer } of layered.filter((x) => x.t.kind !== 'interface')) {
    const refs = [
      ...t.fields.map((f) => ({ name: f.name, type: fieldType(t, f), line: f.line })),
      ...t.methods.flatMap((m) => [...paramsOf(m).map((p) => ({ name: p.name, type: p.type, line: m.line })), ...creations(model, m.body).map((c) => ({ name: c.type, type: c.type, line: lineIn(m, c.index) }))]),
    ];
    for (const ref of refs) {
      const target = layered.find((x) => x.t !== t && x.t.name === baseTypeName(ref.type));
      if (!target) continue;
      const gap = LAYER_ORDER[target.layer] - LAYER_ORDER[layer];
      if (gap < 0) {
        findings.push({ message: `${t.name} (${layer} layer) depends on ${target.t.name} from the ${target.layer} layer above it, so a lower layer knows an upper one and the layers can no longer change independently; dependencies must point downwards only`, line: ref.line });
        break;
      }
      if (gap > 1 && present.has('business')) {
        findings.push({ message: `${t.name} (${layer} layer) uses ${target.t.name} from the ${target.layer} layer directly, skipping the business (service) layer between them, so business rules are bypassed; each layer should call only the layer directly beneath it`, line: ref.line });
        break;
      }
    }
    if (layer === 'presentation' && !findings.some((f) => f.message.startsWith(`${t.name} `))) {
      for (const m of t.methods) {
        const call = infraCall(m.body);
        if (call) {
          findings.push({ message: `${t.name} (presentation layer) calls ${call.text} in ${m.name}, reaching the database or network itself instead of going through the business and data layers beneath it`, line: lineIn(m, call.index) });
          break;
        }
      }
    }
  }
  if (findings.length) return brokenAll(findings);
  if (present.size < 2) {
    const all = concreteTypes(model).find((t) => t.methods.some((m) => infraCall(m.body)));
    return missing(`${all ? `${all.name} mixes presentation, business rules and data access in one class; ` : ''}no separate layers found: expected presentation, business (service) and data-access classes, each calling only the layer beneath it`, all?.line ?? model.types[0]?.line);
  }
  return ok();
};
