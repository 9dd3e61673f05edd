// Samples of servants, subclass sandboxes and components: the servant serves an interface, a sandbox subclass uses only base operations, behaviour lives in components.
// Judged by structure-invariants-components.test.ts; structure-invariants-coverage.test.ts checks every check has both verdicts.
import { type Sample, sampler } from '../structure-invariants-judge';

export const samples: Sample[] = [];
const sample = sampler(samples);

// ─── Servant, subclass sandbox, component ───

sample('a servant feeding any royalty', 'java', { 'servant-serves-interface': 'ok' }, `
public interface Royalty { void getFed(); void getDrink(); boolean getMood(); }
public class King implements Royalty { public void getFed() {} public void getDrink() {} public boolean getMood() { return true; } }
public class Queen implements Royalty { public void getFed() {} public void getDrink() {} public boolean getMood() { return true; } }
public class Servant {
  public void feed(Royalty r) { r.getFed(); }
  public void giveWine(Royalty r) { r.getDrink(); }
  public boolean checkIfYouWillBeHanged(List<Royalty> tableGuests) { return tableGuests.stream().allMatch(Royalty::getMood); }
}`);

sample('a servant with an overload per royal', 'java', { 'servant-serves-interface': ['broken', 'Servant.feed', 'concrete King'] }, `
public interface Royalty { void getFed(); }
public class King implements Royalty { public void getFed() {} }
public class Queen implements Royalty { public void getFed() {} }
public class Servant {
  public void feed(King k) { k.getFed(); }
  public void feedQueen(Queen q) { q.getFed(); }
}`);

sample('a C# servant', 'csharp', { 'servant-serves-interface': 'ok' }, `
public interface IMovable { void MoveTo(int x, int y); }
public class Ship : IMovable { public void MoveTo(int x, int y) { } }
public class MoveServant { public void MoveBy(IMovable m, int dx, int dy) => m.MoveTo(dx, dy); public void Home(IMovable m) => m.MoveTo(0, 0); }`);

sample('a C# servant switching on type', 'csharp', { 'servant-serves-interface': ['broken', 'MoveServant.MoveBy', 'concrete class'] }, `
public interface IMovable { void MoveTo(int x, int y); }
public class Ship : IMovable { public void MoveTo(int x, int y) { } }
public class MoveServant { public void MoveBy(IMovable m, int dx, int dy) { if (m is Ship) m.MoveTo(dx * 2, dy * 2); } public void Home(IMovable m) => m.MoveTo(0, 0); }`);

sample('a TypeScript servant', 'typescript', { 'servant-serves-interface': 'ok' }, `
export interface Royalty { feed(): void; }
export class King implements Royalty { feed(): void {} }
export class Servant { serve(r: Royalty): void { r.feed(); } pour(r: Royalty): void { r.feed(); } }`);

sample('a TypeScript servant tied to King', 'typescript', { 'servant-serves-interface': ['broken', 'Servant.serve', 'King'] }, `
export interface Royalty { feed(): void; }
export class King implements Royalty { feed(): void {} }
export class Servant { serve(k: King): void { k.feed(); } pour(r: Royalty): void { r.feed(); } }`);

sample('a Python servant', 'python', { 'servant-serves-interface': 'ok' }, `
class Servant:
    def feed(self, royal):
        royal.get_fed()

    def give_wine(self, royal):
        royal.get_drink()
`);

sample('a Python servant testing isinstance', 'python', { 'servant-serves-interface': ['broken', 'Servant.feed', 'concrete class'] }, `
class Servant:
    def feed(self, royal):
        if isinstance(royal, King):
            royal.get_fed()

    def give_wine(self, royal):
        royal.get_drink()
`);

sample('a Go servant taking an interface', 'go', { 'servant-serves-interface': 'ok' }, `
type Royalty interface{ GetFed() }

type King struct{}

func (King) GetFed() {}

type Servant struct{}

func (Servant) Feed(r Royalty) { r.GetFed() }`);

sample('a Go servant taking *King', 'go', { 'servant-serves-interface': ['broken', 'Servant.Feed', 'King'] }, `
type Royalty interface{ GetFed() }

type King struct{}

func (King) GetFed() {}

type Servant struct{}

func (Servant) Feed(k King) { k.GetFed() }`);

sample('superpowers built from base operations', 'java', { 'sandbox-uses-base-operations': 'ok' }, `
public abstract class Superpower {
  protected abstract void activate();
  protected void move(double x, double y, double z) { }
  protected void playSound(String sound, int volume) { }
  protected void spawnParticles(String type, int count) { }
}
public class SkyLaunch extends Superpower {
  protected void activate() { move(0, 0, 20); playSound("SKYLAUNCH_SOUND", 1); spawnParticles("SKYLAUNCH_PARTICLE", 100); }
}`);

sample('a superpower calling the sound engine itself', 'java', { 'sandbox-uses-base-operations': ['broken', 'SkyLaunch.activate', 'SoundEngine', 'provides'] }, `
public class SoundEngine { public static void play(String s) {} }
public abstract class Superpower {
  protected abstract void activate();
  protected void move(double x, double y, double z) { }
  protected void playSound(String sound) { }
}
public class SkyLaunch extends Superpower {
  protected void activate() { move(0, 0, 20); SoundEngine.play("SKYLAUNCH_SOUND"); }
}`);

