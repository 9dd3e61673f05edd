// The vocabulary architectural checks share: which classes play which role (view, controller, model,
// service, adapter), and which calls reach infrastructure (databases, the network, files, UI toolkits).
import type { CodeModel, MethodDecl, TypeDecl } from '../../../code/model.js';
import { baseTypeName } from '../../../code/model.js';
import { ownMethods } from '../../../code/body.js';
import { fieldType } from '../../../code/queries.js';
import { untyped } from '../members.js';
import { matchBrace } from '../../../code/brace-model.js';

/** Types whose name plays a role (`/Presenter/`), skipping names that match `unless`. */
export function typesNamed(model: CodeModel, role: RegExp, unless?: RegExp): TypeDecl[] {
  return model.types.filter((t) => role.test(t.name) && !(unless && unless.test(t.name)));
}

/** Names of classes that present things to the user. */
export const VIEW = /View(?!Model|Helper|Factory|Resolver)|Page(?!Controller|Handler)|Screen|Window|Frame$|Form$|Widget|Template|Renderer|Display$|Ui$|UI$|Gui$|GUI$|JFrame/;
/** UI toolkit widgets: Swing, WinForms/WPF, Android, the DOM. */
const WIDGET = /^(J[A-Z][a-z]\w*|TextBox|Label|Button|TextField|CheckBox|ComboBox|ListBox|EditText|TextView|HTML\w*Element|Element|Control|UIElement|Entry|QLineEdit|QLabel|QWidget)$/;
/** Names that contain View but play another role. */
export const VIEW_EXCLUDED = /ViewModel|Presenter|Controller|Helper|PresentationModel|Dispatcher|Factory|Service|Repository/;

/** Names of the object's own view: typed as a view class, or (untyped) a field called view/ui/screen. */
export function isViewRef(model: CodeModel, name: string, type: string | undefined): boolean {
  const t = baseTypeName(type);
  if (t) return (VIEW.test(t) && !VIEW_EXCLUDED.test(t)) || WIDGET.test(t);
  return /^_?(view|ui|gui|screen)$/i.test(name) || (untyped(model) && /^_?\w+(?:_view|View)$/.test(name) && !/view_?model/i.test(name));
}

/** Parameters of a method without Go's receiver. */
export const paramsOf = (m: MethodDecl) => m.params.filter((p) => !p.type?.startsWith('receiver '));

/** Database, network and file types a domain class should never hold (simple names, after stripping packages). */
const INFRA_TYPE = /^(Connection|DataSource|DriverManager|JdbcTemplate|NamedParameterJdbcTemplate|EntityManager|EntityManagerFactory|SessionFactory|PreparedStatement|Statement|ResultSet|MongoClient|MongoTemplate|MongoDatabase|MongoCollection|IMongoCollection|IMongoDatabase|RedisTemplate|Jedis|RedisClient|HttpClient|IHttpClientFactory|RestTemplate|RestTemplateBuilder|WebClient|OkHttpClient|CloseableHttpClient|KafkaProducer|KafkaTemplate|RabbitTemplate|AmqpTemplate|SqlConnection|SqlCommand|DbContext|IDbConnection|DbConnection|NpgsqlConnection|MySqlConnection|SqliteConnection|SQLiteConnection|RestClient|AmazonS3|IAmazonS3|S3Client|DynamoDbClient|AmazonDynamoDB|IAmazonDynamoDB|BlobServiceClient|PrismaClient|Knex|Sequelize|AxiosInstance|HttpServletRequest|HttpServletResponse|HttpContext|HttpRequestMessage|ServerHttpRequest|FileWriter|FileOutputStream|FileInputStream|BufferedWriter|PrintWriter)$/;
/** Go and Python package-qualified infrastructure types: `*sql.DB`, `*http.Client`, `sqlite3.Connection`. */
const INFRA_QUALIFIED = /\b(?:sql|sqlx|gorm|pgx|pgxpool|mongo|redis|dynamodb|s3|kafka|amqp|bolt|sqlite3|psycopg2|pymysql|requests|httpx|aiohttp|boto3|sqlalchemy|pg|mysql|express)\.\w+|\bhttp\.(?:Client|Request|ResponseWriter|Response|Transport)\b|^\s*Db[A-Z]?\w*Context$/;

/** Whether a declared type (as written) is a database, network or file resource, unless the snippet declares it itself. */
export function isInfraType(model: CodeModel, written: string | undefined): boolean {
  if (!written) return false;
  const simple = baseTypeName(written);
  if (model.types.some((t) => t.name === simple)) return false;
  return INFRA_TYPE.test(simple) || INFRA_QUALIFIED.test(written) || /DbContext$/.test(simple);
}

