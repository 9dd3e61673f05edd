// Samples of execute around, RAII and the mute idiom: resources released on every path and by scope, and only cleanup errors muted.
// Judged by structure-invariants-resources.test.ts; structure-invariants-coverage.test.ts checks every check has both verdicts.
import { type Sample, sampler } from '../structure-invariants-judge';

export const samples: Sample[] = [];
const sample = sampler(samples);

// ─── Execute around, RAII, mute idiom ───

sample('a file writer that closes in finally', 'java', { 'releases-on-every-path': 'ok' }, `
public class SimpleFileWriter {
  public SimpleFileWriter(String filename, FileWriterAction action) throws IOException {
    var writer = new FileWriter(filename);
    try {
      action.writeFile(writer);
    } finally {
      writer.close();
    }
  }
}`);

sample('a file writer that closes only on success', 'java', { 'releases-on-every-path': ['broken', 'SimpleFileWriter.SimpleFileWriter', 'only on the normal path', 'action'] }, `
public class SimpleFileWriter {
  public SimpleFileWriter(String filename, FileWriterAction action) throws IOException {
    var writer = new FileWriter(filename);
    action.writeFile(writer);
    writer.close();
  }
}`);

sample('a C# execute-around with using', 'csharp', { 'releases-on-every-path': 'ok' }, `
public static class Files {
    public static void WithWriter(string path, Action<StreamWriter> action) {
        using var writer = new StreamWriter(path);
        action(writer);
    }
}`);

sample('a C# execute-around leaking on failure', 'csharp', { 'releases-on-every-path': ['broken', 'Files.WithWriter', 'only on the normal path'] }, `
public static class Files {
    public static void WithWriter(string path, Action<StreamWriter> action) {
        var writer = new StreamWriter(path);
        action(writer);
        writer.Dispose();
    }
}`);

sample('a TypeScript withConnection helper', 'typescript', { 'releases-on-every-path': 'ok' }, `
export async function withConnection<T>(pool: Pool, action: (c: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    return await action(client);
  } finally {
    client.release();
  }
}`);

sample('a TypeScript helper releasing after success only', 'typescript', { 'releases-on-every-path': ['broken', 'withConnection', 'only on the normal path'] }, `
export async function withConnection<T>(pool: Pool, action: (c: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  const result = await action(client);
  client.release();
  return result;
}`);

sample('a Python execute-around with a context manager', 'python', { 'releases-on-every-path': 'ok' }, `
def write_file(path, action):
    with open(path, "w") as f:
        action(f)
`);

sample('a Python execute-around without finally', 'python', { 'releases-on-every-path': ['broken', 'write_file', 'only on the normal path'] }, `
def write_file(path, action):
    f = open(path, "w")
    action(f)
    f.close()
`);

sample('a Go execute-around with defer', 'go', { 'releases-on-every-path': 'ok' }, `
func WithFile(path string, action func(*os.File) error) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	defer f.Close()
	return action(f)
}`);

sample('a Go execute-around closing after the action', 'go', { 'releases-on-every-path': ['broken', 'WithFile', 'only on the normal path'] }, `
func WithFile(path string, action func(*os.File) error) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := action(f); err != nil {
		return err
	}
	return f.Close()
}`);

sample('no wrapped action', 'java', { 'releases-on-every-path': ['missing', 'execute-around'] }, `
public class Writer { public void write(String s) { System.out.println(s); } }`);

sample('doors and chests in try-with-resources', 'java', { 'resource-released-by-scope': 'ok' }, `
public class SlidingDoor implements AutoCloseable {
  public SlidingDoor() { LOGGER.info("Sliding door opens."); }
  public void close() { LOGGER.info("Sliding door closes."); }
}
public class App {
  public static void main(String[] args) {
    try (var ignored = new SlidingDoor()) {
      LOGGER.info("Walking in.");
    }
  }
}`);

sample('a door closed by hand', 'java', { 'resource-released-by-scope': ['broken', 'App.main', 'SlidingDoor', 'by hand'] }, `
public class SlidingDoor implements AutoCloseable {
  public SlidingDoor() { LOGGER.info("Sliding door opens."); }
  public void close() { LOGGER.info("Sliding door closes."); }
}
public class App {
  public static void main(String[] args) {
    var door = new SlidingDoor();
    LOGGER.info("Walking in.");
    door.close();
  }
}`);

sample('a resource whose close does nothing', 'java', { 'resource-released-by-scope': ['broken', 'TreasureChest.close', 'empty'] }, `
public class TreasureChest implements Closeable {
  private final FileInputStream lid;
  public TreasureChest() throws IOException { lid = new FileInputStream("chest"); }
  public void close() { }
}`);

sample('a C# disposable in a using', 'csharp', { 'resource-released-by-scope': 'ok' }, `
public sealed class Lease : IDisposable {
    private readonly Semaphore _s;
    public Lease(Semaphore s) { _s = s; _s.WaitOne(); }
    public void Dispose() => _s.Release();
}
public class Worker {
    public void Run(Semaphore s) { using (new Lease(s)) { DoWork(); } }
}`);

