// Invariants of command–query responsibility segregation: commands change state and hand back at most
// an id; queries return data and change nothing.
import type { CodeModel, MethodDecl, TypeDecl } from '../../../code/model.js';
import { baseTypeName, isCollectionType } from '../../../code/model.js';
import { callsIn, creations, fieldWrites, lineIn, ownMethods, returnsIn } from '../../../code/body.js';
import { brokenAll, type Finding, type InvariantCheck, missing } from '../types.js';
import { MUTATOR, paramsOf, READER, receiverRoot, typeInScope } from './roles.js';
import { type Member, everyMethod, named, concreteTypes } from '../members.js';

const COMMAND_SIDE = /Command|Write(?!r?Model)|Mutation|Writer/;
const QUERY_SIDE = /Quer(?:y|ies)|Read(?!only|Only)|Finder|Projection|Lookup/;

/** Members on the command side and on the query side, by their type's name or the message they take. */
function sides(model: CodeModel): { commands: Member[]; queries: Member[] } {
  const commands: Member[] = [];
  const queries: Member[] = [];
  for (const m of everyMethod(model, { constructorFunctions: false })) {
    if (m.method.isConstructor || m.method.visibility === 'private' || m.method.visibility === 'protected' || /^_/.test(m.method.name)) continue;
    const owner = m.owner?.name ?? '';
    const message = paramsOf(m.method).map((p) => `${p.type ?? ''} ${p.name}`).join(' ');
    const isCommand = (COMMAND_SIDE.test(owner) && !QUERY_SIDE.test(owner)) || (!owner && COMMAND_SIDE.test(m.method.name)) || (/\bcommand\b|\bcmd\b|Command\b/i.test(message) && !QUERY_SIDE.test(owner));
    const isQuery = (QUERY_SIDE.test(owner) && !COMMAND_SIDE.test(owner)) || (!owner && QUERY_SIDE.test(m.method.name)) || (/\bquery\b|Query\b/.test(message) && !COMMAND_SIDE.test(owner));
    if (isCommand && !isQuery) commands.push(m);
    else if (isQuery && !isCommand) queries.push(m);
  }
  return { commands, queries };
}

/** Neither side found: name the class that mixes both, if there is one. */
function mixed(model: CodeModel) {
  for (const t of concreteTypes(model)) {
    const writes = ownMethods(t).filter((m) => MUTATOR.test(m.name) || /^(place|cancel|submit|approve|reject|rename|bookAdded|authorCreated|\w+(?:Created|Updated|Changed|Added))/.test(m.name));
    const reads = ownMethods(t).filter((m) => READER.test(m.name) && m.returnType !== 'void');
    if (writes.length && reads.length) return missing(`${t.name} both changes state (${writes.slice(0, 2).map((m) => m.name).join(', ')}) and answers queries (${reads.slice(0, 2).map((m) => m.name).join(', ')}) in one model; there is no separate command side and query side`, t.line);
  }
  return missing('no separate command side and query side found: expected commands (or command handlers) that change state and queries (or a query service) that only read', model.types[0]?.line);
}

const WRAPPER = /^(?:Task|ValueTask|Promise|CompletableFuture|CompletionStage|Mono|Future|Awaitable|Coroutine|Single|Maybe|Optional|Option|Uni|IO|ResponseEntity|ActionResult)\s*[<[](.*)[>\]]\s*$/;
/** Return types that carry no read data: nothing, a flag, an id, a result or event, or an async wrapper of those. */
const NO_DATA = /^(void|Void|None|Unit|never|undefined|null|nil|Nothing|bool|boolean|Boolean|int|long|short|Integer|Long|Short|number|string|String|str|Guid|UUID|Uuid|ObjectId|int64|int32|uint\w*|Int32|Int64|error|Task|ValueTask|Promise|Future|CompletableFuture|Mono|Completable|Job|Deferred|IActionResult|ActionResult|IResult|Object|Any|T|Self|Instant|DateTime|Version)$|(?:Id|ID|Key|Result|Ack|Status|Outcome|Receipt|Event|Events|Error|Response|Reply|Confirmation)$|\.UUID$/;

/** The data a return type hands back, with async and optional wrappers removed. */
function returnedData(model: CodeModel, written: string | undefined): string | undefined {
  if (!written) return undefined;
  let t = written.trim().replace(/^\((.*)\)$/, '$1').split(/,(?![^<[]*[>\]])/)[0].trim();
  for (let m = WRAPPER.exec(t); m; m = WRAPPER.exec(t)) t = m[1].split(/,(?![^<[]*[>\]])/)[0].trim();
  const simple = baseTypeName(t);
  // Generic type parameters (`R`, `TResult`) say nothing about what is returned.
  if (NO_DATA.test(t) || NO_DATA.test(simple) || /^[A-Z]$|^T[A-Z]\w*$/.test(simple)) return undefined;
  if (isCollectionType(t)) return t;
  const declared = model.types.find((d) => d.name === simple);
  if (declared) return declared.kind === 'enum' ? undefined : t;
  // An undeclared class type (Author, OrderDto): an entity or a read model.
  return /^[A-Z]/.test(simple) ? t : undefined;
}

