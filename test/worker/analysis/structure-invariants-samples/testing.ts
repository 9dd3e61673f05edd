// Samples of page objects, arrange/act/assert and service stubs: tests call page methods and page objects do not assert, the phases come in order, stubs are deterministic and substitutable.
// Judged by structure-invariants-testing.test.ts; structure-invariants-coverage.test.ts checks every check has both verdicts.
import { type Sample, sampler } from '../structure-invariants-judge';

export const samples: Sample[] = [];
const sample = sampler(samples);

// ─── Page object: tests call page methods; page objects do not assert ───

sample('a Selenium login page and a test that uses it', 'java', { 'tests-use-page-methods': 'ok', 'page-objects-do-not-assert': 'ok' }, `
public class LoginPage {
  private final WebDriver driver;
  private final By usernameInput = By.id("username");
  private final By loginButton = By.id("login-button");
  public LoginPage(WebDriver driver) { this.driver = driver; }
  public void enterUsername(String username) { driver.findElement(usernameInput).sendKeys(username); }
  public void clickLogin() { driver.findElement(loginButton).click(); }
  public String error() { return driver.findElement(By.id("error")).getText(); }
}
public class LoginTest {
  private WebDriver driver;
  @Test
  public void rejectsUnknownUser() {
    var page = new LoginPage(driver);
    page.enterUsername("nobody");
    page.clickLogin();
    assertEquals("Unknown user", page.error());
  }
}`);

sample('a test that finds elements itself', 'java', { 'tests-use-page-methods': ['broken', 'LoginTest.rejectsUnknownUser', 'driver.findElement', 'LoginPage'] }, `
public class LoginPage {
  private final WebDriver driver;
  public LoginPage(WebDriver driver) { this.driver = driver; }
  public void enterUsername(String username) { driver.findElement(By.id("username")).sendKeys(username); }
}
public class LoginTest {
  private WebDriver driver;
  @Test
  public void rejectsUnknownUser() {
    new LoginPage(driver).enterUsername("nobody");
    driver.findElement(By.id("login-button")).click();
    assertEquals("Unknown user", driver.findElement(By.id("error")).getText());
  }
}`);

sample('a page object that asserts', 'java', { 'page-objects-do-not-assert': ['broken', 'LoginPage.login', 'assert'] }, `
public class LoginPage {
  private final WebDriver driver;
  public LoginPage(WebDriver driver) { this.driver = driver; }
  public void login(String user) {
    driver.findElement(By.id("username")).sendKeys(user);
    driver.findElement(By.id("login-button")).click();
    assertTrue(driver.findElement(By.id("welcome")).isDisplayed());
  }
}`);

sample('a C# Selenium page and NUnit test', 'csharp', { 'tests-use-page-methods': 'ok', 'page-objects-do-not-assert': 'ok' }, `
public class SearchPage {
    private readonly IWebDriver _driver;
    public SearchPage(IWebDriver driver) { _driver = driver; }
    public void SearchFor(string term) { _driver.FindElement(By.Name("q")).SendKeys(term + Keys.Enter); }
    public int ResultCount() => _driver.FindElements(By.CssSelector(".result")).Count;
}
public class SearchTests {
    private IWebDriver _driver;
    [Test]
    public void FindsResults() {
        var page = new SearchPage(_driver);
        page.SearchFor("patterns");
        Assert.That(page.ResultCount(), Is.GreaterThan(0));
    }
}`);

sample('a C# test reaching into the DOM', 'csharp', { 'tests-use-page-methods': ['broken', 'SearchTests.FindsResults', 'FindElement'] }, `
public class SearchPage {
    private readonly IWebDriver _driver;
    public SearchPage(IWebDriver driver) { _driver = driver; }
    public void SearchFor(string term) { _driver.FindElement(By.Name("q")).SendKeys(term); }
}
public class SearchTests {
    private IWebDriver _driver;
    [Test]
    public void FindsResults() {
        new SearchPage(_driver).SearchFor("patterns");
        Assert.That(_driver.FindElements(By.CssSelector(".result")).Count, Is.GreaterThan(0));
    }
}`);

