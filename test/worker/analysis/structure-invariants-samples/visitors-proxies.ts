// Samples of acyclic visitors, self-typed (CRTP) bases and dynamic proxies: visitors stay acyclic, the base is typed by its subclass, proxy handlers use the invocation.
// Judged by structure-invariants-visitors-proxies.test.ts; structure-invariants-coverage.test.ts checks every check has both verdicts.
import { type Sample, sampler } from '../structure-invariants-judge';

export const samples: Sample[] = [];
const sample = sampler(samples);

// ─── Acyclic visitor, CRTP, dynamic proxy ───

sample('modems with per-element visitor interfaces', 'java', { 'visitors-stay-acyclic': 'ok' }, `
public interface ModemVisitor { }
public interface ZoomVisitor extends ModemVisitor { void visit(Zoom zoom); }
public interface HayesVisitor extends ModemVisitor { void visit(Hayes hayes); }
public abstract class Modem { public abstract void accept(ModemVisitor modemVisitor); }
public class Zoom extends Modem {
  public void accept(ModemVisitor modemVisitor) {
    if (modemVisitor instanceof ZoomVisitor) ((ZoomVisitor) modemVisitor).visit(this);
    else LOGGER.info("Only ZoomVisitor is allowed to visit Zoom modem");
  }
}`);

sample('a base visitor that knows every modem', 'java', { 'visitors-stay-acyclic': ['broken', 'ModemVisitor', 'Zoom', 'Hayes', 'depend on each other'] }, `
public interface ModemVisitor { void visit(Zoom zoom); void visit(Hayes hayes); }
public abstract class Modem { public abstract void accept(ModemVisitor modemVisitor); }
public class Zoom extends Modem { public void accept(ModemVisitor v) { v.visit(this); } }
public class Hayes extends Modem { public void accept(ModemVisitor v) { v.visit(this); } }`);

sample('an element casting the visitor unchecked', 'java', { 'visitors-stay-acyclic': ['broken', 'Zoom.accept', 'without checking'] }, `
public interface ModemVisitor { }
public interface ZoomVisitor extends ModemVisitor { void visit(Zoom zoom); }
public class Zoom { public void accept(ModemVisitor modemVisitor) { ((ZoomVisitor) modemVisitor).visit(this); } }`);

sample('a C# acyclic visitor with is-pattern', 'csharp', { 'visitors-stay-acyclic': 'ok' }, `
public interface IModemVisitor { }
public interface IZoomVisitor : IModemVisitor { void Visit(Zoom z); }
public class Zoom { public void Accept(IModemVisitor v) { if (v is IZoomVisitor zv) zv.Visit(this); } }`);

sample('a C# element casting with as and no check', 'csharp', { 'visitors-stay-acyclic': ['broken', 'Zoom.Accept', 'without checking'] }, `
public interface IModemVisitor { }
public interface IZoomVisitor : IModemVisitor { void Visit(Zoom z); }
public class Zoom { public void Accept(IModemVisitor v) { (v as IZoomVisitor).Visit(this); } }`);

sample('a TypeScript acyclic visitor with a type guard', 'typescript', { 'visitors-stay-acyclic': 'ok' }, `
export interface ModemVisitor {}
export interface ZoomVisitor extends ModemVisitor { visitZoom(z: Zoom): void; }
export class Zoom {
  accept(visitor: ModemVisitor): void { if ('visitZoom' in visitor) (visitor as ZoomVisitor).visitZoom(this); }
}`);

sample('a TypeScript base visitor listing all elements', 'typescript', { 'visitors-stay-acyclic': ['broken', 'ModemVisitor', 'each element'] }, `
export interface ModemVisitor { visitZoom(z: Zoom): void; visitHayes(h: Hayes): void; }
export class Zoom { accept(visitor: ModemVisitor): void { visitor.visitZoom(this); } }`);

