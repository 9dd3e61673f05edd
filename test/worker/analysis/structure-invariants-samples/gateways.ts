// Samples of gateways, ambassadors and anti-corruption layers: the network stays inside the gateway, clients go through the ambassador, and the layer translates with nobody going around it.
// Judged by structure-invariants-gateways.test.ts; structure-invariants-coverage.test.ts checks every check has both verdicts.
import { type Sample, sampler } from '../structure-invariants-judge';

export const samples: Sample[] = [];
const sample = sampler(samples);

// ─── Gateway: the network stays inside the gateway ───

sample('a payment gateway wrapping HttpClient', 'java', { 'remote-calls-inside-gateway': 'ok' }, `
public interface PaymentGateway { Receipt charge(String card, long cents); }
public class StripePaymentGateway implements PaymentGateway {
  private final HttpClient http;
  public StripePaymentGateway(HttpClient http) { this.http = http; }
  public Receipt charge(String card, long cents) {
    var request = HttpRequest.newBuilder(URI.create("https://api.example/charges")).POST(BodyPublishers.ofString(card)).build();
    return Receipt.parse(http.send(request, BodyHandlers.ofString()).body());
  }
}
public class CheckoutService {
  private final PaymentGateway payments;
  public CheckoutService(PaymentGateway payments) { this.payments = payments; }
  public Receipt pay(Order order) { return payments.charge(order.card(), order.total()); }
}`);

sample('a service building HTTP requests itself', 'java', { 'remote-calls-inside-gateway': ['broken', 'CheckoutService.refund', 'directly', 'PaymentGateway'] }, `
public interface PaymentGateway { Receipt charge(String card, long cents); }
public class CheckoutService {
  private final PaymentGateway payments;
  private final HttpClient http;
  public CheckoutService(PaymentGateway payments, HttpClient http) { this.payments = payments; this.http = http; }
  public void refund(String id) throws Exception {
    var request = HttpRequest.newBuilder(URI.create("https://api.example/refunds/" + id)).build();
    http.send(request, BodyHandlers.discarding());
  }
}`);

sample('a C# weather gateway', 'csharp', { 'remote-calls-inside-gateway': 'ok' }, `
public interface IWeatherGateway { Task<Forecast> Today(string city); }
public class HttpWeatherGateway : IWeatherGateway {
    private readonly HttpClient _http;
    public HttpWeatherGateway(HttpClient http) { _http = http; }
    public async Task<Forecast> Today(string city) => await _http.GetFromJsonAsync<Forecast>($"/forecast/{city}");
}
public class Planner {
    private readonly IWeatherGateway _weather;
    public Planner(IWeatherGateway weather) { _weather = weather; }
    public async Task<bool> Picnic(string city) => (await _weather.Today(city)).Sunny;
}`);

sample('a C# planner calling the weather API', 'csharp', { 'remote-calls-inside-gateway': ['broken', 'Planner.Picnic', 'directly'] }, `
public interface IWeatherGateway { Task<Forecast> Today(string city); }
public class Planner {
    private readonly HttpClient _http;
    public Planner(HttpClient http) { _http = http; }
    public async Task<bool> Picnic(string city) => (await _http.GetFromJsonAsync<Forecast>($"/forecast/{city}")).Sunny;
}`);

sample('a fetch-based gateway in TypeScript', 'typescript', { 'remote-calls-inside-gateway': 'ok' }, `
export interface ShippingGateway { quote(weightKg: number): Promise<number>; }
export class HttpShippingGateway implements ShippingGateway {
  constructor(private readonly baseUrl: string) {}
  async quote(weightKg: number): Promise<number> {
    const res = await fetch(this.baseUrl + '/quote?kg=' + weightKg);
    return (await res.json()).price;
  }
}
export class Checkout {
  constructor(private readonly shipping: ShippingGateway) {}
  async total(weightKg: number, items: number): Promise<number> { return items + (await this.shipping.quote(weightKg)); }
}`);

