// Behaviour invariants judged in every language: leader/followers promote before processing, leader election picks a live node, and timing measures at exit.
import { describeFamilies, type Sample } from './behaviour-invariants-judge';

const javaLeader = (body: string) => `class Worker implements Runnable {
  private final WorkCenter workCenter;
  private final TaskSet taskSet;
  private final TaskHandler taskHandler;
  public void run() {
    while (!Thread.interrupted()) {
      try {
        synchronized (workCenter) { while (workCenter.getLeader() != this) workCenter.wait(); }
        final Task task = taskSet.getTask();
${body}
      } catch (InterruptedException e) { return; }
    }
  }
}`;
const coordination: Sample[] = [
  ['promotes-before-processing', 'java', javaLeader('        synchronized (workCenter) { workCenter.promoteLeader(); workCenter.notifyAll(); }\n        taskHandler.handleTask(task);'), 'ok'],
  ['promotes-before-processing', 'java', javaLeader('        taskHandler.handleTask(task);\n        synchronized (workCenter) { workCenter.promoteLeader(); workCenter.notifyAll(); }'), 'broken', /processes the event \(handleTask\) before promoting a new leader/],
  ['promotes-before-processing', 'java', `class Worker implements Runnable { public void run() { while (true) { handle(queue.take()); } } }`, 'missing', /no leader\/followers pool found/],
  ['promotes-before-processing', 'csharp', `class Worker {
  private readonly Pool _pool;
  public void Run() { while (true) { _pool.WaitToLead(this); var e = _pool.NextEvent(); _pool.PromoteLeader(); HandleEvent(e); } }
}`, 'ok'],
  ['promotes-before-processing', 'csharp', `class Worker {
  private readonly Pool _pool;
  public void Run() { while (true) { _pool.WaitToLead(this); var e = _pool.NextEvent(); HandleEvent(e); } }
}
class Pool { public Worker Leader; }`, 'broken', /without ever promoting a follower/],
  ['promotes-before-processing', 'typescript', `class Worker {
  constructor(private readonly pool: Pool) {}
  async run() { for (;;) { await this.pool.waitToLead(this); const e = await this.pool.nextEvent(); this.pool.promoteLeader(); await this.handleEvent(e); } }
}`, 'ok'],
  ['promotes-before-processing', 'typescript', `class Worker {
  constructor(private readonly pool: Pool) {}
  async run() { for (;;) { await this.pool.waitToLead(this); const e = await this.pool.nextEvent(); await this.handleEvent(e); this.pool.promoteLeader(); } }
}`, 'broken', /before promoting a new leader/],
  ['promotes-before-processing', 'python', `class Worker:
    def __init__(self, pool):
        self.pool = pool
    def run(self):
        while True:
            self.pool.wait_to_lead(self)
            event = self.pool.next_event()
            self.pool.promote_leader()
            self.handle_event(event)
`, 'ok'],
  ['promotes-before-processing', 'python', `class Worker:
    def __init__(self, pool):
        self.pool = pool
    def run(self):
        while True:
            self.pool.wait_to_lead(self)
            event = self.pool.next_event()
            self.handle_event(event)
            self.pool.promote_leader()
`, 'broken', /before promoting a new leader/],
  ['promotes-before-processing', 'go', `func (w *Worker) Run() {
	for {
		w.pool.WaitToLead(w)
		e := w.pool.NextEvent()
		w.pool.PromoteLeader()
		w.HandleEvent(e)
	}
}
type Worker struct { pool *Pool }`, 'ok'],
  ['promotes-before-processing', 'go', `type Worker struct { pool *Pool }
func (w *Worker) Run() {
	for {
		w.pool.WaitToLead(w)
		e := w.pool.NextEvent()
		w.HandleEvent(e)
		w.pool.PromoteLeader()
	}
}`, 'broken', /before promoting a new leader/],
  ['elects-live-node', 'java', `abstract class AbstractMessageManager {
  protected Map<Integer, Instance> instanceMap;
  protected Instance findNextInstance(int currentId) {
    var candidates = instanceMap.keySet().stream().filter(id -> id > currentId && instanceMap.get(id).isAlive()).sorted().toList();
    return candidates.isEmpty() ? null : instanceMap.get(candidates.get(0));
  }
}`, 'ok'],
  ['elects-live-node', 'java', `class BullyElection {
  private final Map<Integer, Node> nodes;
  Node electLeader() { return nodes.values().stream().max(Comparator.comparingInt(Node::id)).orElseThrow(); }
}`, 'broken', /without checking that the candidate is alive/],
  ['elects-live-node', 'java', `class Node { int id; }`, 'missing', /no election found/],
  ['elects-live-node', 'csharp', `class Election {
  private readonly List<Node> _nodes;
  public Node ElectLeader() => _nodes.Where(n => n.IsAlive).OrderByDescending(n => n.Id).First();
}`, 'ok'],
  ['elects-live-node', 'csharp', `class Election {
  private readonly List<Node> _nodes;
  public Node ElectLeader() => _nodes.OrderByDescending(n => n.Id).First();
}`, 'broken', /without checking that the candidate is alive/],
  ['elects-live-node', 'typescript', `class Cluster {
  constructor(private readonly nodes: Node[]) {}
  electLeader(): Node | undefined { let best: Node | undefined; for (const n of this.nodes) if (n.healthy && (!best || n.id > best.id)) best = n; return best; }
}`, 'ok'],
  ['elects-live-node', 'typescript', `class Cluster {
  constructor(private readonly nodes: Node[]) {}
  electLeader(): Node | undefined { let best: Node | undefined; for (const n of this.nodes) if (!best || n.id > best.id) best = n; return best; }
}`, 'broken', /picks the leader among the nodes without checking/],
  ['elects-live-node', 'python', `class Ring:
    def __init__(self, nodes):
        self.nodes = nodes
    def elect(self):
        alive = [n for n in self.nodes if n.is_alive()]
        return max(alive, key=lambda n: n.id)
`, 'ok'],
  ['elects-live-node', 'python', `class Ring:
    def __init__(self, nodes):
        self.nodes = nodes
    def elect(self):
        return max(self.nodes, key=lambda n: n.id)
`, 'broken', /without checking that the candidate is alive/],
  ['elects-live-node', 'go', `func ElectLeader(nodes []*Node) *Node {
	var leader *Node
	for _, n := range nodes {
		if n.Alive && (leader == nil || n.ID > leader.ID) {
			leader = n
		}
	}
	return leader
}`, 'ok'],
  ['elects-live-node', 'go', `func ElectLeader(nodes []*Node) *Node {
	var leader *Node
	for _, n := range nodes {
		if leader == nil || n.ID > leader.ID {
			leader = n
		}
	}
	return leader
}`, 'broken', /without checking that the candidate is alive/],
  ['measures-at-exit', 'go', `func Duration(invocation time.Time, name string) {
	elapsed := time.Since(invocation)
	log.Printf("%s lasted %s", name, elapsed)
}
func BigIntFactorial(x big.Int) *big.Int {
	defer Duration(time.Now(), "IntFactorial")
	y := big.NewInt(1)
	return x.Set(y)
}`, 'ok'],
  ['measures-at-exit', 'go', `func BigIntFactorial(x big.Int) *big.Int {
	start := time.Now()
	defer log.Printf("took %s", time.Since(start))
	y := big.NewInt(1)
	return x.Set(y)
}`, 'broken', /deferred arguments are evaluated when the defer statement runs/],
  ['measures-at-exit', 'go', `func BigIntFactorial(x big.Int) *big.Int {
	profile.Duration(time.Now(), "IntFactorial")
	y := big.NewInt(1)
	return x.Set(y)
}`, 'broken', /directly instead of deferring it/],
  ['measures-at-exit', 'go', `func Add(a, b int) int { return a + b }`, 'missing', /no timing found/],
  ['measures-at-exit', 'java', `class Timed { long run() { long start = System.nanoTime(); try { work(); } finally { LOGGER.info("took {}", System.nanoTime() - start); } return 0; } }`, 'ok'],
  ['measures-at-exit', 'java', `class Timed { void run() { long start = System.nanoTime(); long elapsed = System.nanoTime() - start; work(); LOGGER.info("took {}", elapsed); } }`, 'broken', /reads the elapsed time right after taking the start time/],
  ['measures-at-exit', 'csharp', `class Timed { public void Run() { var sw = Stopwatch.StartNew(); Work(); Console.WriteLine(sw.ElapsedMilliseconds); } }`, 'ok'],
  ['measures-at-exit', 'csharp', `class Timed { public void Run() { var sw = Stopwatch.StartNew(); var ms = sw.ElapsedMilliseconds; Work(); Console.WriteLine(ms); } }`, 'broken', /before the work it means to measure/],
  ['measures-at-exit', 'typescript', `function timed<T>(name: string, fn: () => T): T {
  const start = performance.now();
  try { return fn(); } finally { console.log(name, performance.now() - start); }
}`, 'ok'],
  ['measures-at-exit', 'typescript', `function timed<T>(name: string, fn: () => T): T {
  const start = performance.now();
  console.log(name, performance.now() - start);
  return fn();
}`, 'broken', /before the work it means to measure/],
  ['measures-at-exit', 'python', `import time
def timed(fn):
    def wrapper(*args):
        start = time.perf_counter()
        result = fn(*args)
        print(fn.__name__, time.perf_counter() - start)
        return result
    return wrapper
`, 'ok'],
  ['measures-at-exit', 'python', `import time
def timed(fn):
    def wrapper(*args):
        start = time.perf_counter()
        print(fn.__name__, time.perf_counter() - start)
        return fn(*args)
    return wrapper
`, 'broken', /before the work it means to measure/],
];

describeFamilies([
  ['coordination', coordination],
]);