sample('a C# sandbox', 'csharp', { 'sandbox-uses-base-operations': 'ok' }, `
public abstract class Power {
    protected abstract void Activate();
    protected void Move(int z) { }
    protected void Play(string s) { }
}
public class GroundDive : Power { protected override void Activate() { Move(-20); Play("dive"); } }`);

sample('a C# subclass creating its own particle system', 'csharp', { 'sandbox-uses-base-operations': ['broken', 'GroundDive.Activate', 'ParticleSystem'] }, `
public class ParticleSystem { public void Spawn(string t) { } }
public abstract class Power {
    protected abstract void Activate();
    protected void Move(int z) { }
}
public class GroundDive : Power { protected override void Activate() { Move(-20); new ParticleSystem().Spawn("dust"); } }`);

sample('a TypeScript sandbox', 'typescript', { 'sandbox-uses-base-operations': 'ok' }, `
export abstract class Power {
  protected abstract activate(): void;
  protected move(z: number): void {}
  protected play(sound: string): void {}
}
export class Jump extends Power { protected activate(): void { this.move(5); this.play('boing'); } }`);

sample('a TypeScript subclass using an audio field', 'typescript', { 'sandbox-uses-base-operations': ['broken', 'Jump.activate', 'this.audio'] }, `
export class Audio { play(s: string): void {} }
export abstract class Power {
  protected abstract activate(): void;
  protected move(z: number): void {}
}
export class Jump extends Power {
  private readonly audio = new Audio();
  protected activate(): void { this.move(5); this.audio.play('boing'); }
}`);

sample('a Python sandbox', 'python', { 'sandbox-uses-base-operations': 'ok' }, `
class Superpower(ABC):
    @abstractmethod
    def activate(self):
        ...

    def move(self, z):
        pass

    def play_sound(self, name):
        pass


class SkyLaunch(Superpower):
    def activate(self):
        self.move(20)
        self.play_sound("launch")
`);

sample('a Python power talking to the mixer', 'python', { 'sandbox-uses-base-operations': ['broken', 'SkyLaunch.activate', 'Mixer'] }, `
class Mixer:
    @staticmethod
    def play(name):
        pass


class Superpower(ABC):
    @abstractmethod
    def activate(self):
        ...

    def move(self, z):
        pass


class SkyLaunch(Superpower):
    def activate(self):
        self.move(20)
        Mixer.play("launch")
`);

sample('a game object made of components', 'java', { 'behaviour-in-components': 'ok' }, `
public interface InputComponent { void update(GameObject o, int e); }
public interface PhysicComponent { void update(GameObject o); }
public interface GraphicComponent { void update(GameObject o); }
public class GameObject {
  private final InputComponent inputComponent;
  private final PhysicComponent physicComponent;
  private final GraphicComponent graphicComponent;
  public GameObject(InputComponent i, PhysicComponent p, GraphicComponent g) { inputComponent = i; physicComponent = p; graphicComponent = g; }
  public void update(int e) { inputComponent.update(this, e); physicComponent.update(this); graphicComponent.update(this); }
}`);

sample('a game object doing every domain itself', 'java', { 'behaviour-in-components': ['broken', 'GameObject.update', 'components'] }, `
public interface InputComponent { void update(GameObject o, int e); }
public interface GraphicComponent { void update(GameObject o); }
public class GameObject {
  private final InputComponent inputComponent;
  private final GraphicComponent graphicComponent;
  private int velocity;
  public GameObject(InputComponent i, GraphicComponent g) { inputComponent = i; graphicComponent = g; }
  public void update(int e) { velocity += e; LOGGER.info("x " + velocity); }
}`);

sample('a C# entity with components', 'csharp', { 'behaviour-in-components': 'ok' }, `
public interface IComponent { void Update(Entity e); }
public class Entity {
    private readonly List<IComponent> _components = new();
    public void Update() { foreach (var c in _components) c.Update(this); }
}`);

sample('a monolithic C# entity', 'csharp', { 'behaviour-in-components': ['missing', 'component'] }, `
public class Entity {
    private int _x;
    public void Update() { _x++; Render(); }
    private void Render() { }
}`);

sample('a TypeScript entity with components', 'typescript', { 'behaviour-in-components': 'ok' }, `
export interface Component { update(e: Entity): void; }
export class Entity {
  constructor(private readonly input: Component, private readonly physics: Component) {}
  update(): void { this.input.update(this); this.physics.update(this); }
}`);

sample('a TypeScript entity ignoring its components', 'typescript', { 'behaviour-in-components': ['broken', 'Entity.update'] }, `
export interface Component { update(e: Entity): void; }
export class Entity {
  x = 0;
  constructor(private readonly input: Component, private readonly physics: Component) {}
  update(): void { this.x += 1; }
}`);

sample('a Python entity with components', 'python', { 'behaviour-in-components': 'ok' }, `
class GameObject:
    def __init__(self, input_component, physics_component):
        self._input = input_component
        self._physics = physics_component

    def update(self):
        self._input.update(self)
        self._physics.update(self)
`);

sample('a Go entity with component interfaces', 'go', { 'behaviour-in-components': 'ok' }, `
type Component interface{ Update(e *Entity) }

type Entity struct {
	input   Component
	physics Component
}

func (e *Entity) Update() {
	e.input.Update(e)
	e.physics.Update(e)
}`);

sample('a Go entity doing it all', 'go', { 'behaviour-in-components': ['missing', 'component'] }, `
type Entity struct{ x, v int }

func (e *Entity) Update() { e.x += e.v }`);
