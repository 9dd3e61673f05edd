// Behaviour invariants judged in every language: a bloc emits every state change, and in flux views dispatch actions and stores emit a change.
import { describeFamilies, type Sample } from './behaviour-invariants-judge';

const bloc: Sample[] = [
  ['emits-every-state-change', 'java', `public class Bloc implements ListenerManager<State> {
  private State currentState = new State(0);
  private final List<StateListener<State>> listeners = new ArrayList<>();
  public void addListener(StateListener<State> l) { listeners.add(l); l.onStateChange(currentState); }
  private void emitState(State s) { currentState = s; for (var l : listeners) l.onStateChange(currentState); }
  public void increment() { emitState(new State(currentState.value() + 1)); }
}`, 'ok'],
  ['emits-every-state-change', 'java', `public class Bloc {
  private State currentState = new State(0);
  private final List<StateListener<State>> listeners = new ArrayList<>();
  private void emitState(State s) { currentState = s; for (var l : listeners) l.onStateChange(currentState); }
  public void increment() { emitState(new State(currentState.value() + 1)); }
  public void reset() { currentState = new State(0); }
}`, 'broken', /Bloc.reset changes currentState without emitting it to the listeners/],
  ['emits-every-state-change', 'java', `class Counter { private int value; void increment() { value++; } }`, 'missing', /no bloc found/],
  ['emits-every-state-change', 'csharp', `public class CounterBloc {
  private readonly List<Action<CounterState>> _listeners = new();
  private CounterState _state = new CounterState(0);
  public void Increment() { _state = _state with { Value = _state.Value + 1 }; foreach (var l in _listeners) l(_state); }
}`, 'ok'],
  ['emits-every-state-change', 'csharp', `public class CounterBloc {
  private readonly List<Action<CounterState>> _listeners = new();
  private CounterState _state = new CounterState(0);
  public void Increment() { _state.Value++; foreach (var l in _listeners) l(_state); }
}`, 'broken', /mutates the state object in place/],
  ['emits-every-state-change', 'typescript', `class CounterBloc {
  private listeners: ((s: State) => void)[] = [];
  private state: State = { value: 0 };
  increment() { this.emit({ value: this.state.value + 1 }); }
  private emit(s: State) { this.state = s; this.listeners.forEach((l) => l(s)); }
}`, 'ok'],
  ['emits-every-state-change', 'typescript', `class CounterBloc {
  private listeners: ((s: State) => void)[] = [];
  private state: State = { value: 0 };
  increment() { this.state = { value: this.state.value + 1 }; }
}`, 'broken', /changes state without emitting it/],
  ['emits-every-state-change', 'python', `class CounterBloc:
    def __init__(self):
        self._listeners = []
        self._state = State(0)
    def increment(self):
        self._emit(State(self._state.value + 1))
    def _emit(self, state):
        self._state = state
        for listener in self._listeners:
            listener(state)
`, 'ok'],
  ['emits-every-state-change', 'python', `class CounterBloc:
    def __init__(self):
        self._listeners = []
        self._state = State(0)
    def increment(self):
        self._state.value += 1
        for listener in self._listeners:
            listener(self._state)
`, 'broken', /mutates the state object in place/],
  ['emits-every-state-change', 'go', `type CounterBloc struct {
	listeners []func(State)
	state     State
}
func (b *CounterBloc) Increment() {
	b.state = State{Value: b.state.Value + 1}
	for _, l := range b.listeners {
		l(b.state)
	}
}`, 'ok'],
  ['emits-every-state-change', 'go', `type CounterBloc struct {
	listeners []func(State)
	state     State
}
func (b *CounterBloc) Increment() {
	b.state = State{Value: b.state.Value + 1}
}`, 'broken', /changes state without emitting it/],
];

