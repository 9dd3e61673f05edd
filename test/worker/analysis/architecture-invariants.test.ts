// Invariant checks of architectural, presentation and distributed-system patterns: compliant and broken
// samples per language, the catalogue entries for their docs, and the docs' own examples.
import { describe, expect, it } from 'vitest';
import { buildCodeModel } from '../../../src/analysis/code/build-model';
import type { CodeLanguage } from '../../../src/analysis/code/language';
import { catalogueEntryFor, invariantsFor } from '../../../src/analysis/patterns/catalogue';
import { duplicateCheckNames, INVARIANT_CHECKS } from '../../../src/analysis/patterns/invariants/registry';
import { ARCHITECTURE_CHECKS } from '../../../src/analysis/patterns/invariants/architecture/index';
import { validateAgainstPattern } from '../../../src/analysis/patterns/validate';
import mvcDoc from '../../../../shared/corpus/java-design-patterns/model-view-controller/README.md?raw';
import mvpDoc from '../../../../shared/corpus/java-design-patterns/model-view-presenter/README.md?raw';
import mviDoc from '../../../../shared/corpus/java-design-patterns/model-view-intent/README.md?raw';
import frontControllerDoc from '../../../../shared/corpus/java-design-patterns/front-controller/README.md?raw';
import templateViewDoc from '../../../../shared/corpus/java-design-patterns/templateview/README.md?raw';
import hexagonalDoc from '../../../../shared/corpus/java-design-patterns/hexagonal-architecture/README.md?raw';
import aggregatorDoc from '../../../../shared/corpus/java-design-patterns/microservices-aggregrator/README.md?raw';
import stranglerDoc from '../../../../shared/corpus/java-design-patterns/strangler/README.md?raw';
import logAggregationDoc from '../../../../shared/corpus/java-design-patterns/microservices-log-aggregation/README.md?raw';
import domainEventDoc from '../../../../shared/corpus/modular-monolith-with-ddd/docs/catalog-of-terms/Domain-Event/README.md?raw';
import valueObjectDoc from '../../../../shared/corpus/modular-monolith-with-ddd/docs/catalog-of-terms/ValueObject-DDD/README.md?raw';
import switchDoc from '../../../../shared/corpus/dotcom-rendering/dotcom-rendering/docs/patterns/switch-on-display-design.md?raw';

interface Case {
  name: string;
  check: string;
  language: CodeLanguage;
  expect: 'ok' | 'broken' | 'missing';
  /** Words the findings must contain: the participant named and the concept broken. */
  words?: string[];
  params?: Record<string, unknown>;
  code: string;
}