sample('a C# lease never disposed', 'csharp', { 'resource-released-by-scope': ['broken', 'Worker.Run', 'never closed'] }, `
public sealed class Lease : IDisposable {
    private readonly Semaphore _s;
    public Lease(Semaphore s) { _s = s; _s.WaitOne(); }
    public void Dispose() => _s.Release();
}
public class Worker {
    public void Run(Semaphore s) { var lease = new Lease(s); DoWork(); }
}`);

sample('a TypeScript disposable with using', 'typescript', { 'resource-released-by-scope': 'ok' }, `
export class TempDir implements Disposable {
  constructor(readonly path: string) { mkdirSync(path); }
  [Symbol.dispose](): void { rmSync(this.path, { recursive: true }); }
}
export function build(): void {
  using dir = new TempDir('/tmp/build');
  compileInto(dir.path);
}`);

sample('a TypeScript disposable left open', 'typescript', { 'resource-released-by-scope': ['broken', 'build', 'TempDir'] }, `
export class TempDir implements Disposable {
  constructor(readonly path: string) { mkdirSync(path); }
  [Symbol.dispose](): void { rmSync(this.path, { recursive: true }); }
}
export function build(): void {
  const dir = new TempDir('/tmp/build');
  compileInto(dir.path);
}`);

sample('a Python context manager used with with', 'python', { 'resource-released-by-scope': 'ok' }, `
class Door:
    def __enter__(self):
        print("opens")
        return self

    def __exit__(self, *exc):
        print("closes")


def walk():
    with Door():
        print("walking in")
`);

sample('a Python context manager used without with', 'python', { 'resource-released-by-scope': ['broken', 'walk', 'Door'] }, `
class Door:
    def __enter__(self):
        return self

    def __exit__(self, *exc):
        print("closes")


def walk():
    door = Door()
    print("walking in")
`);

sample('a Go resource closed by defer', 'go', { 'resource-released-by-scope': 'ok' }, `
type Conn struct{ fd int }

func (c *Conn) Close() error { return syscall.Close(c.fd) }

func Serve() error {
	c := NewConn()
	defer c.Close()
	return handle(c)
}`);

sample('a Go resource closed at the end only', 'go', { 'resource-released-by-scope': ['broken', 'Serve', 'by hand'] }, `
type Conn struct{ fd int }

func (c *Conn) Close() error { return syscall.Close(c.fd) }

func Serve() error {
	c := NewConn()
	if err := handle(c); err != nil {
		return err
	}
	return c.Close()
}`);

sample('no resource at all', 'java', { 'resource-released-by-scope': ['missing', 'scoped resource'] }, `
public class Calculator { public int add(int a, int b) { return a + b; } }`);

sample('closing a resource with a logged mute', 'java', { 'mutes-only-cleanup': 'ok' }, `
public final class Mute {
  public static void loggedMute(CheckedRunnable runnable) {
    try {
      runnable.run();
    } catch (Exception e) {
      LOGGER.warn("muted", e);
    }
  }
}
public class App {
  private static void closeResource(Resource resource) { Mute.loggedMute(resource::close); }
}`);

sample('a mute that swallows silently', 'java', { 'mutes-only-cleanup': ['broken', 'Mute.mute', 'discards'] }, `
public final class Mute {
  public static void mute(CheckedRunnable runnable) {
    try {
      runnable.run();
    } catch (Exception e) { }
  }
}`);

sample('muting a business operation', 'java', { 'mutes-only-cleanup': ['broken', 'App.pay', 'withdraw', 'not a clean-up call'] }, `
public class App {
  void pay(Account account) { Mute.loggedMute(() -> account.withdraw(100)); }
}`);

sample('a C# quiet dispose helper', 'csharp', { 'mutes-only-cleanup': 'ok' }, `
public static class Quietly {
    public static void Dispose(IDisposable d, ILogger log) {
        try { d.Dispose(); } catch (IOException e) { log.LogWarning(e, "dispose failed"); }
    }
}
public class App { public void Stop(IDisposable conn, ILogger log) { Quietly.Dispose(conn, log); } }`);

sample('a C# mute muting a save', 'csharp', { 'mutes-only-cleanup': ['broken', 'Save', 'not a clean-up call'] }, `
public class App { public void Run(Repo repo) { Mute.LoggedMute(() => repo.Save()); } }`);

sample('a TypeScript close-quietly helper', 'typescript', { 'mutes-only-cleanup': 'ok' }, `
export async function closeQuietly(c: { close(): Promise<void> }): Promise<void> {
  try { await c.close(); } catch (e) { console.warn('close failed', e); }
}`);

sample('a TypeScript helper swallowing everything', 'typescript', { 'mutes-only-cleanup': ['broken', 'closeQuietly', 'discards'] }, `
export async function closeQuietly(c: { close(): Promise<void> }): Promise<void> {
  try { await c.close(); } catch { }
}`);

sample('a Python suppress for closing', 'python', { 'mutes-only-cleanup': 'ok' }, `
def close_quietly(resource):
    try:
        resource.close()
    except OSError:
        logger.warning("close failed", exc_info=True)
`);

sample('a Python helper with except pass', 'python', { 'mutes-only-cleanup': ['broken', 'close_quietly', 'discards'] }, `
def close_quietly(resource):
    try:
        resource.close()
    except Exception:
        pass
`);

sample('no muting at all', 'java', { 'mutes-only-cleanup': ['missing', 'mute idiom'] }, `
public class App { void run(Resource r) throws IOException { r.close(); } }`);
