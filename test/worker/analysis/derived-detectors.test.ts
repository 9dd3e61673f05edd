// The checks derived for a pattern doc the catalogue does not know, chosen by the names the doc goes
// by: each passes code that keeps the pattern and fails code that only looks like it.
import { describe, expect, it } from 'vitest';
import { validateAgainstPattern } from '../../../src/analysis';

const doc = (title: string) => ({ path: `patterns/${title.toLowerCase().replace(/\s+/g, '-')}.md`, title, body: `# ${title}\n\nHow we use it in our services.\n`, frontMatter: {}, aliases: [] });

/** [doc title, the check its name brings in, code that keeps the pattern, code that does not, what the finding says]. */
const CASES: [string, string, string, string, RegExp][] = [
  ['Caching Proxy', 'wraps-same-interface',
    `interface Rates { double rate(String currency); }
class CachedRates implements Rates {
  private final Rates origin;
  private final Map<String, Double> seen = new HashMap<>();
  CachedRates(Rates origin) { this.origin = origin; }
  public double rate(String currency) { return seen.computeIfAbsent(currency, c -> origin.rate(c)); }
}`,
    `interface Rates { double rate(String currency); }
class CachedRates implements Rates {
  private final Map<String, Double> seen = new HashMap<>();
  public double rate(String currency) { return seen.getOrDefault(currency, 1.0); }
}`, /forwarding the same calls/],
  ['Sensor Adapter', 'adapts-other-type',
    `interface Thermometer { double celsius(); }
class ProbeThermometer implements Thermometer {
  private final LegacyProbe probe;
  ProbeThermometer(LegacyProbe probe) { this.probe = probe; }
  public double celsius() { return (probe.readFahrenheit() - 32) / 1.8; }
}`,
    `interface Thermometer { double celsius(); }
class ProbeThermometer implements Thermometer {
  public double celsius() { return 21.0; }
}`, /no adapter found/],
  ['Menu Composite', 'composite-children',
    `interface MenuEntry { void render(StringBuilder out); }
class Submenu implements MenuEntry {
  private final List<MenuEntry> entries = new ArrayList<>();
  public void render(StringBuilder out) { for (MenuEntry e : entries) e.render(out); }
}`,
    `interface MenuEntry { void render(StringBuilder out); }
class Submenu implements MenuEntry {
  private final List<MenuEntry> entries = new ArrayList<>();
  public void render(StringBuilder out) { out.append("submenu"); }
}`, /Submenu holds children but .* does not forward operations to each child/],
  ['Approval Chain', 'chain-successor',
    `abstract class Approver {
  private Approver next;
  void setNext(Approver next) { this.next = next; }
  void approve(Expense e) { if (canApprove(e)) sign(e); else if (next != null) next.approve(e); }
  abstract boolean canApprove(Expense e);
  abstract void sign(Expense e);
}`,
    `abstract class Approver {
  void approve(Expense e) { if (canApprove(e)) sign(e); }
  abstract boolean canApprove(Expense e);
  abstract void sign(Expense e);
}`, /no handler keeps a reference to the next handler/],
  ['Discount Strategy', 'strategy-interchangeable',
    `interface Discount { double apply(double amount); }
class Seasonal implements Discount { public double apply(double a) { return a * 0.9; } }
class Checkout {
  private final Discount discount;
  Checkout(Discount discount) { this.discount = discount; }
  double total(double amount) { return discount.apply(amount); }
}`,
    `class Checkout {
  double total(String season, double amount) { if (season.equals("winter")) return amount * 0.9; return amount; }
}`, /no strategy contract/],
  ['Parser Factory', 'factory-creates',
    `interface Parser { Row parse(String line); }
class CsvParser implements Parser { public Row parse(String line) { return null; } }
class TsvParser implements Parser { public Row parse(String line) { return null; } }
class Parsers {
  static Parser forExtension(String ext) { return ext.equals("csv") ? new CsvParser() : new TsvParser(); }
}`,
    `interface Parser { Row parse(String line); }
class Parsers {
  static String describe(String ext) { return "a parser for " + ext; }
}`, /no factory method found/],
  ['Query Builder', 'builder-fluent',
    `class QueryBuilder {
  private final List<String> filters = new ArrayList<>();
  QueryBuilder where(String filter) { filters.add(filter); return this; }
  Query build() { return new Query(List.copyOf(filters)); }
}`,
    `class QueryBuilder {
  private final List<String> filters = new ArrayList<>();
  void where(String filter) { filters.add(filter); }
  Query build() { return new Query(List.copyOf(filters)); }
}`, /QueryBuilder has build\(\) but its step methods do not return the builder/],
  ['Price Listener', 'observer-notifies',
    `class Ticker {
  private final List<PriceListener> listeners = new ArrayList<>();
  void subscribe(PriceListener l) { listeners.add(l); }
  void publish(double price) { for (PriceListener l : listeners) l.onPrice(price); }
}`,
    `class Ticker {
  private final List<PriceListener> listeners = new ArrayList<>();
  void subscribe(PriceListener l) { listeners.add(l); }
  void publish(double price) { System.out.println(price); }
}`, /no subject found that keeps a list of observers/],
  ['Canvas Memento', 'memento-encapsulated-copy',
    `class CanvasMemento {
  private final List<Stroke> strokes;
  CanvasMemento(List<Stroke> strokes) { this.strokes = List.copyOf(strokes); }
}
class Canvas {
  private final List<Stroke> strokes = new ArrayList<>();
  CanvasMemento save() { return new CanvasMemento(new ArrayList<>(strokes)); }
}`,
    `class CanvasMemento {
  public List<Stroke> strokes;
}
class Canvas {
  private final List<Stroke> strokes = new ArrayList<>();
  CanvasMemento save() { CanvasMemento m = new CanvasMemento(); m.strokes = strokes; return m; }
}`, /CanvasMemento exposes the saved state through public mutable fields \(strokes\)/],
];

describe('checks derived from a pattern doc\'s names', () => {
  it.each(CASES)('should find "%s" code compliant with %s when it keeps the pattern', (title, check, good) => {
    const result = validateAgainstPattern({ code: good, language: 'java' }, doc(title));
    expect(result.checks_applied).toContainEqual({ rule: check, source: 'derived', passed: true });
    expect(result.compliant).toBe(true);
  });

  it.each(CASES)('should report "%s" code that breaks %s', (title, check, _good, bad, says) => {
    const result = validateAgainstPattern({ code: bad, language: 'java' }, doc(title));
    expect(result.compliant).toBe(false);
    expect(result.violations.find((v) => v.rule === check)?.description).toMatch(says);
  });
});
