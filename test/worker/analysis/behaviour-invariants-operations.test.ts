// Behaviour invariants judged in every language: feature toggles read at runtime, health checks that report real health, and polling publishers that publish what they polled.
import { describeFamilies, type Sample } from './behaviour-invariants-judge';

const featureToggle: Sample[] = [
  ['toggle-read-at-runtime', 'java', `class PropertiesFeatureToggleVersion implements Service {
  private final boolean enhanced;
  public PropertiesFeatureToggleVersion(Properties properties) { enhanced = (boolean) properties.get("enhancedWelcome"); }
  public String getWelcomeMessage(User user) { if (isEnhanced()) { return "Welcome " + user + "."; } return "Welcome to the application."; }
  public boolean isEnhanced() { return enhanced; }
}`, 'ok'],
  ['toggle-read-at-runtime', 'java', `class WelcomeService {
  private static final boolean ENHANCED_WELCOME = true;
  public String getWelcomeMessage(User user) { if (ENHANCED_WELCOME) { return "Welcome " + user; } return "Welcome"; }
}`, 'broken', /decides the feature on the hard-coded constant ENHANCED_WELCOME/],
  ['toggle-read-at-runtime', 'java', `class WelcomeService { public String getWelcomeMessage(User user) { return "Welcome " + user; } }`, 'missing', /no feature toggle found/],
  ['toggle-read-at-runtime', 'csharp', `class Checkout {
  private readonly IFeatureManager _features;
  public async Task<decimal> Total(Cart c) => await _features.IsEnabledAsync("NewPricing") ? NewPrice(c) : OldPrice(c);
}`, 'ok'],
  ['toggle-read-at-runtime', 'csharp', `class Checkout {
  private const bool NewPricingEnabled = false;
  public decimal Total(Cart c) { if (NewPricingEnabled) return NewPrice(c); return OldPrice(c); }
}`, 'broken', /hard-coded constant NewPricingEnabled/],
  ['toggle-read-at-runtime', 'typescript', `export function welcome(user: User, flags: FlagClient): string {
  if (flags.isEnabled('enhanced-welcome', user)) return 'Welcome ' + user.name;
  return 'Welcome';
}`, 'ok'],
  ['toggle-read-at-runtime', 'typescript', `const ENHANCED_WELCOME = true;
export function welcome(user: User): string {
  if (ENHANCED_WELCOME) return 'Welcome ' + user.name;
  return 'Welcome';
}`, 'broken', /hard-coded constant ENHANCED_WELCOME/],
  ['toggle-read-at-runtime', 'python', `import os
def welcome(user):
    if os.environ.get("ENHANCED_WELCOME") == "1":
        return "Welcome " + user.name
    return "Welcome"
`, 'ok'],
  ['toggle-read-at-runtime', 'python', `ENHANCED_WELCOME = True
def welcome(user):
    if ENHANCED_WELCOME:
        return "Welcome " + user.name
    return "Welcome"
`, 'broken', /hard-coded constant ENHANCED_WELCOME/],
  ['toggle-read-at-runtime', 'go', `func Welcome(u User, flags Flags) string {
	if flags.Enabled("enhanced-welcome", u.ID) {
		return "Welcome " + u.Name
	}
	return "Welcome"
}`, 'ok'],
  ['toggle-read-at-runtime', 'go', `const enhancedWelcome = true
func Welcome(u User) string {
	if enhancedWelcome {
		return "Welcome " + u.Name
	}
	return "Welcome"
}`, 'broken', /hard-coded constant enhancedWelcome/],
];

