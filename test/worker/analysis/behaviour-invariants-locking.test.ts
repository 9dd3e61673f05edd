// Behaviour invariants judged in every language: a monitor guards shared state, a lockable object refuses when held and is released only by its holder, and a semaphore blocks when exhausted and gets its permits back.
import { describeFamilies, type Sample } from './behaviour-invariants-judge';

const mutualExclusion: Sample[] = [
  ['guards-shared-state', 'java', `class Bank {
  private final int[] accounts;
  Bank(int n, int base) { accounts = new int[n]; Arrays.fill(accounts, base); }
  public synchronized void transfer(int a, int b, int amount) { if (accounts[a] >= amount && a != b) { accounts[b] += amount; accounts[a] -= amount; } }
  public synchronized int getBalance(int n) { return accounts[n]; }
}`, 'ok'],
  ['guards-shared-state', 'java', `class Bank {
  private final int[] accounts;
  Bank(int n, int base) { accounts = new int[n]; Arrays.fill(accounts, base); }
  public void transfer(int a, int b, int amount) { if (accounts[a] >= amount && a != b) { accounts[b] += amount; accounts[a] -= amount; } }
  public synchronized int getBalance() { int s = 0; for (int x : accounts) s += x; return s; }
}`, 'broken', /Bank.transfer changes accounts without holding the monitor's lock/],
  ['guards-shared-state', 'java', `class Bank { private int total; public void add(int n) { total += n; } }`, 'missing', /no monitor found/],
  ['guards-shared-state', 'csharp', `class Account {
  private readonly object _sync = new object();
  private decimal _balance;
  public void Deposit(decimal x) { lock (_sync) { _balance += x; } }
  public decimal Balance() { lock (_sync) { return _balance; } }
}`, 'ok'],
  ['guards-shared-state', 'csharp', `class Account {
  private readonly object _sync = new object();
  private decimal _balance;
  public void Deposit(decimal x) { lock (_sync) { _balance += x; } }
  public void Withdraw(decimal x) { _balance -= x; }
}`, 'broken', /Account.Withdraw changes _balance without holding the monitor's lock/],
  ['guards-shared-state', 'typescript', `class Account {
  private balance = 0;
  private readonly mutex = new Mutex();
  async deposit(x: number) { await this.mutex.runExclusive(async () => { this.balance += x; }); }
  async withdraw(x: number) { await this.mutex.runExclusive(async () => { this.balance -= x; }); }
}`, 'ok'],
  ['guards-shared-state', 'typescript', `class Account {
  private balance = 0;
  private readonly mutex = new Mutex();
  async deposit(x: number) { await this.mutex.runExclusive(async () => { this.balance += x; }); }
  async withdraw(x: number) { const b = this.balance; await save(b - x); this.balance = b - x; }
}`, 'broken', /Account.withdraw changes balance without holding/],
  ['guards-shared-state', 'python', `import threading
class Account:
    def __init__(self):
        self._lock = threading.Lock()
        self._balance = 0
    def deposit(self, x):
        with self._lock:
            self._balance += x
    def withdraw(self, x):
        with self._lock:
            self._balance -= x
`, 'ok'],
  ['guards-shared-state', 'python', `import threading
class Account:
    def __init__(self):
        self._lock = threading.Lock()
        self._balance = 0
    def deposit(self, x):
        with self._lock:
            self._balance += x
    def withdraw(self, x):
        self._balance -= x
`, 'broken', /Account.withdraw changes _balance without holding/],
  ['guards-shared-state', 'go', `type Account struct {
	mu      sync.Mutex
	balance int
}
func (a *Account) Deposit(x int) { a.mu.Lock(); defer a.mu.Unlock(); a.balance += x }
func (a *Account) Balance() int { a.mu.Lock(); defer a.mu.Unlock(); return a.balance }`, 'ok'],
  ['guards-shared-state', 'go', `type Account struct {
	mu      sync.Mutex
	balance int
}
func (a *Account) Deposit(x int) { a.mu.Lock(); defer a.mu.Unlock(); a.balance += x }
func (a *Account) Withdraw(x int) { a.balance -= x }`, 'broken', /Account.Withdraw changes balance without holding/],
];

const tsLease = `class Lease {
  private holder: string | null = null;
  acquire(who: string): boolean { if (this.holder !== null) return false; this.holder = who; return true; }
  release(who: string) { if (this.holder === who) this.holder = null; }
}`;

const javaSword = (acquire: string, release: string, sync = 'synchronized ') => `class SwordOfAragorn implements Lockable {
  private Creature locker;
  public ${sync}boolean acquire(Creature creature) { ${acquire} }
  public synchronized void release(Creature creature) { ${release} }
  public synchronized boolean isLocked() { return locker != null; }
}`;
const lockableObject: Sample[] = [
  ['acquire-refuses-when-held', 'java', javaSword('if (locker == null) { locker = creature; return true; } return false;', 'if (locker == creature) locker = null;'), 'ok'],
  ['acquire-refuses-when-held', 'java', javaSword('locker = creature; return true;', 'if (locker == creature) locker = null;'), 'broken', /sets locker without first checking whether another caller already holds the lock/],
  ['acquire-refuses-when-held', 'java', javaSword('if (locker == null) { locker = creature; return true; } return false;', 'if (locker == creature) locker = null;', ''), 'broken', /without holding a lock \(not synchronized/],
  ['acquire-refuses-when-held', 'java', `class Sword { void swing() { } }`, 'missing', /no lockable object found/],
  ['acquire-refuses-when-held', 'csharp', `class Sword {
  private readonly object _sync = new object();
  private Creature _owner;
  public bool Acquire(Creature c) { lock (_sync) { if (_owner != null) return false; _owner = c; return true; } }
  public void Release(Creature c) { lock (_sync) { if (_owner == c) _owner = null; } }
}`, 'ok'],
  ['acquire-refuses-when-held', 'csharp', `class Sword {
  private readonly object _sync = new object();
  private Creature _owner;
  public bool Acquire(Creature c) { lock (_sync) { _owner = c; return true; } }
  public void Release(Creature c) { lock (_sync) { if (_owner == c) _owner = null; } }
}`, 'broken', /without first checking/],
  ['acquire-refuses-when-held', 'typescript', tsLease, 'ok'],
  ['acquire-refuses-when-held', 'typescript', `class Lease {
  private holder: string | null = null;
  acquire(who: string): boolean { this.holder = who; return true; }
  release(who: string) { if (this.holder === who) this.holder = null; }
}`, 'broken', /sets holder without first checking/],
  ['acquire-refuses-when-held', 'python', `import threading
class Sword:
    def __init__(self):
        self._lock = threading.Lock()
        self._owner = None
    def acquire(self, creature):
        with self._lock:
            if self._owner is not None:
                return False
            self._owner = creature
            return True
    def release(self, creature):
        with self._lock:
            if self._owner is creature:
                self._owner = None
`, 'ok'],
  ['acquire-refuses-when-held', 'python', `import threading
class Sword:
    def __init__(self):
        self._lock = threading.Lock()
        self._owner = None
    def acquire(self, creature):
        with self._lock:
            self._owner = creature
            return True
`, 'broken', /sets _owner without first checking/],
  ['acquire-refuses-when-held', 'python', `class Sword:
    def __init__(self):
        self._owner = None
    def acquire(self, creature):
        if self._owner is not None:
            return False
        self._owner = creature
        return True
`, 'ok'],
  ['acquire-refuses-when-held', 'go', `type Sword struct {
	mu    sync.Mutex
	owner *Creature
}
func (s *Sword) Acquire(c *Creature) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.owner != nil {
		return false
	}
	s.owner = c
	return true
}`, 'ok'],
  ['acquire-refuses-when-held', 'go', `type Sword struct {
	owner *Creature
}
func (s *Sword) Acquire(c *Creature) bool {
	if s.owner != nil {
		return false
	}
	s.owner = c
	return true
}`, 'broken', /without holding a lock/],
  ['release-only-by-holder', 'java', javaSword('if (locker == null) { locker = creature; return true; } return false;', 'if (locker == creature) locker = null;'), 'ok'],
  ['release-only-by-holder', 'java', javaSword('if (locker == null) { locker = creature; return true; } return false;', 'locker = null;'), 'broken', /clears locker without checking that the caller is the one holding the lock/],
  ['release-only-by-holder', 'csharp', `class Sword {
  private Creature _owner;
  public bool Acquire(Creature c) { lock (this) { if (_owner != null) return false; _owner = c; return true; } }
  public void Release(Creature c) { lock (this) { _owner = null; } }
}`, 'broken', /Sword.Release clears _owner without checking/],
  ['release-only-by-holder', 'typescript', tsLease, 'ok'],
  ['release-only-by-holder', 'typescript', `class Lease {
  private holder: string | null = null;
  acquire(who: string): boolean { if (this.holder !== null) return false; this.holder = who; return true; }
  release(who: string) { this.holder = null; }
}`, 'broken', /Lease.release clears holder without checking/],
  ['release-only-by-holder', 'python', `class Sword:
    def __init__(self):
        self._owner = None
    def acquire(self, creature):
        if self._owner is None:
            self._owner = creature
            return True
        return False
    def release(self, creature):
        if self._owner is creature:
            self._owner = None
`, 'ok'],
  ['release-only-by-holder', 'python', `class Sword:
    def __init__(self):
        self._owner = None
    def acquire(self, creature):
        if self._owner is None:
            self._owner = creature
            return True
        return False
    def release(self, creature):
        self._owner = None
`, 'broken', /Sword.release clears _owner without checking/],
  ['release-only-by-holder', 'go', `type Sword struct {
	mu    sync.Mutex
	owner *Creature
}
func (s *Sword) Acquire(c *Creature) bool { s.mu.Lock(); defer s.mu.Unlock(); if s.owner != nil { return false }; s.owner = c; return true }
func (s *Sword) Release(c *Creature) { s.mu.Lock(); defer s.mu.Unlock(); if s.owner == c { s.owner = nil } }`, 'ok'],
  ['release-only-by-holder', 'go', `type Sword struct {
	mu    sync.Mutex
	owner *Creature
}
func (s *Sword) Acquire(c *Creature) bool { s.mu.Lock(); defer s.mu.Unlock(); if s.owner != nil { return false }; s.owner = c; return true }
func (s *Sword) Release(c *Creature) { s.mu.Lock(); defer s.mu.Unlock(); s.owner = nil }`, 'broken', /Sword.Release clears owner without checking/],
];

const csSemaphore = `class CountingSemaphore {
  private int _count;
  public bool TryAcquire() { lock (this) { if (_count == 0) return false; _count--; return true; } }
  public void Release() { lock (this) { _count++; } }
}`;

const tsSemaphore = `class Semaphore {
  private waiters: (() => void)[] = [];
  constructor(private permits: number) {}
  async acquire() { while (this.permits === 0) await new Promise<void>((r) => this.waiters.push(r)); this.permits--; }
  release() { this.permits++; this.waiters.shift()?.(); }
}`;

const pySemaphore = `import threading
class ParkingGate:
    def __init__(self, slots):
        self._slots = slots
        self._slot_freed = threading.Condition(threading.Lock())
    def acquire(self):
        with self._slot_freed:
            while self._slots <= 0:
                self._slot_freed.wait()
            self._slots -= 1
    def release(self):
        with self._slot_freed:
            self._slots += 1
            self._slot_freed.notify()
`;

const goSemaphore = (acquire: string, release: string) => `type implementation struct {
	sem     chan struct{}
	timeout time.Duration
}
func (s *implementation) Acquire() error {
${acquire}
}
func (s *implementation) Release() error {
${release}
}
func New(tickets int, timeout time.Duration) Interface {
	return &implementation{sem: make(chan struct{}, tickets), timeout: timeout}
}`;
const goAcquire = `	select {
	case s.sem <- struct{}{}:
		return nil
	case <-time.After(s.timeout):
		return ErrNoTickets
	}`;
const goRelease = `	select {
	case _ = <-s.sem:
		return nil
	case <-time.After(s.timeout):
		return ErrIllegalRelease
	}`;
const javaSemaphore = (acquire: string, release: string) => `class CountingSemaphore {
  private int permits;
  CountingSemaphore(int permits) { this.permits = permits; }
  public synchronized void acquire() throws InterruptedException { ${acquire} }
  public synchronized void release() { ${release} }
}`;
const semaphore: Sample[] = [
  ['acquire-blocks-when-exhausted', 'go', goSemaphore(goAcquire, goRelease), 'ok'],
  ['acquire-blocks-when-exhausted', 'go', goSemaphore('\treturn nil', goRelease), 'broken', /never takes a slot in sem/],
  ['acquire-blocks-when-exhausted', 'go', `func Add(a, b int) int { return a + b }`, 'missing', /no semaphore found/],
  ['acquire-blocks-when-exhausted', 'java', javaSemaphore('while (permits == 0) wait(); permits--;', 'permits++; notifyAll();'), 'ok'],
  ['acquire-blocks-when-exhausted', 'java', javaSemaphore('permits--;', 'permits++; notifyAll();'), 'broken', /without checking that one is left/],
  ['acquire-blocks-when-exhausted', 'csharp', csSemaphore, 'ok'],
  ['acquire-blocks-when-exhausted', 'csharp', `class CountingSemaphore {
  private int _count;
  public bool TryAcquire() { lock (this) { _count--; return true; } }
  public void Release() { lock (this) { _count++; } }
}`, 'broken', /without checking that one is left/],
  ['acquire-blocks-when-exhausted', 'typescript', tsSemaphore, 'ok'],
  ['acquire-blocks-when-exhausted', 'typescript', `class Semaphore {
  constructor(private permits: number) {}
  async acquire() { this.permits--; }
  release() { this.permits++; }
}`, 'broken', /without checking that one is left/],
  ['acquire-blocks-when-exhausted', 'python', pySemaphore, 'ok'],
  ['acquire-blocks-when-exhausted', 'python', `import threading
class ParkingGate:
    def __init__(self, slots):
        self._slots = slots
        self._slot_freed = threading.Condition(threading.Lock())
    def acquire(self):
        with self._slot_freed:
            self._slots -= 1
    def release(self):
        with self._slot_freed:
            self._slots += 1
            self._slot_freed.notify()
`, 'broken', /without checking that one is left/],
  ['release-returns-permit', 'go', goSemaphore(goAcquire, goRelease), 'ok'],
  ['release-returns-permit', 'go', goSemaphore(goAcquire, '\treturn nil'), 'broken', /never gives the permit back/],
  ['release-returns-permit', 'java', javaSemaphore('while (permits == 0) wait(); permits--;', 'permits++; notifyAll();'), 'ok'],
  ['release-returns-permit', 'java', javaSemaphore('while (permits == 0) wait(); permits--;', 'LOGGER.info("released");'), 'broken', /never gives the permit back/],
  ['release-returns-permit', 'java', javaSemaphore('while (permits == 0) wait(); permits--;', 'permits++;'), 'broken', /does not notify the threads waiting in acquire/],
  ['release-returns-permit', 'csharp', csSemaphore, 'ok'],
  ['release-returns-permit', 'csharp', `class CountingSemaphore {
  private int _count;
  public bool TryAcquire() { lock (this) { if (_count == 0) return false; _count--; return true; } }
  public void Release() { }
}`, 'broken', /never gives the permit back/],
  ['release-returns-permit', 'typescript', tsSemaphore, 'ok'],
  ['release-returns-permit', 'typescript', `class Semaphore {
  constructor(private permits: number) {}
  tryAcquire() { if (this.permits === 0) return false; this.permits--; return true; }
}`, 'broken', /has no release/],
  ['release-returns-permit', 'python', pySemaphore, 'ok'],
  ['release-returns-permit', 'python', `import threading
class ParkingGate:
    def __init__(self, slots):
        self._slots = slots
        self._slot_freed = threading.Condition(threading.Lock())
    def acquire(self):
        with self._slot_freed:
            while self._slots <= 0:
                self._slot_freed.wait()
            self._slots -= 1
    def release(self):
        with self._slot_freed:
            self._slots += 1
`, 'broken', /does not notify the threads waiting/],
];

describeFamilies([
  ['monitor', mutualExclusion],
  ['lockable object', lockableObject],
  ['semaphore', semaphore],
]);
