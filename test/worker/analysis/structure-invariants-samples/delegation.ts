// Samples of delegation, bridge and twin: work handed to a helper, the abstraction holds its implementor, twins linked both ways.
// Judged by structure-invariants-delegation.test.ts; structure-invariants-coverage.test.ts checks every check has both verdicts.
import { type Sample, sampler } from '../structure-invariants-judge';

export const samples: Sample[] = [];
const sample = sampler(samples);

// ─── Delegation, bridge, twin ───

sample('a printer controller delegating to a printer', 'java', { 'delegates-to-helper': 'ok' }, `
public interface Printer { void print(String message); }
public class HpPrinter implements Printer { public void print(String message) { LOGGER.info("HP: {}", message); } }
public class PrinterController implements Printer {
  private final Printer printer;
  public PrinterController(Printer printer) { this.printer = printer; }
  public void print(String message) { printer.print(message); }
}`);

sample('a controller that inherits the printer instead', 'java', { 'delegates-to-helper': ['missing', 'PrinterController extends HpPrinter', 'delegation'] }, `
public class HpPrinter { public void print(String message) { LOGGER.info("HP: {}", message); } }
public class PrinterController extends HpPrinter {
  public void print(String message) { super.print(message.toUpperCase()); }
}`);

sample('a C# controller with a printer', 'csharp', { 'delegates-to-helper': 'ok' }, `
public interface IPrinter { void Print(string m); }
public class PrinterController : IPrinter {
    private readonly IPrinter _printer;
    public PrinterController(IPrinter printer) { _printer = printer; }
    public void Print(string m) => _printer.Print(m);
}`);

sample('a C# controller subclassing a printer', 'csharp', { 'delegates-to-helper': ['missing', 'extends'] }, `
public class CanonPrinter { public virtual void Print(string m) { } }
public class PrinterController : CanonPrinter { public override void Print(string m) { base.Print(m); } }`);

sample('a TypeScript delegator', 'typescript', { 'delegates-to-helper': 'ok' }, `
export interface Printer { print(m: string): void; }
export class PrinterController implements Printer {
  constructor(private readonly printer: Printer) {}
  print(m: string): void { this.printer.print(m); }
}`);

sample('a TypeScript subclass reusing by inheritance', 'typescript', { 'delegates-to-helper': ['missing', 'extends'] }, `
export class EpsonPrinter { print(m: string): void { console.log(m); } }
export class PrinterController extends EpsonPrinter { print(m: string): void { super.print(m); } }`);

sample('a Python delegator', 'python', { 'delegates-to-helper': 'ok' }, `
class PrinterController:
    def __init__(self, printer):
        self._printer = printer

    def print(self, message):
        self._printer.print(message)
`);

sample('a Python controller inheriting', 'python', { 'delegates-to-helper': ['missing', 'extends'] }, `
class HpPrinter:
    def print(self, message):
        print(message)


class PrinterController(HpPrinter):
    def print(self, message):
        super().print(message)
`);

sample('a Go struct holding a printer interface', 'go', { 'delegates-to-helper': 'ok' }, `
type Printer interface{ Print(msg string) }

type PrinterController struct{ printer Printer }

func (c *PrinterController) Print(msg string) { c.printer.Print(msg) }`);

sample('a Go struct with no helper', 'go', { 'delegates-to-helper': ['missing', 'delegation'] }, `
type PrinterController struct{}

func (c *PrinterController) Print(msg string) { fmt.Println(msg) }`);

sample('weapons holding an enchantment', 'java', { 'abstraction-holds-implementor': 'ok' }, `
public interface Enchantment { void onActivate(); void apply(); }
public class FlyingEnchantment implements Enchantment { public void onActivate() {} public void apply() {} }
public class SoulEatingEnchantment implements Enchantment { public void onActivate() {} public void apply() {} }
public interface Weapon { void wield(); }
public class Sword implements Weapon {
  private final Enchantment enchantment;
  public Sword(Enchantment enchantment) { this.enchantment = enchantment; }
  public void wield() { enchantment.onActivate(); }
}`);

sample('a weapon per enchantment combination', 'java', { 'abstraction-holds-implementor': ['missing', 'combination'] }, `
public abstract class Weapon { public abstract void wield(); }
public class FlyingSword extends Weapon { public void wield() {} }
public class FlyingHammer extends Weapon { public void wield() {} }
public class SoulEatingSword extends Weapon { public void wield() {} }
public class SoulEatingHammer extends Weapon { public void wield() {} }`);

sample('a weapon that ignores its enchantment', 'java', { 'abstraction-holds-implementor': ['broken', 'Sword', 'never delegates'] }, `
public interface Enchantment { void apply(); }
public class FlyingEnchantment implements Enchantment { public void apply() {} }
public class Sword {
  private final Enchantment enchantment;
  public Sword(Enchantment enchantment) { this.enchantment = enchantment; }
  public void wield() { LOGGER.info("swing"); }
}`);

sample('a C# shape with a renderer', 'csharp', { 'abstraction-holds-implementor': 'ok' }, `
public interface IRenderer { void Circle(double r); }
public class VectorRenderer : IRenderer { public void Circle(double r) { } }
public abstract class Shape {
    protected readonly IRenderer Renderer;
    protected Shape(IRenderer renderer) { Renderer = renderer; }
    public abstract void Draw();
}
public class Circle : Shape {
    public Circle(IRenderer r) : base(r) { }
    public override void Draw() => Renderer.Circle(1);
}`);

