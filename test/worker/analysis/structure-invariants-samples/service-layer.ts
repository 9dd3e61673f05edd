// Samples of service layers, session facades and business delegates: presentation goes through services, services know nothing of HTTP, and clients use the front object only.
// Judged by structure-invariants-service-layer.test.ts; structure-invariants-coverage.test.ts checks every check has both verdicts.
import { type Sample, sampler } from '../structure-invariants-judge';

export const samples: Sample[] = [];
const sample = sampler(samples);

// ─── Service layer: presentation → services → DAOs, and services know nothing of HTTP ───

sample('a controller calling a wizard service that uses DAOs', 'java', { 'presentation-goes-through-service': 'ok', 'service-free-of-presentation': 'ok' }, `
public class MagicServiceImpl implements MagicService {
  private final WizardDao wizardDao;
  private final SpellbookDao spellbookDao;
  public MagicServiceImpl(WizardDao wizardDao, SpellbookDao spellbookDao) { this.wizardDao = wizardDao; this.spellbookDao = spellbookDao; }
  public List<Wizard> findWizardsWithSpellbook(String name) {
    var spellbook = spellbookDao.findByName(name);
    return new ArrayList<>(spellbook.getWizards());
  }
}
public class WizardController {
  private final MagicService magicService;
  public WizardController(MagicService magicService) { this.magicService = magicService; }
  public ResponseEntity<List<Wizard>> wizards(@RequestParam String spellbook) {
    return ResponseEntity.ok(magicService.findWizardsWithSpellbook(spellbook));
  }
}`);

sample('a controller that reads the DAO itself', 'java', { 'presentation-goes-through-service': ['broken', 'WizardController.wizards', 'bypassing the service layer'] }, `
public class MagicServiceImpl implements MagicService {
  private final WizardDao wizardDao;
  public MagicServiceImpl(WizardDao wizardDao) { this.wizardDao = wizardDao; }
  public List<Wizard> findAllWizards() { return wizardDao.findAll(); }
}
public class WizardController {
  private final MagicService magicService;
  private final WizardDao wizardDao;
  public WizardController(MagicService magicService, WizardDao wizardDao) { this.magicService = magicService; this.wizardDao = wizardDao; }
  public List<Wizard> wizards(String name) { return wizardDao.findByName(name); }
}`);

sample('a service that takes the servlet request', 'java', { 'service-free-of-presentation': ['broken', 'MagicService.findWizards', 'HttpServletRequest', 'presentation'] }, `
public class MagicService {
  private final WizardDao wizardDao;
  public MagicService(WizardDao wizardDao) { this.wizardDao = wizardDao; }
  public List<Wizard> findWizards(HttpServletRequest request) { return wizardDao.findByName(request.getParameter("name")); }
}`);

sample('an ASP.NET controller over an order service', 'csharp', { 'presentation-goes-through-service': 'ok', 'service-free-of-presentation': 'ok' }, `
public class OrderService {
    private readonly IOrderRepository _orders;
    public OrderService(IOrderRepository orders) { _orders = orders; }
    public Order Place(int customerId, IReadOnlyList<int> productIds) {
        var order = Order.For(customerId, productIds);
        _orders.Add(order);
        return order;
    }
}
public class OrdersController : ControllerBase {
    private readonly OrderService _service;
    public OrdersController(OrderService service) { _service = service; }
    public IActionResult Place(PlaceOrderRequest request) => Ok(_service.Place(request.CustomerId, request.ProductIds));
}`);

sample('an ASP.NET controller saving through the repository', 'csharp', { 'presentation-goes-through-service': ['broken', 'OrdersController.Place', 'bypassing'] }, `
public class OrderService {
    private readonly IOrderRepository _orders;
    public OrderService(IOrderRepository orders) { _orders = orders; }
}
public class OrdersController : ControllerBase {
    private readonly IOrderRepository _orders;
    public OrdersController(IOrderRepository orders) { _orders = orders; }
    public IActionResult Place(PlaceOrderRequest request) { _orders.Add(new Order(request.CustomerId)); return Ok(); }
}`);