sample('a TypeScript checkout fetching quotes', 'typescript', { 'remote-calls-inside-gateway': ['broken', 'Checkout.total', 'fetch'] }, `
export interface ShippingGateway { quote(weightKg: number): Promise<number>; }
export class Checkout {
  async total(weightKg: number, items: number): Promise<number> {
    const res = await fetch('https://ship.example/quote?kg=' + weightKg);
    return items + (await res.json()).price;
  }
}`);

sample('a requests-based gateway in Python', 'python', { 'remote-calls-inside-gateway': 'ok' }, `
class ExchangeRateGateway:
    def __init__(self, base_url):
        self._base_url = base_url

    def rate(self, currency):
        return requests.get(f"{self._base_url}/rates/{currency}").json()["rate"]


class PriceService:
    def __init__(self, rates: ExchangeRateGateway):
        self._rates = rates

    def in_currency(self, amount, currency):
        return amount * self._rates.rate(currency)
`);

sample('a Python service calling requests directly', 'python', { 'remote-calls-inside-gateway': ['broken', 'PriceService.in_currency', 'requests.get'] }, `
class ExchangeRateGateway:
    def rate(self, currency):
        return 1.0


class PriceService:
    def in_currency(self, amount, currency):
        return amount * requests.get(f"https://rates.example/{currency}").json()["rate"]
`);

sample('a Go gateway over net/http', 'go', { 'remote-calls-inside-gateway': 'ok' }, `
type RatesGateway interface{ Rate(currency string) (float64, error) }

type httpRatesGateway struct{ base string }

func (g *httpRatesGateway) Rate(currency string) (float64, error) {
	resp, err := http.Get(g.base + "/rates/" + currency)
	if err != nil {
		return 0, err
	}
	defer resp.Body.Close()
	return decodeRate(resp.Body)
}

type PriceService struct{ rates RatesGateway }

func (s *PriceService) Convert(amount float64, currency string) (float64, error) {
	r, err := s.rates.Rate(currency)
	return amount * r, err
}`);

sample('a Go service calling http.Get', 'go', { 'remote-calls-inside-gateway': ['broken', 'PriceService.Convert', 'http.Get'] }, `
type RatesGateway interface{ Rate(currency string) (float64, error) }

type PriceService struct{}

func (s *PriceService) Convert(amount float64, currency string) (float64, error) {
	resp, err := http.Get("https://rates.example/" + currency)
	if err != nil {
		return 0, err
	}
	return decode(resp.Body) * amount, nil
}`);

sample('a service with no gateway', 'java', { 'remote-calls-inside-gateway': ['missing', 'gateway'] }, `
public class PriceService { public double convert(double amount) { return amount; } }`);

// ─── Ambassador: clients use the ambassador; it adds the connectivity concerns ───

sample('a service ambassador with retries', 'java', { 'ambassador-fronts-remote': 'ok' }, `
interface RemoteServiceInterface { long doRemoteFunction(int value) throws Exception; }
public class RemoteService implements RemoteServiceInterface {
  public long doRemoteFunction(int value) { return value * 10L; }
}
public class ServiceAmbassador implements RemoteServiceInterface {
  private static final int RETRIES = 3;
  private final RemoteService remote;
  public ServiceAmbassador(RemoteService remote) { this.remote = remote; }
  public long doRemoteFunction(int value) {
    for (int attempt = 1; attempt <= RETRIES; attempt++) {
      var start = System.currentTimeMillis();
      try {
        return remote.doRemoteFunction(value);
      } catch (Exception e) {
        LOGGER.info("Failed to reach remote: {}", attempt);
      } finally {
        LOGGER.info("Time taken (ms): {}", System.currentTimeMillis() - start);
      }
    }
    return -1;
  }
}
public class Client {
  private final ServiceAmbassador ambassador;
  public Client(ServiceAmbassador ambassador) { this.ambassador = ambassador; }
  long useService(int value) { return ambassador.doRemoteFunction(value); }
}`);

