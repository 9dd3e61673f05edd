// Cases of view helper, template view and composite view: the helper prepares and the view renders, the template fixes the layout, composites render their children.
// Judged by architecture-invariants-view-parts.test.ts; architecture-invariants-coverage.test.ts checks every check has both verdicts.
import type { Case } from '../architecture-invariants-judge';

export const VIEW_PARTS: Case[] = [
  // helper-prepares-view-renders
  { name: 'a Java view helper preparing a view model', check: 'helper-prepares-view-renders', language: 'java', expect: 'ok', code: `
public record Product(String name, BigDecimal price, LocalDate releaseDate, boolean discounted) {}
public record ProductViewModel(String name, String price, String releasedDate) {}
class ProductViewHelper implements ViewHelper<Product, ProductViewModel> {
  public ProductViewModel prepare(Product product) {
    var displayName = product.name() + (product.discounted() ? " (ON SALE)" : "");
    var price = NumberFormat.getCurrencyInstance(US).format(product.price());
    return new ProductViewModel(displayName, price, product.releaseDate().format(ISO_DATE));
  }
}
public class ConsoleProductView implements View<ProductViewModel> { public void render(ProductViewModel vm) { LOGGER.info(vm.toString()); } }` },
  { name: 'a Java view that formats the raw product itself', check: 'helper-prepares-view-renders', language: 'java', expect: 'broken', words: ['ConsoleProductView.render', 'helper'], code: `
class ProductViewHelper { public ProductViewModel prepare(Product p) { return new ProductViewModel(p.name()); } }
public class ConsoleProductView {
  public void render(Product product) { LOGGER.info(product.name() + " " + NumberFormat.getCurrencyInstance(US).format(product.price())); }
}` },
  { name: 'a Java helper that prints instead of returning data', check: 'helper-prepares-view-renders', language: 'java', expect: 'broken', words: ['ProductViewHelper.prepare', 'renders'], code: `
class ProductViewHelper { public void prepare(Product p) { System.out.println(p.name() + " " + p.price()); } }` },
  { name: 'a Python helper function used by a view', check: 'helper-prepares-view-renders', language: 'python', expect: 'ok', code: `
def format_price(amount):
    return f"\${amount:,.2f}"

class InvoiceView:
    def render(self, invoice_vm):
        print(invoice_vm.total)
` },
  { name: 'a Python view deciding labels from the raw order', check: 'helper-prepares-view-renders', language: 'python', expect: 'broken', words: ['OrderView.render', 'helper'], code: `
class OrderViewHelper:
    def prepare(self, order):
        return {"total": order.total}

class OrderView:
    def render(self, order):
        if order.is_overdue:
            print("OVERDUE", order.total)
        else:
            print(order.total)
` },
  { name: 'a TypeScript helper and a rendering-only view', check: 'helper-prepares-view-renders', language: 'typescript', expect: 'ok', code: `
class PriceFormatter { format(cents: number): string { return new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(cents / 100); } }
class BasketView { render(vm: BasketViewModel): string { return vm.lines.map((l) => l.label + ' ' + l.price).join('\\n'); } }` },
  { name: 'a TypeScript view calling toFixed on raw numbers', check: 'helper-prepares-view-renders', language: 'typescript', expect: 'broken', words: ['BasketView.render', 'toFixed'], code: `
class PriceFormatter { format(cents: number): string { return String(cents); } }
class BasketView { render(lines: Line[]): string { return lines.map((l) => l.name + ' ' + (l.cents / 100).toFixed(2)).join('\\n'); } }` },
  { name: 'a Go view rendering prepared strings', check: 'helper-prepares-view-renders', language: 'go', expect: 'ok', code: `
func formatDate(t time.Time) string { return t.Format("2006-01-02") }
type EventView struct{}
func (v *EventView) Render(vm EventViewModel) { fmt.Println(vm.Title, vm.Date) }` },
  { name: 'a C# view formatting currency itself', check: 'helper-prepares-view-renders', language: 'csharp', expect: 'broken', words: ['ProductView.Render'], code: `
public class ProductFormatter { public string Name(Product p) => p.Name; }
public class ProductView { public void Render(Product product) { Console.WriteLine(product.Price.ToString("C")); } }` },
  { name: 'a view with no helper at all', check: 'helper-prepares-view-renders', language: 'csharp', expect: 'missing', words: ['helper'], code: `
public class ProductView { public void Render(ProductViewModel vm) { Console.WriteLine(vm.Price); } }` },
  // template-fixes-layout
  { name: 'a Java template view with a final render', check: 'template-fixes-layout', language: 'java', expect: 'ok', code: `
public abstract class TemplateView {
  public final void render() { printHeader(); renderDynamicContent(); printFooter(); }
  protected void printHeader() { LOGGER.info("header"); }
  protected abstract void renderDynamicContent();
  protected void printFooter() { LOGGER.info("footer"); }
}
public class HomePageView extends TemplateView { protected void renderDynamicContent() { LOGGER.info("home"); } }
public class ContactPageView extends TemplateView { protected void renderDynamicContent() { LOGGER.info("contact"); } }` },
  { name: 'a Java page that overrides the whole render', check: 'template-fixes-layout', language: 'java', expect: 'broken', words: ['ContactPageView', 'render', 'layout'], code: `
public abstract class TemplateView {
  public void render() { printHeader(); renderDynamicContent(); printFooter(); }
  protected void printHeader() { }
  protected abstract void renderDynamicContent();
  protected void printFooter() { }
}
public class HomePageView extends TemplateView { protected void renderDynamicContent() { } }
public class ContactPageView extends TemplateView { public void render() { renderDynamicContent(); } protected void renderDynamicContent() { } }` },
  { name: 'a Python base page with a content hook', check: 'template-fixes-layout', language: 'python', expect: 'ok', code: `
class BasePage:
    def render(self):
        return self.header() + self.content() + self.footer()
    def header(self):
        return "<header/>"
    def content(self):
        raise NotImplementedError
    def footer(self):
        return "<footer/>"

class AboutPage(BasePage):
    def content(self):
        return "<p>about</p>"
` },
  { name: 'Python pages each repeating the header and footer', check: 'template-fixes-layout', language: 'python', expect: 'missing', words: ['template'], code: `
class HomePage:
    def render(self):
        return "<header/>" + "<p>home</p>" + footer()

class AboutPage:
    def render(self):
        return header() + "<p>about</p>" + footer()
` },
  { name: 'a TypeScript layout function wrapping page content', check: 'template-fixes-layout', language: 'typescript', expect: 'ok', code: `
function layout(title: string, content: string): string { return '<html><h1>' + title + '</h1>' + content + '<footer/></html>'; }
function homePage(): string { return layout('Home', '<p>Welcome</p>'); }
function contactPage(): string { return layout('Contact', '<p>Mail us</p>'); }` },
  { name: 'a Go page set using html/template', check: 'template-fixes-layout', language: 'go', expect: 'ok', code: `
var tmpl = template.Must(template.ParseFiles("layout.html", "home.html"))
func home(w http.ResponseWriter, r *http.Request) { tmpl.ExecuteTemplate(w, "layout", nil) }` },
  { name: 'a C# page overriding the layout method', check: 'template-fixes-layout', language: 'csharp', expect: 'broken', words: ['ReportPage', 'Render'], code: `
public abstract class PageTemplate {
  public virtual string Render() => Header() + Body() + Footer();
  protected string Header() => "<header/>";
  protected abstract string Body();
  protected string Footer() => "<footer/>";
}
public class HomePage : PageTemplate { protected override string Body() => "home"; }
public class ReportPage : PageTemplate { public override string Render() => Body(); protected override string Body() => "report"; }` },
  // composite-renders-children
  { name: 'a Java composite view rendering all subviews', check: 'composite-renders-children', language: 'java', expect: 'ok', code: `
interface View { String render(); }
class NewsView implements View { public String render() { return "news"; } }
class CompositeView implements View {
  private final List<View> children = new ArrayList<>();
  void add(View v) { children.add(v); }
  public String render() { StringBuilder sb = new StringBuilder(); for (View v : children) sb.append(v.render()); return sb.toString(); }
}` },
  { name: 'a Java composite view that ignores its subviews', check: 'composite-renders-children', language: 'java', expect: 'broken', words: ['CompositeView', 'subviews'], code: `
interface View { String render(); }
class CompositeView implements View {
  private final List<View> children = new ArrayList<>();
  void add(View v) { children.add(v); }
  public String render() { return "<div>dashboard</div>"; }
}` },
  { name: 'a Python page composed of widgets', check: 'composite-renders-children', language: 'python', expect: 'ok', code: `
class Dashboard:
    def __init__(self, widgets):
        self.widgets = widgets
    def render(self):
        return "".join(w.render() for w in self.widgets)
` },
  { name: 'a TypeScript composite that type-checks children', check: 'composite-renders-children', language: 'typescript', expect: 'broken', words: ['Page.render', 'type'], code: `
interface Component { render(): string }
class Page implements Component {
  private children: Component[] = [];
  render(): string { return this.children.map((c) => (c instanceof ChartView ? c.draw() : c.render())).join(''); }
}` },
  { name: 'a Go composite iterating its parts', check: 'composite-renders-children', language: 'go', expect: 'ok', code: `
type View interface {
  Render() string
}
type Panel struct {
  children []View
}
func (p *Panel) Render() string { out := ""; for _, c := range p.children { out += c.Render() }; return out }` },
  { name: 'a C# composite view using Select over subviews', check: 'composite-renders-children', language: 'csharp', expect: 'ok', code: `
public interface IView { string Render(); }
public class LayoutView : IView {
  private readonly List<IView> _regions = new();
  public string Render() => string.Join("", _regions.Select(r => r.Render()));
}` },
  { name: 'views with no composite', check: 'composite-renders-children', language: 'csharp', expect: 'missing', words: ['composite'], code: `
public class HeaderView { public string Render() => "<header/>"; }` },
];