sample('a Python acyclic visitor with isinstance', 'python', { 'visitors-stay-acyclic': 'ok' }, `
class ZoomVisitor(ABC):
    @abstractmethod
    def visit_zoom(self, zoom): ...


class Zoom:
    def accept(self, visitor):
        if isinstance(visitor, ZoomVisitor):
            visitor.visit_zoom(self)
`);

sample('a Go acyclic visitor with a type assertion', 'go', { 'visitors-stay-acyclic': 'ok' }, `
type ModemVisitor interface{}

type ZoomVisitor interface{ VisitZoom(z *Zoom) }

type Zoom struct{}

func (z *Zoom) Accept(v ModemVisitor) {
	if zv, ok := v.(ZoomVisitor); ok {
		zv.VisitZoom(z)
	}
}`);

sample('a Go element asserting without ok', 'go', { 'visitors-stay-acyclic': ['broken', 'Zoom.Accept', 'without checking'] }, `
type ModemVisitor interface{}

type ZoomVisitor interface{ VisitZoom(z *Zoom) }

type Zoom struct{}

func (z *Zoom) Accept(v ModemVisitor) { v.(ZoomVisitor).VisitZoom(z) }`);

sample('elements without accept', 'java', { 'visitors-stay-acyclic': ['missing', 'acyclic visitor'] }, `
public class Zoom { public void configure() {} }`);

sample('fighters bound to their own weight class', 'java', { 'self-typed-base': 'ok' }, `
public interface Fighter<T> { void fight(T t); }
public class MmaFighter<T extends MmaFighter<T>> implements Fighter<T> {
  public void fight(T opponent) { LOGGER.info("{} is going to fight {}", this, opponent); }
}
public class MmaBantamweightFighter extends MmaFighter<MmaBantamweightFighter> { }
public class MmaHeavyweightFighter extends MmaFighter<MmaHeavyweightFighter> { }`);

sample('a heavyweight bound to bantamweights', 'java', { 'self-typed-base': ['broken', 'MmaHeavyweightFighter extends MmaFighter<MmaBantamweightFighter>'] }, `
public class MmaFighter<T extends MmaFighter<T>> { public void fight(T opponent) { } }
public class MmaBantamweightFighter extends MmaFighter<MmaBantamweightFighter> { }
public class MmaHeavyweightFighter extends MmaFighter<MmaBantamweightFighter> { }`);

sample('a C# self-typed builder base', 'csharp', { 'self-typed-base': 'ok' }, `
public abstract class Builder<T> where T : Builder<T> {
    protected abstract T Self();
    public T Named(string n) { return Self(); }
}
public class CarBuilder : Builder<CarBuilder> { protected override CarBuilder Self() => this; }`);

sample('a C# builder bound to another builder', 'csharp', { 'self-typed-base': ['broken', 'BikeBuilder extends Builder<CarBuilder>'] }, `
public abstract class Builder<T> where T : Builder<T> { protected abstract T Self(); }
public class CarBuilder : Builder<CarBuilder> { protected override CarBuilder Self() => this; }
public class BikeBuilder : Builder<CarBuilder> { protected override CarBuilder Self() => null; }`);

sample('a TypeScript comparable base', 'typescript', { 'self-typed-base': 'ok' }, `
export abstract class Comparable<T extends Comparable<T>> { abstract compareTo(other: T): number; }
export class Money extends Comparable<Money> { compareTo(other: Money): number { return 0; } }`);

sample('a TypeScript subclass bound to a sibling', 'typescript', { 'self-typed-base': ['broken', 'Weight extends Comparable<Money>'] }, `
export abstract class Comparable<T extends Comparable<T>> { abstract compareTo(other: T): number; }
export class Money extends Comparable<Money> { compareTo(other: Money): number { return 0; } }
export class Weight extends Comparable<Money> { compareTo(other: Money): number { return 0; } }`);

sample('a Python generic base bound to itself', 'python', { 'self-typed-base': 'ok' }, `
T = TypeVar("T", bound="Fighter")


class Fighter(Generic[T]):
    def fight(self, opponent: T):
        pass


class Heavyweight(Fighter["Heavyweight"]):
    pass
`);