const PRESENTATION: Case[] = [
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

const BINDINGS: Case[] = [
  // presenter-uses-view-interface
  { name: 'a Java presenter typed by its view interface', check: 'presenter-uses-view-interface', language: 'java', expect: 'ok', code: `
interface FileSelectorView { void showMessage(String m); String getFileName(); void close(); }
class FileSelectorJFrame implements FileSelectorView { public void showMessage(String m) {} public String getFileName() { return ""; } public void close() {} }
class FileSelectorPresenter {
  private final FileSelectorView view; private FileLoader loader;
  FileSelectorPresenter(FileSelectorView view) { this.view = view; }
  void confirmed() { if (loader.fileExists()) view.showMessage(loader.loadData()); else view.showMessage("missing"); }
  void cancelled() { view.close(); }
}` },
  { name: 'a Java presenter that holds the concrete Swing frame', check: 'presenter-uses-view-interface', language: 'java', expect: 'broken', words: ['FileSelectorPresenter', 'FileSelectorJFrame', 'interface'], code: `
interface FileSelectorView { void showMessage(String m); }
class FileSelectorJFrame implements FileSelectorView { public void showMessage(String m) {} }
class FileSelectorPresenter {
  private final FileSelectorJFrame view;
  FileSelectorPresenter(FileSelectorJFrame view) { this.view = view; }
  void confirmed() { view.showMessage("ok"); }
}` },
  { name: 'a TypeScript presenter that talks to a view interface', check: 'presenter-uses-view-interface', language: 'typescript', expect: 'ok', code: `
interface LoginView { showError(message: string): void; goHome(): void }
class LoginPresenter {
  constructor(private view: LoginView, private auth: AuthService) {}
  async login(user: string, password: string): Promise<void> {
    if (await this.auth.check(user, password)) this.view.goHome(); else this.view.showError('Wrong password');
  }
}` },
  { name: 'a TypeScript presenter that writes to the DOM', check: 'presenter-uses-view-interface', language: 'typescript', expect: 'broken', words: ['LoginPresenter', 'view interface'], code: `
interface LoginView { showError(message: string): void }
class LoginPresenter {
  constructor(private view: LoginView) {}
  fail(): void { document.getElementById('error')!.textContent = 'Wrong password'; }
}` },
  { name: 'a Python presenter that tells its view what to show', check: 'presenter-uses-view-interface', language: 'python', expect: 'ok', code: `
class TemperaturePresenter:
    def __init__(self, view, sensor):
        self.view = view
        self.sensor = sensor
    def refresh(self):
        self.view.show_temperature(self.sensor.read())
` },
  { name: 'a Python presenter that prints instead of using its view', check: 'presenter-uses-view-interface', language: 'python', expect: 'broken', words: ['TemperaturePresenter', 'print'], code: `
class TemperaturePresenter:
    def __init__(self, view, sensor):
        self.view = view
        self.sensor = sensor
    def refresh(self):
        print("Temperature:", self.sensor.read())
` },
  { name: 'a Go presenter holding a view interface', check: 'presenter-uses-view-interface', language: 'go', expect: 'ok', code: `
type View interface {
  ShowTotal(total string)
}
type CartPresenter struct {
  view View
  cart *Cart
}
func (p *CartPresenter) Refresh() { p.view.ShowTotal(fmt.Sprintf("%d", p.cart.Total())) }` },
  { name: 'a Go presenter bound to a concrete console view', check: 'presenter-uses-view-interface', language: 'go', expect: 'broken', words: ['CartPresenter', 'ConsoleView'], code: `
type ConsoleView struct{}
func (v *ConsoleView) ShowTotal(total string) { fmt.Println(total) }
type CartPresenter struct {
  view *ConsoleView
}
func (p *CartPresenter) Refresh() { p.view.ShowTotal("10") }` },
  { name: 'a C# presenter using an IView', check: 'presenter-uses-view-interface', language: 'csharp', expect: 'ok', code: `
public interface ICustomerView { string Name { get; } void ShowSaved(); }
public class CustomerPresenter {
  private readonly ICustomerView _view; private readonly ICustomerRepository _repo;
  public CustomerPresenter(ICustomerView view, ICustomerRepository repo) { _view = view; _repo = repo; }
  public void Save() { _repo.Add(new Customer(_view.Name)); _view.ShowSaved(); }
}` },
  { name: 'a C# presenter popping up message boxes itself', check: 'presenter-uses-view-interface', language: 'csharp', expect: 'broken', words: ['CustomerPresenter', 'MessageBox'], code: `
public interface ICustomerView { string Name { get; } }
public class CustomerPresenter {
  private readonly ICustomerView _view;
  public CustomerPresenter(ICustomerView view) { _view = view; }
  public void Save() { MessageBox.Show("Saved " + _view.Name); }
}` },
  { name: 'a form that does everything with no presenter', check: 'presenter-uses-view-interface', language: 'csharp', expect: 'missing', words: ['presenter'], code: `
public class CustomerForm {
  private readonly CustomerRepository _repo = new CustomerRepository();
  public void OnSave(string name) { _repo.Add(new Customer(name)); }
}` },
  // state-ignores-view (MVVM)
  { name: 'a C# view model with bindable properties', check: 'state-ignores-view', language: 'csharp', expect: 'ok', code: `
public class PersonViewModel : INotifyPropertyChanged {
  private string _name;
  public event PropertyChangedEventHandler PropertyChanged;
  public string Name { get => _name; set { _name = value; OnPropertyChanged(nameof(Name)); } }
  protected void OnPropertyChanged(string p) => PropertyChanged?.Invoke(this, new PropertyChangedEventArgs(p));
}` },
  { name: 'a C# view model that holds its window', check: 'state-ignores-view', language: 'csharp', expect: 'broken', words: ['PersonViewModel', 'view'], code: `
public class PersonViewModel {
  private readonly MainWindow _window;
  public PersonViewModel(MainWindow window) { _window = window; }
  public void Save() { _window.Close(); }
}
public class MainWindow { public void Close() { } }` },
  { name: 'a Java view model exposing state only', check: 'state-ignores-view', language: 'java', expect: 'ok', code: `
public class BookViewModel {
  private List<Book> bookList; private Book selectedBook;
  private BookService bookService = new BookServiceImpl();
  public Book getSelectedBook() { return selectedBook; }
  public void setSelectedBook(Book selectedBook) { this.selectedBook = selectedBook; }
  public void deleteBook() { if (selectedBook != null) { bookService.load().remove(selectedBook); selectedBook = null; } }
}` },
  { name: 'a Java view model that writes to a Swing label', check: 'state-ignores-view', language: 'java', expect: 'broken', words: ['BookViewModel', 'view'], code: `
public class BookViewModel {
  private JLabel titleLabel; private Book selectedBook;
  public void select(Book b) { selectedBook = b; titleLabel.setText(b.getTitle()); }
}` },
  { name: 'a TypeScript view model that reaches into the DOM', check: 'state-ignores-view', language: 'typescript', expect: 'broken', words: ['TodoViewModel', 'document'], code: `
class TodoViewModel {
  items: string[] = [];
  add(text: string): void { this.items.push(text); document.querySelector('#count')!.textContent = String(this.items.length); }
}` },
  { name: 'a TypeScript view model with observable state', check: 'state-ignores-view', language: 'typescript', expect: 'ok', code: `
class TodoViewModel {
  readonly items = new BehaviorSubject<string[]>([]);
  add(text: string): void { this.items.next([...this.items.value, text]); }
}` },
  { name: 'a Python view model that keeps UI state', check: 'state-ignores-view', language: 'python', expect: 'ok', code: `
class SearchViewModel:
    def __init__(self, service):
        self.service = service
        self.query = ""
        self.results = []
    def search(self):
        self.results = self.service.find(self.query)
` },
  { name: 'a Python view model that prints results', check: 'state-ignores-view', language: 'python', expect: 'broken', words: ['SearchViewModel', 'print'], code: `
class SearchViewModel:
    def __init__(self, service):
        self.service = service
        self.results = []
    def search(self, query):
        self.results = self.service.find(query)
        print(self.results)
` },
  { name: 'a Go view model with plain state', check: 'state-ignores-view', language: 'go', expect: 'ok', code: `
type ProfileViewModel struct {
  Name string
  Saving bool
}
func (vm *ProfileViewModel) Rename(name string) { vm.Name = name }` },
  { name: 'a Go view model pointing at its view', check: 'state-ignores-view', language: 'go', expect: 'broken', words: ['ProfileViewModel', 'view'], code: `
type ProfileView struct{}
func (v *ProfileView) Refresh() {}
type ProfileViewModel struct {
  Name string
  view *ProfileView
}
func (vm *ProfileViewModel) Rename(name string) { vm.Name = name; vm.view.Refresh() }` },
  { name: 'a window that keeps all state itself, with no view model', check: 'state-ignores-view', language: 'csharp', expect: 'missing', words: ['view model'], code: `
public class MainWindow {
  private string _name;
  public void OnNameChanged(string text) { _name = text; }
}` },
  // notifies-bound-view
  { name: 'a C# view model whose setters all raise PropertyChanged', check: 'notifies-bound-view', language: 'csharp', expect: 'ok', code: `
public class PersonViewModel : INotifyPropertyChanged {
  private string _name; private int _age;
  public event PropertyChangedEventHandler PropertyChanged;
  public string Name { get => _name; set { _name = value; OnPropertyChanged(nameof(Name)); } }
  public int Age { get => _age; set { _age = value; OnPropertyChanged(nameof(Age)); } }
  protected void OnPropertyChanged(string p) => PropertyChanged?.Invoke(this, new PropertyChangedEventArgs(p));
}` },
  { name: 'a C# view model with an auto-property command', check: 'notifies-bound-view', language: 'csharp', expect: 'ok', code: `
public class PersonViewModel : INotifyPropertyChanged {
  private string _name;
  public event PropertyChangedEventHandler PropertyChanged;
  public ICommand SaveCommand { get; set; }
  public string Name { get => _name; set => SetProperty(ref _name, value); }
}` },
  { name: 'a C# view model with a setter that forgets to notify', check: 'notifies-bound-view', language: 'csharp', expect: 'broken', words: ['PersonViewModel', 'Age', 'PropertyChanged'], code: `
public class PersonViewModel : INotifyPropertyChanged {
  private string _name; private int _age;
  public event PropertyChangedEventHandler PropertyChanged;
  public string Name { get => _name; set { _name = value; OnPropertyChanged(nameof(Name)); } }
  public int Age { get => _age; set { _age = value; } }
  protected void OnPropertyChanged(string p) => PropertyChanged?.Invoke(this, new PropertyChangedEventArgs(p));
}` },
  { name: 'a Java view model firing property changes', check: 'notifies-bound-view', language: 'java', expect: 'ok', code: `
public class CartViewModel {
  private final PropertyChangeSupport changes = new PropertyChangeSupport(this);
  private int count;
  public void setCount(int count) { int old = this.count; this.count = count; changes.firePropertyChange("count", old, count); }
  public void clear() { setCount(0); }
}` },
  { name: 'a Java view model that changes a field silently', check: 'notifies-bound-view', language: 'java', expect: 'broken', words: ['CartViewModel', 'reset', 'notification'], code: `
public class CartViewModel {
  private final PropertyChangeSupport changes = new PropertyChangeSupport(this);
  private int count;
  public void setCount(int count) { int old = this.count; this.count = count; changes.firePropertyChange("count", old, count); }
  public void reset() { this.count = 0; }
}` },
  { name: 'a TypeScript view model that notifies listeners on every change', check: 'notifies-bound-view', language: 'typescript', expect: 'ok', code: `
class CounterViewModel {
  private listeners: (() => void)[] = [];
  private count = 0;
  increment(): void { this.count++; this.notifyListeners(); }
  private notifyListeners(): void { this.listeners.forEach((l) => l()); }
}` },
  { name: 'a TypeScript view model with one silent mutation', check: 'notifies-bound-view', language: 'typescript', expect: 'broken', words: ['CounterViewModel', 'reset'], code: `
class CounterViewModel {
  private listeners: (() => void)[] = [];
  private count = 0;
  increment(): void { this.count++; this.notifyListeners(); }
  reset(): void { this.count = 0; }
  private notifyListeners(): void { this.listeners.forEach((l) => l()); }
}` },
  { name: 'a Python view model that notifies observers', check: 'notifies-bound-view', language: 'python', expect: 'ok', code: `
class VolumeViewModel:
    def __init__(self):
        self._observers = []
        self.level = 0
    def louder(self):
        self.level += 1
        self.notify_observers()
    def notify_observers(self):
        for o in self._observers:
            o(self.level)
` },
  { name: 'a Python view model that mutes without notifying', check: 'notifies-bound-view', language: 'python', expect: 'broken', words: ['VolumeViewModel', 'mute'], code: `
class VolumeViewModel:
    def __init__(self):
        self._observers = []
        self.level = 0
    def louder(self):
        self.level += 1
        self.notify_observers()
    def mute(self):
        self.level = 0
    def notify_observers(self):
        for o in self._observers:
            o(self.level)
` },
  { name: 'a Go view model that notifies listeners', check: 'notifies-bound-view', language: 'go', expect: 'ok', code: `
type CounterViewModel struct {
  count int
  listeners []func(int)
}
func (vm *CounterViewModel) Increment() { vm.count++; vm.notifyListeners() }
func (vm *CounterViewModel) notifyListeners() { for _, l := range vm.listeners { l(vm.count) } }` },
  { name: 'a Go view model that resets without notifying', check: 'notifies-bound-view', language: 'go', expect: 'broken', words: ['CounterViewModel', 'Reset'], code: `
type CounterViewModel struct {
  count int
  listeners []func(int)
}
func (vm *CounterViewModel) Increment() { vm.count++; vm.notifyListeners() }
func (vm *CounterViewModel) Reset() { vm.count = 0 }
func (vm *CounterViewModel) notifyListeners() { for _, l := range vm.listeners { l(vm.count) } }` },
  // intents-enter-one-place
  { name: 'a Java MVI view model with one process(event) entry', check: 'intents-enter-one-place', language: 'java', expect: 'ok', code: `
interface UserEvent { void apply(CalculatorModel model); }
class AddEvent implements UserEvent { public void apply(CalculatorModel model) { model.add(); } }
class CalculatorViewModel { private CalculatorModel model = new CalculatorModel(); void process(UserEvent event) { event.apply(model); } CalculatorModel getState() { return model; } }` },
  { name: 'a TypeScript reducer over intents', check: 'intents-enter-one-place', language: 'typescript', expect: 'ok', code: `
type Intent = { type: 'increment' } | { type: 'reset' };
function reduce(state: { count: number }, intent: Intent): { count: number } {
  switch (intent.type) { case 'increment': return { count: state.count + 1 }; case 'reset': return { count: 0 }; }
}` },
  { name: 'a Python store that dispatches actions', check: 'intents-enter-one-place', language: 'python', expect: 'ok', code: `
class Store:
    def __init__(self):
        self.state = {"count": 0}
    def dispatch(self, action):
        if action.kind == "increment":
            self.state = {"count": self.state["count"] + 1}
` },
  { name: 'a Go model with a handle(intent) switch', check: 'intents-enter-one-place', language: 'go', expect: 'ok', code: `
type Intent interface{}
type Increment struct{}
type Model struct{ Count int }
func (m *Model) Handle(i Intent) { switch i.(type) { case Increment: m.Count++ } }` },
  { name: 'a C# view calling model operations with no intents', check: 'intents-enter-one-place', language: 'csharp', expect: 'missing', words: ['intent'], code: `
public class CounterView {
  private readonly CounterModel _model;
  public CounterView(CounterModel model) { _model = model; }
  public void OnPlus() { _model.Increment(); Console.WriteLine(_model.Count); }
}
public class CounterModel { public int Count { get; private set; } public void Increment() { Count++; } }` },
];

const LAYERS: Case[] = [
  { name: 'a Java hexagonal core that only knows its ports', check: 'core-depends-on-ports', language: 'java', expect: 'ok', code: `
public interface LotteryTicketRepository { Optional<LotteryTicket> findById(LotteryTicketId id); void save(LotteryTicket t); }
public interface WireTransfers { boolean transfer(int amount, String from, String to); }
public class LotteryService {
  private final LotteryTicketRepository repository; private final WireTransfers wireTransfers;
  @Inject public LotteryService(LotteryTicketRepository repository, WireTransfers wireTransfers) { this.repository = repository; this.wireTransfers = wireTransfers; }
  public void submitTicket(LotteryTicket ticket) { if (wireTransfers.transfer(3, ticket.account(), "bank")) repository.save(ticket); }
}
public class MongoTicketRepository implements LotteryTicketRepository {
  private final MongoCollection<Document> tickets;
  public MongoTicketRepository(MongoClient client) { this.tickets = client.getDatabase("lottery").getCollection("tickets"); }
  public Optional<LotteryTicket> findById(LotteryTicketId id) { return Optional.empty(); }
  public void save(LotteryTicket t) { tickets.insertOne(new Document()); }
}` },
  { name: 'a Java domain entity holding dates and money', check: 'core-depends-on-ports', language: 'java', expect: 'ok', code: `
public class Subscription {
  private final SubscriptionId id; private LocalDate expiresOn; private MoneyValue fee;
  public Subscription(SubscriptionId id, LocalDate expiresOn, MoneyValue fee) { this.id = id; this.expiresOn = expiresOn; this.fee = fee; }
  public void renew(Period p) { expiresOn = expiresOn.plus(p); }
}` },
  { name: 'a Java core service that opens a JDBC connection', check: 'core-depends-on-ports', language: 'java', expect: 'broken', words: ['LotteryService', 'DriverManager', 'port'], code: `
public class LotteryService {
  public void submitTicket(LotteryTicket ticket) throws SQLException {
    try (Connection c = DriverManager.getConnection("jdbc:h2:mem:x")) {
      c.prepareStatement("INSERT INTO tickets VALUES (?)").executeUpdate();
    }
  }
}` },
  { name: 'a Java core service that builds its own adapter', check: 'core-depends-on-ports', language: 'java', expect: 'broken', words: ['OrderService', 'JpaOrderRepository', 'OrderRepository'], code: `
public interface OrderRepository { void save(Order o); }
public class JpaOrderRepository implements OrderRepository { public void save(Order o) { } }
public class OrderService {
  private final OrderRepository orders;
  public OrderService() { this.orders = new JpaOrderRepository(); }
  public void place(Order o) { orders.save(o); }
}` },
  { name: 'a Python core receiving an abstract repository', check: 'core-depends-on-ports', language: 'python', expect: 'ok', code: `
from abc import ABC, abstractmethod

class OrderRepository(ABC):
    @abstractmethod
    def save(self, order): ...

class SqliteOrderRepository(OrderRepository):
    def __init__(self, path):
        self.conn = sqlite3.connect(path)
    def save(self, order):
        self.conn.execute("INSERT INTO orders VALUES (?)", (order.id,))

class PlaceOrder:
    def __init__(self, orders: OrderRepository):
        self.orders = orders
    def __call__(self, order):
        order.validate()
        self.orders.save(order)
` },
  { name: 'a Python use case that talks to sqlite itself', check: 'core-depends-on-ports', language: 'python', expect: 'broken', words: ['PlaceOrder', 'sqlite3', 'port'], code: `
class PlaceOrder:
    def __init__(self, path):
        self.conn = sqlite3.connect(path)
    def __call__(self, order):
        order.validate()
        self.conn.execute("INSERT INTO orders VALUES (?)", (order.id,))
` },
  { name: 'a duck-typed Python core with an injected adapter', check: 'core-depends-on-ports', language: 'python', expect: 'ok', code: `
class SlackNotifier:
    def notify(self, text):
        requests.post(SLACK_URL, json={"text": text})

class SignupService:
    def __init__(self, notifier):
        self.notifier = notifier
    def sign_up(self, user):
        user.activate()
        self.notifier.notify(f"welcome {user.name}")
` },
  { name: 'a TypeScript core with a port and a Postgres adapter', check: 'core-depends-on-ports', language: 'typescript', expect: 'ok', code: `
export interface PersonRepository { save(p: Person): Promise<void> }
export class PgPersonRepository implements PersonRepository {
  constructor(private readonly pool: Pool) {}
  async save(p: Person): Promise<void> { await this.pool.query('INSERT INTO people VALUES ($1)', [p.id]); }
}
export class SavePersonUseCase {
  constructor(private readonly people: PersonRepository) {}
  async execute(p: Person): Promise<void> { p.validate(); await this.people.save(p); }
}` },
  { name: 'a TypeScript use case that calls fetch directly', check: 'core-depends-on-ports', language: 'typescript', expect: 'broken', words: ['SavePersonUseCase', 'fetch'], code: `
export class SavePersonUseCase {
  async execute(p: Person): Promise<void> {
    p.validate();
    await fetch('https://crm.example.com/people', { method: 'POST', body: JSON.stringify(p) });
  }
}` },
  { name: 'a TypeScript use case typed by the concrete adapter', check: 'core-depends-on-ports', language: 'typescript', expect: 'broken', words: ['SavePersonUseCase', 'PgPersonRepository', 'PersonRepository'], code: `
export interface PersonRepository { save(p: Person): Promise<void> }
export class PgPersonRepository implements PersonRepository { async save(p: Person): Promise<void> {} }
export class SavePersonUseCase {
  constructor(private readonly people: PgPersonRepository) {}
  async execute(p: Person): Promise<void> { await this.people.save(p); }
}` },
  { name: 'a Go service depending on a repository interface', check: 'core-depends-on-ports', language: 'go', expect: 'ok', code: `
type OrderRepository interface {
  Save(o Order) error
}
type PostgresOrders struct {
  db *sql.DB
}
func (p *PostgresOrders) Save(o Order) error { _, err := p.db.Exec("INSERT INTO orders VALUES ($1)", o.ID); return err }
type OrderService struct {
  repo OrderRepository
}
func NewOrderService(repo OrderRepository) *OrderService { return &OrderService{repo: repo} }
func (s *OrderService) Place(o Order) error { return s.repo.Save(o) }
func main() { db, _ := sql.Open("postgres", "dsn"); svc := NewOrderService(&PostgresOrders{db: db}); _ = svc }` },
  { name: 'a Go service holding a *sql.DB', check: 'core-depends-on-ports', language: 'go', expect: 'broken', words: ['OrderService', 'DB'], code: `
type OrderService struct {
  db *sql.DB
}
func (s *OrderService) Place(o Order) error { _, err := s.db.Exec("INSERT INTO orders VALUES ($1)", o.ID); return err }` },
  { name: 'a C# application service that uses its DbContext', check: 'core-depends-on-ports', language: 'csharp', expect: 'broken', words: ['CheckoutService', 'ShopDbContext'], code: `
public class CheckoutService {
  private readonly ShopDbContext _db;
  public CheckoutService(ShopDbContext db) { _db = db; }
  public void Checkout(Cart cart) { _db.Orders.Add(new Order(cart)); _db.SaveChanges(); }
}` },
  { name: 'a C# application service using a port', check: 'core-depends-on-ports', language: 'csharp', expect: 'ok', code: `
public interface IOrderRepository { void Add(Order order); }
public class EfOrderRepository : IOrderRepository { private readonly ShopDbContext _db; public EfOrderRepository(ShopDbContext db) { _db = db; } public void Add(Order order) { _db.Orders.Add(order); _db.SaveChanges(); } }
public class CheckoutService {
  private readonly IOrderRepository _orders;
  public CheckoutService(IOrderRepository orders) { _orders = orders; }
  public void Checkout(Cart cart) { _orders.Add(new Order(cart)); }
}` },
  { name: 'a controller that does the business work and the SQL itself', check: 'core-depends-on-ports', language: 'java', expect: 'missing', words: ['OrderController', 'port'], code: `
@RestController
public class OrderController {
  private final JdbcTemplate jdbc;
  public OrderController(JdbcTemplate jdbc) { this.jdbc = jdbc; }
  @PostMapping("/orders") public void place(@RequestBody Order o) { if (o.total() > 0) jdbc.update("INSERT INTO orders VALUES (?)", o.id()); }
}` },
  { name: 'a Java domain service importing the JPA adapter', check: 'core-depends-on-ports', language: 'java', expect: 'broken', words: ['OrderService', 'JpaOrderRepository'], code: `
package com.shop.domain;
import com.shop.infrastructure.JpaOrderRepository;
public class OrderService {
  private final JpaOrderRepository orders;
  public OrderService(JpaOrderRepository orders) { this.orders = orders; }
  public void place(Order o) { o.validate(); orders.save(o); }
}` },
  { name: 'a Python domain module importing the database session', check: 'core-depends-on-ports', language: 'python', expect: 'broken', words: ['OrderService', 'infrastructure'], code: `
from infrastructure.db import session

class OrderService:
    def place(self, order):
        order.validate()
        session.add(order)
` },
  // layers-call-downward
  { name: 'a Java three-layer design calling downward only', check: 'layers-call-downward', language: 'java', expect: 'ok', code: `
public interface CakeBakingService { List<CakeInfo> getAllCakes(); }
public class CakeBakingServiceImpl implements CakeBakingService {
  private final CakeDao cakeDao;
  public CakeBakingServiceImpl(CakeDao cakeDao) { this.cakeDao = cakeDao; }
  public List<CakeInfo> getAllCakes() { return cakeDao.findAll(); }
}
public interface CakeDao { List<CakeInfo> findAll(); }
public class CakeViewImpl implements View {
  private final CakeBakingService cakeBakingService;
  public CakeViewImpl(CakeBakingService cakeBakingService) { this.cakeBakingService = cakeBakingService; }
  public void render() { cakeBakingService.getAllCakes().forEach(c -> LOGGER.info(c.toString())); }
}` },
  { name: 'a Java view rendering entities it gets from the service', check: 'layers-call-downward', language: 'java', expect: 'ok', code: `
public class CakeEntity { private Long id; }
public class CakeRepository { List<CakeEntity> findAll() { return List.of(); } }
public class CakeService { private final CakeRepository repo; List<CakeEntity> all() { return repo.findAll(); } }
public class CakeView { private final CakeService service; void render(List<CakeEntity> cakes) { cakes.forEach(System.out::println); } }` },
  { name: 'a Java view that reads the DAO and skips the service layer', check: 'layers-call-downward', language: 'java', expect: 'broken', words: ['CakeViewImpl', 'CakeDao', 'service'], code: `
public interface CakeBakingService { List<CakeInfo> getAllCakes(); }
public interface CakeDao { List<CakeInfo> findAll(); }
public class CakeViewImpl implements View {
  private final CakeDao cakeDao;
  public CakeViewImpl(CakeDao cakeDao) { this.cakeDao = cakeDao; }
  public void render() { cakeDao.findAll().forEach(c -> LOGGER.info(c.toString())); }
}` },
  { name: 'a Python service layer that calls back into a controller', check: 'layers-call-downward', language: 'python', expect: 'broken', words: ['upper', 'OrderService'], code: `
class OrderController:
    def __init__(self, service):
        self.service = service
    def post(self, request):
        return self.service.place(request.json)

class OrderService:
    def __init__(self, repository, controller: OrderController):
        self.repository = repository
        self.controller = controller
    def place(self, data):
        self.repository.add(data)

class OrderRepository:
    def add(self, data):
        pass
` },
  { name: 'a Python layering without upward calls', check: 'layers-call-downward', language: 'python', expect: 'ok', code: `
class OrderController:
    def __init__(self, service: "OrderService"):
        self.service = service
    def post(self, request):
        return self.service.place(request.json)

class OrderService:
    def __init__(self, repository: "OrderRepository"):
        self.repository = repository
    def place(self, data):
        self.repository.add(data)

class OrderRepository:
    def add(self, data):
        pass
` },
  { name: 'a TypeScript page that queries the database', check: 'layers-call-downward', language: 'typescript', expect: 'broken', words: ['OrdersPage', 'presentation'], code: `
class OrderService { constructor(private repo: OrderRepository) {} list(): Promise<Order[]> { return this.repo.all(); } }
class OrderRepository { constructor(private pool: Pool) {} all(): Promise<Order[]> { return this.pool.query('SELECT * FROM orders').then((r) => r.rows); } }
class OrdersPage {
  constructor(private pool: Pool) {}
  async render(): Promise<string> { const r = await this.pool.query('SELECT * FROM orders'); return r.rows.map((o) => o.id).join(','); }
}` },
  { name: 'a Go handler going through its service', check: 'layers-call-downward', language: 'go', expect: 'ok', code: `
type OrderRepository struct {
  db *sql.DB
}
type OrderService struct {
  repo *OrderRepository
}
type OrderController struct {
  service *OrderService
}
func (c *OrderController) List(w http.ResponseWriter, r *http.Request) { c.service.List() }` },
  { name: 'a Go handler holding the repository directly', check: 'layers-call-downward', language: 'go', expect: 'broken', words: ['OrderController', 'OrderRepository'], code: `
type OrderRepository struct {
  db *sql.DB
}
type OrderService struct {
  repo *OrderRepository
}
type OrderController struct {
  repo *OrderRepository
}
func (c *OrderController) List(w http.ResponseWriter, r *http.Request) { c.repo.All() }` },
  { name: 'a C# repository that depends on the service above it', check: 'layers-call-downward', language: 'csharp', expect: 'broken', words: ['ProductRepository', 'ProductService'], code: `
public class ProductController { private readonly ProductService _service; public ProductController(ProductService service) { _service = service; } }
public class ProductService { private readonly ProductRepository _repo; public ProductService(ProductRepository repo) { _repo = repo; } }
public class ProductRepository { private readonly ProductService _service; public ProductRepository(ProductService service) { _service = service; } }` },
  { name: 'a single class mixing UI, rules and SQL', check: 'layers-call-downward', language: 'csharp', expect: 'missing', words: ['layers'], code: `
public class Program {
  public static void Main() {
    var conn = new SqlConnection("Server=.");
    var cmd = new SqlCommand("SELECT Name FROM Products", conn);
    Console.WriteLine(cmd.ExecuteScalar());
  }
}` },
];

const CQRS: Case[] = [
  { name: 'Java command and query services kept apart', check: 'commands-return-no-data', language: 'java', expect: 'ok', code: `
public interface CommandService { void authorCreated(String username, String name, String email); void bookAddedToAuthor(String title, double price, String username); }
public class CommandServiceImpl implements CommandService {
  private final SessionFactory sessionFactory;
  public void authorCreated(String username, String name, String email) { var s = sessionFactory.openSession(); s.save(new Author(username, name, email)); }
  public void bookAddedToAuthor(String title, double price, String username) { }
}
public class QueryServiceImpl implements QueryService {
  public Author getAuthorByUsername(String username) { return null; }
  public BigInteger getAuthorsCount() { return BigInteger.ZERO; }
}` },
  { name: 'a Java command that returns the saved entity', check: 'commands-return-no-data', language: 'java', expect: 'broken', words: ['authorCreated', 'command', 'returns'], code: `
public class CommandServiceImpl {
  public Author authorCreated(String username, String name, String email) { var a = new Author(username, name, email); return a; }
}
public class QueryServiceImpl { public Author getAuthorByUsername(String u) { return null; } }` },
  { name: 'a C# command handler returning only the new id', check: 'commands-return-no-data', language: 'csharp', expect: 'ok', code: `
public class CreateOrderCommand { public string Item { get; init; } }
public class CreateOrderCommandHandler : IRequestHandler<CreateOrderCommand, Guid> {
  private readonly IOrderRepository _orders;
  public CreateOrderCommandHandler(IOrderRepository orders) { _orders = orders; }
  public async Task<Guid> Handle(CreateOrderCommand command, CancellationToken ct) { var o = new Order(command.Item); await _orders.AddAsync(o); return o.Id; }
}` },
  { name: 'a C# command handler returning a DTO', check: 'commands-return-no-data', language: 'csharp', expect: 'broken', words: ['CreateOrderCommandHandler', 'OrderDto'], code: `
public class OrderDto { public Guid Id { get; init; } public string Item { get; init; } }
public class CreateOrderCommandHandler {
  private readonly IOrderRepository _orders;
  public CreateOrderCommandHandler(IOrderRepository orders) { _orders = orders; }
  public async Task<OrderDto> Handle(CreateOrderCommand command, CancellationToken ct) { var o = new Order(command.Item); await _orders.AddAsync(o); return new OrderDto { Id = o.Id, Item = o.Item }; }
}` },
  { name: 'a Python command handler returning nothing', check: 'commands-return-no-data', language: 'python', expect: 'ok', code: `
class RenameAuthorHandler:
    def __init__(self, authors):
        self.authors = authors
    def handle(self, command: RenameAuthor) -> None:
        author = self.authors.get(command.author_id)
        author.rename(command.name)
        self.authors.save(author)
` },
  { name: 'a Python command handler that hands back the entity it loaded', check: 'commands-return-no-data', language: 'python', expect: 'broken', words: ['handle', 'author'], code: `
class RenameAuthorHandler:
    def __init__(self, authors):
        self.authors = authors
    def handle(self, command):
        author = self.authors.get(command.author_id)
        author.rename(command.name)
        self.authors.save(author)
        return author
` },
  { name: 'a TypeScript command bus handler returning an id', check: 'commands-return-no-data', language: 'typescript', expect: 'ok', code: `
class PlaceOrderCommandHandler {
  constructor(private readonly orders: OrderRepository) {}
  async execute(cmd: PlaceOrderCommand): Promise<string> { const o = Order.place(cmd.items); await this.orders.save(o); return o.id; }
}` },
  { name: 'a TypeScript command returning the order list', check: 'commands-return-no-data', language: 'typescript', expect: 'broken', words: ['PlaceOrderCommandHandler', 'Order'], code: `
class Order { constructor(public id: string) {} }
class PlaceOrderCommandHandler {
  constructor(private readonly orders: OrderRepository) {}
  async execute(cmd: PlaceOrderCommand): Promise<Order[]> { await this.orders.save(new Order(cmd.id)); return this.orders.all(); }
}` },
  { name: 'a Go command handler returning an error only', check: 'commands-return-no-data', language: 'go', expect: 'ok', code: `
type CreateUserCommandHandler struct {
  users UserRepository
}
func (h *CreateUserCommandHandler) Handle(cmd CreateUserCommand) error { return h.users.Save(NewUser(cmd.Name)) }` },
  { name: 'a Go command handler that returns the user', check: 'commands-return-no-data', language: 'go', expect: 'broken', words: ['Handle', 'User'], code: `
type User struct {
  ID string
  Name string
}
type CreateUserCommandHandler struct {
  users UserRepository
}
func (h *CreateUserCommandHandler) Handle(cmd CreateUserCommand) (*User, error) { u := &User{Name: cmd.Name}; return u, h.users.Save(u) }` },
  { name: 'a Java command bus returning the generic result type', check: 'commands-return-no-data', language: 'java', expect: 'ok', code: `
public class CommandBus {
  private final Map<Class<?>, CommandHandler<?, ?>> handlers = new HashMap<>();
  public <R> R dispatch(Command<R> command) { return ((CommandHandler<Command<R>, R>) handlers.get(command.getClass())).handle(command); }
}
public class QueryBus { public <R> R ask(Query<R> query) { return null; } }` },
  { name: 'one service that both writes and reads', check: 'commands-return-no-data', language: 'java', expect: 'missing', words: ['AuthorService', 'command', 'query'], code: `
public class AuthorService {
  public void createAuthor(String name) { }
  public Author getAuthor(String name) { return null; }
}` },
  // queries-change-nothing
  { name: 'a Java query service that only reads', check: 'queries-change-nothing', language: 'java', expect: 'ok', code: `
public class QueryServiceImpl implements QueryService {
  private final SessionFactory sessionFactory;
  public Author getAuthorByUsername(String username) {
    try (var session = sessionFactory.openSession()) {
      var q = session.createNativeQuery("SELECT * FROM Author WHERE username = :u");
      q.setParameter("u", username);
      return (Author) q.uniqueResult();
    }
  }
  public List<Book> getAuthorBooks(String username) { List<Book> books = new ArrayList<>(); books.add(new Book()); return books; }
}` },
  { name: 'a Java query that records a view count', check: 'queries-change-nothing', language: 'java', expect: 'broken', words: ['getAuthorByUsername', 'query', 'state'], code: `
public class QueryServiceImpl implements QueryService {
  private final AuthorRepository repository;
  public Author getAuthorByUsername(String username) {
    Author a = repository.findByUsername(username);
    a.setViews(a.getViews() + 1);
    repository.save(a);
    return a;
  }
}` },
  { name: 'a C# query handler that reads a projection', check: 'queries-change-nothing', language: 'csharp', expect: 'ok', code: `
public class GetOrderQueryHandler : IRequestHandler<GetOrderQuery, OrderDto> {
  private readonly IReadModel _read; private readonly ILogger _logger;
  public async Task<OrderDto> Handle(GetOrderQuery query, CancellationToken ct) { _logger.LogInformation("get"); return await _read.FindAsync(query.Id); }
}` },
  { name: 'a C# query handler that updates the last-seen time', check: 'queries-change-nothing', language: 'csharp', expect: 'broken', words: ['GetOrderQueryHandler', 'query'], code: `
public class GetOrderQueryHandler {
  private readonly ShopDbContext _db;
  public async Task<OrderDto> Handle(GetOrderQuery query, CancellationToken ct) {
    var order = await _db.Orders.FindAsync(query.Id);
    order.LastViewed = DateTime.UtcNow;
    await _db.SaveChangesAsync();
    return new OrderDto(order);
  }
}` },
  { name: 'a Python query handler that reads only', check: 'queries-change-nothing', language: 'python', expect: 'ok', code: `
class AuthorQueries:
    def __init__(self, read_db):
        self.read_db = read_db
        self.cache = {}
    def by_username(self, username):
        if username not in self.cache:
            self.cache[username] = self.read_db.fetch_one(username)
        return self.cache[username]
` },
  { name: 'a Python query that deletes expired rows while reading', check: 'queries-change-nothing', language: 'python', expect: 'broken', words: ['AuthorQueries', 'delete'], code: `
class AuthorQueries:
    def __init__(self, repo):
        self.repo = repo
    def active_authors(self):
        self.repo.delete_expired()
        return self.repo.all()
` },
  { name: 'a TypeScript query that counts hits in its own state', check: 'queries-change-nothing', language: 'typescript', expect: 'broken', words: ['ProductQueries', 'lastQueried'], code: `
class ProductQueries {
  private lastQueried = '';
  constructor(private readonly read: ProductReadModel) {}
  find(id: string): Promise<ProductView> { this.lastQueried = id; return this.read.byId(id); }
}` },
  { name: 'a TypeScript query over a read model', check: 'queries-change-nothing', language: 'typescript', expect: 'ok', code: `
class ProductQueries {
  constructor(private readonly read: ProductReadModel) {}
  find(id: string): Promise<ProductView> { return this.read.byId(id); }
  list(): Promise<ProductView[]> { const out: ProductView[] = []; return this.read.all().then((xs) => { out.push(...xs); return out; }); }
}` },
  { name: 'a Go query that executes an UPDATE', check: 'queries-change-nothing', language: 'go', expect: 'broken', words: ['GetUserQueryHandler', 'Exec'], code: `
type GetUserQueryHandler struct {
  db *sql.DB
}
func (h *GetUserQueryHandler) Handle(q GetUserQuery) (User, error) {
  h.db.Exec("UPDATE users SET reads = reads + 1 WHERE id = $1", q.ID)
  var u User
  err := h.db.QueryRow("SELECT name FROM users WHERE id = $1", q.ID).Scan(&u.Name)
  return u, err
}` },
  { name: 'a Go query that only selects', check: 'queries-change-nothing', language: 'go', expect: 'ok', code: `
type GetUserQueryHandler struct {
  db *sql.DB
}
func (h *GetUserQueryHandler) Handle(q GetUserQuery) (User, error) {
  var u User
  err := h.db.QueryRow("SELECT name FROM users WHERE id = $1", q.ID).Scan(&u.Name)
  return u, err
}` },
];

const DOMAIN: Case[] = [
  // identity-defines-entity
  { name: 'a C# entity with an id and behaviour', check: 'identity-defines-entity', language: 'csharp', expect: 'ok', code: `
public class Meeting : Entity, IAggregateRoot {
  public MeetingId Id { get; private set; }
  private string _title; private bool _isCanceled;
  public void Cancel() { if (!_isCanceled) { _isCanceled = true; AddDomainEvent(new MeetingCanceledDomainEvent(Id)); } }
}` },
  { name: 'a Java entity whose equals compares attributes', check: 'identity-defines-entity', language: 'java', expect: 'broken', words: ['Customer', 'equals', 'identity'], code: `
public class Customer {
  private final CustomerId id; private String name; private String email;
  public Customer(CustomerId id, String name, String email) { this.id = id; this.name = name; this.email = email; }
  @Override public boolean equals(Object o) { if (!(o instanceof Customer)) return false; Customer c = (Customer) o; return name.equals(c.name) && email.equals(c.email); }
}` },
  { name: 'a Java entity equal by id', check: 'identity-defines-entity', language: 'java', expect: 'ok', code: `
public class Customer {
  private final CustomerId id; private String name;
  public Customer(CustomerId id, String name) { this.id = id; this.name = name; }
  public void rename(String name) { this.name = name; }
  @Override public boolean equals(Object o) { return o instanceof Customer c && id.equals(c.id); }
  @Override public int hashCode() { return id.hashCode(); }
}` },
  { name: 'a Python entity compared by id', check: 'identity-defines-entity', language: 'python', expect: 'ok', code: `
class Order:
    def __init__(self, order_id, lines):
        self.id = order_id
        self.lines = lines
    def add_line(self, line):
        self.lines.append(line)
    def __eq__(self, other):
        return isinstance(other, Order) and other.id == self.id
    def __hash__(self):
        return hash(self.id)
` },
  { name: 'a Python entity whose id can be reassigned', check: 'identity-defines-entity', language: 'python', expect: 'broken', words: ['Order', 'identity'], code: `
class Order:
    def __init__(self, order_id):
        self.id = order_id
        self.lines = []
    def reassign(self, new_id):
        self.id = new_id
` },
  { name: 'a TypeScript entity with a public id setter', check: 'identity-defines-entity', language: 'typescript', expect: 'broken', words: ['Account', 'identity'], code: `
class Account {
  private _id: string; private balance = 0;
  constructor(id: string) { this._id = id; }
  set id(value: string) { this._id = value; }
  deposit(n: number): void { this.balance += n; }
}` },
  { name: 'a TypeScript entity with a readonly id', check: 'identity-defines-entity', language: 'typescript', expect: 'ok', code: `
class Account {
  private balance = 0;
  constructor(readonly id: string) {}
  deposit(n: number): void { this.balance += n; }
  equals(other: Account): boolean { return other.id === this.id; }
}` },
  { name: 'a Go entity with an ID', check: 'identity-defines-entity', language: 'go', expect: 'ok', code: `
type Order struct {
  ID string
  status string
}
func (o *Order) Ship() { o.status = "shipped" }` },
  { name: 'a Go type with no identity', check: 'identity-defines-entity', language: 'go', expect: 'missing', words: ['identity'], code: `
type Address struct {
  Street string
  City string
}` },
  { name: 'a C# entity whose Equals compares the name', check: 'identity-defines-entity', language: 'csharp', expect: 'broken', words: ['Product', 'Equals'], code: `
public class Product : Entity {
  public Guid Id { get; private set; }
  private string _name;
  public override bool Equals(object obj) => obj is Product p && p._name == _name;
}` },
  // changes-through-behaviour
  { name: 'a C# entity with only behaviour methods', check: 'changes-through-behaviour', language: 'csharp', expect: 'ok', code: `
public class MeetingGroup : Entity, IAggregateRoot {
  public MeetingGroupId Id { get; private set; }
  private string _name; private DateTime? _paymentDateTo;
  public void EditGeneralAttributes(string name) { _name = name; AddDomainEvent(new MeetingGroupGeneralAttributesEditedDomainEvent(_name)); }
  public void SetExpirationDate(DateTime dateTo) { _paymentDateTo = dateTo; AddDomainEvent(new MeetingGroupPaymentInfoUpdatedDomainEvent(Id, dateTo)); }
}` },
  { name: 'a C# entity with public setters', check: 'changes-through-behaviour', language: 'csharp', expect: 'broken', words: ['Meeting', 'setter'], code: `
public class Meeting : Entity {
  public Guid Id { get; private set; }
  public string Title { get; set; }
  public DateTime Start { get; set; }
}` },
  { name: 'a Java entity with JavaBean setters', check: 'changes-through-behaviour', language: 'java', expect: 'broken', words: ['Customer', 'setName'], code: `
public class Customer {
  private final UUID id; private String name;
  public Customer(UUID id) { this.id = id; }
  public void setName(String name) { this.name = name; }
}` },
  { name: 'a Java entity changed through intent-revealing methods', check: 'changes-through-behaviour', language: 'java', expect: 'ok', code: `
public class Customer {
  private final UUID id; private String name;
  public Customer(UUID id, String name) { this.id = id; this.name = name; }
  public void rename(String name) { if (name.isBlank()) throw new IllegalArgumentException(); this.name = name; }
}` },
  { name: 'a Python entity exposing a property setter', check: 'changes-through-behaviour', language: 'python', expect: 'broken', words: ['Account', 'balance'], code: `
class Account:
    def __init__(self, account_id):
        self.id = account_id
        self._balance = 0
    @property
    def balance(self):
        return self._balance
    @balance.setter
    def balance(self, value):
        self._balance = value
` },
  { name: 'a Python entity with behaviour only', check: 'changes-through-behaviour', language: 'python', expect: 'ok', code: `
class Account:
    def __init__(self, account_id):
        self.id = account_id
        self._balance = 0
    def deposit(self, amount):
        if amount <= 0:
            raise ValueError("amount")
        self._balance += amount
` },
  { name: 'a TypeScript entity with public mutable fields', check: 'changes-through-behaviour', language: 'typescript', expect: 'broken', words: ['Ticket', 'status'], code: `
class Ticket {
  constructor(public readonly id: string, public status: string) {}
  close(): void { this.status = 'closed'; }
}` },
  { name: 'a TypeScript entity with private state', check: 'changes-through-behaviour', language: 'typescript', expect: 'ok', code: `
class Ticket {
  private status = 'open';
  constructor(readonly id: string) {}
  close(): void { this.status = 'closed'; }
}` },
  { name: 'a Go entity with an exported setter', check: 'changes-through-behaviour', language: 'go', expect: 'broken', words: ['Order', 'SetStatus'], code: `
type Order struct {
  ID string
  status string
}
func (o *Order) SetStatus(s string) { o.status = s }` },
  { name: 'a Go entity with behaviour methods', check: 'changes-through-behaviour', language: 'go', expect: 'ok', code: `
type Order struct {
  ID string
  status string
}
func (o *Order) Ship() error { if o.status != "paid" { return errors.New("unpaid") }; o.status = "shipped"; return nil }` },
  // events-are-immutable-facts
  { name: 'a C# domain event with get-only properties', check: 'events-are-immutable-facts', language: 'csharp', expect: 'ok', code: `
public class SubscriptionPaymentCreatedDomainEvent : DomainEventBase {
  public SubscriptionPaymentCreatedDomainEvent(Guid id, decimal value) { SubscriptionPaymentId = id; Value = value; }
  public Guid SubscriptionPaymentId { get; }
  public decimal Value { get; }
}` },
  { name: 'a C# domain event with settable properties', check: 'events-are-immutable-facts', language: 'csharp', expect: 'broken', words: ['SubscriptionPaymentCreatedDomainEvent', 'changed', 'happened'], code: `
public class SubscriptionPaymentCreatedDomainEvent : DomainEventBase {
  public Guid SubscriptionPaymentId { get; set; }
  public decimal Value { get; set; }
}` },
  { name: 'a Java event record', check: 'events-are-immutable-facts', language: 'java', expect: 'ok', code: `
public record OrderPlacedEvent(UUID orderId, Instant occurredOn) implements DomainEvent {}` },
  { name: 'a Java event with a setter', check: 'events-are-immutable-facts', language: 'java', expect: 'broken', words: ['OrderPlacedEvent', 'setAmount'], code: `
public class OrderPlacedEvent implements DomainEvent {
  private final UUID orderId; private BigDecimal amount;
  public OrderPlacedEvent(UUID orderId, BigDecimal amount) { this.orderId = orderId; this.amount = amount; }
  public void setAmount(BigDecimal amount) { this.amount = amount; }
}` },
  { name: 'a Java event named as an order', check: 'events-are-immutable-facts', language: 'java', expect: 'broken', words: ['CreateOrderEvent', 'past tense'], code: `
public record CreateOrderEvent(UUID orderId) implements DomainEvent {}` },
  { name: 'a frozen Python dataclass event', check: 'events-are-immutable-facts', language: 'python', expect: 'ok', code: `
@dataclass(frozen=True)
class OrderShipped(DomainEvent):
    order_id: str
    shipped_at: datetime
` },
  { name: 'a Python event with a method that changes it', check: 'events-are-immutable-facts', language: 'python', expect: 'broken', words: ['OrderShippedEvent', 'correct_date'], code: `
class OrderShippedEvent:
    def __init__(self, order_id, shipped_at):
        self.order_id = order_id
        self.shipped_at = shipped_at
    def correct_date(self, when):
        self.shipped_at = when
` },
  { name: 'a TypeScript event with readonly fields', check: 'events-are-immutable-facts', language: 'typescript', expect: 'ok', code: `
class UserRegisteredEvent { constructor(readonly userId: string, readonly at: Date) {} }` },
  { name: 'a TypeScript event that can be re-stamped', check: 'events-are-immutable-facts', language: 'typescript', expect: 'broken', words: ['UserRegisteredEvent', 'restamp'], code: `
class UserRegisteredEvent {
  constructor(readonly userId: string, private at: Date) {}
  restamp(at: Date): void { this.at = at; }
}` },
  { name: 'a Go event struct', check: 'events-are-immutable-facts', language: 'go', expect: 'ok', code: `
type OrderPlacedEvent struct {
  OrderID string
  At time.Time
}` },
  { name: 'a Go event with a mutating method', check: 'events-are-immutable-facts', language: 'go', expect: 'broken', words: ['OrderPlacedEvent', 'SetAt'], code: `
type OrderPlacedEvent struct {
  OrderID string
  At time.Time
}
func (e *OrderPlacedEvent) SetAt(t time.Time) { e.At = t }` },
  { name: 'a Python aggregate raising events declared elsewhere', check: 'events-are-immutable-facts', language: 'python', expect: 'ok', code: `
class Order:
    def __init__(self):
        self.events = []
    def place(self):
        self.events.append(OrderPlaced(self.id))
` },
  { name: 'code without any event type', check: 'events-are-immutable-facts', language: 'java', expect: 'missing', words: ['event'], code: `
public class Order { private UUID id; public void place() { } }` },
  // aggregate-raises-events
  { name: 'a C# aggregate that records its domain event', check: 'aggregate-raises-events', language: 'csharp', expect: 'ok', code: `
public class Meeting : Entity, IAggregateRoot {
  private bool _isCanceled;
  public void Cancel(MemberId by) { _isCanceled = true; AddDomainEvent(new MeetingCanceledDomainEvent(Id, by)); }
}` },
  { name: 'a Java aggregate that sends the email itself', check: 'aggregate-raises-events', language: 'java', expect: 'broken', words: ['Order.place', 'OrderPlacedEvent', 'handlers'], code: `
public class Order {
  private final EmailSender emailSender; private final List<DomainEvent> events = new ArrayList<>();
  public void place() { var e = new OrderPlacedEvent(id); events.add(e); emailSender.send(customerEmail, "Thanks"); }
}` },
  { name: 'a Python aggregate collecting events', check: 'aggregate-raises-events', language: 'python', expect: 'ok', code: `
class Order:
    def __init__(self):
        self.events = []
    def place(self):
        self.events.append(OrderPlaced(self.id))
` },
  { name: 'a Python aggregate that calls the handler directly', check: 'aggregate-raises-events', language: 'python', expect: 'broken', words: ['Order.place', 'handler'], code: `
class OrderPlaced:
    def __init__(self, order_id):
        self.order_id = order_id

class Order:
    def __init__(self, notification_handler):
        self.notification_handler = notification_handler
    def place(self):
        event = OrderPlaced(self.id)
        self.notification_handler.handle(event)
` },
  { name: 'a TypeScript aggregate with a domain events list', check: 'aggregate-raises-events', language: 'typescript', expect: 'ok', code: `
class Cart {
  private readonly domainEvents: DomainEvent[] = [];
  checkout(): void { this.domainEvents.push(new CartCheckedOutEvent(this.id)); }
}` },
  { name: 'a TypeScript aggregate that writes to another repository', check: 'aggregate-raises-events', language: 'typescript', expect: 'broken', words: ['Cart.checkout', 'CartCheckedOutEvent'], code: `
class Cart {
  constructor(private readonly invoiceRepository: InvoiceRepository) {}
  checkout(): void { const e = new CartCheckedOutEvent(this.id); this.invoiceRepository.createFor(e); }
}` },
  { name: 'a Go aggregate appending events', check: 'aggregate-raises-events', language: 'go', expect: 'ok', code: `
type OrderPlacedEvent struct {
  ID string
}
type Order struct {
  ID string
  events []interface{}
}
func (o *Order) Place() { o.events = append(o.events, OrderPlacedEvent{ID: o.ID}) }` },
  { name: 'a Go aggregate calling a notifier', check: 'aggregate-raises-events', language: 'go', expect: 'broken', words: ['Place', 'notifier'], code: `
type OrderPlacedEvent struct {
  ID string
}
type Order struct {
  ID string
  notifier Notifier
}
func (o *Order) Place() { e := OrderPlacedEvent{ID: o.ID}; o.notifier.Notify(e) }` },
  // value-without-identity
  { name: 'a C# value object on a ValueObject base', check: 'value-without-identity', language: 'csharp', expect: 'ok', code: `
public class MoneyValue : ValueObject {
  public decimal Value { get; }
  public string Currency { get; }
  private MoneyValue(decimal value, string currency) { Value = value; Currency = currency; }
  public static MoneyValue Of(decimal value, string currency) => new MoneyValue(value, currency);
}` },
  { name: 'a C# value object with an identity', check: 'value-without-identity', language: 'csharp', expect: 'broken', words: ['MoneyValue', 'identity'], code: `
public class MoneyValue : ValueObject {
  public Guid Id { get; }
  public decimal Value { get; }
  public MoneyValue(Guid id, decimal value) { Id = id; Value = value; }
}` },
  { name: 'a Java value object with a setter', check: 'value-without-identity', language: 'java', expect: 'broken', words: ['Money', 'mutable'], code: `
public class Money extends ValueObject {
  private BigDecimal amount;
  public Money(BigDecimal amount) { this.amount = amount; }
  public void setAmount(BigDecimal amount) { this.amount = amount; }
}` },
  { name: 'a Python frozen value', check: 'value-without-identity', language: 'python', expect: 'ok', code: `
@dataclass(frozen=True)
class Address:
    street: str
    city: str
` },
  { name: 'a TypeScript immutable value', check: 'value-without-identity', language: 'typescript', expect: 'ok', code: `
class Email { constructor(readonly value: string) {} equals(o: Email): boolean { return o.value === this.value; } }` },
  { name: 'a Go value type with a mutating method', check: 'value-without-identity', language: 'go', expect: 'broken', words: ['Money', 'mutable'], code: `
type Money struct {
  Amount int
  Currency string
}
func (m *Money) Add(n int) { m.Amount += n }` },
  // domain-objects-own-behaviour (naked objects)
  { name: 'Java naked domain objects with actions', check: 'domain-objects-own-behaviour', language: 'java', expect: 'ok', code: `
@DomainObject public class Book { private String title; private boolean borrowed; @Action public void borrow() { borrowed = true; } }
@DomainObject public class Author { private String name; private List<Book> books; @Action public Book createBook(String title) { return new Book(); } }` },
  { name: 'a Java service that manipulates anemic books', check: 'domain-objects-own-behaviour', language: 'java', expect: 'broken', words: ['LibraryService.borrow', 'Book'], code: `
public class Book { private String title; private boolean borrowed; public void setBorrowed(boolean b) { borrowed = b; } }
public class LibraryService { public void borrow(Book book) { book.setBorrowed(true); } }` },
  { name: 'a Python domain object with its own actions', check: 'domain-objects-own-behaviour', language: 'python', expect: 'ok', code: `
class Book:
    def __init__(self, title):
        self.title = title
        self.borrowed = False
    def borrow(self):
        self.borrowed = True
` },
  { name: 'a Python manager changing a book from outside', check: 'domain-objects-own-behaviour', language: 'python', expect: 'broken', words: ['LibraryManager', 'Book'], code: `
class Book:
    def __init__(self, title):
        self.title = title
        self.borrowed = False

class LibraryManager:
    def lend(self, book):
        book.borrowed = True
` },
  { name: 'a TypeScript hand-written form for a domain object', check: 'domain-objects-own-behaviour', language: 'typescript', expect: 'broken', words: ['CustomerForm', 'hand-written'], code: `
class Customer { constructor(private name: string) {} rename(n: string): void { this.name = n; } }
class CustomerForm { constructor(private customer: Customer) {} render(): string { return '<form></form>'; } }` },
  { name: 'anemic C# domain objects with no actions', check: 'domain-objects-own-behaviour', language: 'csharp', expect: 'broken', words: ['Invoice', 'actions'], code: `
public class Invoice { public decimal Total { get; private set; } public string Number { get; private set; } }` },
  { name: 'a Go domain object with actions', check: 'domain-objects-own-behaviour', language: 'go', expect: 'ok', code: `
type Book struct {
  Title string
  borrowed bool
}
func (b *Book) Borrow() { b.borrowed = true }` },
];

const WEB: Case[] = [
  // front-controller-dispatches
  { name: 'a Java front controller with a reflective dispatcher', check: 'front-controller-dispatches', language: 'java', expect: 'ok', code: `
public class FrontController {
  private final Dispatcher dispatcher;
  public FrontController() { this.dispatcher = new Dispatcher(); }
  public void handleRequest(String request) { dispatcher.dispatch(request); }
}
public class Dispatcher {
  public void dispatch(String request) { var command = getCommand(request); command.process(); }
  Command getCommand(String request) { try { return (Command) Class.forName("x." + request + "Command").getDeclaredConstructor().newInstance(); } catch (Exception e) { throw new RuntimeException(e); } }
}` },
  { name: 'a Java front controller that renders every page inline', check: 'front-controller-dispatches', language: 'java', expect: 'broken', words: ['FrontController.handleRequest', 'handler'], code: `
public class FrontController {
  public void handleRequest(String request) {
    if (request.equals("Archer")) { System.out.println("This is the archer view"); }
    else if (request.equals("Catapult")) { System.out.println("This is the catapult view"); }
    else { System.out.println("Unknown"); }
  }
}` },
  { name: 'a Python front controller with a route table', check: 'front-controller-dispatches', language: 'python', expect: 'ok', code: `
class FrontController:
    def __init__(self):
        self.handlers = {"/home": HomeHandler(), "/cart": CartHandler()}
    def handle(self, request):
        handler = self.handlers.get(request.path, NotFoundHandler())
        return handler.handle(request)
` },
  { name: 'Python pages reached directly with no front controller', check: 'front-controller-dispatches', language: 'python', expect: 'missing', words: ['entry point'], code: `
class HomePage:
    def show(self):
        return "home"

class CartPage:
    def show(self):
        return "cart"
` },
  { name: 'a TypeScript front controller dispatching through a map', check: 'front-controller-dispatches', language: 'typescript', expect: 'ok', code: `
class FrontController {
  private routes = new Map<string, Handler>();
  register(path: string, h: Handler): void { this.routes.set(path, h); }
  handle(req: Request): Response { const h = this.routes.get(new URL(req.url).pathname); return h ? h.handle(req) : new Response('not found', { status: 404 }); }
}` },
  { name: 'a TypeScript front controller doing each page itself', check: 'front-controller-dispatches', language: 'typescript', expect: 'broken', words: ['FrontController.handle', 'handler'], code: `
class FrontController {
  handle(path: string): string {
    if (path === '/home') { return '<h1>Home</h1>'; }
    else if (path === '/cart') { return '<h1>Cart</h1>'; }
    return '<h1>Not found</h1>';
  }
}` },
  { name: 'a Go front controller with a handler map', check: 'front-controller-dispatches', language: 'go', expect: 'ok', code: `
type FrontController struct {
  handlers map[string]http.Handler
}
func (f *FrontController) ServeHTTP(w http.ResponseWriter, r *http.Request) {
  h, ok := f.handlers[r.URL.Path]
  if !ok { http.NotFound(w, r); return }
  h.ServeHTTP(w, r)
}` },
  { name: 'a Go front controller writing every page itself', check: 'front-controller-dispatches', language: 'go', expect: 'broken', words: ['ServeHTTP', 'handler'], code: `
type FrontController struct{}
func (f *FrontController) ServeHTTP(w http.ResponseWriter, r *http.Request) {
  if r.URL.Path == "/home" { fmt.Fprint(w, "home") } else if r.URL.Path == "/cart" { fmt.Fprint(w, "cart") } else { fmt.Fprint(w, "404") }
}` },
  { name: 'a C# front controller creating a command per request', check: 'front-controller-dispatches', language: 'csharp', expect: 'ok', code: `
public class FrontController {
  public void HandleRequest(string request) {
    ICommand command = request switch { "Archer" => new ArcherCommand(), "Catapult" => new CatapultCommand(), _ => new UnknownCommand() };
    command.Process();
  }
}` },
  // controller-per-page
  { name: 'Java page controllers, one per page', check: 'controller-per-page', language: 'java', expect: 'ok', code: `
@Controller public class SignupController {
  SignupView view = new SignupView();
  @GetMapping("/signup") public String getSignup() { return view.display(); }
  @PostMapping("/signup") public String create(SignupModel form) { return view.redirect(form); }
}
@Controller public class UserController {
  UserView view = new UserView();
  @GetMapping("/user") public String getUserPath(SignupModel form) { return view.display(form); }
}` },
  { name: 'a Java controller that switches between pages', check: 'controller-per-page', language: 'java', expect: 'broken', words: ['SiteController', 'page'], code: `
public class SiteController extends HttpServlet {
  protected void doGet(HttpServletRequest req, HttpServletResponse resp) {
    String path = req.getPathInfo();
    if (path.equals("/signup")) { new SignupView().render(resp); }
    else if (path.equals("/user")) { new UserView().render(resp); }
  }
}` },
  { name: 'Python Flask handlers, one per page', check: 'controller-per-page', language: 'python', expect: 'ok', code: `
@app.route("/signup")
def signup(request):
    return render_template("signup.html")

@app.route("/user")
def user(request):
    if request.method == "POST":
        return redirect("/user")
    return render_template("user.html")
` },
  { name: 'a Python handler routing on the path', check: 'controller-per-page', language: 'python', expect: 'broken', words: ['page'], code: `
class PageHandler:
    def handle(self, request):
        if request.path == "/signup":
            return render_template("signup.html")
        elif request.path == "/user":
            return render_template("user.html")
` },
  { name: 'a TypeScript controller per page', check: 'controller-per-page', language: 'typescript', expect: 'ok', code: `
class CartPageController {
  constructor(private readonly cart: CartService) {}
  async get(req: Request): Promise<Response> { return render('cart', await this.cart.current()); }
}` },
  { name: 'a TypeScript controller with a switch on the URL', check: 'controller-per-page', language: 'typescript', expect: 'broken', words: ['PagesController'], code: `
class PagesController {
  handle(req: Request): string {
    switch (new URL(req.url).pathname) { case '/cart': return 'cart'; case '/home': return 'home'; default: return '404'; }
  }
}` },
  { name: 'a Go handler function for one page', check: 'controller-per-page', language: 'go', expect: 'ok', code: `
func signupHandler(w http.ResponseWriter, r *http.Request) {
  if r.Method == http.MethodPost { http.Redirect(w, r, "/user", http.StatusSeeOther); return }
  tmpl.ExecuteTemplate(w, "signup.html", nil)
}` },
  { name: 'a Go handler serving several pages', check: 'controller-per-page', language: 'go', expect: 'broken', words: ['page'], code: `
func pageHandler(w http.ResponseWriter, r *http.Request) {
  switch r.URL.Path {
  case "/signup": tmpl.ExecuteTemplate(w, "signup.html", nil)
  case "/user": tmpl.ExecuteTemplate(w, "user.html", nil)
  }
}` },
  { name: 'a C# page controller', check: 'controller-per-page', language: 'csharp', expect: 'ok', code: `
public class ProductController : Controller {
  private readonly IProductService _products;
  public ProductController(IProductService products) { _products = products; }
  public IActionResult Details(int id) { return View(_products.Find(id)); }
}` },
  { name: 'code with no controller at all', check: 'controller-per-page', language: 'java', expect: 'missing', words: ['controller'], code: `
public class Product { private String name; }` },
  // work-before-view
  { name: 'a Java controller that runs the action then updates the view', check: 'work-before-view', language: 'java', expect: 'ok', code: `
public class GiantController {
  public Dispatcher dispatcher;
  public GiantController(Dispatcher dispatcher) { this.dispatcher = dispatcher; }
  public void setCommand(Command s, int index) { dispatcher.performAction(s, index); }
  public void updateView(GiantModel giantModel) { dispatcher.updateView(giantModel); }
}
public class Dispatcher {
  private final GiantView giantView; private final List<Action> actions;
  void performAction(Command s, int actionIndex) { actions.get(actionIndex).updateModel(s); }
  void updateView(GiantModel giantModel) { giantView.displayGiant(giantModel); }
}` },
  { name: 'a Java controller showing a spinner before the work', check: 'work-before-view', language: 'java', expect: 'ok', code: `
public class OrderController {
  private final OrderView view; private final OrderService service;
  public void submit(OrderForm form) { view.showLoading(); Order o = service.process(form); view.display(o); }
}` },
  { name: 'a Java dispatcher that renders before the action runs', check: 'work-before-view', language: 'java', expect: 'broken', words: ['Dispatcher.handle', 'before'], code: `
public class Dispatcher {
  private final GiantView giantView; private final Action action;
  void handle(Command c, GiantModel model) { giantView.displayGiant(model); action.execute(c); }
}` },
  { name: 'a Python controller processing before rendering', check: 'work-before-view', language: 'python', expect: 'ok', code: `
class OrderController:
    def __init__(self, service, view):
        self.service = service
        self.view = view
    def handle(self, request):
        order = self.service.process(request)
        self.view.render(order)
` },
  { name: 'a Python controller rendering first', check: 'work-before-view', language: 'python', expect: 'broken', words: ['OrderController.handle'], code: `
class OrderController:
    def __init__(self, service, view):
        self.service = service
        self.view = view
    def handle(self, request):
        self.view.render(self.order)
        self.service.process(request)
` },
  { name: 'a TypeScript dispatcher rendering after the worker', check: 'work-before-view', language: 'typescript', expect: 'ok', code: `
class Dispatcher {
  constructor(private worker: CheckoutWorker, private view: ReceiptView) {}
  dispatch(req: CheckoutRequest): void { const receipt = this.worker.execute(req); this.view.render(receipt); }
}` },
  { name: 'a Go controller showing the view before the command', check: 'work-before-view', language: 'go', expect: 'broken', words: ['before'], code: `
type Controller struct {
  view *View
  command *Command
}
func (c *Controller) Handle(m *Model) { c.view.Render(m); c.command.Execute(m) }` },
  { name: 'a C# controller with its workers before the view', check: 'work-before-view', language: 'csharp', expect: 'ok', code: `
public class OrderController {
  private readonly IOrderService _service; private readonly OrderView _view;
  public void Submit(OrderForm form) { var order = _service.Process(form); _view.Display(order); }
}` },
  { name: 'code with no controller or dispatcher', check: 'work-before-view', language: 'csharp', expect: 'missing', words: ['dispatcher'], code: `
public class OrderView { public void Display(Order o) { Console.WriteLine(o.Id); } }` },
];

const VIEW_PARTS: Case[] = [
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

const SERVICES: Case[] = [
  // calls-services-not-stores
  { name: 'a Java API gateway calling service clients', check: 'calls-services-not-stores', language: 'java', expect: 'ok', params: { role: 'API gateway' }, code: `
public class ApiGateway {
  @Resource private ImageClient imageClient;
  @Resource private PriceClient priceClient;
  public DesktopProduct getProductDesktop() { var p = new DesktopProduct(); p.setImagePath(imageClient.getImagePath()); p.setPrice(priceClient.getPrice()); return p; }
  public MobileProduct getProductMobile() { var p = new MobileProduct(); p.setPrice(priceClient.getPrice()); return p; }
}` },
  { name: 'a Java API gateway reading a service database', check: 'calls-services-not-stores', language: 'java', expect: 'broken', words: ['ApiGateway', 'data store'], params: { role: 'API gateway' }, code: `
public class ApiGateway {
  private PriceClient priceClient; private ImageRepository imageRepository;
  public DesktopProduct getProductDesktop() { var p = new DesktopProduct(); p.setImagePath(imageRepository.findPath()); p.setPrice(priceClient.getPrice()); return p; }
}` },
  { name: 'a Python gateway calling services over HTTP', check: 'calls-services-not-stores', language: 'python', expect: 'ok', params: { role: 'API gateway' }, code: `
class ApiGateway:
    def product(self, product_id):
        price = requests.get(f"{PRICE_URL}/prices/{product_id}").json()
        image = requests.get(f"{IMAGE_URL}/images/{product_id}").json()
        return {"price": price, "image": image}
` },
  { name: 'a Python gateway querying a service database', check: 'calls-services-not-stores', language: 'python', expect: 'broken', words: ['ApiGateway'], params: { role: 'API gateway' }, code: `
class ApiGateway:
    def __init__(self, price_client, inventory_db):
        self.price_client = price_client
        self.inventory_db = inventory_db
    def product(self, product_id):
        stock = self.inventory_db.execute("SELECT qty FROM stock WHERE id = ?", (product_id,))
        return {"price": self.price_client.get(product_id), "stock": stock}
` },
  { name: 'a TypeScript gateway fanning out with fetch', check: 'calls-services-not-stores', language: 'typescript', expect: 'ok', params: { role: 'API gateway' }, code: `
export class ApiGateway {
  async product(id: string): Promise<Product> {
    const [price, image] = await Promise.all([fetch(PRICE + id).then((r) => r.json()), fetch(IMAGE + id).then((r) => r.json())]);
    return { price, image };
  }
}` },
  { name: 'a TypeScript BFF holding a Prisma client', check: 'calls-services-not-stores', language: 'typescript', expect: 'broken', words: ['MobileBff', 'PrismaClient'], params: { role: 'backend for frontend' }, code: `
export class MobileBff {
  constructor(private readonly orders: OrderClient, private readonly db: PrismaClient) {}
  async dashboard(userId: string): Promise<Dashboard> { return { orders: await this.orders.recent(userId), cart: await this.db.cart.findFirst({ where: { userId } }) }; }
}` },
  { name: 'a Go gateway using service clients', check: 'calls-services-not-stores', language: 'go', expect: 'ok', params: { role: 'API gateway' }, code: `
type Gateway struct {
  prices PriceClient
  images ImageClient
}
func (g *Gateway) Product(id string) Product { return Product{Price: g.prices.Get(id), Image: g.images.Get(id)} }` },
  { name: 'a Go aggregator holding a *sql.DB', check: 'calls-services-not-stores', language: 'go', expect: 'broken', words: ['Aggregator', 'sql.DB'], params: { role: 'aggregator' }, code: `
type Aggregator struct {
  info InfoClient
  db *sql.DB
}
func (a *Aggregator) Product(id string) Product { var n int; a.db.QueryRow("SELECT qty FROM inventory WHERE id=$1", id).Scan(&n); return Product{Title: a.info.Title(id), Qty: n} }` },
  { name: 'a C# gateway with typed HTTP clients', check: 'calls-services-not-stores', language: 'csharp', expect: 'ok', params: { role: 'API gateway' }, code: `
public class ProductGateway {
  private readonly HttpClient _http;
  public ProductGateway(HttpClient http) { _http = http; }
  public async Task<ProductView> Get(string id) => new ProductView(await _http.GetStringAsync("prices/" + id), await _http.GetStringAsync("images/" + id));
}` },
  { name: 'a BFF snippet that shows no downstream calls', check: 'calls-services-not-stores', language: 'java', expect: 'ok', params: { role: 'backend for frontend', optional: true }, code: `
public record MobileDashboardResponse(String name, int cartItems) {}` },
  { name: 'a mobile app calling every microservice itself', check: 'calls-services-not-stores', language: 'typescript', expect: 'missing', words: ['MobileApp', 'single entry point'], params: { role: 'API gateway' }, code: `
class MobileApp {
  constructor(private priceClient: PriceClient, private imageClient: ImageClient) {}
  async product(id: string) { return { price: await this.priceClient.get(id), image: await this.imageClient.get(id) }; }
}` },
  { name: 'clients calling each service with no gateway', check: 'calls-services-not-stores', language: 'csharp', expect: 'missing', words: ['gateway'], params: { role: 'API gateway' }, code: `
public class Product { public string Name { get; set; } }` },
  // combines-service-responses
  { name: 'a Java aggregator combining two services', check: 'combines-service-responses', language: 'java', expect: 'ok', code: `
@RestController public class Aggregator {
  @Resource private ProductInformationClient informationClient;
  @Resource private ProductInventoryClient inventoryClient;
  @RequestMapping(path = "/product") public Product getProduct() {
    var product = new Product();
    product.setTitle(requireNonNullElse(informationClient.getProductTitle(), "Error"));
    product.setProductInventories(requireNonNullElse(inventoryClient.getProductInventories(), -1));
    return product;
  }
}` },
  { name: 'a Java aggregator that relays one service per endpoint', check: 'combines-service-responses', language: 'java', expect: 'broken', words: ['Aggregator', 'one'], code: `
@RestController public class Aggregator {
  @Resource private ProductInformationClient informationClient;
  @Resource private ProductInventoryClient inventoryClient;
  public String getTitle() { return informationClient.getProductTitle(); }
  public int getInventory() { return inventoryClient.getProductInventories(); }
}` },
  { name: 'a Python aggregator merging two responses', check: 'combines-service-responses', language: 'python', expect: 'ok', code: `
class TripAggregator:
    def __init__(self, flights_client, hotels_client):
        self.flights_client = flights_client
        self.hotels_client = hotels_client
    def trip(self, trip_id):
        return {"flights": self.flights_client.get(trip_id), "hotels": self.hotels_client.get(trip_id)}
` },
  { name: 'a TypeScript aggregator with separate pass-through methods', check: 'combines-service-responses', language: 'typescript', expect: 'broken', words: ['TripAggregator'], code: `
class TripAggregator {
  constructor(private flightsClient: FlightsClient, private hotelsClient: HotelsClient) {}
  flights(id: string) { return this.flightsClient.get(id); }
  hotels(id: string) { return this.hotelsClient.get(id); }
}` },
  { name: 'a Go aggregator calling two services in one handler', check: 'combines-service-responses', language: 'go', expect: 'ok', code: `
func productHandler(w http.ResponseWriter, r *http.Request) {
  title, _ := http.Get(infoURL)
  stock, _ := http.Get(inventoryURL)
  json.NewEncoder(w).Encode(Product{Title: read(title), Stock: read(stock)})
}` },
  { name: 'a C# aggregator combining services', check: 'combines-service-responses', language: 'csharp', expect: 'ok', code: `
public class OrderSummaryAggregator {
  private readonly IOrderService _orders; private readonly IShippingService _shipping;
  public async Task<OrderSummary> Get(Guid id) => new OrderSummary(await _orders.Get(id), await _shipping.Status(id));
}` },
  { name: 'a single service with nothing to aggregate', check: 'combines-service-responses', language: 'csharp', expect: 'missing', words: ['aggregator'], code: `
public class OrderService { public Order Get(Guid id) => null; }` },
  // one-backend-per-client
  { name: 'Java BFFs, one per client', check: 'one-backend-per-client', language: 'java', expect: 'ok', code: `
public class MobileBff implements ClientBff<MobileDashboardResponse> {
  private final AuthService auth; private final CartService cart;
  public MobileDashboardResponse dashboard(String user) { return new MobileDashboardResponse(auth.name(user), cart.count(user)); }
}
public class DesktopBff implements ClientBff<DesktopDashboardResponse> {
  private final AuthService auth; private final OrderService orders; private final SupplierService suppliers;
  public DesktopDashboardResponse dashboard(String user) { return new DesktopDashboardResponse(auth.name(user), orders.all(user), suppliers.all()); }
}` },
  { name: 'a Java shared API branching on the client type', check: 'one-backend-per-client', language: 'java', expect: 'broken', words: ['DashboardApi.dashboard', 'client'], code: `
public class DashboardApi {
  private final OrderService orders;
  public Object dashboard(String user, ClientType clientType) {
    if (clientType == ClientType.MOBILE) { return new MobileView(orders.recent(user)); }
    return new DesktopView(orders.all(user));
  }
}` },
  { name: 'a Python shared endpoint switching on the user agent', check: 'one-backend-per-client', language: 'python', expect: 'broken', words: ['client'], code: `
def dashboard(request):
    device = request.args.get("device")
    if device == "mobile":
        return summary()
    return full_report()
` },
  { name: 'Python backends per frontend', check: 'one-backend-per-client', language: 'python', expect: 'ok', code: `
class MobileBff:
    def __init__(self, orders):
        self.orders = orders
    def home(self, user):
        return {"recent": self.orders.recent(user, limit=3)}

class WebBff:
    def __init__(self, orders):
        self.orders = orders
    def home(self, user):
        return {"orders": self.orders.all(user)}
` },
  { name: 'a TypeScript backend with a platform switch', check: 'one-backend-per-client', language: 'typescript', expect: 'broken', words: ['client'], code: `
export class HomeController {
  home(req: { platform: string }): object { switch (req.platform) { case 'ios': return { compact: true }; default: return { compact: false }; } }
}` },
  { name: 'a Go BFF for the mobile app', check: 'one-backend-per-client', language: 'go', expect: 'ok', code: `
type MobileBff struct {
  orders OrderClient
}
func (b *MobileBff) Home(user string) MobileHome { return MobileHome{Recent: b.orders.Recent(user, 3)} }` },
  { name: 'a C# backend for the desktop client', check: 'one-backend-per-client', language: 'csharp', expect: 'ok', code: `
public class DesktopBffController { private readonly IOrderClient _orders; public DesktopDashboard Get(string user) => new DesktopDashboard(_orders.All(user)); }` },
  { name: 'a generic API with no client-specific backend', check: 'one-backend-per-client', language: 'csharp', expect: 'missing', words: ['backend'], code: `
public class OrdersController { private readonly IOrderClient _orders; public object Get(string user) => _orders.All(user); }` },
  // routes-between-legacy-and-new
  { name: 'a Java strangler facade routing per feature', check: 'routes-between-legacy-and-new', language: 'java', expect: 'ok', code: `
public class HalfArithmetic {
  private final HalfSource newSource; private final OldSource oldSource;
  public HalfArithmetic(HalfSource newSource, OldSource oldSource) { this.newSource = newSource; this.oldSource = oldSource; }
  public int sum(int... nums) { return newSource.accumulateSum(nums); }
  public int mul(int... nums) { return oldSource.accumulateMul(nums); }
}` },
  { name: 'a Java facade that never routes to the new system', check: 'routes-between-legacy-and-new', language: 'java', expect: 'broken', words: ['HalfArithmetic', 'new'], code: `
public class HalfArithmetic {
  private final NewSource newSource; private final OldSource oldSource;
  public int sum(int... nums) { return oldSource.accumulateSum(nums); }
  public int mul(int... nums) { return oldSource.accumulateMul(nums); }
}` },
  { name: 'a Python new service that calls the legacy one', check: 'routes-between-legacy-and-new', language: 'python', expect: 'broken', words: ['NewBillingService', 'legacy'], code: `
class LegacyBilling:
    def invoice(self, order):
        return "old"

class NewBillingService:
    def __init__(self):
        self.legacy = LegacyBilling()
    def invoice(self, order):
        return self.legacy.invoice(order)

class BillingRouter:
    def __init__(self, legacy_billing, new_billing):
        self.legacy_billing = legacy_billing
        self.new_billing = new_billing
    def invoice(self, order):
        return self.new_billing.invoice(order)
` },
  { name: 'a Python router with a feature flag', check: 'routes-between-legacy-and-new', language: 'python', expect: 'ok', code: `
class BillingRouter:
    def __init__(self, legacy_billing, new_billing, flags):
        self.legacy_billing = legacy_billing
        self.new_billing = new_billing
        self.flags = flags
    def invoice(self, order):
        if self.flags.enabled("new-invoicing"):
            return self.new_billing.invoice(order)
        return self.legacy_billing.invoice(order)
` },
  { name: 'a TypeScript client bypassing the strangler facade', check: 'routes-between-legacy-and-new', language: 'typescript', expect: 'broken', words: ['CheckoutPage', 'legacy'], code: `
class OrdersFacade {
  constructor(private legacyOrders: LegacyOrders, private modernOrders: ModernOrders) {}
  place(o: Order) { return this.modernOrders.place(o); }
  history(id: string) { return this.legacyOrders.history(id); }
}
class CheckoutPage {
  constructor(private legacyOrders: LegacyOrders) {}
  submit(o: Order) { return this.legacyOrders.place(o); }
}` },
  { name: 'a Go facade between v1 and v2', check: 'routes-between-legacy-and-new', language: 'go', expect: 'ok', code: `
type CatalogFacade struct {
  v1 LegacyCatalog
  v2 NewCatalog
}
func (f *CatalogFacade) Search(q string) []Item { return f.v2.Search(q) }
func (f *CatalogFacade) Details(id string) Item { return f.v1.Details(id) }` },
  { name: 'a C# rewrite with no facade', check: 'routes-between-legacy-and-new', language: 'csharp', expect: 'missing', words: ['facade'], code: `
public class OrderService { public void Place(Order o) { } }` },
  // composes-ui-fragments
  { name: 'a Java gateway composing frontend components', check: 'composes-ui-fragments', language: 'java', expect: 'ok', code: `
public interface FrontendComponent { String fetchData(Map<String, String> params); }
public class ProductComponent implements FrontendComponent { public String fetchData(Map<String, String> p) { return "products"; } }
public class CartComponent implements FrontendComponent { public String fetchData(Map<String, String> p) { return "cart"; } }
public class ApiGateway {
  private final Map<String, FrontendComponent> routes = new HashMap<>();
  public void registerRoute(String path, FrontendComponent c) { routes.put(path, c); }
  public String handleRequest(String path, Map<String, String> params) { return routes.containsKey(path) ? routes.get(path).fetchData(params) : "404 Not Found"; }
}` },
  { name: 'a Java shell that type-checks its components', check: 'composes-ui-fragments', language: 'java', expect: 'broken', words: ['Shell.render', 'component'], code: `
public interface FrontendComponent { String fetchData(); }
public class Shell {
  private final List<FrontendComponent> components = new ArrayList<>();
  public String render() { StringBuilder sb = new StringBuilder(); for (var c : components) { if (c instanceof CartComponent) sb.append("cart"); else sb.append(c.fetchData()); } return sb.toString(); }
}` },
  { name: 'a TypeScript page fetching every service itself', check: 'composes-ui-fragments', language: 'typescript', expect: 'missing', words: ['services', 'components'], code: `
class DashboardPage {
  async render(): Promise<string> {
    const billing = await fetch('/billing/api').then((r) => r.json());
    const reports = await fetch('/reports/api').then((r) => r.json());
    return '<div>' + billing.total + reports.count + '</div>';
  }
}` },
  { name: 'a Python shell rendering registered fragments', check: 'composes-ui-fragments', language: 'python', expect: 'ok', code: `
class Shell:
    def __init__(self):
        self.fragments = []
    def register(self, fragment):
        self.fragments.append(fragment)
    def render(self):
        return "".join(f.render() for f in self.fragments)
` },
  { name: 'a Go page composing widgets through one interface', check: 'composes-ui-fragments', language: 'go', expect: 'ok', code: `
type Widget interface {
  Render() string
}
type Page struct {
  widgets []Widget
}
func (p *Page) Render() string { s := ""; for _, w := range p.widgets { s += w.Render() }; return s }` },
  { name: 'a C# layout composing microfrontends', check: 'composes-ui-fragments', language: 'csharp', expect: 'ok', code: `
public interface IMicroFrontend { Task<string> RenderAsync(); }
public class Layout { private readonly IEnumerable<IMicroFrontend> _parts; public async Task<string> Render() { var html = ""; foreach (var p in _parts) html += await p.RenderAsync(); return html; } }` },
  // modules-call-in-process
  { name: 'a Java monolith wiring modules in one process', check: 'modules-call-in-process', language: 'java', expect: 'ok', code: `
@SpringBootApplication public class EcommerceApp implements CommandLineRunner {
  private final UserCon userService; private final ProductCon productService; private final OrderCon orderService;
  public static void main(String... args) { SpringApplication.run(EcommerceApp.class, args); }
  public void run(String... args) { orderService.placeOrder(new Order()); }
}
public class OrderCon { private final ProductCon products; public void placeOrder(Order o) { products.reserve(o.productId()); } }` },
  { name: 'a Java order module calling the user module over HTTP', check: 'modules-call-in-process', language: 'java', expect: 'broken', words: ['OrderCon', 'HTTP', 'in-process'], code: `
public class UserCon { public User find(long id) { return null; } }
public class OrderCon {
  private final RestTemplate restTemplate;
  public void placeOrder(Order o) { User u = restTemplate.getForObject(USER_SERVICE_URL + o.userId(), User.class); }
}` },
  { name: 'a Python monolith calling modules directly', check: 'modules-call-in-process', language: 'python', expect: 'ok', code: `
class InventoryService:
    def reserve(self, sku):
        pass

class OrderService:
    def __init__(self, inventory):
        self.inventory = inventory
    def place(self, order):
        self.inventory.reserve(order.sku)
` },
  { name: 'a Python module calling its sibling through requests', check: 'modules-call-in-process', language: 'python', expect: 'broken', words: ['OrderService.place', 'inventory'], code: `
class InventoryService:
    def reserve(self, sku):
        pass

class OrderService:
    def place(self, order):
        requests.post(INVENTORY_URL + "/reserve", json={"sku": order.sku})
` },
  { name: 'TypeScript modules each starting their own server', check: 'modules-call-in-process', language: 'typescript', expect: 'broken', words: ['server'], code: `
function startUsers(): void { const app = express(); app.get('/users', (_q, s) => s.json([])); app.listen(3001); }
function startOrders(): void { const app = express(); app.get('/orders', (_q, s) => s.json([])); app.listen(3002); }` },
  { name: 'a Go monolith with one server', check: 'modules-call-in-process', language: 'go', expect: 'ok', code: `
type UserService struct{}
type OrderService struct {
  users *UserService
}
func main() { users := &UserService{}; orders := &OrderService{users: users}; _ = orders; http.ListenAndServe(":8080", nil) }` },
  { name: 'a C# monolith module with direct calls', check: 'modules-call-in-process', language: 'csharp', expect: 'ok', code: `
public class BillingModule { public void Charge(Order o) { } }
public class OrderModule { private readonly BillingModule _billing; public void Place(Order o) { _billing.Charge(o); } }` },
];

const OPS: Case[] = [
  // propagates-trace-context
  { name: 'a Java service relying on Sleuth-instrumented RestTemplate', check: 'propagates-trace-context', language: 'java', expect: 'ok', code: `
@Service public class OrderService {
  private final RestTemplateBuilder restTemplateBuilder;
  public OrderService(final RestTemplateBuilder restTemplateBuilder) { this.restTemplateBuilder = restTemplateBuilder; }
  Boolean processPayment() { return restTemplateBuilder.build().postForEntity("http://localhost:30301/payment/process", "x", Boolean.class).getBody(); }
}` },
  { name: 'a Java handler that starts a new trace id for the downstream call', check: 'propagates-trace-context', language: 'java', expect: 'broken', words: ['processOrder', 'trace'], code: `
@RestController public class OrderController {
  private final RestTemplate restTemplate;
  @PostMapping("/order") public String processOrder(HttpServletRequest request) {
    String traceId = UUID.randomUUID().toString();
    HttpHeaders headers = new HttpHeaders(); headers.set("X-Trace-Id", traceId);
    return restTemplate.exchange(PAYMENT_URL, HttpMethod.POST, new HttpEntity<>(headers), String.class).getBody();
  }
}` },
  { name: 'a Java handler forwarding the incoming trace header', check: 'propagates-trace-context', language: 'java', expect: 'ok', code: `
@RestController public class OrderController {
  private final RestTemplate restTemplate;
  @PostMapping("/order") public String processOrder(HttpServletRequest request) {
    String traceId = request.getHeader("X-Trace-Id");
    if (traceId == null) traceId = UUID.randomUUID().toString();
    HttpHeaders headers = new HttpHeaders(); headers.set("X-Trace-Id", traceId);
    return restTemplate.exchange(PAYMENT_URL, HttpMethod.POST, new HttpEntity<>(headers), String.class).getBody();
  }
}` },
  { name: 'a Python handler that logs the trace id but drops it', check: 'propagates-trace-context', language: 'python', expect: 'broken', words: ['handle_order', 'trace'], code: `
def handle_order(request):
    trace_id = request.headers.get("traceparent")
    logger.info("order %s", trace_id)
    return requests.post(PAYMENT_URL, json=request.json)
` },
  { name: 'a Python handler passing traceparent on', check: 'propagates-trace-context', language: 'python', expect: 'ok', code: `
def handle_order(request):
    trace_id = request.headers.get("traceparent")
    return requests.post(PAYMENT_URL, json=request.json, headers={"traceparent": trace_id})
` },
  { name: 'a TypeScript service using OpenTelemetry propagation', check: 'propagates-trace-context', language: 'typescript', expect: 'ok', code: `
export async function checkout(req: Request): Promise<Response> {
  const headers: Record<string, string> = {};
  propagation.inject(context.active(), headers);
  return fetch(PAYMENT_URL, { method: 'POST', headers });
}` },
  { name: 'TypeScript calls between services with no trace context at all', check: 'propagates-trace-context', language: 'typescript', expect: 'missing', words: ['checkout', 'trace'], code: `
export async function checkout(req: Request): Promise<Response> {
  const paid = await fetch(PAYMENT_URL, { method: 'POST' });
  return fetch(SHIPPING_URL, { method: 'POST', body: await paid.text() });
}` },
  { name: 'a Go handler passing r.Context() on', check: 'propagates-trace-context', language: 'go', expect: 'ok', code: `
func orderHandler(w http.ResponseWriter, r *http.Request) {
  ctx, span := tracer.Start(r.Context(), "order")
  defer span.End()
  req, _ := http.NewRequestWithContext(ctx, "POST", paymentURL, nil)
  otelhttp.DefaultClient.Do(req)
}` },
  { name: 'a Go handler calling downstream with a background context', check: 'propagates-trace-context', language: 'go', expect: 'broken', words: ['orderHandler', 'context'], code: `
func orderHandler(w http.ResponseWriter, r *http.Request) {
  _, span := tracer.Start(r.Context(), "order")
  defer span.End()
  req, _ := http.NewRequestWithContext(context.Background(), "POST", paymentURL, nil)
  client.Do(req)
}` },
  { name: 'a C# client that new-ups a correlation id per call', check: 'propagates-trace-context', language: 'csharp', expect: 'broken', words: ['PlaceOrder', 'trace'], code: `
public class OrderController : ControllerBase {
  private readonly HttpClient _http;
  public async Task<IActionResult> PlaceOrder(HttpRequest request) {
    var correlationId = Guid.NewGuid().ToString();
    _http.DefaultRequestHeaders.Add("X-Correlation-Id", correlationId);
    await _http.PostAsync("payments", null);
    return Ok();
  }
}` },
  // ships-logs-to-central-store
  { name: 'Java producers sending entries to the aggregator', check: 'ships-logs-to-central-store', language: 'java', expect: 'ok', code: `
public class CentralLogStore { private final List<LogEntry> logs = new ArrayList<>(); public void storeLog(LogEntry e) { logs.add(e); } }
public class LogAggregator { private final CentralLogStore store; public void collectLog(LogEntry e) { store.storeLog(e); } }
public class LogProducer {
  private final String serviceName; private final LogAggregator logAggregator;
  public LogProducer(String serviceName, LogAggregator logAggregator) { this.serviceName = serviceName; this.logAggregator = logAggregator; }
  public void generateLog(LogLevel level, String message) { logAggregator.collectLog(new LogEntry(serviceName, level, message, LocalDateTime.now())); }
}` },
  { name: 'a Java producer that creates its own central store', check: 'ships-logs-to-central-store', language: 'java', expect: 'broken', words: ['LogProducer', 'CentralLogStore'], code: `
public class CentralLogStore { private final List<LogEntry> logs = new ArrayList<>(); public void storeLog(LogEntry e) { logs.add(e); } }
public class LogProducer {
  private final CentralLogStore store;
  public LogProducer() { this.store = new CentralLogStore(); }
  public void generateLog(String message) { store.storeLog(new LogEntry("svc", message)); }
}` },
  { name: 'a Python service writing logs to a local file', check: 'ships-logs-to-central-store', language: 'python', expect: 'missing', words: ['local file'], code: `
class PaymentService:
    def log(self, message):
        with open("/var/log/payments.log", "a") as f:
            f.write(message + "\\n")
` },
  { name: 'a Python service using a socket log handler', check: 'ships-logs-to-central-store', language: 'python', expect: 'ok', code: `
logger = logging.getLogger("payments")
logger.addHandler(logging.handlers.SocketHandler("logs.internal", 9020))

class PaymentService:
    def pay(self, order):
        logger.info("paid %s", order.id)
` },
  { name: 'a TypeScript service with a file next to the aggregator', check: 'ships-logs-to-central-store', language: 'typescript', expect: 'broken', words: ['BillingService', 'local file'], code: `
class LogAggregator { collect(entry: LogEntry): void { store.push(entry); } }
class BillingService {
  log(message: string): void { fs.appendFileSync('/var/log/billing.log', message); }
}` },
  { name: 'a Go service shipping to a collector', check: 'ships-logs-to-central-store', language: 'go', expect: 'ok', code: `
type LogCollector struct {
  entries []LogEntry
}
func (c *LogCollector) Collect(e LogEntry) { c.entries = append(c.entries, e) }
type OrderService struct {
  logs *LogCollector
}
func (s *OrderService) Place() { s.logs.Collect(LogEntry{Service: "orders", Message: "placed"}) }` },
  { name: 'a C# app using Serilog to Seq', check: 'ships-logs-to-central-store', language: 'csharp', expect: 'ok', code: `
public static class Logging {
  public static ILogger Create() => new LoggerConfiguration().Enrich.WithProperty("Service", "orders").WriteTo.Seq("http://seq:5341").CreateLogger();
}` },
  // entries-name-their-source
  { name: 'a Java log entry naming its service', check: 'entries-name-their-source', language: 'java', expect: 'ok', code: `
public class LogEntry { private final String serviceName; private final LogLevel level; private final String message; private final LocalDateTime timestamp; }` },
  { name: 'a Java log entry without a source', check: 'entries-name-their-source', language: 'java', expect: 'broken', words: ['LogEntry', 'service'], code: `
public class LogEntry { private final LogLevel level; private final String message; private final LocalDateTime timestamp; }` },
  { name: 'a Python log record with a host', check: 'entries-name-their-source', language: 'python', expect: 'ok', code: `
class LogRecord:
    def __init__(self, host, level, message):
        self.host = host
        self.level = level
        self.message = message
` },
  { name: 'a TypeScript log entry with only level and text', check: 'entries-name-their-source', language: 'typescript', expect: 'broken', words: ['LogEntry'], code: `
class LogEntry { constructor(readonly level: string, readonly text: string, readonly at: Date) {} }` },
  { name: 'a Go log entry with a service field', check: 'entries-name-their-source', language: 'go', expect: 'ok', code: `
type LogEntry struct {
  Service string
  Level string
  Message string
}` },
  { name: 'a C# log message record without origin', check: 'entries-name-their-source', language: 'csharp', expect: 'broken', words: ['LogMessage'], code: `
public class LogMessage { public string Level { get; init; } public string Text { get; init; } public DateTime At { get; init; } }` },
  // registers-itself
  { name: 'a Java service with a discovery client', check: 'registers-itself', language: 'java', expect: 'ok', code: `
@SpringBootApplication
@EnableDiscoveryClient
public class GreetingServiceApplication { public static void main(String[] args) { SpringApplication.run(GreetingServiceApplication.class, args); } }` },
  { name: 'a Java service with no registration', check: 'registers-itself', language: 'java', expect: 'missing', words: ['registry'], code: `
@SpringBootApplication
public class GreetingServiceApplication { public static void main(String[] args) { SpringApplication.run(GreetingServiceApplication.class, args); } }` },
  { name: 'a Go service registering and deregistering with Consul', check: 'registers-itself', language: 'go', expect: 'ok', code: `
func main() {
  client, _ := consul.NewClient(consul.DefaultConfig())
  client.Agent().ServiceRegister(&consul.AgentServiceRegistration{ID: "greeting-1", Name: "greeting", Port: 8081})
  defer client.Agent().ServiceDeregister("greeting-1")
  http.ListenAndServe(":8081", nil)
}` },
  { name: 'a Go service that registers and never leaves', check: 'registers-itself', language: 'go', expect: 'broken', words: ['main', 'registry'], code: `
func main() {
  client, _ := consul.NewClient(consul.DefaultConfig())
  client.Agent().ServiceRegister(&consul.AgentServiceRegistration{ID: "greeting-1", Name: "greeting", Port: 8081})
  http.ListenAndServe(":8081", nil)
}` },
  { name: 'a Python service with a registry heartbeat', check: 'registers-itself', language: 'python', expect: 'ok', code: `
class GreetingService:
    def start(self):
        self.registry.register("greeting", self.host, self.port)
        self.scheduler.every(10, lambda: self.registry.heartbeat("greeting"))
` },
  { name: 'a TypeScript service registering on start and leaving on SIGTERM', check: 'registers-itself', language: 'typescript', expect: 'ok', code: `
async function start(): Promise<void> {
  await registry.register({ name: 'greeting', address: HOST, port: PORT });
  process.on('SIGTERM', () => registry.deregister('greeting'));
}` },
  { name: 'a C# service registering without deregistering', check: 'registers-itself', language: 'csharp', expect: 'broken', words: ['registry'], code: `
public class Startup {
  public void Configure(IConsulClient consul) { consul.Agent.ServiceRegister(new AgentServiceRegistration { Name = "orders", Port = 5000 }); }
}` },
  // enhancer-returns-new-list
  { name: 'a TypeScript enhancer returning a new array', check: 'enhancer-returns-new-list', language: 'typescript', expect: 'ok', code: `
export const enhanceDividers = (elements: FEElement[]): FEElement[] =>
  elements.reduce<FEElement[]>((out, el, i) => (isDivider(elements[i - 1]) ? [...out, { ...el, dropCap: true }] : [...out, el]), []);` },
  { name: 'a TypeScript enhancer that splices its input', check: 'enhancer-returns-new-list', language: 'typescript', expect: 'broken', words: ['enhanceImages', 'elements', 'new array'], code: `
export const enhanceImages = (elements: FEElement[]): FEElement[] => {
  for (let i = 0; i < elements.length; i++) { if (isCaption(elements[i])) elements.splice(i, 1); }
  return elements;
};` },
  { name: 'a TypeScript enhancer that edits elements in place', check: 'enhancer-returns-new-list', language: 'typescript', expect: 'broken', words: ['addDropCaps'], code: `
export function addDropCaps(elements: FEElement[]): FEElement[] {
  elements.forEach((el) => { if (isFirstParagraph(el)) el.dropCap = true; });
  return elements;
}` },
  { name: 'a Python enhancer building a new list', check: 'enhancer-returns-new-list', language: 'python', expect: 'ok', code: `
def enhance_captions(elements: list[Element]) -> list[Element]:
    return [with_caption(e) for e in elements if not is_caption(e)]
` },
  { name: 'a Python enhancer that sorts its input in place', check: 'enhancer-returns-new-list', language: 'python', expect: 'broken', words: ['enhance_order', 'elements'], code: `
def enhance_order(elements: list[Element]) -> list[Element]:
    elements.sort(key=lambda e: e.position)
    return elements
` },
  { name: 'a Java enhancer streaming into a new list', check: 'enhancer-returns-new-list', language: 'java', expect: 'ok', code: `
class Enhancers { static List<Element> enhanceImages(List<Element> elements) { return elements.stream().filter(e -> !e.isCaption()).collect(Collectors.toList()); } }` },
  { name: 'a Java enhancer removing from the given list', check: 'enhancer-returns-new-list', language: 'java', expect: 'broken', words: ['enhanceImages'], code: `
class Enhancers { static List<Element> enhanceImages(List<Element> elements) { elements.removeIf(Element::isCaption); return elements; } }` },
  { name: 'a Go enhancer appending to a fresh slice', check: 'enhancer-returns-new-list', language: 'go', expect: 'ok', code: `
func enhanceDividers(elements []Element) []Element {
  out := make([]Element, 0, len(elements))
  for _, e := range elements { if !e.IsDivider() { out = append(out, e) } }
  return out
}` },
  { name: 'a Go enhancer overwriting elements of its input', check: 'enhancer-returns-new-list', language: 'go', expect: 'broken', words: ['enhanceDividers'], code: `
func enhanceDividers(elements []Element) []Element {
  for i := range elements { if elements[i].IsDivider() { elements[i] = Element{Kind: "dropcap"} } }
  return elements
}` },
  { name: 'a C# enhancer mutating the list', check: 'enhancer-returns-new-list', language: 'csharp', expect: 'broken', words: ['Enhance'], code: `
public static class ImageEnhancer { public static List<Element> Enhance(List<Element> elements) { elements.RemoveAll(e => e.IsCaption); return elements; } }` },
  { name: 'code with no enhancer', check: 'enhancer-returns-new-list', language: 'typescript', expect: 'missing', words: ['enhancer'], code: `
export const title = (a: Article): string => a.headline;` },
  // switches-on-display-and-design
  { name: 'a TypeScript nested switch on display and design', check: 'switches-on-display-and-design', language: 'typescript', expect: 'ok', code: `
const shouldShowAvatar = (design: Design, display: Display) => {
  switch (display) {
    case 'immersive': return false;
    case 'showcase':
    case 'standard': { switch (design) { case Design.Feature: case Design.Review: return true; default: return false; } }
  }
};` },
  { name: 'a TypeScript if-chain on display and design', check: 'switches-on-display-and-design', language: 'typescript', expect: 'broken', words: ['shouldShowAvatar', 'switch'], code: `
const shouldShowAvatar = (design: Design, display: Display) => {
  if (display === 'immersive') return false;
  if (design === Design.Feature || design === Design.Review) return true;
  return false;
};` },
  { name: 'a TypeScript ternary on the display', check: 'switches-on-display-and-design', language: 'typescript', expect: 'broken', words: ['switch'], code: `
export function DecideLayout({ format }: Props) { return format.display === ArticleDisplay.Immersive ? <ImmersiveLayout /> : <StandardLayout />; }` },
  { name: 'a Java switch on display', check: 'switches-on-display-and-design', language: 'java', expect: 'ok', code: `
class Layouts { Layout decide(Display display, Design design) { switch (display) { case IMMERSIVE: return new ImmersiveLayout(); default: switch (design) { case LIVEBLOG: return new LiveLayout(); default: return new StandardLayout(); } } } }` },
  { name: 'a Python match on display', check: 'switches-on-display-and-design', language: 'python', expect: 'ok', code: `
def decide_layout(display, design):
    match display:
        case Display.IMMERSIVE:
            return ImmersiveLayout()
        case _:
            return StandardLayout()
` },
  { name: 'a Python if/elif on design', check: 'switches-on-display-and-design', language: 'python', expect: 'broken', words: ['decide_layout'], code: `
def decide_layout(display, design):
    if design == Design.LIVEBLOG:
        return LiveLayout()
    elif design == Design.INTERVIEW:
        return InterviewLayout()
    return StandardLayout()
` },
  { name: 'a Go switch on display', check: 'switches-on-display-and-design', language: 'go', expect: 'ok', code: `
func decideLayout(display Display, design Design) Layout {
  switch display {
  case Immersive: return ImmersiveLayout{}
  default: return StandardLayout{}
  }
}` },
  { name: 'a C# if on display', check: 'switches-on-display-and-design', language: 'csharp', expect: 'broken', words: ['Decide'], code: `
public static class LayoutDecider { public static Layout Decide(Display display) { if (display == Display.Immersive) return new ImmersiveLayout(); return new StandardLayout(); } }` },
  { name: 'code that never branches on display or design', check: 'switches-on-display-and-design', language: 'typescript', expect: 'missing', words: ['display'], code: `
export const Headline = ({ text }: { text: string }) => <h1>{text}</h1>;` },
];

const CASES: Case[] = [...PRESENTATION, ...BINDINGS, ...LAYERS, ...CQRS, ...DOMAIN, ...WEB, ...VIEW_PARTS, ...SERVICES, ...OPS];

const outcome = (c: Pick<Case, 'check' | 'language' | 'code' | 'params'>) => INVARIANT_CHECKS[c.check](buildCodeModel(c.code, c.language), c.params ?? {});

describe('architecture invariant checks', () => {
  it('should register each check once across the whole registry', () => {
    expect(duplicateCheckNames()).toEqual([]);
    for (const name of Object.keys(ARCHITECTURE_CHECKS)) expect(INVARIANT_CHECKS[name]).toBe(ARCHITECTURE_CHECKS[name]);
  });

  it('should have a compliant and a broken (or missing) sample for every check', () => {
    for (const name of Object.keys(ARCHITECTURE_CHECKS)) {
      const mine = CASES.filter((c) => c.check === name);
      expect(mine.some((c) => c.expect === 'ok'), name).toBe(true);
      expect(mine.some((c) => c.expect !== 'ok'), name).toBe(true);
    }
  });

  describe.each(Object.keys(ARCHITECTURE_CHECKS))('%s', (check) => {
    it.each(CASES.filter((c) => c.check === check))('should judge $name ($language) as $expect', (c) => {
      const result = outcome(c);
      const got = result.passed ? 'ok' : result.absent ? 'missing' : 'broken';
      expect(got).toBe(c.expect);
      if (c.expect === 'ok') expect(result.findings).toEqual([]);
      else {
        expect(result.findings.length).toBeGreaterThan(0);
        const text = result.findings.map((f) => f.message).join(' ').toLowerCase();
        for (const w of c.words ?? []) expect(text).toContain(w.toLowerCase());
      }
    });
  });
});

/** The doc's fenced code blocks in one language, joined. */
function docCode(raw: string, language: string): string {
  return [...raw.matchAll(/```(\w*)\n([\s\S]*?)```/g)].filter((m) => m[1] === language).map((m) => m[2]).join('\n');
}

/** A pattern doc as the validator receives it. */
function doc(path: string, raw: string) {
  const fm = /^---\n([\s\S]*?)\n---\n/.exec(raw);
  const body = fm ? raw.slice(fm[0].length) : raw;
  const title = /^title:\s*"?([^"\n]+)"?/m.exec(fm?.[1] ?? '')?.[1] ?? /^#\s+(.*)$/m.exec(body)?.[1] ?? path;
  return { path, title, body, frontMatter: {}, aliases: [] as string[] };
}