sample('a Playwright page object used by a test', 'typescript', { 'tests-use-page-methods': 'ok', 'page-objects-do-not-assert': 'ok' }, `
export class LoginPage {
  constructor(private readonly page: Page) {}
  async login(user: string, password: string): Promise<void> {
    await this.page.getByLabel('User').fill(user);
    await this.page.getByLabel('Password').fill(password);
    await this.page.getByRole('button', { name: 'Sign in' }).click();
  }
  error(): Locator { return this.page.getByRole('alert'); }
}
test('rejects a wrong password', async ({ page }) => {
  const login = new LoginPage(page);
  await login.login('ann', 'nope');
  await expect(login.error()).toHaveText('Wrong password');
});`);

sample('a Playwright test filling fields itself', 'typescript', { 'tests-use-page-methods': ['broken', 'page.getByLabel'] }, `
export class LoginPage {
  constructor(private readonly page: Page) {}
  async open(): Promise<void> { await this.page.goto('/login'); }
}
test('rejects a wrong password', async ({ page }) => {
  await new LoginPage(page).open();
  await page.getByLabel('User').fill('ann');
  await expect(page.getByRole('alert')).toHaveText('Wrong password');
});`);

sample('a Playwright page object with expect inside', 'typescript', { 'page-objects-do-not-assert': ['broken', 'LoginPage.login', 'expect'] }, `
export class LoginPage {
  constructor(private readonly page: Page) {}
  async login(user: string): Promise<void> {
    await this.page.getByLabel('User').fill(user);
    await expect(this.page.getByRole('heading')).toHaveText('Welcome');
  }
}`);

sample('a Python page object and pytest test', 'python', { 'tests-use-page-methods': 'ok', 'page-objects-do-not-assert': 'ok' }, `
class LoginPage:
    def __init__(self, driver):
        self.driver = driver

    def login(self, user, password):
        self.driver.find_element(By.ID, "username").send_keys(user)
        self.driver.find_element(By.ID, "password").send_keys(password)
        self.driver.find_element(By.ID, "submit").click()

    def error(self):
        return self.driver.find_element(By.ID, "error").text


def test_rejects_wrong_password(driver):
    page = LoginPage(driver)
    page.login("ann", "nope")
    assert page.error() == "Wrong password"
`);

sample('a pytest test driving the browser directly', 'python', { 'tests-use-page-methods': ['broken', 'test_rejects_wrong_password', 'find_element'] }, `
class LoginPage:
    def __init__(self, driver):
        self.driver = driver

    def open(self):
        self.driver.get("/login")


def test_rejects_wrong_password(driver):
    LoginPage(driver).open()
    driver.find_element(By.ID, "username").send_keys("ann")
    assert driver.find_element(By.ID, "error").text == "Wrong password"
`);

sample('a Python page object asserting inside', 'python', { 'page-objects-do-not-assert': ['broken', 'LoginPage.login', 'assert'] }, `
class LoginPage:
    def __init__(self, driver):
        self.driver = driver

    def login(self, user):
        self.driver.find_element(By.ID, "username").send_keys(user)
        assert self.driver.find_element(By.ID, "welcome").is_displayed()
`);

sample('a Go page object with chromedp', 'go', { 'tests-use-page-methods': 'ok', 'page-objects-do-not-assert': 'ok' }, `
type LoginPage struct{ driver *Driver }

func (p *LoginPage) Login(user string) error { return p.driver.Type("#user", user) }

func TestLogin(t *testing.T) {
	page := &LoginPage{driver: newDriver(t)}
	if err := page.Login("ann"); err != nil {
		t.Fatal(err)
	}
}`);

sample('a Go page object calling t.Fatal', 'go', { 'page-objects-do-not-assert': ['broken', 'LoginPage.Login', 't.Fatal'] }, `
type LoginPage struct {
	driver *Driver
	t      *testing.T
}

func (p *LoginPage) Login(user string) {
	if err := p.driver.Type("#user", user); err != nil {
		p.t.Fatal(err)
	}
}`);

sample('UI tests with no page objects', 'java', { 'tests-use-page-methods': ['missing', 'page object'], 'page-objects-do-not-assert': ['missing', 'page object'] }, `
public class LoginTest {
  @Test public void login() { driver.findElement(By.id("user")).sendKeys("ann"); }
}`);

