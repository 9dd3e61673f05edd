// Core resilience invariants (circuit breaker half-open recovery, bounded retries, throttling refuses) in five languages.
import { type CatalogueSample, describeFamily, type Sample } from './core-invariants-judge';

const javaBreaker = (allow: string) => `class PaymentBreaker {
  enum State { CLOSED, OPEN, HALF_OPEN }
  private State state = State.CLOSED;
  private int failures;
  private long openedAt;
  private final long retryAfterMs = 30_000;
  boolean allowRequest() {
    ${allow}
    return state != State.OPEN;
  }
  void recordFailure() { if (++failures >= 5) { state = State.OPEN; openedAt = System.currentTimeMillis(); } }
  void recordSuccess() { failures = 0; state = State.CLOSED; }
}`;
const csBreaker = (check: string) => `public sealed class SmtpBreaker
{
    private BreakerMode _mode = BreakerMode.Closed;
    private int _consecutiveFailures;
    private DateTime _trippedAt;
    private readonly TimeSpan _cooldown = TimeSpan.FromSeconds(20);
    public async Task Send(Mail m)
    {
        ${check}
        if (_mode == BreakerMode.Open) throw new BrokenCircuitException();
        try { await _smtp.Send(m); _consecutiveFailures = 0; _mode = BreakerMode.Closed; }
        catch { if (++_consecutiveFailures >= 3) { _mode = BreakerMode.Open; _trippedAt = DateTime.UtcNow; } throw; }
    }
}`;
const tsBreaker = (check: string) => `export class Breaker {
  private state: 'closed' | 'open' | 'half-open' = 'closed';
  private failures = 0;
  private openedAt = 0;
  constructor(private readonly resetMs: number) {}
  async call<T>(op: () => Promise<T>): Promise<T> {
    ${check}
    if (this.state === 'open') throw new Error('circuit open');
    try { const r = await op(); this.failures = 0; this.state = 'closed'; return r; }
    catch (e) { if (++this.failures >= 3) { this.state = 'open'; this.openedAt = Date.now(); } throw e; }
  }
}`;
const pyBreaker = (check: string) => `class InventoryBreaker:
    def __init__(self, reset_after=30):
        self._state = "closed"
        self._failures = 0
        self._opened_at = 0.0
        self._reset_after = reset_after

    def call(self, fn, *args):
${check}
        if self._state == "open":
            raise CircuitOpen()
        try:
            result = fn(*args)
        except Exception:
            self._failures += 1
            if self._failures >= 3:
                self._state, self._opened_at = "open", time.monotonic()
            raise
        self._failures, self._state = 0, "closed"
        return result
`;
const goBreaker = (check: string) => `type Breaker struct {
	mu       sync.Mutex
	state    int
	failures int
	openedAt time.Time
	cooldown time.Duration
}
func (b *Breaker) Do(fn func() error) error {
	b.mu.Lock()
	${check}
	if b.state == open { b.mu.Unlock(); return ErrOpen }
	b.mu.Unlock()
	if err := fn(); err != nil { b.fail(); return err }
	b.reset()
	return nil
}
func (b *Breaker) fail() { b.failures++; if b.failures >= 5 { b.state = open; b.openedAt = time.Now() } }`;

const recoversThroughHalfOpen: Sample[] = [
  ['recovers-through-half-open', 'java', javaBreaker('if (state == State.OPEN && System.currentTimeMillis() - openedAt >= retryAfterMs) state = State.HALF_OPEN;'), 'ok'],
  ['recovers-through-half-open', 'java', javaBreaker(''), 'broken', /PaymentBreaker stays open until someone resets it: openedAt is stored yet never checked against a retry timeout.*cannot recover by itself/],
  ['recovers-through-half-open', 'csharp', csBreaker('if (_mode == BreakerMode.Open && DateTime.UtcNow - _trippedAt >= _cooldown) _mode = BreakerMode.HalfOpen;'), 'ok'],
  ['recovers-through-half-open', 'csharp', csBreaker(''), 'broken', /SmtpBreaker stays open until someone resets it.*no half-open state lets one trial call through/],
  ['recovers-through-half-open', 'typescript', tsBreaker("if (this.state === 'open' && Date.now() - this.openedAt >= this.resetMs) this.state = 'half-open';"), 'ok'],
  ['recovers-through-half-open', 'typescript', tsBreaker(''), 'broken', /Breaker stays open until someone resets it/],
  ['recovers-through-half-open', 'python', pyBreaker('        if self._state == "open" and time.monotonic() - self._opened_at >= self._reset_after:\n            self._state = "half_open"'), 'ok'],
  ['recovers-through-half-open', 'python', pyBreaker(''), 'broken', /InventoryBreaker stays open until someone resets it/],
  ['recovers-through-half-open', 'go', goBreaker('if b.state == open && time.Since(b.openedAt) > b.cooldown { b.state = halfOpen }'), 'ok'],
  ['recovers-through-half-open', 'go', goBreaker(''), 'broken', /Breaker stays open until someone resets it/],
  ['recovers-through-half-open', 'java', `class PaymentClient { Receipt pay(Order o) { return http.post("/pay", o); } }`, 'missing', /no circuit breaker found/],
];