describe('architecture pattern catalogue', () => {
  it.each([
    ['model-view-controller', ['model-ignores-view', 'view-only-presents']],
    ['model-view-presenter', ['view-only-presents', 'presenter-uses-view-interface']],
    ['model-view-viewmodel', ['state-ignores-view', 'notifies-bound-view']],
    ['model-view-intent', ['view-only-presents', 'intents-enter-one-place']],
    ['presentation-model', ['state-ignores-view', 'view-only-presents']],
    ['front-controller', ['front-controller-dispatches']],
    ['page-controller', ['controller-per-page']],
    ['view-helper', ['helper-prepares-view-renders']],
    ['templateview', ['template-fixes-layout']],
    ['composite-view', ['composite-renders-children']],
    ['service-to-worker', ['work-before-view', 'view-only-presents']],
    ['hexagonal-architecture', ['core-depends-on-ports']],
    ['onion-architecture', ['core-depends-on-ports']],
    ['clean-architecture', ['core-depends-on-ports']],
    ['layered-architecture', ['layers-call-downward']],
    ['command-query-responsibility-segregation', ['commands-return-no-data', 'queries-change-nothing']],
    ['strangler', ['routes-between-legacy-and-new']],
    ['backends-for-frontends', ['one-backend-per-client', 'calls-services-not-stores']],
    ['microservices-api-gateway', ['calls-services-not-stores']],
    ['microservices-aggregrator', ['combines-service-responses', 'calls-services-not-stores']],
    ['microservices-client-side-ui-composition', ['composes-ui-fragments']],
    ['microservices-distributed-tracing', ['propagates-trace-context']],
    ['microservices-log-aggregation', ['ships-logs-to-central-store', 'entries-name-their-source']],
    ['microservices-self-registration', ['registers-itself']],
    ['monolithic-architecture', ['modules-call-in-process']],
    ['naked-objects', ['domain-objects-own-behaviour']],
    ['Entity-DDD', ['identity-defines-entity', 'changes-through-behaviour']],
    ['Domain-Event', ['events-are-immutable-facts', 'aggregate-raises-events']],
    ['Event', ['events-are-immutable-facts']],
    ['ValueObject-DDD', ['value-without-identity']],
    ['enhancers', ['enhancer-returns-new-list']],
    ['switch-on-display-design', ['switches-on-display-and-design']],
    ['decide-layout', ['switches-on-display-and-design']],
  ])('should resolve the %s doc to its catalogue entry', (name, checks) => {
    const entry = catalogueEntryFor([name]);
    expect(entry?.invariants.map((i) => i.check)).toEqual(checks);
  });

  it.each(['MVC', 'mvp', 'MVVM', 'CQRS', 'Ports and Adapters', 'BFF', 'API Gateway', 'Strangler Fig', 'Single-tier architecture'])('should resolve the alias %j', (alias) => {
    expect(catalogueEntryFor([alias])).toBeDefined();
  });

  it.each([
    ['java-design-patterns/model-view-controller/README.md', mvcDoc, 'java'],
    ['java-design-patterns/model-view-presenter/README.md', mvpDoc, 'java'],
    ['java-design-patterns/model-view-intent/README.md', mviDoc, 'java'],
    ['java-design-patterns/front-controller/README.md', frontControllerDoc, 'java'],
    ['java-design-patterns/templateview/README.md', templateViewDoc, 'java'],
    ['java-design-patterns/hexagonal-architecture/README.md', hexagonalDoc, 'java'],
    ['java-design-patterns/microservices-aggregrator/README.md', aggregatorDoc, 'java'],
    ['java-design-patterns/strangler/README.md', stranglerDoc, 'java'],
    ['java-design-patterns/microservices-log-aggregation/README.md', logAggregationDoc, 'java'],
    ['modular-monolith-with-ddd/docs/catalog-of-terms/Domain-Event/README.md', domainEventDoc, 'csharp'],
    ['modular-monolith-with-ddd/docs/catalog-of-terms/ValueObject-DDD/README.md', valueObjectDoc, 'csharp'],
    ['dotcom-rendering/dotcom-rendering/docs/patterns/switch-on-display-design.md', switchDoc, ''],
  ])('should accept the code example of %s as compliant', (path, raw, language) => {
    const d = doc(path, raw);
    const entry = catalogueEntryFor([path.split('/').slice(-2, -1)[0], path.split('/').pop()!.replace(/\.md$/, '')])!;
    const result = validateAgainstPattern({ code: docCode(raw, language), language: language || 'typescript' }, d, { invariants: invariantsFor(entry, d.body), participants: entry.participants });
    expect(result.violations).toEqual([]);
    expect(result.compliant).toBe(true);
  });

  it('should quote the doc and explain the fix when a presenter depends on a concrete view', () => {
    const d = doc('java-design-patterns/model-view-presenter/README.md', mvpDoc);
    const entry = catalogueEntryFor(['model-view-presenter'])!;
    const code = 'interface LoginView { void showError(String m); }\nclass SwingLoginView implements LoginView { public void showError(String m) {} }\nclass LoginPresenter {\n  private final SwingLoginView view;\n  LoginPresenter(SwingLoginView view) { this.view = view; }\n  void failed() { view.showError("no"); }\n}';
    const result = validateAgainstPattern({ code, language: 'java' }, d, { invariants: invariantsFor(entry, d.body), participants: entry.participants });
    expect(result.compliant).toBe(false);
    expect(result.violations[0]).toMatchObject({ rule: 'presenter-uses-view-interface', line: 4, severity: 'error' });
    expect(result.violations[0].why).toContain('The pattern doc');
    expect(result.violations[0].fix).toMatch(/interface/);
  });

  it('should say the code does not implement the pattern when there is no front controller', () => {
    const d = doc('java-design-patterns/front-controller/README.md', frontControllerDoc);
    const entry = catalogueEntryFor(['front-controller'])!;
    const code = 'class ArcherView { void display() { System.out.println("archer"); } }\nclass CatapultView { void display() { System.out.println("catapult"); } }';
    const result = validateAgainstPattern({ code, language: 'java' }, d, { invariants: invariantsFor(entry, d.body), participants: entry.participants });
    expect(result.compliant).toBe(false);
    expect(result.violations).toHaveLength(1);
    expect(result.violations[0].rule).toBe('implements-pattern');
    expect(result.violations[0].description).toMatch(/^does not implement Front Controller.*entry point/);
  });
});

describe('code outline', () => {
  it('should read a TypeScript method whose parameter has an inline object type as one method', () => {
    const model = buildCodeModel('class HomeController {\n  home(req: { platform: string }): object {\n    switch (req.platform) { default: return {}; }\n  }\n}', 'typescript');
    const method = model.types[0].methods.find((m) => m.name === 'home');
    expect(method?.params).toEqual([{ name: 'req', type: '{ platform: string }' }]);
    expect(method?.body).toContain('switch (req.platform)');
  });
});
