// Samples of abstract documents, properties, composite entities, tolerant readers and partial responses: properties held in a map with a prototype to fall back on, dependents behind a coarse object, unknown fields ignored, requested fields honoured.
// Judged by structure-invariants-documents.test.ts; structure-invariants-coverage.test.ts checks every check has both verdicts.
import { type Sample, sampler } from '../structure-invariants-judge';

export const samples: Sample[] = [];
const sample = sampler(samples);

// ─── Abstract document, property, composite entity ───

sample('a car document with typed traits over a property map', 'java', { 'properties-in-map': 'ok' }, `
public interface Document { Void put(String key, Object value); Object get(String key); }
public abstract class AbstractDocument implements Document {
  private final Map<String, Object> properties;
  protected AbstractDocument(Map<String, Object> properties) { this.properties = properties; }
  public Void put(String key, Object value) { properties.put(key, value); return null; }
  public Object get(String key) { return properties.get(key); }
}
public interface HasPrice extends Document { default Optional<Number> getPrice() { return Optional.ofNullable((Number) get("price")); } }
public class Car extends AbstractDocument implements HasPrice { public Car(Map<String, Object> properties) { super(properties); } }`);

sample('a car that keeps its price in a field', 'java', { 'properties-in-map': ['broken', 'Car', 'price', 'property map'] }, `
public abstract class AbstractDocument {
  private final Map<String, Object> properties;
  protected AbstractDocument(Map<String, Object> properties) { this.properties = properties; }
  public Object get(String key) { return properties.get(key); }
}
public class Car extends AbstractDocument {
  private long price;
  public Car(Map<String, Object> properties, long price) { super(properties); this.price = price; }
}`);

sample('a C# document base', 'csharp', { 'properties-in-map': 'ok' }, `
public abstract class DocumentBase {
    private readonly Dictionary<string, object> _properties;
    protected DocumentBase(Dictionary<string, object> p) { _properties = p; }
    public object Get(string key) => _properties[key];
    public void Put(string key, object value) => _properties[key] = value;
}
public class Car : DocumentBase { public Car(Dictionary<string, object> p) : base(p) { } }`);

sample('a C# car with its own model field', 'csharp', { 'properties-in-map': ['broken', 'Car', 'model'] }, `
public abstract class DocumentBase {
    private readonly Dictionary<string, object> _properties = new();
    public object Get(string key) => _properties[key];
}
public class Car : DocumentBase { private string model = ""; }`);

sample('a TypeScript document', 'typescript', { 'properties-in-map': 'ok' }, `
export class AbstractDocument {
  constructor(private readonly properties: Record<string, unknown>) {}
  get(key: string): unknown { return this.properties[key]; }
  put(key: string, value: unknown): void { this.properties[key] = value; }
}
export class Car extends AbstractDocument {}`);

sample('a TypeScript car with a price field', 'typescript', { 'properties-in-map': ['broken', 'Car', 'price'] }, `
export class AbstractDocument {
  constructor(private readonly properties: Record<string, unknown>) {}
  get(key: string): unknown { return this.properties[key]; }
}
export class Car extends AbstractDocument { price = 0; }`);

sample('a Python document', 'python', { 'properties-in-map': 'ok' }, `
class AbstractDocument:
    def __init__(self, properties):
        self._properties = properties

    def get(self, key):
        return self._properties.get(key)

    def put(self, key, value):
        self._properties[key] = value


class Car(AbstractDocument):
    pass
`);

sample('a Go document map', 'go', { 'properties-in-map': 'ok' }, `
type Document struct{ properties map[string]any }

func (d *Document) Get(key string) any { return d.properties[key] }

func (d *Document) Put(key string, v any) { d.properties[key] = v }`);

sample('plain fields, no property map', 'java', { 'properties-in-map': ['missing', 'abstract document'] }, `
public class Car { private long price; private String model; }`);

sample('a character created from a prototype', 'java', { 'falls-back-to-prototype': 'ok' }, `
public class Character {
  private final Character prototype;
  private final Map<Stats, Integer> properties = new HashMap<>();
  public Character() { this.prototype = null; }
  public Character(Character prototype) { this.prototype = prototype; }
  public void set(Stats stat, int value) { properties.put(stat, value); }
  public Integer get(Stats stat) {
    if (properties.containsKey(stat)) return properties.get(stat);
    return prototype != null ? prototype.get(stat) : null;
  }
}`);