/** Untyped code: what a command returns when it returns an entity or data it read. */
function returnedObject(model: CodeModel, owner: TypeDecl | undefined, m: MethodDecl): { expr: string; index: number } | undefined {
  for (const r of returnsIn(m.body)) {
    if (!r.expr || /\.(?:id|Id|ID|_id)\b\s*;?$|^(?:true|false|True|False|None|null|nil|undefined|\w*[iI]d)\s*;?$/.test(r.expr)) continue;
    const bare = /^(?:await\s+)?([A-Za-z_]\w*)\s*;?$/.exec(r.expr);
    if (bare) {
      const assigned = new RegExp(`\\b${bare[1]}\\s*(?::=|=)(?!=)\\s*(?:await\\s+)?([^;\\n]*)`).exec(m.body);
      if (assigned && (creations(model, assigned[1]).length || callsIn(assigned[1]).some((c) => c.receiver !== null && READER.test(c.name)))) return r;
      const field = owner?.fields.find((f) => f.name.replace(/^_/, '') === bare[1].replace(/^_/, ''));
      if (field && isCollectionType(typeInScope(model, owner, m, field.name))) return r;
      continue;
    }
    if (callsIn(r.expr).some((c) => c.receiver !== null && /^(?:this|self)\./.test(c.receiver) && READER.test(c.name))) return r;
  }
  return undefined;
}

/** CQRS: a command changes state and returns nothing but (at most) the id of what it created. */
export const commandsReturnNoData: InvariantCheck = (model) => {
  const { commands, queries } = sides(model);
  if (!commands.length && !queries.length) return mixed(model);
  const findings: Finding[] = [];
  for (const { owner, method } of commands) {
    const data = returnedData(model, method.returnType);
    const object = !method.returnType ? returnedObject(model, owner, method) : undefined;
    if (!data && !object) continue;
    findings.push({ message: `${named(owner, method)} is a command but returns ${data ? `data (${data})` : `the object it worked on (${object!.expr.replace(/;$/, '')})`}, so the write side also serves reads; in CQRS a command changes state and returns nothing (at most the new id), and data is read through the query side`, line: object ? lineIn(method, object.index) : method.line });
  }
  return brokenAll(findings);
};

const QUERY_WRITE = /^(save\w*|insert\w*|update\w*|delete\w*|remove\w*|persist\w*|merge|add(?!Parameter|Param|Argument|Header|Criteria|Order\b|Scalar|Entity\b|Filter)\w*|put\w*|set(?!Parameter|Param|MaxResults|FirstResult|Fetch|ReadOnly|Timeout|Hint|Lock|ResultTransformer)[A-Z]\w*|increment\w*|decrement\w*|append\w*|push|publish\w*|commit\w*|store\w*|write\w*|register\w*|mark\w*|Save\w*|Insert\w*|Update\w*|Delete\w*|Remove\w*|Add(?!Parameter|WithValue)\w*|Put\w*|Set(?!Parameter)[A-Z]\w*|Increment\w*|Publish\w*|Commit\w*|Store\w*|Write\w*|Mark\w*|Append\w*|Exec|ExecContext|executeUpdate|ExecuteNonQuery\w*)$/;
const SIDE_CHANNEL = /cache|memo|log|logger|metrics|tracer|stats|counter|hits/i;

/** CQRS: a query returns data and leaves every piece of state as it found it. */
export const queriesChangeNothing: InvariantCheck = (model) => {
  const { commands, queries } = sides(model);
  if (!commands.length && !queries.length) return mixed(model);
  const findings: Finding[] = [];
  for (const { owner, method } of queries) {
    const written = owner?.fields.find((f) => !f.isStatic && !SIDE_CHANNEL.test(f.name) && fieldWrites(model, method, f.name).length);
    const loaded = new Set([...method.body.matchAll(/\b(\w+)(?:\s*,\s*\w+)?\s*(?::=|=)(?!=)\s*(?:await\s+)?(?:this\.|self\.)?\w+\s*\.\s*(\w+)\s*\(/g)].filter((m) => READER.test(m[2])).map((m) => m[1]));
    const change = callsIn(method.body).find((c) => {
      if (!c.receiver || !QUERY_WRITE.test(c.name) || SIDE_CHANNEL.test(c.receiver)) return false;
      const root = receiverRoot(method, c.receiver);
      return /^(?:this|self)\./.test(c.receiver) || !!owner?.fields.some((f) => f.name.replace(/^_/, '') === root) || paramsOf(method).some((p) => p.name === root) || loaded.has(root);
    });
    if (!written && !change) continue;
    const what = change ? `${change.receiver}.${change.name}()` : `assigns ${written!.name}`;
    findings.push({ message: `${named(owner, method)} is a query but changes state (${what}), so reading has side effects and repeating a query changes the outcome; in CQRS a query only returns data — move the change into a command`, line: change ? lineIn(method, change.index) : lineIn(method, fieldWrites(model, method, written!.name)[0]) });
  }
  return brokenAll(findings);
};