/** Calls that open connections, run SQL, call HTTP endpoints or touch files. */
const INFRA_CALL = new RegExp([
  String.raw`\bDriverManager\.getConnection\b`,
  String.raw`\bnew\s+(?:HttpClient|RestTemplate|JdbcTemplate|SqlConnection|NpgsqlConnection|MySqlConnection|SqliteConnection|SQLiteConnection|MongoClient|Pool|PrismaClient|WebClient|OkHttpClient|KafkaProducer|FileWriter|FileOutputStream|PrintWriter|BufferedWriter|SqlCommand|\w+DbContext)\b`,
  String.raw`\bHttpClient\.new\w*\s*\(|\bHttpClients\.create\w*\s*\(`,
  String.raw`\b(?:sql|sqlx|gorm)\.(?:Open|Connect)\s*\(|\bpgxpool\.\w+\s*\(|\bpgx\.Connect\s*\(|\bmongo\.Connect\s*\(|\bredis\.NewClient\s*\(`,
  String.raw`\bhttp\.(?:Get|Post|PostForm|Head|NewRequest\w*)\s*\(|\bhttp\.DefaultClient\b`,
  String.raw`\bos\.(?:Open|OpenFile|Create|ReadFile|WriteFile)\s*\(`,
  String.raw`\b(?:sqlite3|psycopg2?|pymysql|mysql\.connector|cx_Oracle|pyodbc)\.connect\s*\(|\bcreate_engine\s*\(|\bMongoClient\s*\(|\bredis\.(?:Redis|StrictRedis)\s*\(`,
  String.raw`\b(?:requests|httpx|aiohttp)\.(?:get|post|put|delete|patch|request|Session|AsyncClient|Client|ClientSession)\s*\(|\burllib\.request\.|\burlopen\s*\(|\bboto3\.(?:client|resource)\s*\(`,
  String.raw`(?<![\w.])fetch\s*\(|\baxios(?:\.\w+)?\s*\(|\bknex\s*\(|\bmongoose\.\w+\s*\(`,
  String.raw`\bFiles\.(?:write\w*|read\w*|newBuffered\w*)\s*\(|\bFile\.(?:WriteAll\w*|ReadAll\w*|AppendAll\w*|Open\w*|Create)\s*\(|\bfs\.(?:\w+Sync|writeFile|readFile|appendFile|promises)\b`,
  // Raw SQL: a query method called with a string literal (strings are blanked, their quotes stay).
  String.raw`\.(?:execute|executemany|executescript|query|exec|Exec|Query|QueryRow|QueryRowContext|QueryContext|ExecContext|raw|executeQuery|executeUpdate|prepareStatement|createNativeQuery|ExecuteNonQuery\w*|ExecuteReader\w*|ExecuteScalar\w*|QueryAsync|QueryFirst\w*|QuerySingle\w*|ExecuteAsync|\$queryRaw|\$executeRaw)\s*(?:<[^<>()]*>)?\s*\(\s*(?:ctx\s*,\s*)?(?:[@$]?["'\x60]|f["']|""")`,
  String.raw`\.(?:cursor|createStatement|getConnection|openSession|GetDatabase|getCollection|GetCollection)\s*\(`,
  String.raw`\b(?:jdbc\w*|\w*[tT]emplate|db|database|conn\w*|cursor|pool|session|knex)\s*\.\s*(?:update|query\w*|batchUpdate|execute\w*|exec|run|all|get|prepare|Exec|Query\w*)\s*\(\s*["'\x60]`,
].join('|'));