sample('a C# service returning IActionResult', 'csharp', { 'service-free-of-presentation': ['broken', 'OrderService.Place', 'IActionResult'] }, `
public class OrderService {
    private readonly IOrderRepository _orders;
    public OrderService(IOrderRepository orders) { _orders = orders; }
    public IActionResult Place(int customerId) { _orders.Add(new Order(customerId)); return new OkResult(); }
}`);

sample('an Express route calling a service', 'typescript', { 'presentation-goes-through-service': 'ok', 'service-free-of-presentation': 'ok' }, `
export class UserService {
  constructor(private readonly users: UserRepository) {}
  async register(email: string): Promise<User> {
    const user = User.create(email);
    await this.users.save(user);
    return user;
  }
}
export class UserController {
  constructor(private readonly service: UserService) {}
  async register(req: Request, res: Response): Promise<void> {
    res.status(201).json(await this.service.register(req.body.email));
  }
}`);

sample('an Express controller with a repository', 'typescript', { 'presentation-goes-through-service': ['broken', 'UserController.register', 'bypassing'] }, `
export class UserService {
  constructor(private readonly users: UserRepository) {}
}
export class UserController {
  constructor(private readonly users: UserRepository) {}
  async register(req: Request, res: Response): Promise<void> {
    await this.users.save(new User(req.body.email));
    res.status(201).end();
  }
}`);

sample('a TypeScript service writing the response', 'typescript', { 'service-free-of-presentation': ['broken', 'UserService.register', 'Response'] }, `
export class UserService {
  constructor(private readonly users: UserRepository) {}
  async register(email: string, res: Response): Promise<void> {
    await this.users.save(new User(email));
    res.status(201).end();
  }
}`);

sample('a Flask view delegating to a service', 'python', { 'presentation-goes-through-service': 'ok', 'service-free-of-presentation': 'ok' }, `
class OrderService:
    def __init__(self, order_repository):
        self._orders = order_repository

    def place(self, customer_id, product_ids):
        order = Order.create(customer_id, product_ids)
        self._orders.add(order)
        return order


@app.post("/orders")
def place_order(request):
    order = order_service.place(request.json["customer"], request.json["products"])
    return jsonify(order.to_dict()), 201
`);

sample('a Flask view using the repository', 'python', { 'presentation-goes-through-service': ['broken', 'place_order', 'bypassing'] }, `
class OrderService:
    def __init__(self, order_repository):
        self._orders = order_repository


def place_order(request, order_repository):
    order_repository.add(Order(request.json["customer"]))
    return "", 201
`);

sample('a Python service rendering a template', 'python', { 'service-free-of-presentation': ['broken', 'OrderService.place', 'request'] }, `
class OrderService:
    def __init__(self, order_repository):
        self._orders = order_repository

    def place(self, request):
        self._orders.add(Order(request.form["customer"]))
        return render_template("done.html")
`);

sample('a Go handler calling a service', 'go', { 'presentation-goes-through-service': 'ok', 'service-free-of-presentation': 'ok' }, `
type OrderService struct{ repo OrderRepository }

func (s *OrderService) Place(ctx context.Context, customerID int) (*Order, error) {
	o := NewOrder(customerID)
	return o, s.repo.Save(ctx, o)
}

type OrderHandler struct{ service *OrderService }

func (h *OrderHandler) Place(w http.ResponseWriter, r *http.Request) {
	o, err := h.service.Place(r.Context(), 1)
	if err != nil {
		http.Error(w, err.Error(), 500)
		return
	}
	json.NewEncoder(w).Encode(o)
}`);

sample('a Go handler going to the repository', 'go', { 'presentation-goes-through-service': ['broken', 'OrderHandler.Place', 'bypassing'] }, `
type OrderService struct{ repo OrderRepository }

type OrderHandler struct{ repo OrderRepository }

func (h *OrderHandler) Place(w http.ResponseWriter, r *http.Request) {
	h.repo.Save(r.Context(), NewOrder(1))
}`);