// ─── Arrange / Act / Assert ───

sample('arrange-act-assert cash tests', 'java', { 'phases-in-order': 'ok' }, `
class CashAAATest {
  @Test
  void testPlus() {
    var cash = new Cash(3);
    cash.plus(4);
    assertEquals(7, cash.count());
  }
  @Test
  void testMinus() {
    var cash = new Cash(8);
    var result = cash.minus(5);
    assertTrue(result);
    assertEquals(3, cash.count());
  }
}`);

sample('a test that acts again after asserting', 'java', { 'phases-in-order': ['broken', 'CashAntiAAATest.testCash', 'cash.minus(5)', 'after it has started asserting'] }, `
class CashAntiAAATest {
  @Test
  void testCash() {
    var cash = new Cash(3);
    cash.plus(4);
    assertEquals(7, cash.count());
    cash.minus(5);
    assertEquals(2, cash.count());
  }
}`);

sample('xUnit tests in three phases', 'csharp', { 'phases-in-order': 'ok' }, `
public class AccountTests {
    [Fact]
    public void Deposit_IncreasesBalance() {
        var account = new Account(10);
        account.Deposit(5);
        Assert.Equal(15, account.Balance);
    }
}`);

sample('an xUnit test mixing phases', 'csharp', { 'phases-in-order': ['broken', 'AccountTests.Balance_Changes', 'account.Withdraw'] }, `
public class AccountTests {
    [Fact]
    public void Balance_Changes() {
        var account = new Account(10);
        account.Deposit(5);
        Assert.Equal(15, account.Balance);
        account.Withdraw(3);
        Assert.Equal(12, account.Balance);
    }
}`);

sample('vitest tests in three phases', 'typescript', { 'phases-in-order': 'ok' }, `
it('should add to the cart', () => {
  const cart = new Cart();
  cart.add('book');
  expect(cart.size()).toBe(1);
});`);

sample('a vitest test with two act/assert rounds', 'typescript', { 'phases-in-order': ['broken', 'cart.remove'] }, `
it('should add and remove', () => {
  const cart = new Cart();
  cart.add('book');
  expect(cart.size()).toBe(1);
  cart.remove('book');
  expect(cart.size()).toBe(0);
});`);

sample('pytest tests in three phases', 'python', { 'phases-in-order': 'ok' }, `
def test_plus():
    cash = Cash(3)
    cash.plus(4)
    assert cash.count() == 7
`);

sample('a pytest test acting after asserting', 'python', { 'phases-in-order': ['broken', 'test_cash', 'cash.minus(5)'] }, `
def test_cash():
    cash = Cash(3)
    cash.plus(4)
    assert cash.count() == 7
    cash.minus(5)
    assert cash.count() == 2
`);

sample('a Go test in three phases', 'go', { 'phases-in-order': 'ok' }, `
func TestPlus(t *testing.T) {
	cash := NewCash(3)
	cash.Plus(4)
	if cash.Count() != 7 {
		t.Errorf("got %d", cash.Count())
	}
}`);

sample('a Go test acting after checking', 'go', { 'phases-in-order': ['broken', 'TestCash', 'cash.Minus(5)'] }, `
func TestCash(t *testing.T) {
	cash := NewCash(3)
	cash.Plus(4)
	require.Equal(t, 7, cash.Count())
	cash.Minus(5)
	require.Equal(t, 2, cash.Count())
}`);

sample('production code without tests', 'java', { 'phases-in-order': ['missing', 'tests'] }, `
public class Cash { private int amount; void plus(int a) { amount += a; } }`);

// ─── Service stub: deterministic, and substitutable ───

sample('a keyword-based sentiment stub', 'java', { 'stub-is-deterministic': 'ok' }, `
public interface SentimentAnalysisServer { String analyzeSentiment(String text); }
public class RealSentimentAnalysisServer implements SentimentAnalysisServer {
  public String analyzeSentiment(String text) {
    Thread.sleep(5000);
    return List.of("Positive", "Negative", "Neutral").get(new Random().nextInt(3));
  }
}
public class StubSentimentAnalysisServer implements SentimentAnalysisServer {
  public String analyzeSentiment(String text) {
    if (text.toLowerCase().contains("good")) return "Positive";
    if (text.toLowerCase().contains("bad")) return "Negative";
    return "Neutral";
  }
}
public class ReviewClassifier {
  private final SentimentAnalysisServer server;
  public ReviewClassifier(SentimentAnalysisServer server) { this.server = server; }
}`);