sample('a client that calls the remote service around its ambassador', 'java', { 'ambassador-fronts-remote': ['broken', 'Client.useService', 'bypassing the ambassador'] }, `
public class RemoteService {
  static RemoteService getRemoteService() { return new RemoteService(); }
  public long doRemoteFunction(int value) { return value * 10L; }
}
public class ServiceAmbassador {
  public long doRemoteFunction(int value) {
    try { return RemoteService.getRemoteService().doRemoteFunction(value); } catch (Exception e) { LOGGER.warn("retrying"); return -1; }
  }
}
public class Client {
  long useService(int value) { return RemoteService.getRemoteService().doRemoteFunction(value); }
}`);

sample('a C# ambassador that only forwards', 'csharp', { 'ambassador-fronts-remote': ['broken', 'InventoryAmbassador', 'only forwards'] }, `
public class InventoryService { public int Stock(string sku) => 3; }
public class InventoryAmbassador {
    private readonly InventoryService _remote;
    public InventoryAmbassador(InventoryService remote) { _remote = remote; }
    public int Stock(string sku) => _remote.Stock(sku);
}`);

sample('a C# ambassador with a timeout and logging', 'csharp', { 'ambassador-fronts-remote': 'ok' }, `
public class InventoryService { public Task<int> Stock(string sku) => Task.FromResult(3); }
public class InventoryAmbassador {
    private readonly InventoryService _remote;
    private readonly ILogger _logger;
    public InventoryAmbassador(InventoryService remote, ILogger logger) { _remote = remote; _logger = logger; }
    public async Task<int> Stock(string sku) {
        var watch = Stopwatch.StartNew();
        try { return await _remote.Stock(sku).WaitAsync(TimeSpan.FromSeconds(2)); }
        finally { _logger.LogInformation("stock took {Ms}", watch.ElapsedMilliseconds); }
    }
}`);

sample('a TypeScript ambassador with retry', 'typescript', { 'ambassador-fronts-remote': 'ok' }, `
export class PricingService { async price(sku: string): Promise<number> { return 1; } }
export class PricingAmbassador {
  constructor(private readonly remote: PricingService) {}
  async price(sku: string): Promise<number> {
    for (let attempt = 0; attempt < 3; attempt++) {
      try { return await this.remote.price(sku); } catch { console.warn('retry', attempt); }
    }
    throw new Error('pricing unavailable');
  }
}
export class Cart {
  constructor(private readonly pricing: PricingAmbassador) {}
  async total(skus: string[]): Promise<number> { let t = 0; for (const s of skus) t += await this.pricing.price(s); return t; }
}`);

sample('a TypeScript cart calling the pricing service itself', 'typescript', { 'ambassador-fronts-remote': ['broken', 'Cart.total', 'bypassing'] }, `
export class PricingService { async price(sku: string): Promise<number> { return 1; } }
export class PricingAmbassador {
  constructor(private readonly remote: PricingService) {}
  async price(sku: string): Promise<number> {
    try { return await this.remote.price(sku); } catch (e) { console.warn('retry'); return this.remote.price(sku); }
  }
}
export class Cart {
  constructor(private readonly pricing: PricingService) {}
  async total(skus: string[]): Promise<number> { return this.pricing.price(skus[0]); }
}`);

sample('a Python ambassador timing each call', 'python', { 'ambassador-fronts-remote': 'ok' }, `
class RemoteService:
    def call(self, value):
        return value * 10


class ServiceAmbassador:
    def __init__(self, remote: RemoteService):
        self._remote = remote

    def call(self, value):
        start = time.monotonic()
        try:
            return self._remote.call(value)
        except ConnectionError:
            logger.warning("remote unavailable")
            return -1
        finally:
            logger.info("took %s", time.monotonic() - start)
`);