sample('a Go service taking the http request', 'go', { 'service-free-of-presentation': ['broken', 'OrderService.Place', 'http.Request'] }, `
type OrderService struct{ repo OrderRepository }

func (s *OrderService) Place(r *http.Request) error {
	return s.repo.Save(r.Context(), NewOrder(1))
}`);

sample('a controller with no service', 'java', { 'presentation-goes-through-service': ['missing', 'service layer'], 'service-free-of-presentation': ['missing', 'service layer'] }, `
public class HelloController {
  public String hello() { return "hello"; }
}`);

// ─── Session facade / business delegate: clients use the front object only ───

sample('a shopping facade over cart, order and payment services', 'java', { 'clients-only-through-front': 'ok' }, `
public class ShoppingFacade {
  private final CartService cartService;
  private final OrderService orderService;
  private final PaymentService paymentService;
  public ShoppingFacade(CartService cartService, OrderService orderService, PaymentService paymentService) {
    this.cartService = cartService; this.orderService = orderService; this.paymentService = paymentService;
  }
  public void checkout(String method) {
    var order = orderService.order(cartService.items());
    paymentService.pay(order, method);
    cartService.clear();
  }
}
public class CartService { public List<Product> items() { return List.of(); } public void clear() {} }
public class OrderService { public Order order(List<Product> items) { return new Order(items); } }
public class PaymentService { public void pay(Order order, String method) {} }
public class ShopClient {
  private final ShoppingFacade facade;
  public ShopClient(ShoppingFacade facade) { this.facade = facade; }
  public void buy() { facade.checkout("cash"); }
}`);

sample('a client that reaches past the facade to the payment service', 'java', { 'clients-only-through-front': ['broken', 'ShopClient.buy', 'PaymentService.pay', 'ShoppingFacade'] }, `
public class ShoppingFacade {
  private final CartService cartService;
  private final PaymentService paymentService;
  public ShoppingFacade(CartService cartService, PaymentService paymentService) { this.cartService = cartService; this.paymentService = paymentService; }
  public void checkout(String method) { paymentService.pay(cartService.total(), method); }
}
public class CartService { public double total() { return 0; } }
public class PaymentService { public void pay(double amount, String method) {} }
public class ShopClient {
  private final ShoppingFacade facade;
  private final PaymentService payments;
  public ShopClient(ShoppingFacade facade, PaymentService payments) { this.facade = facade; this.payments = payments; }
  public void buy() { payments.pay(10, "cash"); }
}`, { 'clients-only-through-front': { role: 'session facade' } });

sample('a C# business delegate with a lookup', 'csharp', { 'clients-only-through-front': 'ok' }, `
public interface IVideoStreamingService { void DoProcessing(); }
public class NetflixService : IVideoStreamingService { public void DoProcessing() {} }
public class YouTubeService : IVideoStreamingService { public void DoProcessing() {} }
public class BusinessLookup {
    private readonly NetflixService _netflix = new();
    private readonly YouTubeService _youTube = new();
    public IVideoStreamingService GetBusinessService(string movie) => movie.Contains("die hard") ? _netflix : _youTube;
}
public class BusinessDelegate {
    private readonly BusinessLookup _lookup;
    public BusinessDelegate(BusinessLookup lookup) { _lookup = lookup; }
    public void PlaybackMovie(string movie) => _lookup.GetBusinessService(movie).DoProcessing();
}
public class MobileClient {
    private readonly BusinessDelegate _delegate;
    public MobileClient(BusinessDelegate d) { _delegate = d; }
    public void PlaybackMovie(string movie) => _delegate.PlaybackMovie(movie);
}`, { 'clients-only-through-front': { role: 'business delegate' } });

sample('a C# client doing the lookup itself', 'csharp', { 'clients-only-through-front': ['broken', 'MobileClient.PlaybackMovie', 'BusinessLookup', 'business delegate'] }, `
public class BusinessLookup {
    public IVideoStreamingService GetBusinessService(string movie) => new NetflixService();
}
public class BusinessDelegate {
    private readonly BusinessLookup _lookup;
    public BusinessDelegate(BusinessLookup lookup) { _lookup = lookup; }
    public void PlaybackMovie(string movie) => _lookup.GetBusinessService(movie).DoProcessing();
}
public class MobileClient {
    private readonly BusinessDelegate _delegate;
    private readonly BusinessLookup _lookup;
    public MobileClient(BusinessDelegate d, BusinessLookup l) { _delegate = d; _lookup = l; }
    public void PlaybackMovie(string movie) => _lookup.GetBusinessService(movie).DoProcessing();
}`, { 'clients-only-through-front': { role: 'business delegate' } });