const boundedRetries: Sample[] = [
  ['bounded-retries', 'java', `class Uploader {
  void upload(Blob b) throws IOException, InterruptedException {
    int attempt = 0;
    while (true) {
      try { storage.put(b); return; }
      catch (IOException e) { if (++attempt >= MAX_ATTEMPTS) throw e; Thread.sleep(200L << attempt); }
    }
  }
}`, 'ok'],
  ['bounded-retries', 'java', `class Uploader {
  void upload(Blob b) throws InterruptedException {
    while (true) {
      try { storage.put(b); return; }
      catch (IOException e) { log.warn("retrying", e); Thread.sleep(1000); }
    }
  }
}`, 'broken', /Uploader\.upload keeps retrying in a loop with no exit \(while \(true\)\) and no cap on attempts/],
  ['bounded-retries', 'csharp', `public class Fetcher
{
    public async Task<string> Get(string url)
    {
        for (var attempt = 1; ; attempt++)
        {
            try { return await _http.GetStringAsync(url); }
            catch (HttpRequestException) when (attempt < _maxAttempts) { await Task.Delay(100 * attempt); }
        }
    }
}`, 'ok'],
  ['bounded-retries', 'csharp', `public class Fetcher
{
    public async Task<string> Get(string url)
    {
        for (;;)
        {
            try { return await _http.GetStringAsync(url); }
            catch (HttpRequestException) { await Task.Delay(500); }
        }
    }
}`, 'broken', /Fetcher\.Get keeps retrying in a loop with no exit \(for \(;;\)\)/],
  ['bounded-retries', 'typescript', `export async function withRetry<T>(op: () => Promise<T>, attempts = 4): Promise<T> {
  for (let i = 1; ; i++) {
    try { return await op(); }
    catch (e) { if (i >= attempts) throw e; await sleep(2 ** i * 50); }
  }
}`, 'ok'],
  ['bounded-retries', 'typescript', `export async function withRetry<T>(op: () => Promise<T>): Promise<T> {
  while (true) {
    try { return await op(); }
    catch (e) { await sleep(250); }
  }
}`, 'broken', /withRetry keeps retrying in a loop with no exit/],
  ['bounded-retries', 'python', `def send_with_retry(msg, max_attempts=5):
    attempt = 0
    while True:
        try:
            return broker.publish(msg)
        except ConnectionError:
            attempt += 1
            if attempt >= max_attempts:
                raise
            time.sleep(0.1 * 2 ** attempt)
`, 'ok'],
  ['bounded-retries', 'python', `def send_with_retry(msg):
    while True:
        try:
            return broker.publish(msg)
        except ConnectionError:
            time.sleep(1)
`, 'broken', /send_with_retry keeps retrying in a loop with no exit \(while True:\)/],
  ['bounded-retries', 'go', `func FetchWithRetry(ctx context.Context, url string) (*http.Response, error) {
	var err error
	for attempt := 0; attempt < 4; attempt++ {
		var resp *http.Response
		if resp, err = http.Get(url); err == nil { return resp, nil }
		time.Sleep(time.Duration(1<<attempt) * 100 * time.Millisecond)
	}
	return nil, err
}`, 'ok'],
  ['bounded-retries', 'go', `func FetchWithRetry(url string) (*http.Response, error) {
	for {
		resp, err := http.Get(url)
		if err != nil { time.Sleep(time.Second); continue }
		return resp, nil
	}
}`, 'broken', /FetchWithRetry keeps retrying in a loop with no exit \(for \{\)/],
  ['bounded-retries', 'java', `class Uploader { void upload(Blob b) { storage.put(b); } }`, 'missing', /no retry loop found/],
  ['bounded-retries', 'typescript', `export async function retry<T>(fn: () => Promise<T>, retries = 3): Promise<T> {
  try { return await fn(); }
  catch (e) { if (retries <= 0) throw e; await sleep(100); return retry(fn, retries - 1); }
}`, 'ok'],
  ['bounded-retries', 'python', `def fetch(url):
    try:
        return http.get(url)
    except IOError:
        time.sleep(1)
        return fetch(url)
`, 'broken', /fetch retries by calling itself again on failure with no attempt count/],
];

const javaThrottle = (over: string) => `class ApiQuota {
  private final Map<String, Integer> calls = new ConcurrentHashMap<>();
  private final int limitPerMinute = 100;
  Response handle(Request r) {
    int used = calls.merge(r.tenant(), 1, Integer::sum);
    if (used > limitPerMinute) { ${over} }
    return service.process(r);
  }
}`;
const refusesOverLimit: Sample[] = [
  ['refuses-over-limit', 'java', javaThrottle('return Response.status(429).build();'), 'ok'],
  ['refuses-over-limit', 'java', javaThrottle('log.warn("tenant {} over quota", r.tenant());'), 'broken', /ApiQuota\.handle notices the caller is over its limit but only logs a warning and carries on to service\.process\(\)/],
  ['refuses-over-limit', 'csharp', `public class LoginThrottle
{
    private readonly Dictionary<string, int> _attempts = new();
    private const int MaxAttempts = 5;
    public bool TryLogin(string user, string password)
    {
        var n = _attempts[user] = _attempts.GetValueOrDefault(user) + 1;
        if (n > MaxAttempts) throw new TooManyAttemptsException(user);
        return _auth.Check(user, password);
    }
}`, 'ok'],
  ['refuses-over-limit', 'csharp', `public class LoginThrottle
{
    private readonly Dictionary<string, int> _attempts = new();
    private const int MaxAttempts = 5;
    public bool TryLogin(string user, string password)
    {
        var n = _attempts[user] = _attempts.GetValueOrDefault(user) + 1;
        if (n > MaxAttempts) _logger.LogWarning("{User} exceeded attempts", user);
        return _auth.Check(user, password);
    }
}`, 'broken', /LoginThrottle\.TryLogin notices the caller is over its limit but only logs/],
  ['refuses-over-limit', 'typescript', `export class TokenBucket {
  private tokens: number;
  private last = Date.now();
  constructor(private readonly capacity: number, private readonly perSecond: number) { this.tokens = capacity; }
  take(): boolean {
    const now = Date.now();
    this.tokens = Math.min(this.capacity, this.tokens + ((now - this.last) / 1000) * this.perSecond);
    this.last = now;
    if (this.tokens >= 1) { this.tokens -= 1; return true; }
    return false;
  }
}`, 'ok'],
  ['refuses-over-limit', 'typescript', `export class TokenBucket {
  private tokens: number;
  constructor(private readonly capacity: number) { this.tokens = capacity; }
  take(): boolean {
    if (this.tokens >= 1) { this.tokens -= 1; }
    return true;
  }
}`, 'broken', /TokenBucket\.take only admits requests while the budget lasts but never refuses the others/],
  ['refuses-over-limit', 'python', `class SlidingWindow:
    def __init__(self, limit, window):
        self.limit, self.window = limit, window
        self.hits = collections.defaultdict(collections.deque)

    def allow(self, client):
        now = time.monotonic()
        q = self.hits[client]
        while q and now - q[0] > self.window:
            q.popleft()
        if len(q) >= self.limit:
            return False
        q.append(now)
        return True
`, 'ok'],
  ['refuses-over-limit', 'python', `class SlidingWindow:
    def allow(self, client):
        q = self.hits[client]
        if len(q) >= self.limit:
            print("over limit", client)
        q.append(time.monotonic())
        return True
`, 'broken', /SlidingWindow\.allow notices the caller is over its limit but only logs/],
  ['refuses-over-limit', 'go', `func Limit(lim *rate.Limiter, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !lim.Allow() { http.Error(w, "slow down", http.StatusTooManyRequests); return }
		next.ServeHTTP(w, r)
	})
}`, 'ok'],
  ['refuses-over-limit', 'go', `type Quota struct{ used map[string]int; max int }
func (q *Quota) Serve(w http.ResponseWriter, r *http.Request) {
	key := r.RemoteAddr
	q.used[key]++
	if q.used[key] > q.max { log.Printf("%s over quota", key) }
	q.backend.ServeHTTP(w, r)
}`, 'broken', /Quota\.Serve notices the caller is over its limit but only logs a warning and carries on to q\.backend\.ServeHTTP\(\)/],
  ['refuses-over-limit', 'java', `class ApiGateway { Response handle(Request r) { return service.process(r); } }`, 'missing', /no limit check found/],
];

/** The same invariants with the participants under other names and shapes. */
const roleMapping: Sample[] = [
  ['recovers-through-half-open', 'csharp', `public static class Resilience
{
    public static IAsyncPolicy<HttpResponseMessage> Breaker() =>
        Policy<HttpResponseMessage>.Handle<HttpRequestException>().CircuitBreakerAsync(5, TimeSpan.FromSeconds(30));
}`, 'ok'],
  ['recovers-through-half-open', 'typescript', `export class Breaker {
  private state: 'closed' | 'open' | 'half-open' = 'closed';
  private failures = 0;
  constructor(private readonly resetMs: number) {}
  private trip() { this.state = 'open'; setTimeout(() => { this.state = 'half-open'; }, this.resetMs); }
  async call<T>(op: () => Promise<T>): Promise<T> {
    if (this.state === 'open') throw new Error('open');
    try { const r = await op(); this.state = 'closed'; this.failures = 0; return r; }
    catch (e) { if (++this.failures >= 3) this.trip(); throw e; }
  }
}`, 'ok'],
  ['bounded-retries', 'python', `@tenacity.retry(stop=tenacity.stop_after_attempt(4), wait=tenacity.wait_exponential())
def charge(card, cents):
    return gateway.charge(card, cents)
`, 'ok'],
  ['bounded-retries', 'python', `@retry
def charge(card, cents):
    return gateway.charge(card, cents)
`, 'broken', /retry policy \(@retry\) puts no upper bound on attempts/],
  ['bounded-retries', 'csharp', `public static class Policies
{
    public static AsyncRetryPolicy Forever() => Policy.Handle<IOException>().WaitAndRetryForeverAsync(n => TimeSpan.FromSeconds(n));
}`, 'broken', /puts no upper bound on attempts/],
  ['bounded-retries', 'java', `class Sync {
  void push(Batch b) throws InterruptedException {
    boolean sent = false;
    while (!sent) {
      try { remote.send(b); sent = true; }
      catch (IOException e) { Thread.sleep(500); }
    }
  }
}`, 'broken', /Sync\.push keeps retrying in a loop with no exit \(while \(!sent\)\)/],
  ['refuses-over-limit', 'go', `type bucket struct{ tokens, capacity float64; last time.Time }
func (b *bucket) Allow() bool {
	b.tokens += time.Since(b.last).Seconds()
	if b.tokens > b.capacity { b.tokens = b.capacity }
	b.last = time.Now()
	if b.tokens >= 1 { b.tokens--; return true }
	return false
}`, 'ok'],
  ['refuses-over-limit', 'python', `class Throttle:
    def __init__(self, rate):
        self.rate, self.allowance, self.last = rate, rate, time.monotonic()

    def allow(self):
        now = time.monotonic()
        self.allowance = min(self.rate, self.allowance + (now - self.last) * self.rate)
        self.last = now
        if self.allowance < 1:
            return False
        self.allowance -= 1
        return True
`, 'ok'],
  ['bounded-retries', 'java', `class Retry<T> {
  T perform() throws IOException {
    do {
      try { return op.call(); }
      catch (IOException e) { if (attempts.incrementAndGet() >= this.maxAttempts) throw e; sleep(delay); }
    } while (true);
  }
}`, 'ok'],
  ['recovers-through-half-open', 'go', `type Call func(ctx context.Context) error
func Breaker(c Call, threshold uint32) Call {
	var failures uint32
	var last time.Time
	return func(ctx context.Context) error {
		if failures >= threshold && time.Now().Before(last.Add(30*time.Second)) { return ErrOpen }
		if err := c(ctx); err != nil { failures++; last = time.Now(); return err }
		failures = 0
		return nil
	}
}`, 'ok'],
  ['recovers-through-half-open', 'go', `type Call func(ctx context.Context) error
func Breaker(c Call, threshold uint32) Call {
	var failures uint32
	return func(ctx context.Context) error {
		if failures >= threshold { return ErrOpen }
		if err := c(ctx); err != nil { failures++; return err }
		failures = 0
		return nil
	}
}`, 'broken', /Breaker fails fast once the failure threshold is reached but never lets a trial call through after a timeout/],
];

const catalogue: CatalogueSample[] = [
  [['circuit-breaker'], 'go', goBreaker('if b.state == open && time.Since(b.openedAt) > b.cooldown { b.state = halfOpen }')],
  [['retry'], 'python', `def send(msg, attempts=3):
    for n in range(attempts):
        try:
            return broker.publish(msg)
        except ConnectionError:
            if n == attempts - 1:
                raise
            time.sleep(2 ** n)
`],
  [['throttling', 'rate-limiting'], 'java', javaThrottle('return Response.status(429).build();')],
];

describeFamily('resilience', [
  ['recovers-through-half-open', recoversThroughHalfOpen],
  ['bounded-retries', boundedRetries],
  ['refuses-over-limit', refusesOverLimit],
  ['role mapping', roleMapping],
], catalogue);