/** The first infrastructure call in a body, as written. */
export function infraCall(body: string): { text: string; index: number } | undefined {
  const m = INFRA_CALL.exec(body);
  return m ? { text: m[0].replace(/\s*\(.*$/s, '').replace(/^\W+/, '').trim(), index: m.index } : undefined;
}

/** Output straight to a screen or a widget: prints, DOM writes, desktop toolkits. */
const UI_OUTPUT = /\bSystem\.out\.print\w*\s*\(|\bconsole\.(?:log|info|warn|error)\s*\(|(?<![\w.])print\s*\(|\bfmt\.Print\w*\s*\(|\bConsole\.Write\w*\s*\(|\bdocument\.\w+|\.innerHTML\b|\.textContent\s*=|\bJOptionPane\b|\bMessageBox\.Show\b|\bnew\s+J(?:Frame|Label|Button|TextField|Panel|Dialog)\b|\bfindViewById\b|\bToast\.makeText\b|\balert\s*\(|\bQMessageBox\b|\btkinter\b|\bmessagebox\.\w+\s*\(/;

/** The first direct UI output in a body, as written. */
export function uiOutput(body: string): { text: string; index: number } | undefined {
  const m = UI_OUTPUT.exec(body);
  return m ? { text: m[0].replace(/\s*\($/, '').trim(), index: m.index } : undefined;
}

/** Calls that change the receiver's state, by name. */
export const MUTATOR = /^(set[A-Z_]\w*|set|add\w*|remove\w*|delete\w*|update\w*|save\w*|insert\w*|put\w*|increment\w*|decrement\w*|clear\w*|push|pop|append\w*|change\w*|modify\w*|reset\w*|persist\w*|store\w*|write\w*|create\w*|register\w*|merge\w*|Set[A-Z]\w*|Add\w*|Remove\w*|Delete\w*|Update\w*|Save\w*|Insert\w*|Put\w*|Clear\w*|Append\w*|Create\w*|Write\w*|Increment\w*|Decrement\w*|Reset\w*|Persist\w*|Store\w*|Register\w*)$/;

/** Methods whose name reads data. */
export const READER = /^(get\w*|find\w*|list\w*|count\w*|search\w*|query\w*|fetch\w*|load\w*|read\w*|lookup\w*|is[A-Z]\w*|has[A-Z]\w*|Get\w*|Find\w*|List\w*|Count\w*|Search\w*|Query\w*|Fetch\w*|Load\w*|Read\w*|all|by\w+)$/;

/** A call receiver as a path from the object itself: `this.repo.items` → [repo, items]; Go's receiver name is dropped too. */
export function receiverPath(m: MethodDecl, receiver: string): string[] {
  const recv = m.params.find((p) => p.type?.startsWith('receiver '))?.name;
  const path = receiver.replace(/^(?:this|self)\./, '').split('.').map((p) => p.replace(/\(\)$/, ''));
  if (recv && path[0] === recv && path.length > 1) path.shift();
  return path;
}

/** The root name a call goes through, without a leading underscore (`this._repo.save` → repo). */
export const receiverRoot = (m: MethodDecl, receiver: string) => receiverPath(m, receiver)[0].replace(/^_/, '');

/** Declared type of a parameter or field by name in a method's scope (`giant` → `GiantModel`). */
export function typeInScope(model: CodeModel, t: TypeDecl | undefined, m: MethodDecl, name: string): string | undefined {
  const bare = receiverPath(m, name)[0];
  const p = paramsOf(m).find((x) => x.name === bare);
  if (p) return p.type;
  const f = t?.fields.find((x) => x.name === bare || x.name.replace(/^_/, '') === bare.replace(/^_/, ''));
  return f && t ? fieldType(t, f) : undefined;
}

/** Annotation and attribute lines written just above a declaration (`@NotifyChange`, `[HttpGet]`). */
export function annotationsAbove(model: CodeModel, line: number): string[] {
  const lines = model.stripped.split('\n');
  const out: string[] = [];
  for (let k = line - 2; k >= 0 && /^\s*(@|\[)/.test(lines[k]); k--) out.push(lines[k].trim());
  const own = lines[line - 1] ?? '';
  for (const a of own.match(/@\w+(?:\([^)]*\))?/g) ?? []) out.push(a);
  return out;
}

/** The full text of a type's declaration in the stripped snippet (properties and accessors the outline folds away), and where it starts. */
export function typeSpan(model: CodeModel, t: TypeDecl): { text: string; start: number } {
  const lines = model.stripped.split('\n');
  const start = t.line > 1 ? lines.slice(0, t.line - 1).join('\n').length + 1 : 0;
  if (model.language === 'python') {
    const indent = (lines[t.line - 1] ?? '').search(/\S/);
    let end = t.line;
    while (end < lines.length && (!lines[end].trim() || lines[end].search(/\S/) > indent)) end++;
    return { text: lines.slice(t.line - 1, end).join('\n'), start };
  }
  const open = model.stripped.indexOf('{', start);
  if (open < 0) return { text: '', start };
  return { text: model.stripped.slice(start, matchBrace(model.stripped, open) + 1), start };
}

/** Whether a method body only copies its arguments into fields (`this.x = x;`), the way a setter does. */
const onlyAssigns = (m: MethodDecl) => !m.body.replace(/\b(?:(?:this|self|\w)\.)?_?\w+\s*=\s*[\w.]+\s*;?|\breturn\s+(?:this|self)\s*;?/g, '').trim();

/** Public methods that only set one field: `setX(v)`, C# `set` accessors, TS `set x(v)`, Python `@x.setter`, Go `SetX`. */
export function publicSetters(t: TypeDecl): MethodDecl[] {
  return ownMethods(t).filter((m) => {
    if (m.visibility === 'private' || m.visibility === 'protected') return false;
    if (/^set /.test(m.name)) return true;
    if ((m.modifiers ?? []).includes('set')) return true;
    if (m.modifiers?.some((d) => /@\w+\.setter\b/.test(d))) return true;
    return /^(set|Set)[A-Z_]\w*$/.test(m.name) && paramsOf(m).length === 1 && onlyAssigns(m);
  });
}

/** Readable setter name (`set Name` → `Name setter`). */
export const setterName = (m: MethodDecl) => (m.name.startsWith('set ') ? `the ${m.name.slice(4)} setter` : (m.modifiers ?? []).some((d) => d === 'set' || /\.setter\b/.test(d)) ? `the ${m.name} setter` : m.name);
