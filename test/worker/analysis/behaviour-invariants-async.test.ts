// Behaviour invariants judged in every language: async method invocation runs off the caller's thread and reports failures, promises run their callbacks, callbacks come after the work, and a reactor dispatches without blocking.
import { describeFamilies, type Sample } from './behaviour-invariants-judge';

const javaExecutor = (body: string) => `class ThreadAsyncExecutor implements AsyncExecutor {
  public <T> AsyncResult<T> startProcess(Callable<T> task, AsyncCallback<T> callback) {
    var result = new CompletableResult<T>(callback);
${body}
    return result;
  }
}`;
const javaInThread = (onError: string) => javaExecutor(`    new Thread(() -> {
      try { result.setValue(task.call()); } catch (Exception ex) { ${onError} }
    }).start();`);

const asyncInvocation: Sample[] = [
  ['runs-off-caller-thread', 'java', javaInThread('result.setException(ex);'), 'ok'],
  ['runs-off-caller-thread', 'java', javaExecutor('    try { result.setValue(task.call()); } catch (Exception ex) { result.setException(ex); }'), 'broken', /runs task on the caller's thread before returning/],
  ['runs-off-caller-thread', 'java', javaExecutor('    new Thread(() -> result.setValue(task.call())).run();'), 'broken', /calls run\(\) on the thread instead of start\(\)/],
  ['runs-off-caller-thread', 'java', `class Calculator { int add(int a, int b) { return a + b; } }`, 'missing', /nothing runs asynchronously/],
  ['runs-off-caller-thread', 'csharp', `class AsyncExecutor {
  public Task<T> StartProcess<T>(Func<T> task) => Task.Run(task);
}`, 'ok'],
  ['runs-off-caller-thread', 'csharp', `class AsyncExecutor {
  public AsyncResult<T> StartProcess<T>(Func<T> task) { var r = new AsyncResult<T>(); r.SetValue(task()); return r; }
}`, 'broken', /AsyncExecutor.StartProcess runs task on the caller's thread/],
  ['runs-off-caller-thread', 'typescript', `class AsyncExecutor {
  startProcess<T>(task: () => T): Promise<T> { return new Promise((resolve) => setTimeout(() => resolve(task()))); }
}`, 'ok'],
  ['runs-off-caller-thread', 'typescript', `class AsyncExecutor {
  startProcess<T>(task: () => T, onDone: (v: T) => void): void { const v = task(); onDone(v); }
}`, 'broken', /runs task on the caller's thread/],
  ['runs-off-caller-thread', 'python', `import threading
class AsyncExecutor:
    def start_process(self, task):
        future = Future()
        threading.Thread(target=self._run, args=(task, future)).start()
        return future
    def _run(self, task, future):
        future.set_result(task())
`, 'ok'],
  ['runs-off-caller-thread', 'python', `class AsyncExecutor:
    def start_process(self, task):
        future = Future()
        future.set_result(task())
        return future
`, 'broken', /runs task on the caller's thread/],
  ['runs-off-caller-thread', 'go', `func StartProcess(task func() int) <-chan int {
	ch := make(chan int, 1)
	go func() { ch <- task() }()
	return ch
}`, 'ok'],
  ['runs-off-caller-thread', 'go', `func StartProcess(task func() int) <-chan int {
	ch := make(chan int, 1)
	ch <- task()
	return ch
}`, 'broken', /StartProcess runs task on the caller's thread/],
  ['reports-async-failure', 'java', javaInThread('result.setException(ex);'), 'ok'],
  ['reports-async-failure', 'java', javaInThread('LOGGER.error("task failed", ex);'), 'broken', /catches the failure of the background task and only logs it/],
  ['reports-async-failure', 'java', `class Calculator { int add(int a, int b) { return a + b; } }`, 'ok'],
  ['reports-async-failure', 'csharp', `class AsyncExecutor {
  public AsyncResult<T> StartProcess<T>(Func<T> task) {
    var r = new AsyncResult<T>();
    Task.Run(() => { try { r.SetValue(task()); } catch (Exception e) { r.SetException(e); } });
    return r;
  }
}`, 'ok'],
  ['reports-async-failure', 'csharp', `class AsyncExecutor {
  public AsyncResult<T> StartProcess<T>(Func<T> task) {
    var r = new AsyncResult<T>();
    Task.Run(() => { try { r.SetValue(task()); } catch (Exception e) { Console.WriteLine(e); } });
    return r;
  }
}`, 'broken', /only logs it/],
  ['reports-async-failure', 'typescript', `function runAsync<T>(task: () => T): Promise<T> {
  return new Promise((resolve, reject) => { setTimeout(() => { try { resolve(task()); } catch (e) { reject(e); } }); });
}`, 'ok'],
  ['reports-async-failure', 'typescript', `function runAsync<T>(task: () => T): Promise<T> {
  return new Promise((resolve) => { setTimeout(() => { try { resolve(task()); } catch (e) { console.error(e); } }); });
}`, 'broken', /never completed with the error/],
  ['reports-async-failure', 'python', `import threading
class AsyncExecutor:
    def start_process(self, task):
        future = Future()
        threading.Thread(target=self._run, args=(task, future)).start()
        return future
    def _run(self, task, future):
        try:
            future.set_result(task())
        except Exception as e:
            future.set_exception(e)
`, 'ok'],
  ['reports-async-failure', 'python', `import threading
class AsyncExecutor:
    def start_process(self, task):
        future = Future()
        threading.Thread(target=self._run, args=(task, future)).start()
        return future
    def _run(self, task, future):
        try:
            future.set_result(task())
        except Exception as e:
            print("failed", e)
`, 'broken', /AsyncExecutor._run catches the failure/],
  ['reports-async-failure', 'go', `func StartProcess(task func() (int, error)) (<-chan int, <-chan error) {
	out, errs := make(chan int, 1), make(chan error, 1)
	go func() {
		v, err := task()
		if err != nil {
			errs <- err
			return
		}
		out <- v
	}()
	return out, errs
}`, 'ok'],
  ['reports-async-failure', 'go', `func StartProcess(task func() (int, error)) <-chan int {
	out := make(chan int, 1)
	go func() {
		v, err := task()
		if err != nil {
			log.Println(err)
			return
		}
		out <- v
	}()
	return out
}`, 'broken', /StartProcess catches the failure of the background task and only logs it/],
];

const javaPromise = (fulfill: string, then: string) => `class Promise<T> {
  private final List<Consumer<T>> callbacks = new ArrayList<>();
  private T value;
  private boolean done;
  public synchronized void fulfill(T v) { ${fulfill} }
  public synchronized void thenAccept(Consumer<T> c) { ${then} }
}`;
const promise: Sample[] = [
  ['promise-runs-callbacks', 'java', javaPromise('value = v; done = true; callbacks.forEach(c -> c.accept(v));', 'if (done) c.accept(value); else callbacks.add(c);'), 'ok'],
  ['promise-runs-callbacks', 'java', javaPromise('value = v; done = true;', 'if (done) c.accept(value); else callbacks.add(c);'), 'broken', /Promise.fulfill stores the value but never runs the callbacks/],
  ['promise-runs-callbacks', 'java', javaPromise('value = v; done = true; callbacks.forEach(c -> c.accept(v));', 'callbacks.add(c);'), 'broken', /without checking whether the promise has already settled/],
  ['promise-runs-callbacks', 'java', `class Calculator { int add(int a, int b) { return a + b; } }`, 'missing', /no promise found/],
  ['promise-runs-callbacks', 'csharp', `class Promise<T> {
  private readonly List<Action<T>> _callbacks = new();
  private T _value;
  private bool _done;
  public void Resolve(T v) { _value = v; _done = true; foreach (var c in _callbacks) c(v); }
  public void Then(Action<T> c) { if (_done) c(_value); else _callbacks.Add(c); }
}`, 'ok'],
  ['promise-runs-callbacks', 'csharp', `class Promise<T> {
  private readonly List<Action<T>> _callbacks = new();
  private T _value;
  private bool _done;
  public void Resolve(T v) { _value = v; _done = true; foreach (var c in _callbacks) c(v); }
  public void Then(Action<T> c) { _callbacks.Add(c); }
}`, 'broken', /callback registered after Resolve\(\) never runs/],
  ['promise-runs-callbacks', 'typescript', `class Deferred<T> {
  private callbacks: ((v: T) => void)[] = [];
  private state: { value: T } | undefined;
  resolve(value: T) { this.state = { value }; for (const cb of this.callbacks) cb(value); this.callbacks = []; }
  then(cb: (v: T) => void) { if (this.state) cb(this.state.value); else this.callbacks.push(cb); }
}`, 'ok'],
  ['promise-runs-callbacks', 'typescript', `class Deferred<T> {
  private callbacks: ((v: T) => void)[] = [];
  private state: { value: T } | undefined;
  resolve(value: T) { this.state = { value }; }
  then(cb: (v: T) => void) { if (this.state) cb(this.state.value); else this.callbacks.push(cb); }
}`, 'broken', /Deferred.resolve stores the value but never runs the callbacks/],
  ['promise-runs-callbacks', 'python', `class Promise:
    def __init__(self):
        self._callbacks = []
        self._done = False
        self._value = None
    def resolve(self, value):
        self._value = value
        self._done = True
        for cb in self._callbacks:
            cb(value)
    def then(self, cb):
        if self._done:
            cb(self._value)
        else:
            self._callbacks.append(cb)
`, 'ok'],
  ['promise-runs-callbacks', 'python', `class Promise:
    def __init__(self):
        self._callbacks = []
        self._done = False
        self._value = None
    def resolve(self, value):
        self._value = value
        self._done = True
        for cb in self._callbacks:
            cb(value)
    def then(self, cb):
        self._callbacks.append(cb)
`, 'broken', /Promise.then only queues the callback/],
  ['promise-runs-callbacks', 'go', `type Promise struct {
	mu        sync.Mutex
	done      bool
	value     int
	callbacks []func(int)
}
func (p *Promise) Resolve(v int) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.value, p.done = v, true
	for _, cb := range p.callbacks {
		cb(v)
	}
}
func (p *Promise) Then(cb func(int)) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.done {
		cb(p.value)
		return
	}
	p.callbacks = append(p.callbacks, cb)
}`, 'ok'],
  ['promise-runs-callbacks', 'go', `type Promise struct {
	done      bool
	value     int
	callbacks []func(int)
}
func (p *Promise) Resolve(v int) { p.value, p.done = v, true }
func (p *Promise) Then(cb func(int)) {
	if p.done {
		cb(p.value)
		return
	}
	p.callbacks = append(p.callbacks, cb)
}`, 'broken', /Promise.Resolve stores the value but never runs the callbacks/],
];

const callback: Sample[] = [
  ['calls-back-after-work', 'java', `abstract class Task {
  final void executeWith(Callback callback) { execute(); Optional.ofNullable(callback).ifPresent(Callback::call); }
  public abstract void execute();
}`, 'ok'],
  ['calls-back-after-work', 'java', `abstract class Task {
  final void executeWith(Callback callback) { callback.call(); execute(); }
  public abstract void execute();
}`, 'broken', /calls callback back before it runs execute\(\)/],
  ['calls-back-after-work', 'java', `abstract class Task {
  final void executeWith(Callback callback) { execute(); LOGGER.info("done"); }
  public abstract void execute();
}`, 'broken', /never calls it/],
  ['calls-back-after-work', 'java', `class Task { void execute() { } }`, 'missing', /no method takes a callback/],
  ['calls-back-after-work', 'csharp', `class Job {
  public void ExecuteWith(Action callback) { Execute(); callback?.Invoke(); }
  private void Execute() { }
}`, 'ok'],
  ['calls-back-after-work', 'csharp', `class Job {
  public void ExecuteWith(Action callback) { callback?.Invoke(); Execute(); }
  private void Execute() { }
}`, 'broken', /before it runs Execute\(\)/],
  ['calls-back-after-work', 'typescript', `function fetchData(url: string, callback: (err: Error | null, data?: string) => void): void {
  const data = load(url);
  callback(null, data);
}`, 'ok'],
  ['calls-back-after-work', 'typescript', `function fetchData(url: string, callback: (err: Error | null, data?: string) => void): void {
  const data = load(url);
  console.log(data);
}`, 'broken', /never calls it/],
  ['calls-back-after-work', 'python', `class Task:
    def execute_with(self, callback):
        self.execute()
        if callback:
            callback()
    def execute(self):
        pass
`, 'ok'],
  ['calls-back-after-work', 'python', `class Task:
    def execute_with(self, callback):
        callback()
        self.execute()
    def execute(self):
        pass
`, 'broken', /before it runs self.execute\(\)/],
  ['calls-back-after-work', 'go', `func Download(url string, done func(string)) {
	data := fetch(url)
	done(data)
}`, 'ok'],
  ['calls-back-after-work', 'go', `func Download(url string, done func(string)) {
	done("")
	fetch(url)
}`, 'broken', /before it runs fetch\(\)/],
];

const reactor: Sample[] = [
  ['dispatches-without-blocking', 'java', `class NioReactor {
  private final Selector selector;
  public void eventLoop() throws IOException {
    while (true) {
      selector.select();
      for (var key : selector.selectedKeys()) { dispatch(key); }
    }
  }
  private void dispatch(SelectionKey key) { ((ChannelHandler) key.attachment()).handle(key); }
}`, 'ok'],
  ['dispatches-without-blocking', 'java', `class NioReactor {
  private final Selector selector;
  public void eventLoop() throws IOException {
    while (true) {
      selector.select();
      for (var key : selector.selectedKeys()) { new Thread(() -> handle(key)).start(); }
    }
  }
  private void handle(SelectionKey key) { }
}`, 'broken', /starts a new thread for every event/],
  ['dispatches-without-blocking', 'java', `class NioReactor {
  private final Selector selector;
  private final LoggingHandler handler;
  public void eventLoop() throws IOException {
    while (true) { selector.select(); for (var key : selector.selectedKeys()) handler.handle(key); }
  }
}
class LoggingHandler { void handle(SelectionKey key) throws InterruptedException { Thread.sleep(500); } }`, 'broken', /LoggingHandler.handle runs on the reactor's single thread but blocks/],
  ['dispatches-without-blocking', 'java', `class Server { void serve(ServerSocket s) throws IOException { while (true) { var c = s.accept(); new Thread(() -> handle(c)).start(); } } }`, 'missing', /no event loop found/],
  ['dispatches-without-blocking', 'csharp', `class Reactor {
  private readonly Dictionary<Socket, IHandler> _handlers = new();
  public void Run() {
    while (true) {
      var ready = new List<Socket>(_handlers.Keys);
      Socket.Select(ready, null, null, 1000);
      foreach (var s in ready) _handlers[s].Handle(s);
    }
  }
}`, 'ok'],
  ['dispatches-without-blocking', 'csharp', `class Reactor {
  private readonly Dictionary<Socket, IHandler> _handlers = new();
  public void Run() {
    while (true) {
      var ready = new List<Socket>(_handlers.Keys);
      Socket.Select(ready, null, null, 1000);
      foreach (var s in ready) { Thread.Sleep(100); _handlers[s].Handle(s); }
    }
  }
}`, 'broken', /Reactor.Run blocks the event loop/],
  ['dispatches-without-blocking', 'typescript', `class Reactor {
  private handlers = new Map<string, (e: IoEvent) => void>();
  constructor(private readonly demux: Demultiplexer) {}
  async run() {
    for (;;) {
      const events = await this.demux.waitForEvents();
      for (const e of events) this.handlers.get(e.type)?.(e);
    }
  }
}`, 'ok'],
  ['dispatches-without-blocking', 'typescript', `class Reactor {
  constructor(private readonly demux: Demultiplexer, private readonly handler: FileHandler) {}
  async run() {
    for (;;) {
      const events = await this.demux.waitForEvents();
      for (const e of events) this.handler.onRead(e);
    }
  }
}
class FileHandler { onRead(e: IoEvent) { const data = readFileSync(e.path); } }`, 'broken', /FileHandler.onRead runs on the reactor's single thread but blocks \(readFileSync\)/],
  ['dispatches-without-blocking', 'python', `import selectors
class Reactor:
    def __init__(self):
        self.sel = selectors.DefaultSelector()
    def run(self):
        while True:
            for key, mask in self.sel.select():
                callback = key.data
                callback(key.fileobj, mask)
`, 'ok'],
  ['dispatches-without-blocking', 'python', `import selectors
import threading
class Reactor:
    def __init__(self):
        self.sel = selectors.DefaultSelector()
    def run(self):
        while True:
            for key, mask in self.sel.select():
                threading.Thread(target=key.data, args=(key.fileobj, mask)).start()
`, 'broken', /starts a new thread for every event/],
  ['dispatches-without-blocking', 'go', `type Reactor struct {
	handlers map[int]Handler
}
func (r *Reactor) Run(epfd int) {
	events := make([]syscall.EpollEvent, 64)
	for {
		n, _ := syscall.EpollWait(epfd, events, -1)
		for i := 0; i < n; i++ {
			r.handlers[int(events[i].Fd)].Handle()
		}
	}
}`, 'ok'],
  ['dispatches-without-blocking', 'go', `type Reactor struct {
	handlers map[int]Handler
}
func (r *Reactor) Run(epfd int) {
	events := make([]syscall.EpollEvent, 64)
	for {
		n, _ := syscall.EpollWait(epfd, events, -1)
		for i := 0; i < n; i++ {
			time.Sleep(time.Second)
			r.handlers[int(events[i].Fd)].Handle()
		}
	}
}`, 'broken', /Reactor.Run blocks the event loop/],
];

describeFamilies([
  ['async method invocation', asyncInvocation],
  ['promise', promise],
  ['callback', callback],
  ['reactor', reactor],
]);
