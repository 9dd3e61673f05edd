// Cases of API gateway, aggregator, backends for frontends, strangler, client-side UI composition and monolith: gateways call services not stores, aggregators combine responses, one backend per client, routing between legacy and new, UI fragments composed, modules called in process.
// Judged by architecture-invariants-services.test.ts; architecture-invariants-coverage.test.ts checks every check has both verdicts.
import type { Case } from '../architecture-invariants-judge';

export const SERVICES: Case[] = [
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