sample('a Python ambassador that adds nothing', 'python', { 'ambassador-fronts-remote': ['broken', 'ServiceAmbassador', 'only forwards'] }, `
class RemoteService:
    def call(self, value):
        return value * 10


class ServiceAmbassador:
    def __init__(self, remote: RemoteService):
        self._remote = remote

    def call(self, value):
        return self._remote.call(value)
`);

sample('a Go ambassador with retries', 'go', { 'ambassador-fronts-remote': 'ok' }, `
type RemoteService struct{}

func (r *RemoteService) Do(v int) (int, error) { return v * 10, nil }

type ServiceAmbassador struct{ remote *RemoteService }

func (a *ServiceAmbassador) Do(v int) (int, error) {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		start := time.Now()
		var out int
		out, err = a.remote.Do(v)
		log.Printf("remote call took %v", time.Since(start))
		if err == nil {
			return out, nil
		}
	}
	return -1, err
}`);

sample('a Go client holding the remote service', 'go', { 'ambassador-fronts-remote': ['broken', 'Client.Use', 'bypassing'] }, `
type RemoteService struct{}

func (r *RemoteService) Do(v int) (int, error) { return v * 10, nil }

type ServiceAmbassador struct{ remote *RemoteService }

func (a *ServiceAmbassador) Do(v int) (int, error) {
	out, err := a.remote.Do(v)
	if err != nil {
		log.Printf("retrying after %v", err)
		return a.remote.Do(v)
	}
	return out, nil
}

type Client struct{ remote *RemoteService }

func (c *Client) Use(v int) int {
	out, _ := c.remote.Do(v)
	return out
}`);

sample('a remote service with no ambassador', 'java', { 'ambassador-fronts-remote': ['missing', 'ambassador'] }, `
public class RemoteService { public long call(int v) { return v; } }`);

// ─── Anti-corruption layer: translate, and nobody goes around it ───

sample('an ACL translating modern orders for the legacy shop', 'java', { 'acl-translates': 'ok' }, `
public class ModernShop { public Optional<ModernOrder> findOrder(String id) { return Optional.empty(); } }
public class AntiCorruptionLayer {
  private final ModernShop modernShop;
  public AntiCorruptionLayer(ModernShop modernShop) { this.modernShop = modernShop; }
  public Optional<LegacyOrder> findOrderInModernSystem(String id) {
    return modernShop.findOrder(id).map(o -> new LegacyOrder(o.getId(), o.getCustomer().getName(), o.getShipment().getItem()));
  }
}
public class LegacyShop {
  private final AntiCorruptionLayer acl;
  public LegacyShop(AntiCorruptionLayer acl) { this.acl = acl; }
  public boolean alreadyPlaced(String id) { return acl.findOrderInModernSystem(id).isPresent(); }
}`);

sample('an ACL that passes the modern order through', 'java', { 'acl-translates': ['broken', 'AntiCorruptionLayer.findOrderInModernSystem', 'ModernOrder', 'without translating'] }, `
public class ModernShop { public Optional<ModernOrder> findOrder(String id) { return Optional.empty(); } }
public class AntiCorruptionLayer {
  private final ModernShop modernShop;
  public AntiCorruptionLayer(ModernShop modernShop) { this.modernShop = modernShop; }
  public Optional<ModernOrder> findOrderInModernSystem(String id) { return modernShop.findOrder(id); }
}`);

sample('a C# translator beside a client that also calls the foreign system', 'csharp', { 'acl-translates': ['broken', 'Billing.Charge', 'CrmClient'] }, `
public class CrmClient { public CrmCustomer Fetch(string id) => new CrmCustomer(); }
public class CustomerTranslator {
    private readonly CrmClient _crm;
    public CustomerTranslator(CrmClient crm) { _crm = crm; }
    public Customer Find(string id) { var c = _crm.Fetch(id); return new Customer(c.Ref, c.FullName); }
}
public class Billing {
    private readonly CustomerTranslator _customers;
    private readonly CrmClient _crm;
    public Billing(CustomerTranslator customers, CrmClient crm) { _customers = customers; _crm = crm; }
    public void Charge(string id) { var raw = _crm.Fetch(id); }
}`);