sample('a character that ignores its prototype', 'java', { 'falls-back-to-prototype': ['broken', 'Character.get', 'prototype'] }, `
public class Character {
  private final Character prototype;
  private final Map<Stats, Integer> properties = new HashMap<>();
  public Character(Character prototype) { this.prototype = prototype; }
  public void set(Stats stat, int value) { properties.put(stat, value); }
  public Integer get(Stats stat) { return properties.get(stat); }
}`);

sample('a C# property bag copying its prototype', 'csharp', { 'falls-back-to-prototype': 'ok' }, `
public class Character {
    private readonly Dictionary<string, int> _properties;
    public Character(Character prototype) { _properties = new Dictionary<string, int>(prototype._properties); }
    public int Get(string k) => _properties[k];
    public void Set(string k, int v) => _properties[k] = v;
}`);

sample('a TypeScript property object with a parent', 'typescript', { 'falls-back-to-prototype': 'ok' }, `
export class Props {
  private readonly values = new Map<string, number>();
  constructor(private readonly parent?: Props) {}
  get(key: string): number | undefined { return this.values.get(key) ?? this.parent?.get(key); }
  set(key: string, v: number): void { this.values.set(key, v); }
}`);

sample('a TypeScript property object ignoring its parent', 'typescript', { 'falls-back-to-prototype': ['broken', 'Props.get', 'parent'] }, `
export class Props {
  private readonly values = new Map<string, number>();
  constructor(private readonly parent?: Props) {}
  get(key: string): number | undefined { return this.values.get(key); }
  set(key: string, v: number): void { this.values.set(key, v); }
}`);

sample('a Python property bag with a prototype', 'python', { 'falls-back-to-prototype': 'ok' }, `
class Character:
    def __init__(self, prototype=None):
        self._prototype = prototype
        self._properties = {}

    def get(self, key):
        if key in self._properties:
            return self._properties[key]
        return self._prototype.get(key) if self._prototype else None

    def set(self, key, value):
        self._properties[key] = value
`);

sample('a Go property bag', 'go', { 'falls-back-to-prototype': 'ok' }, `
type Character struct {
	proto      *Character
	properties map[string]int
}

func (c *Character) Get(k string) (int, bool) {
	if v, ok := c.properties[k]; ok {
		return v, true
	}
	if c.proto != nil {
		return c.proto.Get(k)
	}
	return 0, false
}

func (c *Character) Set(k string, v int) { c.properties[k] = v }`);

sample('no property map', 'java', { 'falls-back-to-prototype': ['missing', 'property'] }, `
public class Character { private int strength; }`);

sample('a console composite entity', 'java', { 'dependents-behind-coarse-object': 'ok' }, `
public class MessageDependentObject { private String data; public void setData(String d) { data = d; } public String getData() { return data; } }
public class SignalDependentObject { private String data; public void setData(String d) { data = d; } public String getData() { return data; } }
public class ConsoleCoarseGrainedObject {
  private final MessageDependentObject message = new MessageDependentObject();
  private final SignalDependentObject signal = new SignalDependentObject();
  public void setData(String m, String s) { message.setData(m); signal.setData(s); }
  public String[] getData() { return new String[] { message.getData(), signal.getData() }; }
}`);

sample('a composite entity handing out its dependents', 'java', { 'dependents-behind-coarse-object': ['broken', 'ConsoleCoarseGrainedObject.getMessage', 'dependent object'] }, `
public class MessageDependentObject { private String data; public void setData(String d) { data = d; } }
public class SignalDependentObject { private String data; public void setData(String d) { data = d; } }
public class ConsoleCoarseGrainedObject {
  private final MessageDependentObject message = new MessageDependentObject();
  private final SignalDependentObject signal = new SignalDependentObject();
  public MessageDependentObject getMessage() { return message; }
  public void setData(String m, String s) { message.setData(m); signal.setData(s); }
}`);

sample('a C# order aggregate of lines and payment', 'csharp', { 'dependents-behind-coarse-object': 'ok' }, `
public class Payment { public decimal Amount; }
public class Shipment { public string Address = ""; }
public class OrderEntity {
    private readonly Payment _payment = new();
    private readonly Shipment _shipment = new();
    public void SetData(decimal amount, string address) { _payment.Amount = amount; _shipment.Address = address; }
}`);