sample('a TypeScript facade used by a checkout page', 'typescript', { 'clients-only-through-front': 'ok' }, `
export class CartService { items(): string[] { return []; } }
export class PaymentService { pay(total: number): void {} }
export class ShoppingFacade {
  constructor(private readonly cart: CartService, private readonly payments: PaymentService) {}
  checkout(): void { this.payments.pay(this.cart.items().length); }
}
export class CheckoutPage {
  constructor(private readonly shop: ShoppingFacade) {}
  onSubmit(): void { this.shop.checkout(); }
}`);

sample('a TypeScript page paying around the facade', 'typescript', { 'clients-only-through-front': ['broken', 'CheckoutPage.onSubmit', 'PaymentService.pay'] }, `
export class CartService { items(): string[] { return []; } }
export class PaymentService { pay(total: number): void {} }
export class ShoppingFacade {
  constructor(private readonly cart: CartService, private readonly payments: PaymentService) {}
  checkout(): void { this.payments.pay(this.cart.items().length); }
}
export class CheckoutPage {
  constructor(private readonly shop: ShoppingFacade, private readonly payments: PaymentService) {}
  onSubmit(): void { this.payments.pay(3); }
}`);

sample('a Python facade and its client', 'python', { 'clients-only-through-front': 'ok' }, `
class CartService:
    def items(self):
        return []


class PaymentService:
    def pay(self, total):
        pass


class ShoppingFacade:
    def __init__(self, cart: CartService, payments: PaymentService):
        self._cart = cart
        self._payments = payments

    def checkout(self):
        self._payments.pay(len(self._cart.items()))


class Client:
    def __init__(self, shop: ShoppingFacade):
        self._shop = shop

    def buy(self):
        self._shop.checkout()
`);

sample('a Python client calling the payment service', 'python', { 'clients-only-through-front': ['broken', 'Client.buy', 'PaymentService.pay'] }, `
class PaymentService:
    def pay(self, total):
        pass


class ShoppingFacade:
    def __init__(self, payments: PaymentService):
        self._payments = payments

    def checkout(self):
        self._payments.pay(1)


class Client:
    def __init__(self, shop: ShoppingFacade, payments: PaymentService):
        self._shop = shop
        self._payments = payments

    def buy(self):
        self._payments.pay(5)
`);

sample('a Go delegate in front of streaming services', 'go', { 'clients-only-through-front': 'ok' }, `
type BusinessLookup struct{}

func (l *BusinessLookup) Service(movie string) StreamingService { return &NetflixService{} }

type BusinessDelegate struct{ lookup *BusinessLookup }

func (d *BusinessDelegate) Play(movie string) { d.lookup.Service(movie).Process() }

type MobileClient struct{ delegate *BusinessDelegate }

func (c *MobileClient) Play(movie string) { c.delegate.Play(movie) }`);

sample('a Go client using the lookup directly', 'go', { 'clients-only-through-front': ['broken', 'MobileClient.Play', 'BusinessLookup'] }, `
type BusinessLookup struct{}

func (l *BusinessLookup) Service(movie string) StreamingService { return &NetflixService{} }

type BusinessDelegate struct{ lookup *BusinessLookup }

func (d *BusinessDelegate) Play(movie string) { d.lookup.Service(movie).Process() }

type MobileClient struct {
	delegate *BusinessDelegate
	lookup   *BusinessLookup
}

func (c *MobileClient) Play(movie string) { c.lookup.Service(movie).Process() }`);

sample('services with no front object', 'java', { 'clients-only-through-front': ['missing', 'facade'] }, `
public class CartService { public void clear() {} }`);
