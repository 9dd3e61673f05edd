// Core state invariants read by the earlier detectors (flyweight, memento, prototype) in five languages.
import { type CatalogueSample, describeFamily, type Sample } from './core-invariants-judge';

const javaFlyweight = (glyph: string) => `class GlyphFactory {
  private final Map<Character, Glyph> cache = new HashMap<>();
  Glyph get(char c) { return cache.computeIfAbsent(c, Glyph::new); }
}
class Glyph {
  ${glyph}
  Glyph(char c) { this.symbol = c; }
  void draw(Canvas canvas, int x, int y) { canvas.text(symbol, x, y); }
}`;
const pyFonts = (client: string) => `class FontRegistry:
    def __init__(self):
        self._fonts: dict[str, Font] = {}

    def get(self, name):
        return self._fonts.setdefault(name, Font(name))

class Font:
    def __init__(self, name):
        self.name = name
        self.size = 12

    def draw(self, text, x, y):
        raster(self.name, self.size, text, x, y)

${client}`;
const flyweightIntrinsicOnly: Sample[] = [
  ['flyweight-intrinsic-only', 'java', javaFlyweight('private final char symbol;'), 'ok'],
  ['flyweight-intrinsic-only', 'java', javaFlyweight('private final char symbol;\n  private int x, y;'), 'broken', /Glyph is shared through GlyphFactory's cache but has mutable fields \(x, y\).*extrinsic state/],
  ['flyweight-intrinsic-only', 'java', `class Glyph { private final char symbol; Glyph(char c) { symbol = c; } }`, 'missing', /no flyweight factory found/],
  ['flyweight-intrinsic-only', 'csharp', `public class IconCache
{
    private readonly Dictionary<string, Icon> _icons = new();
    public Icon For(string name) => _icons.TryGetValue(name, out var i) ? i : _icons[name] = new Icon(name);
}
public sealed class Icon { private readonly byte[] _pixels; public Icon(string n) => _pixels = Load(n); public void Paint(Surface s, int x, int y) => s.Blit(_pixels, x, y); }`, 'ok'],
  ['flyweight-intrinsic-only', 'csharp', `public class IconCache
{
    private readonly Dictionary<string, Icon> _icons = new();
    public Icon For(string name, int x) { var i = _icons[name]; i.X = x; return i; }
}
public sealed class Icon { public readonly byte[] Pixels; public int X; }`, 'broken', /Icon is shared through IconCache's cache but has mutable fields \(X\)/],
  ['flyweight-intrinsic-only', 'typescript', `export class TreeFactory {
  private readonly kinds: Map<string, TreeKind> = new Map();
  kind(name: string): TreeKind { let k = this.kinds.get(name); if (!k) this.kinds.set(name, (k = new TreeKind(name))); return k; }
}
class TreeKind { constructor(readonly name: string) {} draw(x: number, y: number) { paint(this.name, x, y); } }`, 'ok'],
  ['flyweight-intrinsic-only', 'typescript', `export class TreeFactory {
  private readonly kinds: Map<string, TreeKind> = new Map();
}
class TreeKind { x = 0; y = 0; constructor(readonly name: string) {} }`, 'broken', /TreeKind is shared through TreeFactory's cache but has mutable fields \(x, y\)/],
  ['flyweight-intrinsic-only', 'python', pyFonts('class Label:\n    def render(self, registry, text, size):\n        font = registry.get("mono")\n        font.size = size\n'), 'broken', /Label\.render writes Font\.size on a shared flyweight, which changes it for every user/],
  ['flyweight-intrinsic-only', 'python', pyFonts('class Label:\n    def render(self, registry, text, x):\n        registry.get("mono").draw(text, x, 0)\n'), 'ok'],
  ['flyweight-intrinsic-only', 'go', `type Sprite struct{ pixels []byte }
type SpriteCache struct{ byName map[string]*Sprite }
func (c *SpriteCache) Get(n string) *Sprite {
	if s, ok := c.byName[n]; ok { return s }
	s := &Sprite{pixels: load(n)}
	c.byName[n] = s
	return s
}
func Draw(s *Sprite, x, y int) { screen.Blit(s.pixels, x, y) }`, 'ok'],
];

const memento: Sample[] = [
  ['memento-encapsulated-copy', 'java', `class Editor {
  private final List<String> lines = new ArrayList<>();
  EditorState save() { return new EditorState(List.copyOf(lines)); }
  void restore(EditorState s) { lines.clear(); lines.addAll(s.lines()); }
}
final class EditorState { private final List<String> lines; EditorState(List<String> lines) { this.lines = List.copyOf(lines); } List<String> lines() { return lines; } }`, 'ok'],
  ['memento-encapsulated-copy', 'java', `class Editor {
  private final List<String> lines = new ArrayList<>();
  EditorMemento save() { return new EditorMemento(lines); }
}
class EditorMemento { public List<String> lines; EditorMemento(List<String> lines) { this.lines = lines; } }`, 'broken', /EditorMemento exposes the saved state through public mutable fields \(lines\)/],
  ['memento-encapsulated-copy', 'csharp', `public class Canvas
{
    private readonly List<Stroke> _strokes = new();
    public CanvasSnapshot Snapshot() => new CanvasSnapshot(_strokes.ToList());
}
public sealed class CanvasSnapshot { private readonly IReadOnlyList<Stroke> _strokes; public CanvasSnapshot(IReadOnlyList<Stroke> s) { _strokes = s; } }`, 'ok'],
  ['memento-encapsulated-copy', 'csharp', `public class Canvas { public CanvasSnapshot Snapshot() => new CanvasSnapshot(_strokes); }
public sealed class CanvasSnapshot { public List<Stroke> Strokes; public CanvasSnapshot(List<Stroke> s) { this.Strokes = s; } }`, 'broken', /CanvasSnapshot exposes the saved state through public mutable fields \(Strokes\)/],
  ['memento-encapsulated-copy', 'typescript', `export class Form {
  private values: Record<string, string> = {};
  snapshot(): FormMemento { return new FormMemento({ ...this.values }); }
  restore(m: FormMemento) { this.values = { ...m.state }; }
}
class FormMemento { constructor(readonly state: Readonly<Record<string, string>>) {} }`, 'ok'],
  ['memento-encapsulated-copy', 'typescript', `export class Form {
  private values: string[] = [];
  snapshot(): FormMemento { return new FormMemento(this.values); }
}
class FormMemento { state: string[]; constructor(state: string[]) { this.state = state; } }`, 'broken', /FormMemento exposes the saved state through public mutable fields \(state\)|FormMemento stores a reference/],
  ['memento-encapsulated-copy', 'python', `class Game:
    def save(self):
        return GameMemento(self._level, tuple(self._inventory))

class GameMemento:
    def __init__(self, level, inventory):
        self._level = level
        self._inventory = inventory
`, 'ok'],
  ['memento-encapsulated-copy', 'go', `type Doc struct{ text string }
type docMemento struct{ text string }
func (d *Doc) Save() docMemento { return docMemento{text: d.text} }
func (d *Doc) Restore(m docMemento) { d.text = m.text }`, 'ok'],
  ['memento-encapsulated-copy', 'go', `type Doc struct{ text string }
type DocMemento struct{ Text string }
func (d *Doc) Save() DocMemento { return DocMemento{Text: d.text} }`, 'broken', /DocMemento exposes the saved state through public mutable fields \(Text\)/],
  ['memento-encapsulated-copy', 'java', `class Editor { void undo() { history.pop(); } }`, 'missing', /no memento found/],
];

const prototype: Sample[] = [
  ['prototype-returns-copy', 'java', `class Shape implements Cloneable {
  private int x, y;
  @Override public Shape clone() { try { return (Shape) super.clone(); } catch (CloneNotSupportedException e) { throw new AssertionError(e); } }
}`, 'ok'],
  ['prototype-returns-copy', 'java', `class Shape { private int x, y; public Shape copy() { return this; } }`, 'broken', /Shape\.copy\(\) returns this — the same instance, not a new instance/],
  ['prototype-returns-copy', 'java', `class Shape { private int x, y; }`, 'missing', /no clone\/copy method found/],
  ['prototype-returns-copy', 'csharp', `public class Enemy { public int Health; public Enemy Clone() => (Enemy)MemberwiseClone(); }`, 'ok'],
  ['prototype-returns-copy', 'csharp', `public class Enemy { public int Health; public Enemy Clone() { return this; } }`, 'broken', /Enemy\.Clone\(\) returns this/],
  ['prototype-returns-copy', 'typescript', `export class Settings {
  constructor(private values: Record<string, unknown>) {}
  clone(): Settings { return new Settings(structuredClone(this.values)); }
}`, 'ok'],
  ['prototype-returns-copy', 'typescript', `export class Settings {
  constructor(private values: Record<string, unknown>) {}
  clone(): Settings { return this; }
}`, 'broken', /Settings\.clone\(\) returns this/],
  ['prototype-returns-copy', 'python', `class Template:
    def __init__(self, blocks):
        self.blocks = blocks

    def clone(self):
        return copy.deepcopy(self)
`, 'ok'],
  ['prototype-returns-copy', 'python', `class Template:
    def clone(self):
        return self
`, 'broken', /Template\.clone\(\) returns this/],
  ['prototype-returns-copy', 'go', `type Config struct{ Name string; Tags []string }
func (c *Config) Clone() *Config { return &Config{Name: c.Name, Tags: append([]string(nil), c.Tags...)} }`, 'ok'],
  ['prototype-returns-copy', 'go', `type Config struct{ Name string }
func (c *Config) Clone() *Config { return c }`, 'broken', /Config\.Clone\(\) returns this/],
];

const catalogue: CatalogueSample[] = [
  [['flyweight'], 'java', javaFlyweight('private final char symbol;')],
  [['memento'], 'go', `type Doc struct{ text string }
type docMemento struct{ text string }
func (d *Doc) Save() docMemento { return docMemento{text: d.text} }`],
  [['prototype', 'clone'], 'python', `class Template:
    def clone(self):
        return copy.deepcopy(self)
`],
];

describeFamily('state (detectors)', [
  ['flyweight-intrinsic-only', flyweightIntrinsicOnly],
  ['memento-encapsulated-copy', memento],
  ['prototype-returns-copy', prototype],
], catalogue);