sample('a C# entity with public dependents', 'csharp', { 'dependents-behind-coarse-object': ['broken', 'OrderEntity.Payment', 'public'] }, `
public class Payment { public decimal Amount; }
public class Shipment { public string Address = ""; }
public class OrderEntity {
    public Payment Payment = new();
    public Shipment Shipment = new();
}`);

sample('a TypeScript composite entity', 'typescript', { 'dependents-behind-coarse-object': 'ok' }, `
class Message { data = ''; }
class Signal { data = ''; }
export class Console {
  private readonly message: Message = new Message();
  private readonly signal: Signal = new Signal();
  setData(m: string, s: string): void { this.message.data = m; this.signal.data = s; }
}`);

sample('a Python composite entity', 'python', { 'dependents-behind-coarse-object': 'ok' }, `
class Message:
    def __init__(self):
        self.data = None


class Signal:
    def __init__(self):
        self.data = None


class Console:
    def __init__(self, message: Message, signal: Signal):
        self._message = message
        self._signal = signal

    def set_data(self, m, s):
        self._message.data = m
        self._signal.data = s
`);

sample('a Python entity exposing a dependent', 'python', { 'dependents-behind-coarse-object': ['broken', 'Console.message'] }, `
class Message:
    def __init__(self):
        self.data = None


class Signal:
    def __init__(self):
        self.data = None


class Console:
    def __init__(self, message: Message, signal: Signal):
        self._message = message
        self._signal = signal

    def message(self):
        return self._message
`);

sample('a Go composite entity', 'go', { 'dependents-behind-coarse-object': 'ok' }, `
type message struct{ data string }
type signal struct{ data string }

type Console struct {
	msg message
	sig signal
}

func (c *Console) SetData(m, s string) { c.msg.data = m; c.sig.data = s }`);

sample('no dependents', 'java', { 'dependents-behind-coarse-object': ['missing', 'composite entity'] }, `
public class Console { private String data; }`);

// ─── Tolerant reader, partial response ───

sample('a serializer reading only known fields', 'java', { 'ignores-unknown-fields': 'ok' }, `
public final class RainbowFishSerializer {
  public static RainbowFish readV1(String filename) throws IOException, ClassNotFoundException {
    Map<String, String> map;
    try (var objIn = new ObjectInputStream(new FileInputStream(filename))) { map = (Map<String, String>) objIn.readObject(); }
    return new RainbowFish(map.get("name"), Integer.parseInt(map.get("age")), Integer.parseInt(map.get("lengthMeters")), Integer.parseInt(map.get("weightTons")));
  }
}`);

sample('a Jackson reader failing on unknown properties', 'java', { 'ignores-unknown-fields': ['broken', 'FishReader.read', 'FAIL_ON_UNKNOWN_PROPERTIES'] }, `
public class FishReader {
  public RainbowFish read(String json) throws IOException {
    var mapper = new ObjectMapper().configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, true);
    return mapper.readValue(json, RainbowFish.class);
  }
}`);

sample('a C# tolerant reader', 'csharp', { 'ignores-unknown-fields': 'ok' }, `
public class FishReader {
    public Fish Read(string json) {
        using var doc = JsonDocument.Parse(json);
        var root = doc.RootElement;
        return new Fish(root.GetProperty("name").GetString()!, root.TryGetProperty("age", out var a) ? a.GetInt32() : 0);
    }
}`);

sample('a C# reader disallowing unmapped members', 'csharp', { 'ignores-unknown-fields': ['broken', 'FishReader.Read', 'Disallow'] }, `
public class FishReader {
    public Fish Read(string json) => JsonSerializer.Deserialize<Fish>(json, new JsonSerializerOptions { UnmappedMemberHandling = JsonUnmappedMemberHandling.Disallow })!;
}`);

sample('a TypeScript zod schema passing unknown keys', 'typescript', { 'ignores-unknown-fields': 'ok' }, `
const Fish = z.object({ name: z.string(), age: z.number().optional() });
export function readFish(json: string): Fish { return Fish.parse(JSON.parse(json)); }`);

sample('a TypeScript strict zod schema', 'typescript', { 'ignores-unknown-fields': ['broken', 'strict'] }, `
const Fish = z.object({ name: z.string(), age: z.number() }).strict();
export function readFish(json: string): Fish { return Fish.parse(JSON.parse(json)); }`);

