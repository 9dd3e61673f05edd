// Samples of null objects and special cases: the null variant does nothing, and callers never check for it.
// Judged by structure-invariants-null-objects.test.ts; structure-invariants-coverage.test.ts checks every check has both verdicts.
import { type Sample, sampler } from '../structure-invariants-judge';

export const samples: Sample[] = [];
const sample = sampler(samples);

// ─── Null object and special case ───

sample('a binary tree with a null node', 'java', { 'null-object-does-nothing': 'ok', 'no-null-checks-for-variants': 'ok' }, `
public interface Node { String getName(); int getTreeSize(); Node getLeft(); Node getRight(); void walk(); }
public final class NullNode implements Node {
  private static final NullNode instance = new NullNode();
  private NullNode() {}
  public static NullNode getInstance() { return instance; }
  public String getName() { return ""; }
  public int getTreeSize() { return 0; }
  public Node getLeft() { return this; }
  public Node getRight() { return this; }
  public void walk() { }
}
public class NodeImpl implements Node {
  private final String name;
  private final Node left;
  private final Node right;
  public NodeImpl(String name, Node left, Node right) { this.name = name; this.left = left; this.right = right; }
  public String getName() { return name; }
  public int getTreeSize() { return 1 + left.getTreeSize() + right.getTreeSize(); }
  public Node getLeft() { return left; }
  public Node getRight() { return right; }
  public void walk() { LOGGER.info(name); left.walk(); right.walk(); }
}`);

sample('a tree that still checks for null children', 'java', { 'no-null-checks-for-variants': ['broken', 'NodeImpl.walk', 'left != null'] }, `
public interface Node { void walk(); }
public final class NullNode implements Node { public void walk() { } }
public class NodeImpl implements Node {
  private final Node left;
  private final Node right;
  public NodeImpl(Node left, Node right) { this.left = left; this.right = right; }
  public void walk() {
    if (left != null) left.walk();
    if (right != null) right.walk();
  }
}`, { 'no-null-checks-for-variants': { variant: 'null' } });

sample('a null node that throws', 'java', { 'null-object-does-nothing': ['broken', 'NullNode.walk', 'throws'] }, `
public interface Node { void walk(); Node getLeft(); }
public final class NullNode implements Node {
  public void walk() { throw new UnsupportedOperationException("empty node"); }
  public Node getLeft() { return this; }
}`);

sample('a C# null logger', 'csharp', { 'null-object-does-nothing': 'ok', 'no-null-checks-for-variants': 'ok' }, `
public interface ILogger { void Log(string message); }
public sealed class NullLogger : ILogger { public static readonly NullLogger Instance = new(); public void Log(string message) { } }
public class ConsoleLogger : ILogger { public void Log(string message) => Console.WriteLine(message); }
public class OrderService {
    private readonly ILogger _logger;
    public OrderService(ILogger logger) { _logger = logger; }
    public void Place(Order o) { _logger.Log("placing " + o.Id); }
}`, { 'no-null-checks-for-variants': { variant: 'null' } });

sample('a C# service guarding its logger anyway', 'csharp', { 'no-null-checks-for-variants': ['broken', 'OrderService.Place', '_logger'] }, `
public interface ILogger { void Log(string message); }
public sealed class NullLogger : ILogger { public void Log(string message) { } }
public class OrderService {
    private readonly ILogger _logger;
    public OrderService(ILogger logger) { _logger = logger; }
    public void Place(Order o) { _logger?.Log("placing " + o.Id); }
}`, { 'no-null-checks-for-variants': { variant: 'null' } });

sample('a C# null logger that throws', 'csharp', { 'null-object-does-nothing': ['broken', 'NullLogger.Log', 'throws'] }, `
public interface ILogger { void Log(string message); }
public sealed class NullLogger : ILogger { public void Log(string message) => throw new NotImplementedException(); }`);

sample('a TypeScript no-op analytics', 'typescript', { 'null-object-does-nothing': 'ok', 'no-null-checks-for-variants': 'ok' }, `
export interface Analytics { track(event: string): void; }
export class NoopAnalytics implements Analytics { track(event: string): void {} }
export class Checkout {
  constructor(private readonly analytics: Analytics) {}
  pay(): void { this.analytics.track('paid'); }
}`, { 'no-null-checks-for-variants': { variant: 'null' } });

sample('a TypeScript checkout checking analytics for undefined', 'typescript', { 'no-null-checks-for-variants': ['broken', 'Checkout.pay', 'analytics'] }, `
export interface Analytics { track(event: string): void; }
export class NoopAnalytics implements Analytics { track(event: string): void {} }
export class Checkout {
  constructor(private readonly analytics: Analytics) {}
  pay(): void { if (this.analytics !== undefined) this.analytics.track('paid'); }
}`, { 'no-null-checks-for-variants': { variant: 'null' } });