sample('a C# translator used properly', 'csharp', { 'acl-translates': 'ok' }, `
public class CrmClient { public CrmCustomer Fetch(string id) => new CrmCustomer(); }
public class CustomerTranslator {
    private readonly CrmClient _crm;
    public CustomerTranslator(CrmClient crm) { _crm = crm; }
    public Customer Find(string id) { var c = _crm.Fetch(id); return new Customer(c.Ref, c.FullName); }
}
public class Billing {
    private readonly CustomerTranslator _customers;
    public Billing(CustomerTranslator customers) { _customers = customers; }
    public string Charge(string id) => _customers.Find(id).Name;
}`);

sample('a TypeScript ACL mapping legacy records', 'typescript', { 'acl-translates': 'ok' }, `
export class LegacyApi { fetchCustomer(id: string): LegacyCustomer { return new LegacyCustomer(); } }
export class CustomerAcl {
  constructor(private readonly legacy: LegacyApi) {}
  customer(id: string): Customer {
    const raw = this.legacy.fetchCustomer(id);
    return new Customer(raw.CUST_ID, raw.NAME_1 + ' ' + raw.NAME_2);
  }
}`);

sample('a TypeScript ACL returning the legacy record', 'typescript', { 'acl-translates': ['broken', 'CustomerAcl.customer', 'LegacyCustomer'] }, `
export class LegacyApi { fetchCustomer(id: string): LegacyCustomer { return new LegacyCustomer(); } }
export class CustomerAcl {
  constructor(private readonly legacy: LegacyApi) {}
  customer(id: string): LegacyCustomer { return this.legacy.fetchCustomer(id); }
}`);

sample('a Python translation layer', 'python', { 'acl-translates': 'ok' }, `
class LegacyShop:
    def find_order(self, order_id):
        return LegacyOrder(order_id, "qty=3")


class OrderTranslator:
    def __init__(self, legacy: LegacyShop):
        self._legacy = legacy

    def order(self, order_id):
        raw = self._legacy.find_order(order_id)
        return Order(raw.id, int(raw.qty.split("=")[1]))
`);

sample('a Python translator that translates nothing', 'python', { 'acl-translates': ['broken', 'OrderTranslator.order', 'without translating'] }, `
class LegacyShop:
    def find_order(self, order_id):
        return LegacyOrder(order_id, "qty=3")


class OrderTranslator:
    def __init__(self, legacy: LegacyShop):
        self._legacy = legacy

    def order(self, order_id):
        return self._legacy.find_order(order_id)
`);

sample('a Go ACL converting a legacy order', 'go', { 'acl-translates': 'ok' }, `
type LegacyShop struct{}

func (s *LegacyShop) FindOrder(id string) LegacyOrder { return LegacyOrder{ID: id} }

type OrderTranslator struct{ legacy *LegacyShop }

func (t *OrderTranslator) Order(id string) Order {
	raw := t.legacy.FindOrder(id)
	return Order{ID: raw.ID, Quantity: parseQty(raw.Qty)}
}`);

sample('a Go ACL leaking the legacy order', 'go', { 'acl-translates': ['broken', 'OrderTranslator.Order', 'LegacyOrder'] }, `
type LegacyShop struct{}

func (s *LegacyShop) FindOrder(id string) LegacyOrder { return LegacyOrder{ID: id} }

type OrderTranslator struct{ legacy *LegacyShop }

func (t *OrderTranslator) Order(id string) LegacyOrder { return t.legacy.FindOrder(id) }`);

sample('two systems talking directly', 'java', { 'acl-translates': ['missing', 'anti-corruption layer'] }, `
public class LegacyShop { public void place(ModernOrder order) {} }`);