sample('a Python reader taking what it needs', 'python', { 'ignores-unknown-fields': 'ok' }, `
def read_fish(raw):
    data = json.loads(raw)
    return Fish(name=data["name"], age=data.get("age", 0))
`);

sample('a Python reader rejecting unknown keys', 'python', { 'ignores-unknown-fields': ['broken', 'read_fish', 'rejects'] }, `
KNOWN = {"name", "age"}


def read_fish(raw):
    data = json.loads(raw)
    for key in data:
        if key not in KNOWN:
            raise ValueError("unexpected field")
    return Fish(**data)
`);

sample('a Go reader with encoding/json defaults', 'go', { 'ignores-unknown-fields': 'ok' }, `
func ReadFish(r io.Reader) (Fish, error) {
	var f Fish
	err := json.NewDecoder(r).Decode(&f)
	return f, err
}`);

sample('a Go decoder disallowing unknown fields', 'go', { 'ignores-unknown-fields': ['broken', 'ReadFish', 'DisallowUnknownFields'] }, `
func ReadFish(r io.Reader) (Fish, error) {
	var f Fish
	dec := json.NewDecoder(r)
	dec.DisallowUnknownFields()
	err := dec.Decode(&f)
	return f, err
}`);

sample('no reading code', 'java', { 'ignores-unknown-fields': ['missing', 'reader'] }, `
public class Fish { private final String name = "x"; }`);

sample('a video resource returning only the requested fields', 'java', { 'honours-requested-fields': 'ok' }, `
public class VideoResource {
  public String getDetails(Integer id, String... fields) {
    var video = videos.get(id);
    return fields.length == 0 ? FieldJsonMapper.toJson(video, Set.of()) : FieldJsonMapper.toJson(video, Set.of(fields));
  }
}`);

sample('a resource that ignores the fields parameter', 'java', { 'honours-requested-fields': ['broken', 'VideoResource.getDetails', 'whole resource'] }, `
public class VideoResource {
  public String getDetails(Integer id, String... fields) { return mapper.writeValueAsString(videos.get(id)); }
}`);

sample('a C# endpoint selecting fields', 'csharp', { 'honours-requested-fields': 'ok' }, `
public class VideosController {
    public IDictionary<string, object?> Get(int id, string[] fields) =>
        typeof(Video).GetProperties().Where(p => fields.Contains(p.Name)).ToDictionary(p => p.Name, p => p.GetValue(_videos[id]));
}`);

sample('a C# endpoint dropping the field list', 'csharp', { 'honours-requested-fields': ['broken', 'VideosController.Get'] }, `
public class VideosController {
    public Video Get(int id, string[] fields) => _videos[id];
}`);

sample('a TypeScript handler picking fields', 'typescript', { 'honours-requested-fields': 'ok' }, `
export function videoResponse(video: Video, fields: string[]): Partial<Video> {
  return Object.fromEntries(Object.entries(video).filter(([k]) => fields.includes(k)));
}`);

sample('a TypeScript handler ignoring fields', 'typescript', { 'honours-requested-fields': ['broken', 'videoResponse'] }, `
export function videoResponse(video: Video, fields: string[]): Partial<Video> { return video; }`);

sample('a Python view honouring fields', 'python', { 'honours-requested-fields': 'ok' }, `
def video_response(video, fields):
    return {k: v for k, v in vars(video).items() if k in fields}
`);

sample('a Python view ignoring fields', 'python', { 'honours-requested-fields': ['broken', 'video_response'] }, `
def video_response(video, fields):
    return vars(video)
`);

sample('a Go handler honouring fields', 'go', { 'honours-requested-fields': 'ok' }, `
func VideoResponse(v Video, fields []string) map[string]any {
	out := map[string]any{}
	for _, f := range fields {
		out[f] = lookup(v, f)
	}
	return out
}`);

sample('a Go handler ignoring fields', 'go', { 'honours-requested-fields': ['broken', 'VideoResponse'] }, `
func VideoResponse(v Video, fields []string) Video { return v }`);

sample('no partial responses', 'java', { 'honours-requested-fields': ['missing', 'partial response'] }, `
public class VideoResource { public Video get(int id) { return videos.get(id); } }`);