const flux: Sample[] = [
  ['views-dispatch-actions', 'java', `public class MenuStore extends Store {
  private MenuItem selected = MenuItem.HOME;
  public void onAction(Action action) { if (action.getType().equals(ActionType.MENU_ITEM_SELECTED)) { selected = ((MenuAction) action).getMenuItem(); notifyChange(); } }
}
public class MenuView implements View {
  private MenuItem selected = MenuItem.HOME;
  public void itemClicked(MenuItem item) { Dispatcher.getInstance().menuItemSelected(item); }
}`, 'ok'],
  ['views-dispatch-actions', 'java', `public class MenuStore extends Store {
  private MenuItem selected = MenuItem.HOME;
  public void setSelected(MenuItem item) { selected = item; notifyChange(); }
  public void onAction(Action action) { }
}
public class MenuView implements View {
  private final MenuStore menuStore;
  public void itemClicked(MenuItem item) { menuStore.setSelected(item); }
}`, 'broken', /MenuView.itemClicked changes the store directly \(menuStore.setSelected\(\)\) instead of dispatching an action/],
  ['views-dispatch-actions', 'java', `class Menu { void click() { } }`, 'missing', /no store found/],
  ['views-dispatch-actions', 'csharp', `class TodoStore { public List<string> Items = new(); public void OnAction(IAction a) { if (a is AddTodo t) { Items = Items.Append(t.Text).ToList(); EmitChange(); } } }
class TodoView { private readonly Dispatcher _dispatcher; public void Add(string text) => _dispatcher.Dispatch(new AddTodo(text)); }`, 'ok'],
  ['views-dispatch-actions', 'csharp', `class TodoStore { public List<string> Items = new(); public void OnAction(IAction a) { } }
class TodoView { private readonly TodoStore _store; public void Add(string text) { _store.Items = new List<string> { text }; } }`, 'broken', /TodoView.Add changes the store directly/],
  ['views-dispatch-actions', 'typescript', `class CounterStore { private count = 0; onAction(a: Action) { if (a.type === 'inc') { this.count++; this.emitChange(); } } }
class CounterView { constructor(private readonly dispatcher: Dispatcher) {} click() { this.dispatcher.dispatch({ type: 'inc' }); } }`, 'ok'],
  ['views-dispatch-actions', 'typescript', `class CounterStore { count = 0; onAction(a: Action) {} }
class CounterView { constructor(private readonly store: CounterStore) {} click() { this.store.count = this.store.count + 1; } }`, 'broken', /CounterView.click changes the store directly/],
  ['views-dispatch-actions', 'python', `class CounterStore:
    def __init__(self):
        self.count = 0
    def on_action(self, action):
        if action.type == "inc":
            self.count += 1
            self.emit_change()

class CounterView:
    def __init__(self, dispatcher):
        self.dispatcher = dispatcher
    def click(self):
        self.dispatcher.dispatch(Action("inc"))
`, 'ok'],
  ['views-dispatch-actions', 'python', `class CounterStore:
    def __init__(self):
        self.count = 0
    def on_action(self, action):
        pass

class CounterView:
    def __init__(self, store):
        self.store = store
    def click(self):
        self.store.count = self.store.count + 1
`, 'broken', /CounterView.click changes the store directly/],
  ['views-dispatch-actions', 'go', `type CounterStore struct { count int }
func (s *CounterStore) OnAction(a Action) { if a.Type == "inc" { s.count++; s.EmitChange() } }
type CounterView struct { dispatcher *Dispatcher }
func (v *CounterView) Click() { v.dispatcher.Dispatch(Action{Type: "inc"}) }`, 'ok'],
  ['views-dispatch-actions', 'go', `type CounterStore struct { count int }
func (s *CounterStore) OnAction(a Action) {}
func (s *CounterStore) SetCount(n int) { s.count = n }
type CounterView struct { store *CounterStore }
func (v *CounterView) Click() { v.store.SetCount(1) }`, 'broken', /CounterView.Click changes the store directly \(store.SetCount\(\)\)/],
  ['stores-emit-change', 'java', `public class MenuStore extends Store {
  private MenuItem selected = MenuItem.HOME;
  public void onAction(Action action) { if (action.getType().equals(ActionType.MENU_ITEM_SELECTED)) { selected = ((MenuAction) action).getMenuItem(); notifyChange(); } }
}`, 'ok'],
  ['stores-emit-change', 'java', `public class MenuStore extends Store {
  private MenuItem selected = MenuItem.HOME;
  public void onAction(Action action) { if (action.getType().equals(ActionType.MENU_ITEM_SELECTED)) { selected = ((MenuAction) action).getMenuItem(); } }
}`, 'broken', /MenuStore.onAction updates selected on the action but never emits a change/],
  ['stores-emit-change', 'csharp', `class TodoStore { private List<string> _items = new(); public void OnAction(IAction a) { if (a is AddTodo t) { _items = _items.Append(t.Text).ToList(); } } }`, 'broken', /never emits a change/],
  ['stores-emit-change', 'typescript', `class CounterStore { private count = 0; onAction(a: Action) { if (a.type === 'inc') { this.count++; this.emitChange(); } } }`, 'ok'],
  ['stores-emit-change', 'python', `class CounterStore:
    def __init__(self):
        self.count = 0
    def on_action(self, action):
        if action.type == "inc":
            self.count += 1
`, 'broken', /never emits a change/],
  ['stores-emit-change', 'go', `type CounterStore struct { count int }
func (s *CounterStore) OnAction(a Action) { if a.Type == "inc" { s.count++; s.EmitChange() } }`, 'ok'],
];

describeFamilies([
  ['bloc', bloc],
  ['flux', flux],
]);
