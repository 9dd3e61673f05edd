// Behaviour invariants judged in every language: collection pipelines leave the source intact, filterers fill a new container, and map-reduce maps independently and reduces everything.
import { describeFamilies, type Sample } from './behaviour-invariants-judge';

const collectionPipeline: Sample[] = [
  ['pipeline-leaves-source-intact', 'java', `class CarPipelines {
  static List<String> getModelsAfter2000(List<Car> cars) {
    return cars.stream().filter(car -> car.getYear() > 2000).sorted(comparing(Car::getYear)).map(Car::getModel).collect(toList());
  }
}`, 'ok'],
  ['pipeline-leaves-source-intact', 'java', `class CarPipelines {
  static List<String> getModelsAfter2000(List<Car> cars) {
    cars.sort(comparing(Car::getYear));
    return cars.stream().filter(car -> car.getYear() > 2000).map(Car::getModel).collect(toList());
  }
}`, 'broken', /changes its input cars in place \(sort\)/],
  ['pipeline-leaves-source-intact', 'java', `class CarPipelines {
  static List<String> getModelsAfter2000(List<Car> cars) {
    List<String> models = new ArrayList<>();
    cars.stream().filter(car -> car.getYear() > 2000).forEach(car -> models.add(car.getModel()));
    return models;
  }
}`, 'broken', /adding to models inside forEach/],
  ['pipeline-leaves-source-intact', 'java', `class CarLoops {
  static List<String> models(List<Car> cars) { List<String> out = new ArrayList<>(); for (Car c : cars) { if (c.getYear() > 2000) out.add(c.getModel()); } return out; }
}`, 'missing', /builds its result with loops and a mutable accumulator/],
  ['pipeline-leaves-source-intact', 'csharp', `static class Cars {
  public static List<string> ModelsAfter2000(List<Car> cars) => cars.Where(c => c.Year > 2000).OrderBy(c => c.Year).Select(c => c.Model).ToList();
}`, 'ok'],
  ['pipeline-leaves-source-intact', 'csharp', `static class Cars {
  public static List<string> ModelsAfter2000(List<Car> cars) { cars.RemoveAll(c => c.Year <= 2000); return cars.Select(c => c.Model).ToList(); }
}`, 'broken', /changes its input cars in place \(RemoveAll\)/],
  ['pipeline-leaves-source-intact', 'typescript', `export function modelsAfter2000(cars: Car[]): string[] {
  return cars.filter((c) => c.year > 2000).map((c) => c.model);
}`, 'ok'],
  ['pipeline-leaves-source-intact', 'typescript', `export function modelsAfter2000(cars: Car[]): string[] {
  cars.sort((a, b) => a.year - b.year);
  return cars.filter((c) => c.year > 2000).map((c) => c.model);
}`, 'broken', /changes its input cars in place \(sort\)/],
  ['pipeline-leaves-source-intact', 'python', `def models_after_2000(cars):
    return [c.model for c in sorted(cars, key=lambda c: c.year) if c.year > 2000]
`, 'ok'],
  ['pipeline-leaves-source-intact', 'python', `def models_after_2000(cars):
    cars.sort(key=lambda c: c.year)
    return [c.model for c in cars if c.year > 2000]
`, 'broken', /changes its input cars in place \(sort\)/],
  ['pipeline-leaves-source-intact', 'go', `func ModelsAfter2000(cars []Car) []string {
	return Map(Filter(cars, func(c Car) bool { return c.Year > 2000 }), func(c Car) string { return c.Model })
}`, 'ok'],
  ['pipeline-leaves-source-intact', 'go', `func ModelsAfter2000(cars []Car) []string {
	sort.Slice(cars, func(i, j int) bool { return cars[i].Year < cars[j].Year })
	return Map(Filter(cars, func(c Car) bool { return c.Year > 2000 }), func(c Car) string { return c.Model })
}`, 'broken', /changes its input cars in place/],
];