sample('a stub that is random and slow', 'java', { 'stub-is-deterministic': ['broken', 'StubSentimentAnalysisServer.analyzeSentiment', 'repeatable'] }, `
public interface SentimentAnalysisServer { String analyzeSentiment(String text); }
public class StubSentimentAnalysisServer implements SentimentAnalysisServer {
  public String analyzeSentiment(String text) {
    return new Random().nextBoolean() ? "Positive" : "Negative";
  }
}`);

sample('a client that builds the real server itself', 'java', { 'stub-is-deterministic': ['broken', 'ReviewClassifier', 'RealSentimentAnalysisServer', 'stub'] }, `
public interface SentimentAnalysisServer { String analyzeSentiment(String text); }
public class RealSentimentAnalysisServer implements SentimentAnalysisServer {
  public String analyzeSentiment(String text) { return "Neutral"; }
}
public class StubSentimentAnalysisServer implements SentimentAnalysisServer {
  public String analyzeSentiment(String text) { return "Positive"; }
}
public class ReviewClassifier {
  private final SentimentAnalysisServer server;
  public ReviewClassifier() { this.server = new RealSentimentAnalysisServer(); }
}`);

sample('a C# fake clock-free exchange rate stub', 'csharp', { 'stub-is-deterministic': 'ok' }, `
public interface IRates { decimal Rate(string currency); }
public class FakeRates : IRates {
    private readonly Dictionary<string, decimal> _rates = new() { ["EUR"] = 1.1m };
    public decimal Rate(string currency) => _rates[currency];
}`);

sample('a C# fake that reads the clock', 'csharp', { 'stub-is-deterministic': ['broken', 'FakeRates.Rate', 'DateTime'] }, `
public interface IRates { decimal Rate(string currency); }
public class FakeRates : IRates {
    public decimal Rate(string currency) => DateTime.Now.Second % 2 == 0 ? 1.1m : 1.2m;
}`);

sample('a TypeScript stub weather service', 'typescript', { 'stub-is-deterministic': 'ok' }, `
export interface WeatherService { today(city: string): Promise<string>; }
export class StubWeatherService implements WeatherService {
  async today(city: string): Promise<string> { return city === 'London' ? 'rain' : 'sun'; }
}`);

sample('a TypeScript stub that calls the network', 'typescript', { 'stub-is-deterministic': ['broken', 'StubWeatherService.today', 'fetch'] }, `
export interface WeatherService { today(city: string): Promise<string>; }
export class StubWeatherService implements WeatherService {
  async today(city: string): Promise<string> { return (await fetch('https://weather.example/' + city)).text(); }
}`);

sample('a Python fake payment service', 'python', { 'stub-is-deterministic': 'ok' }, `
class FakePaymentService:
    def __init__(self):
        self.charged = []

    def charge(self, card, amount):
        self.charged.append((card, amount))
        return "ok"
`);

sample('a Python stub that sleeps', 'python', { 'stub-is-deterministic': ['broken', 'StubPaymentService.charge', 'time.sleep'] }, `
class StubPaymentService:
    def charge(self, card, amount):
        time.sleep(2)
        return "ok"
`);

sample('a Go stub store', 'go', { 'stub-is-deterministic': 'ok' }, `
type Rates interface{ Rate(c string) float64 }

type StubRates struct{ fixed map[string]float64 }

func (s StubRates) Rate(c string) float64 { return s.fixed[c] }`);

sample('a Go stub using math/rand', 'go', { 'stub-is-deterministic': ['broken', 'StubRates.Rate', 'rand'] }, `
type Rates interface{ Rate(c string) float64 }

type StubRates struct{}

func (s StubRates) Rate(c string) float64 { return rand.Float64() }`);

sample('only the real service', 'java', { 'stub-is-deterministic': ['missing', 'service stub'] }, `
public class RealSentimentAnalysisServer { public String analyze(String t) { return "x"; } }`);