sample('a TypeScript no-op that throws', 'typescript', { 'null-object-does-nothing': ['broken', 'NoopAnalytics.track', 'throws'] }, `
export interface Analytics { track(event: string): void; }
export class NoopAnalytics implements Analytics { track(event: string): void { throw new Error('not configured'); } }`);

sample('a Python null node', 'python', { 'null-object-does-nothing': 'ok', 'no-null-checks-for-variants': 'ok' }, `
class Node(ABC):
    @abstractmethod
    def walk(self): ...


class NullNode(Node):
    def walk(self):
        pass

    def size(self):
        return 0


class NodeImpl(Node):
    def __init__(self, name, left: Node, right: Node):
        self.name = name
        self.left = left
        self.right = right

    def walk(self):
        print(self.name)
        self.left.walk()
        self.right.walk()
`, { 'no-null-checks-for-variants': { variant: 'null' } });

sample('a Python tree testing children against None', 'python', { 'no-null-checks-for-variants': ['broken', 'NodeImpl.walk', 'is not None'] }, `
class Node(ABC):
    @abstractmethod
    def walk(self): ...


class NullNode(Node):
    def walk(self):
        pass


class NodeImpl(Node):
    def __init__(self, name, left: Node, right: Node):
        self.left = left
        self.right = right

    def walk(self):
        if self.left is not None:
            self.left.walk()
`, { 'no-null-checks-for-variants': { variant: 'null' } });

sample('a Python null node raising', 'python', { 'null-object-does-nothing': ['broken', 'NullNode.walk', 'throws'] }, `
class Node(ABC):
    @abstractmethod
    def walk(self): ...


class NullNode(Node):
    def walk(self):
        raise NotImplementedError
`);

sample('a Go no-op notifier', 'go', { 'null-object-does-nothing': 'ok', 'no-null-checks-for-variants': 'ok' }, `
type Notifier interface{ Notify(msg string) error }

type NopNotifier struct{}

func (NopNotifier) Notify(msg string) error { return nil }

type Service struct{ notifier Notifier }

func (s *Service) Done() error { return s.notifier.Notify("done") }`, { 'no-null-checks-for-variants': { variant: 'null' } });

sample('a Go service checking the notifier for nil', 'go', { 'no-null-checks-for-variants': ['broken', 'Service.Done', 'notifier'] }, `
type Notifier interface{ Notify(msg string) error }

type NopNotifier struct{}

func (NopNotifier) Notify(msg string) error { return nil }

type Service struct{ notifier Notifier }

func (s *Service) Done() error {
	if s.notifier != nil {
		return s.notifier.Notify("done")
	}
	return nil
}`, { 'no-null-checks-for-variants': { variant: 'null' } });

sample('a Go no-op that panics', 'go', { 'null-object-does-nothing': ['broken', 'NopNotifier.Notify', 'throws'] }, `
type Notifier interface{ Notify(msg string) error }

type NopNotifier struct{}

func (NopNotifier) Notify(msg string) error { panic("no notifier") }`);

sample('null checks without any null object', 'java', { 'null-object-does-nothing': ['missing', 'null object'] }, `
public class Tree {
  private Tree left;
  public void walk() { if (left != null) left.walk(); }
}`);

sample('receipt special cases behind one interface', 'java', { 'no-null-checks-for-variants': 'ok' }, `
public interface ReceiptViewModel { void show(); }
public class ReceiptDto implements ReceiptViewModel { private final double price; public ReceiptDto(double p) { price = p; } public void show() { LOGGER.info("paid " + price); } }
public class OutOfStock implements ReceiptViewModel { public void show() { LOGGER.info("out of stock"); } }
public class InvalidUser implements ReceiptViewModel { public void show() { LOGGER.info("invalid user"); } }
public class ApplicationServices {
  public ReceiptViewModel purchase(String user, String item) {
    if (!db.hasUser(user)) return new InvalidUser();
    if (!db.inStock(item)) return new OutOfStock();
    return new ReceiptDto(db.price(item));
  }
}
public class App {
  public void buy(ApplicationServices services) { services.purchase("ann", "tv").show(); }
}`);

sample('a finder returning null for the special case', 'java', { 'no-null-checks-for-variants': ['broken', 'ApplicationServices.purchase', 'returns null', 'special-case'] }, `
public interface ReceiptViewModel { void show(); }
public class ReceiptDto implements ReceiptViewModel { public void show() { } }
public class OutOfStock implements ReceiptViewModel { public void show() { } }
public class ApplicationServices {
  public ReceiptViewModel purchase(String user, String item) {
    if (!db.hasUser(user)) return null;
    return new ReceiptDto();
  }
}`);

sample('a caller testing for the special case class', 'java', { 'no-null-checks-for-variants': ['broken', 'App.buy', 'OutOfStock'] }, `
public interface ReceiptViewModel { void show(); }
public class ReceiptDto implements ReceiptViewModel { public void show() { } }
public class OutOfStock implements ReceiptViewModel { public void show() { } }
public class App {
  public void buy(ReceiptViewModel receipt) {
    if (receipt instanceof OutOfStock) LOGGER.info("sorry");
    else receipt.show();
  }
}`);

