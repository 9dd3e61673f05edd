// Cases of MVC and its kin: the model ignores the view, and the view only presents.
// Judged by architecture-invariants-presentation.test.ts; architecture-invariants-coverage.test.ts checks every check has both verdicts.
import type { Case } from '../architecture-invariants-judge';

export const PRESENTATION: Case[] = [
  // model-ignores-view
  { name: 'a Java MVC model that knows nothing of its view', check: 'model-ignores-view', language: 'java', expect: 'ok', code: `
class GiantModel { private String health; String getHealth() { return health; } void setHealth(String h) { health = h; } }
class GiantView { void displayGiant(GiantModel giant) { System.out.println(giant.getHealth()); } }
class GiantController {
  private final GiantModel giant; private final GiantView view;
  GiantController(GiantModel giant, GiantView view) { this.giant = giant; this.view = view; }
  void setHealth(String h) { giant.setHealth(h); }
  void updateView() { view.displayGiant(giant); }
}` },
  { name: 'a Java MVC model that holds and drives its view', check: 'model-ignores-view', language: 'java', expect: 'broken', words: ['GiantModel', 'view', 'model'], code: `
class GiantModel {
  private String health; private GiantView view;
  void setHealth(String h) { health = h; view.displayGiant(this); }
}
class GiantView { void displayGiant(GiantModel giant) { } }
class GiantController { private final GiantModel giant; GiantController(GiantModel giant) { this.giant = giant; } }` },
  { name: 'a Python MVC model that only holds data', check: 'model-ignores-view', language: 'python', expect: 'ok', code: `
class CounterModel:
    def __init__(self):
        self.count = 0
    def increment(self):
        self.count += 1

class CounterView:
    def show(self, count):
        print(f"Count: {count}")

class CounterController:
    def __init__(self, model, view):
        self.model = model
        self.view = view
    def click(self):
        self.model.increment()
        self.view.show(self.model.count)
` },
  { name: 'a Python MVC model that prints itself', check: 'model-ignores-view', language: 'python', expect: 'broken', words: ['CounterModel', 'screen', 'print'], code: `
class CounterModel:
    def __init__(self):
        self.count = 0
    def increment(self):
        self.count += 1
        print("Count is now", self.count)

class CounterController:
    def __init__(self, model):
        self.model = model
    def click(self):
        self.model.increment()
` },
  { name: 'a TypeScript MVC model kept apart from the view', check: 'model-ignores-view', language: 'typescript', expect: 'ok', code: `
class TodoModel { private items: string[] = []; add(item: string): void { this.items.push(item); } all(): string[] { return [...this.items]; } }
class TodoView { render(items: string[]): void { console.log(items.join(', ')); } }
class TodoController {
  constructor(private model: TodoModel, private view: TodoView) {}
  add(item: string): void { this.model.add(item); this.view.render(this.model.all()); }
}` },
  { name: 'a TypeScript MVC model that holds a view', check: 'model-ignores-view', language: 'typescript', expect: 'broken', words: ['TodoModel', 'view'], code: `
class TodoView { render(items: string[]): void { console.log(items.join(', ')); } }
class TodoModel {
  private items: string[] = [];
  constructor(private view: TodoView) {}
  add(item: string): void { this.items.push(item); this.view.render(this.items); }
}
class TodoController { constructor(private model: TodoModel) {} add(item: string): void { this.model.add(item); } }` },
  { name: 'a Go MVC model with no view', check: 'model-ignores-view', language: 'go', expect: 'ok', code: `
type AccountModel struct { Balance int }
func (m *AccountModel) Deposit(n int) { m.Balance += n }
type AccountView struct{}
func (v *AccountView) Show(balance int) { fmt.Println("balance", balance) }
type AccountController struct { model *AccountModel; view *AccountView }
func (c *AccountController) Deposit(n int) { c.model.Deposit(n); c.view.Show(c.model.Balance) }` },
  { name: 'a Go MVC model that keeps a pointer to its view', check: 'model-ignores-view', language: 'go', expect: 'broken', words: ['AccountModel', 'view'], code: `
type AccountView struct{}
func (v *AccountView) Show(balance int) { fmt.Println("balance", balance) }
type AccountModel struct {
  Balance int
  view *AccountView
}
func (m *AccountModel) Deposit(n int) { m.Balance += n; m.view.Show(m.Balance) }
type AccountController struct { model *AccountModel }
func (c *AccountController) Deposit(n int) { c.model.Deposit(n) }` },
  { name: 'a C# MVC model raising no view calls', check: 'model-ignores-view', language: 'csharp', expect: 'ok', code: `
public class ProductModel { public string Name { get; private set; } public void Rename(string name) { Name = name; } }
public class ProductView { public void Show(ProductModel p) { Console.WriteLine(p.Name); } }
public class ProductController {
  private readonly ProductModel _model; private readonly ProductView _view;
  public ProductController(ProductModel model, ProductView view) { _model = model; _view = view; }
  public void Rename(string name) { _model.Rename(name); _view.Show(_model); }
}` },
  { name: 'a C# MVC model that creates its own view', check: 'model-ignores-view', language: 'csharp', expect: 'broken', words: ['ProductModel', 'ProductView'], code: `
public class ProductView { public void Show(string name) { Console.WriteLine(name); } }
public class ProductModel {
  public string Name { get; private set; }
  public void Rename(string name) { Name = name; new ProductView().Show(name); }
}
public class ProductController { private readonly ProductModel _model = new ProductModel(); public void Rename(string n) { _model.Rename(n); } }` },
  { name: 'a class that keeps data and prints it with no view or controller', check: 'model-ignores-view', language: 'java', expect: 'missing', words: ['view', 'controller'], code: `
class Giant {
  private String health = "healthy";
  void update(String h) { health = h; System.out.println("The giant looks " + health); }
}` },
  { name: 'a Python model with a page number and no view', check: 'model-ignores-view', language: 'python', expect: 'ok', code: `
class ResultsModel:
    def __init__(self):
        self.page = 1
        self.items = []
    def next_page(self):
        self.page += 1

class ResultsController:
    def __init__(self, model, view):
        self.model = model
        self.view = view
` },
  // view-only-presents (MVC / MVP / MVI / PM)
  { name: 'a Java view that only displays the model', check: 'view-only-presents', language: 'java', expect: 'ok', code: `
class GiantView { void displayGiant(GiantModel giant) { System.out.println(giant.getHealth()); } }
class GiantModel { private String health; String getHealth() { return health; } void setHealth(String h) { health = h; } }` },
  { name: 'a Java view that changes the model it displays', check: 'view-only-presents', language: 'java', expect: 'broken', words: ['GiantView', 'model', 'setHealth'], code: `
class GiantView { void displayGiant(GiantModel giant) { giant.setHealth("healed"); System.out.println(giant.getHealth()); } }
class GiantModel { private String health; String getHealth() { return health; } void setHealth(String h) { health = h; } }` },
  { name: 'a Python view that forwards clicks to its presenter', check: 'view-only-presents', language: 'python', expect: 'ok', params: { mediator: 'presenter' }, code: `
class LoginView:
    def __init__(self, presenter):
        self.presenter = presenter
    def on_submit(self, user, password):
        self.presenter.login(user, password)
    def show_error(self, message):
        print(message)
` },
  { name: 'a Python view that saves through a repository itself', check: 'view-only-presents', language: 'python', expect: 'broken', params: { mediator: 'presenter' }, words: ['LoginView', 'presenter', 'repository'], code: `
class LoginView:
    def __init__(self, presenter, user_repository):
        self.presenter = presenter
        self.user_repository = user_repository
    def on_submit(self, user, password):
        self.user_repository.save(user, password)
` },
  { name: 'a TypeScript view that renders and forwards events', check: 'view-only-presents', language: 'typescript', expect: 'ok', params: { mediator: 'presenter' }, code: `
interface CartPresenter { checkout(): void }
class CartView {
  constructor(private presenter: CartPresenter) {}
  onCheckoutClicked(): void { this.presenter.checkout(); }
  showTotal(total: string): void { console.log(total); }
}` },
  { name: 'a TypeScript view that fetches data itself', check: 'view-only-presents', language: 'typescript', expect: 'broken', params: { mediator: 'presenter' }, words: ['CartView', 'fetch'], code: `
class CartView {
  async onCheckoutClicked(): Promise<void> {
    const res = await fetch('/api/checkout', { method: 'POST' });
    console.log(await res.text());
  }
}` },
  { name: 'a Go view that bumps the model directly', check: 'view-only-presents', language: 'go', expect: 'broken', words: ['CounterView', 'model'], code: `
type CounterModel struct { Count int }
type CounterView struct { model *CounterModel }
func (v *CounterView) OnClick() { v.model.Count++ }
func (v *CounterView) Render() { fmt.Println(v.model.Count) }` },
  { name: 'a Go view that renders what it is handed', check: 'view-only-presents', language: 'go', expect: 'ok', code: `
type CounterView struct{}
func (v *CounterView) Render(count int) { fmt.Println(count) }
type CounterController struct { view *CounterView; count int }
func (c *CounterController) Click() { c.count++; c.view.Render(c.count) }` },
  { name: 'a C# view that calls a service', check: 'view-only-presents', language: 'csharp', expect: 'broken', words: ['OrderView', 'service'], code: `
public class OrderView {
  private readonly IOrderService _service;
  public OrderView(IOrderService service) { _service = service; }
  public void OnSubmit(Order order) { _service.Place(order); Console.WriteLine("placed"); }
}` },
  { name: 'a C# view that tells its controller', check: 'view-only-presents', language: 'csharp', expect: 'ok', code: `
public class OrderView {
  private readonly OrderController _controller;
  public OrderView(OrderController controller) { _controller = controller; }
  public void OnSubmit(string item) { _controller.Submit(item); }
  public void Show(string message) { Console.WriteLine(message); }
}` },
  { name: 'a Java view that registers itself as an observer of the model', check: 'view-only-presents', language: 'java', expect: 'ok', code: `
class ThermometerView implements TemperatureListener {
  ThermometerView(TemperatureModel model) { model.addTemperatureListener(this); }
  public void temperatureChanged(TemperatureModel model) { System.out.println(model.getCelsius()); }
}
class TemperatureModel { private double celsius; void addTemperatureListener(TemperatureListener l) { } double getCelsius() { return celsius; } }` },
  { name: 'a presenter-only snippet with no view class to judge', check: 'view-only-presents', language: 'java', expect: 'ok', params: { mediator: 'presenter' }, code: `
class LoginPresenter { private final LoginView view; LoginPresenter(LoginView view) { this.view = view; } void failed() { view.showError("no"); } }` },
  { name: 'code with no view at all', check: 'view-only-presents', language: 'java', expect: 'missing', words: ['view'], code: `
class Calculator { int total; void add(int n) { total += n; } }` },
  // MVI flavour
  { name: 'a Java MVI view that sends intents', check: 'view-only-presents', language: 'java', expect: 'ok', params: { mediator: 'intent handler', intent: 'process|dispatch|send|handle' }, code: `
class CalculatorView {
  private CalculatorViewModel viewModel;
  CalculatorView(CalculatorViewModel viewModel) { this.viewModel = viewModel; }
  void add() { viewModel.process(new AddEvent()); }
  void displayTotal() { System.out.println(viewModel.getState().getTotal()); }
}` },
  { name: 'a Java MVI view that changes the state directly', check: 'view-only-presents', language: 'java', expect: 'broken', params: { mediator: 'intent handler', intent: 'process|dispatch|send|handle' }, words: ['CalculatorView', 'intent', 'state'], code: `
class CalculatorView {
  private CalculatorViewModel viewModel;
  CalculatorView(CalculatorViewModel viewModel) { this.viewModel = viewModel; }
  void add() { viewModel.getState().add(); }
  void displayTotal() { System.out.println(viewModel.getState().getTotal()); }
}` },
  { name: 'a Kotlin-free TypeScript MVI view that calls the store operation directly', check: 'view-only-presents', language: 'typescript', expect: 'broken', params: { mediator: 'intent handler', intent: 'process|dispatch|send|handle' }, words: ['intent'], code: `
class CounterView {
  constructor(private store: CounterStore) {}
  onPlus(): void { this.store.increment(); }
  render(state: { count: number }): void { console.log(state.count); }
}` },
  { name: 'a TypeScript MVI view that dispatches intents', check: 'view-only-presents', language: 'typescript', expect: 'ok', params: { mediator: 'intent handler', intent: 'process|dispatch|send|handle' }, code: `
class CounterView {
  constructor(private store: CounterStore) {}
  onPlus(): void { this.store.dispatch({ type: 'increment' }); }
  render(state: { count: number }): void { console.log(state.count); }
}` },
];