const healthCheck: Sample[] = [
  ['reports-real-health', 'java', `@Component
public class CustomHealthCheck implements HealthIndicator {
  public Health health() { int errorCode = check(); if (errorCode != 0) { return Health.down().withDetail("Error Code", errorCode).build(); } return Health.up().build(); }
  public int check() { return 0; }
}`, 'ok'],
  ['reports-real-health', 'java', `@Component
public class CustomHealthCheck implements HealthIndicator {
  public Health health() { return Health.up().build(); }
}`, 'broken', /always reports the component as healthy/],
  ['reports-real-health', 'java', `@Component
public class DatabaseHealthCheck implements HealthIndicator {
  private final DataSource dataSource;
  public Health health() { try { dataSource.getConnection().isValid(1); } catch (SQLException e) { LOGGER.warn("db check failed", e); } if (dataSource == null) return Health.down().build(); return Health.up().build(); }
}`, 'broken', /swallows the probe's failure/],
  ['reports-real-health', 'java', `class Orders { void place(Order o) { } }`, 'missing', /no health check found/],
  ['reports-real-health', 'csharp', `public class DbHealthCheck : IHealthCheck {
  public async Task<HealthCheckResult> CheckHealthAsync(HealthCheckContext ctx, CancellationToken ct) {
    try { await _db.PingAsync(ct); return HealthCheckResult.Healthy(); } catch (Exception e) { return HealthCheckResult.Unhealthy("db down", e); }
  }
}`, 'ok'],
  ['reports-real-health', 'csharp', `public class DbHealthCheck : IHealthCheck {
  public Task<HealthCheckResult> CheckHealthAsync(HealthCheckContext ctx, CancellationToken ct) => Task.FromResult(HealthCheckResult.Healthy());
}`, 'broken', /always reports the component as healthy/],
  ['reports-real-health', 'typescript', `export async function health(db: Db): Promise<{ status: number }> {
  try { await db.ping(); return { status: 200 }; } catch { return { status: 503 }; }
}`, 'ok'],
  ['reports-real-health', 'typescript', `export async function health(db: Db): Promise<{ status: number }> {
  return { status: 200 };
}`, 'broken', /always reports the component as healthy/],
  ['reports-real-health', 'python', `def health(db):
    try:
        db.ping()
    except Exception:
        return {"status": "down"}, 503
    return {"status": "up"}, 200
`, 'ok'],
  ['reports-real-health', 'python', `def health(db):
    return {"status": "up"}, 200
`, 'broken', /always reports the component as healthy/],
  ['reports-real-health', 'go', `func Healthz(db *sql.DB) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		if err := db.Ping(); err != nil {
			w.WriteHeader(http.StatusServiceUnavailable)
			return
		}
		w.WriteHeader(http.StatusOK)
	}
}`, 'ok'],
  ['reports-real-health', 'go', `func Healthz(db *sql.DB) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusOK)
	}
}`, 'broken', /always reports the component as healthy/],
];

const pollingPublisher: Sample[] = [
  ['publishes-polled-data', 'java', `class PollingPublisher {
  private final KafkaTemplate<String, String> kafkaTemplate;
  private final PollingService pollingService;
  @Scheduled(fixedRate = 5000)
  public void pollAndPublish() { String data = pollingService.getLatestData(); kafkaTemplate.send("updates-topic", data); }
}`, 'ok'],
  ['publishes-polled-data', 'java', `class PollingPublisher {
  private final PollingService pollingService;
  private final UpdateSubscriber subscriber;
  @Scheduled(fixedRate = 5000)
  public void pollAndPublish() { String data = pollingService.getLatestData(); subscriber.processUpdate(data); }
}`, 'broken', /hands the polled data straight to subscriber.processUpdate\(\) instead of publishing it/],
  ['publishes-polled-data', 'java', `class Orders { void place(Order o) { } }`, 'missing', /no poller found/],
  ['publishes-polled-data', 'csharp', `class Poller : BackgroundService {
  protected override async Task ExecuteAsync(CancellationToken ct) {
    while (!ct.IsCancellationRequested) { var rows = await _source.ReadNewAsync(); foreach (var r in rows) await _producer.PublishAsync(r); await Task.Delay(5000, ct); }
  }
}`, 'ok'],
  ['publishes-polled-data', 'csharp', `class Poller : BackgroundService {
  protected override async Task ExecuteAsync(CancellationToken ct) {
    while (!ct.IsCancellationRequested) { var rows = await _source.ReadNewAsync(); foreach (var r in rows) _consumer.Handle(r); await Task.Delay(5000, ct); }
  }
}`, 'broken', /hands the polled data straight to _consumer.Handle\(\)/],
  ['publishes-polled-data', 'typescript', `export function startPolling(source: Source, producer: Producer) {
  setInterval(async () => { for (const row of await source.readNew()) await producer.send({ topic: 'updates', value: row }); }, 5000);
}`, 'ok'],
  ['publishes-polled-data', 'typescript', `export function startPolling(source: Source, subscriber: Subscriber) {
  setInterval(async () => { for (const row of await source.readNew()) subscriber.onUpdate(row); }, 5000);
}`, 'broken', /straight to subscriber.onUpdate\(\)/],
  ['publishes-polled-data', 'python', `import time
def poll_and_publish(source, producer):
    while True:
        for row in source.read_new():
            producer.send("updates", row)
        time.sleep(5)
`, 'ok'],
  ['publishes-polled-data', 'python', `import time
def poll_and_publish(source, consumer):
    while True:
        for row in source.read_new():
            consumer.handle(row)
        time.sleep(5)
`, 'broken', /straight to consumer.handle\(\)/],
  ['publishes-polled-data', 'go', `func Poll(src Source, producer Producer) {
	ticker := time.NewTicker(5 * time.Second)
	for range ticker.C {
		for _, row := range src.ReadNew() {
			producer.Publish("updates", row)
		}
	}
}`, 'ok'],
  ['publishes-polled-data', 'go', `func Poll(src Source, handler Handler) {
	ticker := time.NewTicker(5 * time.Second)
	for range ticker.C {
		for _, row := range src.ReadNew() {
			handler.Handle(row)
		}
	}
}`, 'broken', /straight to handler.Handle\(\)/],
];

describeFamilies([
  ['feature toggle', featureToggle],
  ['health check', healthCheck],
  ['polling publisher', pollingPublisher],
]);
