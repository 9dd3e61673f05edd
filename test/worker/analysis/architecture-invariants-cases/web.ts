// Cases of front controller, page controller and service to worker: one entry point dispatches, one controller per page, the work is done before the view.
// Judged by architecture-invariants-web.test.ts; architecture-invariants-coverage.test.ts checks every check has both verdicts.
import type { Case } from '../architecture-invariants-judge';

export const WEB: Case[] = [
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