sample('C# shapes per renderer', 'csharp', { 'abstraction-holds-implementor': ['missing', 'combination'] }, `
public abstract class Shape { public abstract void Draw(); }
public class VectorCircle : Shape { public override void Draw() { } }
public class VectorSquare : Shape { public override void Draw() { } }
public class RasterCircle : Shape { public override void Draw() { } }
public class RasterSquare : Shape { public override void Draw() { } }`);

sample('a TypeScript remote with a device', 'typescript', { 'abstraction-holds-implementor': 'ok' }, `
export interface Device { setVolume(v: number): void; }
export class Tv implements Device { setVolume(v: number): void {} }
export class Remote {
  constructor(protected readonly device: Device) {}
  mute(): void { this.device.setVolume(0); }
}`);

sample('a TypeScript remote that never uses its device', 'typescript', { 'abstraction-holds-implementor': ['broken', 'Remote', 'never delegates'] }, `
export interface Device { setVolume(v: number): void; }
export class Tv implements Device { setVolume(v: number): void {} }
export class Remote {
  constructor(protected readonly device: Device) {}
  mute(): void { console.log('muted'); }
}`);

sample('a Python abstraction with an implementor', 'python', { 'abstraction-holds-implementor': 'ok' }, `
class Remote:
    def __init__(self, device):
        self._device = device

    def mute(self):
        self._device.set_volume(0)
`);

sample('Python classes per combination', 'python', { 'abstraction-holds-implementor': ['missing', 'combination'] }, `
class Remote:
    def mute(self):
        pass


class BasicTvRemote(Remote):
    pass


class BasicRadioRemote(Remote):
    pass


class AdvancedTvRemote(Remote):
    pass


class AdvancedRadioRemote(Remote):
    pass
`);

sample('a Go abstraction holding an implementor', 'go', { 'abstraction-holds-implementor': 'ok' }, `
type Device interface{ SetVolume(v int) }

type Tv struct{}

func (Tv) SetVolume(v int) {}

type Remote struct{ device Device }

func (r *Remote) Mute() { r.device.SetVolume(0) }`);

sample('a Go remote ignoring its device', 'go', { 'abstraction-holds-implementor': ['broken', 'Remote', 'never delegates'] }, `
type Device interface{ SetVolume(v int) }

type Tv struct{}

func (Tv) SetVolume(v int) {}

type Remote struct{ device Device }

func (r *Remote) Mute() { fmt.Println("mute") }`);

sample('a ball item and ball thread twinned', 'java', { 'twins-linked-both-ways': 'ok' }, `
public abstract class GameItem { public abstract void doDraw(); }
public class BallItem extends GameItem {
  private BallThread twin;
  public void setTwin(BallThread twin) { this.twin = twin; }
  public void doDraw() {}
  public void click() { twin.suspendMe(); }
}
public class BallThread extends Thread {
  private BallItem twin;
  public void setTwin(BallItem twin) { this.twin = twin; }
  public void run() { twin.doDraw(); }
  public void suspendMe() {}
}`);

sample('a one-way twin link', 'java', { 'twins-linked-both-ways': ['broken', 'BallThread', 'no reference back'] }, `
public abstract class GameItem { public abstract void doDraw(); }
public class BallItem extends GameItem {
  private BallThread twin;
  public void doDraw() {}
  public void click() { twin.suspendMe(); }
}
public class BallThread extends Thread {
  public void run() {}
  public void suspendMe() {}
}`);

sample('C# twins', 'csharp', { 'twins-linked-both-ways': 'ok' }, `
public class BallItem : GameItem { public BallThread Twin { get; set; } public override void Draw() { } }
public class BallThread : Worker { public BallItem Twin { get; set; } public void Run() { Twin.Draw(); } }`);

sample('C# one-way twins', 'csharp', { 'twins-linked-both-ways': ['broken', 'no reference back'] }, `
public class BallItem : GameItem { public BallThread Twin { get; set; } public override void Draw() { } }
public class BallThread : Worker { public void Run() { } }`);

sample('TypeScript twins', 'typescript', { 'twins-linked-both-ways': 'ok' }, `
export class BallItem extends GameItem { twin!: BallThread; draw(): void {} }
export class BallThread extends Worker { twin!: BallItem; tick(): void { this.twin.draw(); } }`);

sample('TypeScript one-way twins', 'typescript', { 'twins-linked-both-ways': ['broken', 'no reference back'] }, `
export class BallItem extends GameItem { twin!: BallThread; draw(): void {} }
export class BallThread extends Worker { tick(): void {} }`);

sample('Python twins', 'python', { 'twins-linked-both-ways': 'ok' }, `
class BallItem(GameItem):
    def __init__(self):
        self.twin = None

    def draw(self):
        pass


class BallThread(threading.Thread):
    def __init__(self):
        self.twin = None

    def run(self):
        self.twin.draw()
`);

sample('Python one-way twins', 'python', { 'twins-linked-both-ways': ['missing', 'twins'] }, `
class BallItem(GameItem):
    def draw(self):
        pass
`);
