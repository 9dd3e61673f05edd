// What the structure checks ask of an outline again and again: every method with its owner, the
// parameters a caller passes, declared types by role, and what kind of thing a field or call is.
import type { CodeModel, FieldDecl, MethodDecl, ParamDecl, TypeDecl } from '../../../code/model.js';
import { baseTypeName, typeArguments } from '../../../code/model.js';
import { fieldType } from '../../../code/queries.js';
import { escapeRe } from '../../../text/escape-re.js';

/** Parameters a caller passes: Go's receiver is dropped. */
export const callerParams = (m: MethodDecl): ParamDecl[] => m.params.filter((p) => !p.type?.startsWith('receiver '));

/** Interfaces and abstract classes. */
export const abstractTypes = (model: CodeModel): TypeDecl[] => model.types.filter((t) => t.kind === 'interface' || t.isAbstract);

/** Names of the types declared in the snippet. */
export const declaredNames = (model: CodeModel): Set<string> => new Set(model.types.map((t) => t.name));

/** The simple type name of a field (declared, or inferred from the constructor parameter it is assigned from). */
export const fieldTypeName = (t: TypeDecl, f: FieldDecl): string => baseTypeName(fieldType(t, f));

/** The declared type a field refers to, looking through containers (`List<Item>` → Item). */
export function fieldTargets(model: CodeModel, t: TypeDecl, f: FieldDecl): TypeDecl[] {
  const written = fieldType(t, f);
  const names = [baseTypeName(written), ...typeArguments(written)];
  return model.types.filter((x) => names.includes(x.name));
}

/** Every type name a signature mentions: Go result tuples split, containers looked through (`(*sql.Rows, error)` → Rows, error). */
export function signatureTypes(type: string | undefined): string[] {
  if (!type) return [];
  const parts = /^\(.*\)$/.test(type.trim()) ? type.trim().slice(1, -1).split(',').map((p) => p.trim().split(/\s+/).pop() ?? '') : [type];
  return parts.flatMap((p) => [baseTypeName(p), ...typeArguments(p)]).flatMap((n) => n.split('|').map((x) => x.trim())).filter(Boolean);
}

/** A method's declared return type; for TS/JS free functions, read from the signature line (`function f(): T {`). */
export function declaredReturn(model: CodeModel, m: MethodDecl): string | undefined {
  if (m.returnType || (model.language !== 'typescript' && model.language !== 'javascript')) return m.returnType;
  const line = model.lineText(m.line);
  return /\)\s*:\s*([^={]+?)\s*\{/.exec(line)?.[1];
}

/** Methods other than constructors, of a type. */
export const methodsOf = (t: TypeDecl): MethodDecl[] => t.methods.filter((m) => !m.isConstructor);

/** A method's body is a bare accessor: returns a field, or assigns one parameter to a field. */
export function isAccessor(m: MethodDecl): boolean {
  if (/^set /.test(m.name)) return true;
  const body = m.body.trim().replace(/;\s*$/, '');
  if (!body) return /^(get|is|has|set|Get|Is|Has|Set)[A-Z_]/.test(m.name) || m.isAbstract;
  if (/^return\s+(?:\w+\.)?_?\w+$/.test(body)) return true;
  if (/^(?:\w+\.)?_?\w+\s*=\s*\w+$/.test(body)) return true;
  return false;
}

/** Words that name a type's role rather than a domain concept. */
export const INFRASTRUCTURE = /(Repository|Repo|Dao|DAO|Mapper|Gateway|Service|Controller|Handler|Factory|Manager|Provider|Client|Store|Context|Module|Script|Util|Utils|Helper|Config|Configuration|App|Application|Main|Program|Test|Tests|Spec|Builder|Adapter|Facade|Proxy|Registry|Locator|Resource|Api|Endpoint|Router|View|Page|Cache|Connection|Database|Db|Schema|Serializer|Converter|Loader|Reader|Writer|Mother|Fixture|Exception|Error|Interface|Impl)$/;

/** Field and type names that hold persistence plumbing rather than data. */
export const PLUMBING = /^_?(conn|connection|db|database|dataSource|datasource|ds|session|sessionFactory|entityManager|em|pool|cursor|stmt|statement|preparedStatement|resultSet|rs|client|jdbc\w*|template|engine|logger|log|LOGGER|tx|context|ctx)$/i;

/** Primitive and library value types (data a field carries, not a collaborator). */
export const VALUE_TYPE = /^(String|string|str|int|Integer|long|Long|short|byte|char|Character|double|Double|float|Float|decimal|Decimal|BigDecimal|BigInteger|bool|boolean|Boolean|number|bigint|Date|LocalDate|LocalDateTime|Instant|DateTime|DateTimeOffset|UUID|Guid|time\.Time|Time|int32|int64|uint|uint32|uint64|float32|float64|rune|byte|bytes|datetime|date|Optional|object|Object|any|unknown)$/;

/** Containers and wrappers that say nothing about the model they carry. */
export const WRAPPER = /^(Optional|Option|Maybe|List|IList|ArrayList|Set|HashSet|Map|HashMap|Dictionary|IReadOnlyList|IReadOnlyCollection|IEnumerable|ICollection|Collection|Iterable|Stream|Task|ValueTask|Promise|Future|CompletableFuture|Mono|Flux|Array|ReadonlyArray|Record|error|void|Void|None|list|dict|set|tuple|Sequence|Iterator|Result|Either)$/;

/** Whether a declared type name is one of the snippet's own types implementing/extending `base`. */
export const extendsAny = (t: TypeDecl, names: Set<string>): boolean => t.bases.some((b) => names.has(b));

/** The text a field is initialised with on its declaration line (`= new Map<…>()`, `= {}`), or ''. */
export function fieldInit(model: CodeModel, f: FieldDecl): string {
  const line = model.lineText(f.line);
  const m = new RegExp(`\\b_?${escapeRe(f.name.replace(/^_/, ''))}\\b[^=\\n]*?=(?![=>])\\s*(.*)$`).exec(line);
  return m ? m[1].trim() : '';
}

/** A field's declared type, else what its initialiser constructs (`new Map<string, () => W>()` → `Map<string, () => W>`). */
export function fieldKind(model: CodeModel, t: TypeDecl, f: FieldDecl): string {
  const declared = fieldType(t, f);
  if (declared) return declared;
  const init = fieldInit(model, f);
  return /^new\s+([\w.]+(?:<.*>)?)/.exec(init)?.[1] ?? init;
}

/** How code refers to an own field in a body: `this.x`, `self._x`, `r.x`, or bare `x` (Java/C#). */
export function ownRef(model: CodeModel, m: MethodDecl, field: string): RegExp {
  const bare = escapeRe(field.replace(/^_/, ''));
  const recv = model.language === 'go' ? (callerParams(m).length === m.params.length ? '' : `${escapeRe(m.params[0].name)}\\.`) : '';
  const prefix = model.language === 'python' ? '(?:self|cls)\\.' : model.language === 'go' ? recv : model.language === 'java' || model.language === 'csharp' ? '(?:this\\.|(?<![\\w.]))' : 'this\\.';
  return new RegExp(`${prefix}_?${bare}\\b`);
}