sample('a C# unknown customer special case', 'csharp', { 'no-null-checks-for-variants': 'ok' }, `
public abstract class Customer { public abstract string Name { get; } public abstract decimal Discount(); }
public class RegularCustomer : Customer { public override string Name => "Ann"; public override decimal Discount() => 0.1m; }
public class UnknownCustomer : Customer { public override string Name => "occupant"; public override decimal Discount() => 0m; }
public class CustomerRepository {
    public Customer Find(int id) => _byId.TryGetValue(id, out var c) ? c : new UnknownCustomer();
}`);

sample('a C# repository returning null customers', 'csharp', { 'no-null-checks-for-variants': ['broken', 'CustomerRepository.Find', 'returns null'] }, `
public abstract class Customer { public abstract decimal Discount(); }
public class RegularCustomer : Customer { public override decimal Discount() => 0.1m; }
public class UnknownCustomer : Customer { public override decimal Discount() => 0m; }
public class CustomerRepository {
    public Customer Find(int id) { if (!_byId.ContainsKey(id)) return null; return _byId[id]; }
}`);

sample('TypeScript special-case results', 'typescript', { 'no-null-checks-for-variants': 'ok' }, `
export interface Account { balance(): number; }
export class OpenAccount implements Account { balance(): number { return 10; } }
export class MissingAccount implements Account { balance(): number { return 0; } }
export function find(id: string): Account { return accounts.get(id) ?? new MissingAccount(); }`);

sample('a TypeScript finder returning undefined', 'typescript', { 'no-null-checks-for-variants': ['broken', 'find', 'returns undefined'] }, `
export interface Account { balance(): number; }
export class OpenAccount implements Account { balance(): number { return 10; } }
export class MissingAccount implements Account { balance(): number { return 0; } }
export function find(id: string): Account { if (!accounts.has(id)) return undefined; return accounts.get(id)!; }`);

sample('Python special-case subclasses', 'python', { 'no-null-checks-for-variants': 'ok' }, `
class Customer:
    def discount(self):
        return 0.1


class UnknownCustomer(Customer):
    def discount(self):
        return 0


def checkout(customer: Customer, total):
    return total * (1 - customer.discount())
`);

sample('a Python caller testing isinstance of the special case', 'python', { 'no-null-checks-for-variants': ['broken', 'checkout', 'UnknownCustomer'] }, `
class Customer:
    def discount(self):
        return 0.1


class UnknownCustomer(Customer):
    def discount(self):
        return 0


def checkout(customer: Customer, total):
    if isinstance(customer, UnknownCustomer):
        return total
    return total * (1 - customer.discount())
`);

sample('Go special-case implementations', 'go', { 'no-null-checks-for-variants': 'ok' }, `
type Plan interface{ Price() int }

type PaidPlan struct{ price int }

func (p PaidPlan) Price() int { return p.price }

type FreePlan struct{}

func (FreePlan) Price() int { return 0 }

func PlanFor(u User) Plan {
	if u.Plan == "" {
		return FreePlan{}
	}
	return PaidPlan{price: 10}
}`);

sample('a Go finder returning nil', 'go', { 'no-null-checks-for-variants': ['broken', 'PlanFor', 'returns nil'] }, `
type Plan interface{ Price() int }

type PaidPlan struct{ price int }

func (p PaidPlan) Price() int { return p.price }

type FreePlan struct{}

func (FreePlan) Price() int { return 0 }

func PlanFor(u User) Plan {
	if u.Plan == "" {
		return nil
	}
	return PaidPlan{price: 10}
}`);

sample('no polymorphic special case at all', 'java', { 'no-null-checks-for-variants': ['missing', 'special case'] }, `
public class Receipt { public String show(Double price) { return price == null ? "error" : "paid"; } }`);

sample('a JavaScript service guarding a null logger', 'javascript', { 'no-null-checks-for-variants': ['broken', 'Service.run', 'logger'] }, `
class NullLogger { log() {} }
class ConsoleLogger { log(msg) { console.log(msg); } }
class Service {
  constructor(logger) { this.logger = logger; }
  run() { if (this.logger !== null) this.logger.log('run'); }
}`, { 'no-null-checks-for-variants': { variant: 'null' } });

sample('a JavaScript service trusting its null logger', 'javascript', { 'no-null-checks-for-variants': 'ok', 'null-object-does-nothing': 'ok' }, `
class NullLogger { log() {} }
class ConsoleLogger { log(msg) { console.log(msg); } }
class Service {
  constructor(logger = new NullLogger()) { this.logger = logger; }
  run() { this.logger.log('run'); }
}`, { 'no-null-checks-for-variants': { variant: 'null' } });