const filterer: Sample[] = [
  ['filters-into-new-container', 'java', `public class SimpleThreatAwareSystem implements ThreatAwareSystem {
  private final String systemId;
  private final List<Threat> issues;
  public Filterer<? extends ThreatAwareSystem, ? extends Threat> filtered() { return this::filteredGroup; }
  private ThreatAwareSystem filteredGroup(Predicate<? super Threat> predicate) { return new SimpleThreatAwareSystem(this.systemId, filteredItems(predicate)); }
  private List<Threat> filteredItems(Predicate<? super Threat> predicate) { return this.issues.stream().filter(predicate).collect(Collectors.toList()); }
}`, 'ok'],
  ['filters-into-new-container', 'java', `public class SimpleThreatAwareSystem implements ThreatAwareSystem {
  private final List<Threat> issues;
  private ThreatAwareSystem filteredGroup(Predicate<? super Threat> predicate) { issues.removeIf(predicate.negate()); return this; }
}`, 'broken', /filters issues in place, so the original container loses/],
  ['filters-into-new-container', 'java', `public class SimpleThreatAwareSystem {
  private final List<Threat> issues;
  private SimpleThreatAwareSystem filteredGroup(Predicate<? super Threat> predicate) { return new SimpleThreatAwareSystem(issues); }
}`, 'broken', /never applies the predicate/],
  ['filters-into-new-container', 'java', `class Threats { int count(List<Threat> ts) { return ts.size(); } }`, 'missing', /no filterer found/],
  ['filters-into-new-container', 'csharp', `class ThreatSystem {
  private readonly List<Threat> _threats;
  public ThreatSystem(List<Threat> t) { _threats = t; }
  public ThreatSystem By(Func<Threat, bool> predicate) => new ThreatSystem(_threats.Where(predicate).ToList());
}`, 'ok'],
  ['filters-into-new-container', 'csharp', `class ThreatSystem {
  private readonly List<Threat> _threats;
  public ThreatSystem By(Func<Threat, bool> predicate) { _threats.RemoveAll(t => !predicate(t)); return this; }
}`, 'broken', /filters _threats in place/],
  ['filters-into-new-container', 'typescript', `class ThreatSystem {
  constructor(private readonly threats: Threat[]) {}
  by(predicate: (t: Threat) => boolean): ThreatSystem { return new ThreatSystem(this.threats.filter(predicate)); }
}`, 'ok'],
  ['filters-into-new-container', 'typescript', `class ThreatSystem {
  private threats: Threat[] = [];
  by(predicate: (t: Threat) => boolean): ThreatSystem { this.threats = this.threats.filter(predicate); return this; }
}`, 'broken', /filters threats in place/],
  ['filters-into-new-container', 'python', `class ThreatSystem:
    def __init__(self, threats):
        self._threats = list(threats)
    def by(self, predicate):
        return ThreatSystem([t for t in self._threats if predicate(t)])
`, 'ok'],
  ['filters-into-new-container', 'python', `class ThreatSystem:
    def __init__(self, threats):
        self._threats = list(threats)
    def by(self, predicate):
        self._threats = [t for t in self._threats if predicate(t)]
        return self
`, 'broken', /filters _threats in place/],
  ['filters-into-new-container', 'go', `type System struct { threats []Threat }
func (s *System) By(pred func(Threat) bool) *System {
	var out []Threat
	for _, t := range s.threats {
		if pred(t) {
			out = append(out, t)
		}
	}
	return &System{threats: out}
}`, 'ok'],
  ['filters-into-new-container', 'go', `type System struct { threats []Threat }
func (s *System) By(pred func(Threat) bool) *System { return s }`, 'broken', /never applies the predicate pred/],
];

