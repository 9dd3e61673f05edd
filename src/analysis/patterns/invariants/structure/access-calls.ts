// Recognises, in a method body, the calls that reach a database or a remote system: the plumbing that
// a repository, DAO, table module or gateway is meant to keep to itself.
import { callsIn } from '../../../code/body.js';

export interface AccessCall {
  /** What the code calls, as written (`stmt.executeQuery`, `requests.get`). */
  text: string;
  index: number;
}

/** Receivers that only ever mean a database handle: any call on them is data access. */
const DB_HANDLE = /(?:^|\.)_?(conn|connection|cn|cursor|cur|stmt|statement|ps|pstmt|preparedStatement|jdbc|jdbcTemplate|namedJdbc\w*|knex|prisma|entityManager|em|dbContext|resultSet|rs|dataSource|sqlite\w*|pg|mysql|mongo\w*|sqlCommand|dbConnection|dbConn|dbc)$/i;
/** Receivers that may be a database handle; the call name decides. */
const DB_MAYBE = /(?:^|\.)_?(db|database|pool|sql|session|tx|transaction|client|engine|datastore|collection|coll|table|context|ctx|cmd|command|conn\w+|\w*(?:Db|DB|Database|Connection|Collection|Session))$/;
const QUERY_VERB = /^(execute\w*|Execute\w*|query\w*|Query\w*|exec|Exec\w*|prepare\w*|Prepare\w*|rawQuery|raw|createQuery|createNativeQuery|CreateQuery|fromSql\w*|FromSql\w*|ExecuteSql\w*|run|all|each|insertOne|insertMany|insert_one|insert_many|updateOne|updateMany|update_one|update_many|deleteOne|deleteMany|delete_one|delete_many|replaceOne|replace_one|findOne|find_one|aggregate|bulkWrite|bulk_write|countDocuments|count_documents|fetchone|fetchall|fetchmany|executemany|executescript)$/;
/** Transaction demarcation and clean-up: callers may own a transaction without issuing queries. */
const TX_CONTROL = /^(commit|Commit|rollback|Rollback|setAutoCommit|beginTransaction|BeginTransaction|begin|close|Close|dispose|Dispose|release|Release|SaveChanges\w*|getTransaction|transaction|Transaction)$/;

/** Calls that are data access whatever the receiver. */
const DB_CALL = /^(executeQuery|executeUpdate|executeBatch|prepareStatement|prepareCall|createStatement|ExecuteReader\w*|ExecuteNonQuery\w*|ExecuteScalar\w*|QueryRow\w*|QueryContext|ExecContext|rawQuery|execSQL|executemany|fetchone|fetchall|queryForObject|queryForList|queryForMap|createNativeQuery|FromSqlRaw|ExecuteSqlRaw\w*)$/;
/** Opening a connection or building a command outright. */
const DB_OPEN = /\bDriverManager\s*\.\s*getConnection\s*\(|\bnew\s+(?:Sql|Npgsql|MySql|Sqlite|OleDb|Odbc)(?:Connection|Command)\b|\bsql\.Open\s*\(|\bsqlite3\.connect\s*\(|\bpsycopg2?\.connect\s*\(|\bpymysql\.connect\s*\(|\bmysql\.createConnection\s*\(|\bnew\s+(?:Pool|Client|PrismaClient|MongoClient)\s*\(|\bcreate_engine\s*\(|\bMongoClients?\s*\.\s*create\s*\(/;

/** The first call in `body` that reaches a database, or undefined. */
export function dbAccess(body: string): AccessCall | undefined {
  const open = DB_OPEN.exec(body);
  for (const c of callsIn(body)) {
    if (open && open.index < c.index) break;
    if (TX_CONTROL.test(c.name)) continue;
    const recv = c.receiver ?? '';
    if (DB_CALL.test(c.name) || (c.receiver !== null && DB_HANDLE.test(recv)) || (c.receiver !== null && DB_MAYBE.test(recv) && QUERY_VERB.test(c.name))) {
      return { text: `${c.receiver ? `${c.receiver}.` : ''}${c.name}`, index: c.index };
    }
  }
  return open ? { text: open[0].replace(/\s*\($/, '').replace(/^new\s+/, 'new '), index: open.index } : undefined;
}

/** HTTP and RPC calls to another system. */
const REMOTE = /\bfetch\s*\(|\baxios(?:\s*\.\s*\w+)?\s*\(|\bhttp\s*\.\s*(?:Get|Post|Head|PostForm|NewRequest\w*)\s*\(|\bhttp\.DefaultClient\b|\brequests\s*\.\s*(?:get|post|put|patch|delete|request|head)\s*\(|\bhttpx\s*\.\s*\w+\s*\(|\burllib\d?\s*\.\s*request\s*\.\s*urlopen\s*\(|\burlopen\s*\(|\bnew\s+HttpClient\s*\(|\bHttpClient\s*\.\s*new\w*\s*\(|\.\s*(?:GetAsync|PostAsync|PutAsync|DeleteAsync|SendAsync|GetStringAsync|GetFromJsonAsync|PostAsJsonAsync|GetByteArrayAsync)\s*(?:<[^>]*>)?\s*\(|\.\s*(?:getForObject|getForEntity|postForObject|postForEntity|exchange)\s*\(|\bWebClient\s*\.\s*\w+\s*\(|\.\s*openConnection\s*\(|\bHttpRequest\s*\.\s*newBuilder\s*\(|\bnew\s+(?:URL|Socket|XMLHttpRequest|WebSocket)\s*\(|\bgrpc\s*\.\s*Dial\w*\s*\(|\bnet\s*\.\s*Dial\w*\s*\(|\bsocket\s*\.\s*(?:socket|create_connection)\s*\(|\bhttpClient\s*\.\s*(?:send|get|post|Do)\s*\(|\bclient\s*\.\s*Do\s*\(/;

/** The first call in `body` that reaches a remote system over the network, or undefined. */
export function remoteCall(body: string): AccessCall | undefined {
  const m = REMOTE.exec(body);
  return m ? { text: m[0].replace(/\s*\($/, '').replace(/\s+/g, ''), index: m.index } : undefined;
}

/** Type names that belong to the persistence layer, not the domain. */
export const PERSISTENCE_TYPE = /^(ResultSet|RowSet|CachedRowSet|SqlDataReader|DbDataReader|IDataReader|DataTable|DataSet|DataRow|DataRowCollection|Cursor|Rows|Row|RowDataPacket|QueryResult|ResultProxy|CursorResult|BsonDocument|DBObject|Connection|Statement|PreparedStatement|SqlConnection|IDbConnection|DbConnection|SqlCommand|QueryResultRow|FieldPacket|OkPacket|ResultSetHeader|sqlite3\.Row|Record)$/;

/** Row-shaped types: data still in the database's shape (a caller passing a connection or transaction in is a different, legitimate style). */
export const ROW_TYPE = /^(ResultSet|RowSet|CachedRowSet|SqlDataReader|DbDataReader|IDataReader|DataTable|DataSet|DataRow|DataRowCollection|Cursor|Rows|Row|RowDataPacket|QueryResult|ResultProxy|CursorResult|BsonDocument|DBObject|QueryResultRow|sqlite3\.Row)$/;
