// Behaviour invariants judged in every language: parallel work waits for every worker, bounds its concurrency, and fan-in and fan-out close their channels.
import { describeFamilies, type Sample } from './behaviour-invariants-judge';

const goMerge = (tail: string) => `func Merge(cs ...<-chan int) <-chan int {
	var wg sync.WaitGroup
	out := make(chan int)
	send := func(c <-chan int) {
		for n := range c {
			out <- n
		}
${tail}
	}
	wg.Add(len(cs))
	for _, c := range cs {
		go send(c)
	}
	go func() {
		wg.Wait()
		close(out)
	}()
	return out
}`;

const parallelWork: Sample[] = [
  ['waits-for-all-workers', 'java', `class FanOutFanIn {
  static Long fanOutFanIn(List<SquareNumberRequest> requests, Consumer consumer) {
    ExecutorService service = Executors.newFixedThreadPool(requests.size());
    List<CompletableFuture<Void>> futures = requests.stream().map(r -> CompletableFuture.runAsync(() -> r.delayedSquaring(consumer), service)).collect(Collectors.toList());
    CompletableFuture.allOf(futures.toArray(new CompletableFuture[0])).join();
    return consumer.getSum();
  }
}`, 'ok'],
  ['waits-for-all-workers', 'java', `class FanOutFanIn {
  static Long fanOutFanIn(List<SquareNumberRequest> requests, Consumer consumer) {
    ExecutorService service = Executors.newFixedThreadPool(requests.size());
    requests.forEach(r -> CompletableFuture.runAsync(() -> r.delayedSquaring(consumer), service));
    return consumer.getSum();
  }
}`, 'broken', /never waits for all of them/],
  ['waits-for-all-workers', 'java', `class Master {
  private final List<Worker> workers;
  Result compute(Input input) {
    var parts = input.divideData(workers.size());
    for (int i = 0; i < workers.size(); i++) { workers.get(i).setInput(parts.get(i)); workers.get(i).start(); }
    for (Worker w : workers) w.join();
    return aggregate(workers);
  }
}`, 'ok'],
  ['waits-for-all-workers', 'java', `class Squares { long sum(List<Long> xs) { long s = 0; for (long x : xs) s += x * x; return s; } }`, 'missing', /nothing runs in parallel/],
  ['waits-for-all-workers', 'csharp', `class Master {
  public async Task<int> ComputeAsync(IEnumerable<int[]> parts) {
    var tasks = parts.Select(p => Task.Run(() => Sum(p))).ToList();
    var results = await Task.WhenAll(tasks);
    return results.Sum();
  }
}`, 'ok'],
  ['waits-for-all-workers', 'csharp', `class Master {
  private int _total;
  public int Compute(IEnumerable<int[]> parts) {
    foreach (var p in parts) Task.Run(() => Interlocked.Add(ref _total, Sum(p)));
    return _total;
  }
}`, 'broken', /Master.Compute starts the workers in parallel but never waits/],
  ['waits-for-all-workers', 'typescript', `class Master {
  async compute(parts: number[][]): Promise<number> {
    const results = await Promise.all(parts.map((p) => this.computeAsync(p)));
    return results.reduce((a, b) => a + b, 0);
  }
}`, 'ok'],
  ['waits-for-all-workers', 'typescript', `class Master {
  compute(parts: number[][]) {
    const results = parts.map((p) => this.computeAsync(p));
    return results;
  }
}`, 'broken', /never waits for all of them/],
  ['waits-for-all-workers', 'python', `from concurrent.futures import ThreadPoolExecutor
def fan_out_fan_in(numbers):
    with ThreadPoolExecutor() as pool:
        futures = [pool.submit(square, n) for n in numbers]
        return sum(f.result() for f in futures)
`, 'ok'],
  ['waits-for-all-workers', 'python', `import threading
def fan_out_fan_in(numbers, results):
    threads = [threading.Thread(target=square_into, args=(n, results)) for n in numbers]
    for t in threads:
        t.start()
    return sum(results)
`, 'broken', /never waits for all of them/],
  ['waits-for-all-workers', 'go', `func SumSquares(nums []int) int {
	var wg sync.WaitGroup
	results := make(chan int, len(nums))
	for _, n := range nums {
		wg.Add(1)
		go func(n int) {
			defer wg.Done()
			results <- n * n
		}(n)
	}
	wg.Wait()
	close(results)
	sum := 0
	for r := range results {
		sum += r
	}
	return sum
}`, 'ok'],
  ['waits-for-all-workers', 'go', `func SumSquares(nums []int) int {
	var wg sync.WaitGroup
	var mu sync.Mutex
	sum := 0
	for _, n := range nums {
		go func(n int) {
			wg.Add(1)
			defer wg.Done()
			mu.Lock()
			sum += n * n
			mu.Unlock()
		}(n)
	}
	wg.Wait()
	return sum
}`, 'broken', /calls wg.Add inside the goroutine it counts/],
  ['bounds-concurrency', 'go', `func ProcessAll(items []string) {
	sem := make(chan struct{}, 4)
	var wg sync.WaitGroup
	for _, it := range items {
		wg.Add(1)
		sem <- struct{}{}
		go func(it string) {
			defer wg.Done()
			defer func() { <-sem }()
			process(it)
		}(it)
	}
	wg.Wait()
}`, 'ok'],
  ['bounds-concurrency', 'go', `func ProcessAll(items []string) {
	var wg sync.WaitGroup
	for _, it := range items {
		wg.Add(1)
		go func(it string) {
			defer wg.Done()
			process(it)
		}(it)
	}
	wg.Wait()
}`, 'broken', /starts one worker per item with no bound/],
  ['bounds-concurrency', 'java', `class Processor {
  void processAll(List<Item> items) throws InterruptedException {
    ExecutorService pool = Executors.newFixedThreadPool(4);
    for (var item : items) pool.submit(() -> process(item));
    pool.shutdown();
    pool.awaitTermination(1, TimeUnit.MINUTES);
  }
}`, 'ok'],
  ['bounds-concurrency', 'java', `class Processor {
  void processAll(List<Item> items) { for (var item : items) new Thread(() -> process(item)).start(); }
}`, 'broken', /no bound on how many run at once/],
  ['bounds-concurrency', 'csharp', `class Processor {
  public void ProcessAll(IEnumerable<Item> items) { Parallel.ForEach(items, new ParallelOptions { MaxDegreeOfParallelism = 4 }, Process); }
}`, 'ok'],
  ['bounds-concurrency', 'csharp', `class Processor {
  public void ProcessAll(IEnumerable<Item> items) { var tasks = new List<Task>(); foreach (var i in items) tasks.Add(Task.Run(() => Process(i))); Task.WaitAll(tasks.ToArray()); }
}`, 'broken', /starts one worker per item/],
  ['bounds-concurrency', 'typescript', `async function processAll(items: string[], concurrency = 4) {
  const queue = [...items];
  const workers = Array.from({ length: concurrency }, async () => { while (queue.length) await processItem(queue.shift()!); });
  await Promise.all(workers);
}`, 'ok'],
  ['bounds-concurrency', 'typescript', `async function processAll(items: string[]) {
  await Promise.all(items.map((i) => processItem(i)));
}`, 'broken', /starts one worker per item/],
  ['bounds-concurrency', 'python', `from concurrent.futures import ThreadPoolExecutor
def process_all(items):
    with ThreadPoolExecutor(max_workers=4) as pool:
        list(pool.map(process, items))
`, 'ok'],
  ['bounds-concurrency', 'python', `import threading
def process_all(items):
    threads = [threading.Thread(target=process, args=(i,)) for i in items]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
`, 'broken', /starts one worker per item/],
  ['bounds-concurrency', 'python', `def process_all(items):
    for i in items:
        process(i)
`, 'missing', /nothing runs in parallel/],
  ['merge-closes-after-all-senders', 'go', goMerge('\t\twg.Done()'), 'ok'],
  ['merge-closes-after-all-senders', 'go', goMerge('\t\twg.Done()').replace('\tgo func() {\n\t\twg.Wait()\n\t\tclose(out)\n\t}()\n', ''), 'broken', /never closes the merged output channel/],
  ['merge-closes-after-all-senders', 'go', goMerge('\t\tclose(out)').replace('\tgo func() {\n\t\twg.Wait()\n\t\tclose(out)\n\t}()\n', ''), 'broken', /closes out without waiting|closes out inside each forwarding goroutine/],
  ['merge-closes-after-all-senders', 'go', `func Sum(xs []int) int { t := 0; for _, x := range xs { t += x }; return t }`, 'missing', /no fan-in found/],
  ['merge-closes-after-all-senders', 'java', `class Merger { BlockingQueue<Integer> merge(List<BlockingQueue<Integer>> in) { return in.get(0); } }`, 'ok'],
  ['split-closes-every-output', 'go', `func Split(ch <-chan int, n int) []<-chan int {
	cs := make([]chan int, 0)
	for i := 0; i < n; i++ {
		cs = append(cs, make(chan int))
	}
	go func() {
		defer func() {
			for _, c := range cs {
				close(c)
			}
		}()
		for {
			for _, c := range cs {
				val, ok := <-ch
				if !ok {
					return
				}
				c <- val
			}
		}
	}()
	out := make([]<-chan int, n)
	for i := range cs {
		out[i] = cs[i]
	}
	return out
}`, 'ok'],
  ['split-closes-every-output', 'go', `func Split(ch <-chan int, n int) []<-chan int {
	cs := make([]chan int, 0)
	for i := 0; i < n; i++ {
		cs = append(cs, make(chan int))
	}
	go func() {
		for val := range ch {
			cs[val%n] <- val
		}
	}()
	out := make([]<-chan int, n)
	for i := range cs {
		out[i] = cs[i]
	}
	return out
}`, 'broken', /never closes its output channels/],
  ['split-closes-every-output', 'go', `func Split(ch <-chan int, n int) []<-chan int {
	cs := make([]chan int, 0)
	for i := 0; i < n; i++ {
		cs = append(cs, make(chan int))
	}
	go func() {
		for val := range ch {
			cs[val%n] <- val
		}
		close(cs[0])
	}()
	out := make([]<-chan int, n)
	return out
}`, 'broken', /closes only cs\[0\]/],
];

describeFamilies([
  ['parallel work', parallelWork],
]);