const mapReduce: Sample[] = [
  ['maps-independently-reduces-all', 'java', `class Mapper {
  public static Map<String, Integer> map(String input) { Map<String, Integer> counts = new HashMap<>(); for (String w : input.split(" ")) counts.put(w, counts.getOrDefault(w, 0) + 1); return counts; }
}
class Reducer {
  public static Map<String, Integer> reduce(Map<String, List<Integer>> grouped) { Map<String, Integer> out = new HashMap<>(); for (var e : grouped.entrySet()) out.put(e.getKey(), e.getValue().stream().mapToInt(Integer::intValue).sum()); return out; }
}`, 'ok'],
  ['maps-independently-reduces-all', 'java', `class Mapper {
  static Map<String, Integer> counts = new HashMap<>();
  public static void map(String input) { for (String w : input.split(" ")) counts.merge(w, 1, Integer::sum); }
}
class Reducer {
  public static Map<String, Integer> reduce(Map<String, List<Integer>> grouped) { Map<String, Integer> out = new HashMap<>(); for (var e : grouped.entrySet()) out.put(e.getKey(), e.getValue().stream().mapToInt(Integer::intValue).sum()); return out; }
}`, 'broken', /Mapper.map writes its counts into counts shared by every map task/],
  ['maps-independently-reduces-all', 'java', `class Mapper {
  public static Map<String, Integer> map(String input) { Map<String, Integer> counts = new HashMap<>(); for (String w : input.split(" ")) counts.merge(w, 1, Integer::sum); return counts; }
}
class Reducer {
  public static Map<String, Integer> reduce(Map<String, List<Integer>> grouped) { Map<String, Integer> out = new HashMap<>(); grouped.forEach((k, v) -> out.put(k, v.get(0))); return out; }
}`, 'broken', /keeps only the first value collected for each key/],
  ['maps-independently-reduces-all', 'java', `class WordCount { Map<String, Integer> count(List<String> lines) { return new HashMap<>(); } }`, 'missing', /no map and reduce phases found/],
  ['maps-independently-reduces-all', 'csharp', `static class WordCount {
  public static Dictionary<string, int> Map(string input) => input.Split(' ').GroupBy(w => w).ToDictionary(g => g.Key, g => g.Count());
  public static Dictionary<string, int> Reduce(Dictionary<string, List<int>> grouped) => grouped.ToDictionary(e => e.Key, e => e.Value.Sum());
}`, 'ok'],
  ['maps-independently-reduces-all', 'csharp', `static class WordCount {
  public static Dictionary<string, int> Map(string input) => input.Split(' ').GroupBy(w => w).ToDictionary(g => g.Key, g => g.Count());
  public static Dictionary<string, int> Reduce(Dictionary<string, List<int>> grouped) => grouped.ToDictionary(e => e.Key, e => e.Value.First());
}`, 'broken', /keeps only the first value/],
  ['maps-independently-reduces-all', 'typescript', `export function map(input: string): Map<string, number> { const m = new Map<string, number>(); for (const w of input.split(' ')) m.set(w, (m.get(w) ?? 0) + 1); return m; }
export function reduce(grouped: Map<string, number[]>): Map<string, number> { return new Map([...grouped].map(([k, v]) => [k, v.reduce((a, b) => a + b, 0)])); }`, 'ok'],
  ['maps-independently-reduces-all', 'typescript', `export function map(input: string): Map<string, number> { const m = new Map<string, number>(); for (const w of input.split(' ')) m.set(w, (m.get(w) ?? 0) + 1); return m; }
export function reduce(grouped: Map<string, number[]>): Map<string, number> { return new Map([...grouped].map(([k, v]) => [k, v[0]])); }`, 'broken', /keeps only the first value/],
  ['maps-independently-reduces-all', 'python', `from collections import Counter
def map_phase(text):
    return Counter(text.split())

def reduce_phase(grouped):
    return {word: sum(counts) for word, counts in grouped.items()}
`, 'ok'],
  ['maps-independently-reduces-all', 'python', `TOTALS = {}
def map_phase(text):
    global TOTALS
    for w in text.split():
        TOTALS[w] = TOTALS.get(w, 0) + 1

def reduce_phase(grouped):
    return {word: sum(counts) for word, counts in grouped.items()}
`, 'broken', /map_phase writes its counts into a global/],
  ['maps-independently-reduces-all', 'go', `func Map(input string) map[string]int {
	counts := map[string]int{}
	for _, w := range strings.Fields(input) {
		counts[w]++
	}
	return counts
}
func Reduce(grouped map[string][]int) map[string]int {
	out := map[string]int{}
	for k, vs := range grouped {
		for _, v := range vs {
			out[k] += v
		}
	}
	return out
}`, 'ok'],
  ['maps-independently-reduces-all', 'go', `func Map(input string) map[string]int {
	counts := map[string]int{}
	for _, w := range strings.Fields(input) {
		counts[w]++
	}
	return counts
}
func Reduce(grouped map[string][]int) map[string]int {
	out := map[string]int{}
	for k, vs := range grouped {
		out[k] = vs[0]
	}
	return out
}`, 'broken', /keeps only the first value/],
];

describeFamilies([
  ['collection pipeline', collectionPipeline],
  ['filterer', filterer],
  ['map-reduce', mapReduce],
]);