sample('a Python subclass bound to a sibling', 'python', { 'self-typed-base': ['broken', 'Heavyweight extends Fighter<Bantamweight>'] }, `
T = TypeVar("T", bound="Fighter")


class Fighter(Generic[T]):
    def fight(self, opponent: T):
        pass


class Bantamweight(Fighter[Bantamweight]):
    pass


class Heavyweight(Fighter[Bantamweight]):
    pass
`);

sample('plain inheritance without a self type', 'java', { 'self-typed-base': ['missing', 'curiously recurring'] }, `
public class Fighter { public void fight(Fighter other) { } }
public class Heavyweight extends Fighter { }`);

sample('a Java invocation handler forwarding to a REST client', 'java', { 'handler-uses-invocation': 'ok' }, `
public class AlbumInvocationHandler implements InvocationHandler {
  private final TinyRestClient restClient;
  public AlbumInvocationHandler(TinyRestClient restClient) { this.restClient = restClient; }
  public Object invoke(Object proxy, Method method, Object[] args) throws Throwable {
    return restClient.send(method, args);
  }
}
public class App {
  AlbumService create(InvocationHandler handler) {
    return (AlbumService) Proxy.newProxyInstance(App.class.getClassLoader(), new Class<?>[] { AlbumService.class }, handler);
  }
}`);

sample('a handler that ignores the invoked method', 'java', { 'handler-uses-invocation': ['broken', 'AlbumInvocationHandler.invoke', 'same result'] }, `
public class AlbumInvocationHandler implements InvocationHandler {
  public Object invoke(Object proxy, Method method, Object[] args) { return null; }
}`);

sample('a hand-written proxy class', 'java', { 'handler-uses-invocation': ['missing', 'AlbumServiceProxy', 'hand-written'] }, `
public interface AlbumService { Album readAlbum(int id); }
public class AlbumServiceProxy implements AlbumService {
  private final AlbumService target;
  public AlbumServiceProxy(AlbumService target) { this.target = target; }
  public Album readAlbum(int id) { return target.readAlbum(id); }
}`);

sample('a C# DispatchProxy that logs and forwards', 'csharp', { 'handler-uses-invocation': 'ok' }, `
public class LoggingProxy<T> : DispatchProxy {
    public T Target { get; set; }
    protected override object? Invoke(MethodInfo? targetMethod, object?[]? args) {
        Console.WriteLine(targetMethod!.Name);
        return targetMethod.Invoke(Target, args);
    }
}`);

sample('a C# DispatchProxy returning a constant', 'csharp', { 'handler-uses-invocation': ['broken', 'LoggingProxy.Invoke'] }, `
public class LoggingProxy<T> : DispatchProxy {
    protected override object? Invoke(MethodInfo? targetMethod, object?[]? args) { return null; }
}`);

sample('a JavaScript Proxy forwarding through Reflect', 'typescript', { 'handler-uses-invocation': 'ok' }, `
export function logged<T extends object>(target: T): T {
  return new Proxy(target, {
    get(obj, prop, receiver) {
      console.log('get', String(prop));
      return Reflect.get(obj, prop, receiver);
    },
  });
}`);

sample('a JavaScript Proxy answering every property alike', 'typescript', { 'handler-uses-invocation': ['broken', 'trap', 'ignores'] }, `
export function stubbed<T extends object>(target: T): T {
  return new Proxy(target, {
    get(obj, prop) {
      return () => 42;
    },
  });
}`);

sample('a Python __getattr__ proxy', 'python', { 'handler-uses-invocation': 'ok' }, `
class LoggingProxy:
    def __init__(self, target):
        self._target = target

    def __getattr__(self, name):
        attr = getattr(self._target, name)
        print("calling", name)
        return attr
`);

sample('a Python __getattr__ ignoring the name', 'python', { 'handler-uses-invocation': ['broken', 'LoggingProxy.__getattr__'] }, `
class LoggingProxy:
    def __init__(self, target):
        self._target = target

    def __getattr__(self, name):
        return lambda *a: None
`);
