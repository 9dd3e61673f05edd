// Cases of MVP, MVVM, presentation model and MVI: presenters use a view interface, view state ignores the view and notifies the bound view, intents enter in one place.
// Judged by architecture-invariants-bindings.test.ts; architecture-invariants-coverage.test.ts checks every check has both verdicts.
import type { Case } from '../architecture-invariants-judge';

export const BINDINGS: Case[] = [
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
