// Behaviour invariants judged in every language: trampolines run thunks in a loop, monads bind to a wrapper, combinators use their operands, curried functions use every argument, and composition feeds each output into the next.
import { describeFamilies, type Sample } from './behaviour-invariants-judge';

const trampoline: Sample[] = [
  ['runs-thunks-in-loop', 'java', `public interface Trampoline<T> {
  T get();
  default Trampoline<T> jump() { return this; }
  default T result() { return get(); }
  default boolean complete() { return true; }
  static <T> Trampoline<T> done(final T result) { return () -> result; }
  static <T> Trampoline<T> more(final Trampoline<Trampoline<T>> trampoline) {
    return new Trampoline<T>() {
      public boolean complete() { return false; }
      public Trampoline<T> jump() { return trampoline.result(); }
      public T get() { return Stream.iterate(this, Trampoline::jump).filter(Trampoline::complete).findFirst().map(Trampoline::result).orElseThrow(); }
    };
  }
}
class TrampolineApp {
  public static Trampoline<Integer> loop(int times, int prod) {
    if (times == 0) { return Trampoline.done(prod); } else { return Trampoline.more(() -> loop(times - 1, prod * times)); }
  }
}`, 'ok'],
  ['runs-thunks-in-loop', 'java', `class Runner {
  static <T> T run(Trampoline<T> t) { return t.complete() ? t.result() : run(t.jump()); }
}`, 'broken', /Runner.run evaluates the next step by calling run\(\) recursively/],
  ['runs-thunks-in-loop', 'java', `class Factorial { int fact(int n) { return n == 0 ? 1 : n * fact(n - 1); } }`, 'missing', /no trampoline found/],
  ['runs-thunks-in-loop', 'csharp', `static class Trampoline {
  public static T Run<T>(Bounce<T> b) { while (!b.IsDone) b = b.Next(); return b.Result; }
}`, 'ok'],
  ['runs-thunks-in-loop', 'csharp', `static class Trampoline {
  public static T Run<T>(Bounce<T> b) { return b.IsDone ? b.Result : Run(b.Next()); }
}`, 'broken', /calling Run\(\) recursively/],
  ['runs-thunks-in-loop', 'typescript', `type Thunk<T> = T | (() => Thunk<T>);
function trampoline<T>(start: Thunk<T>): T {
  let r = start;
  while (typeof r === 'function') r = (r as () => Thunk<T>)();
  return r as T;
}`, 'ok'],
  ['runs-thunks-in-loop', 'typescript', `type Thunk<T> = T | (() => Thunk<T>);
function trampoline<T>(start: Thunk<T>): T {
  return typeof start === 'function' ? trampoline((start as () => Thunk<T>)()) : start;
}`, 'broken', /calling trampoline\(\) recursively/],
  ['runs-thunks-in-loop', 'python', `def trampoline(f, *args):
    result = f(*args)
    while callable(result):
        result = result()
    return result

def fact(n, acc=1):
    if n == 0:
        return acc
    return lambda: fact(n - 1, acc * n)
`, 'ok'],
  ['runs-thunks-in-loop', 'python', `def trampoline(result):
    if callable(result):
        return trampoline(result())
    return result
`, 'broken', /calling trampoline\(\) recursively/],
  ['runs-thunks-in-loop', 'go', `type Thunk func() (int, Thunk)
func Run(t Thunk) int {
	for {
		v, next := t()
		if next == nil {
			return v
		}
		t = next
	}
}`, 'ok'],
  ['runs-thunks-in-loop', 'go', `type Thunk func() (int, Thunk)
func Run(t Thunk) int {
	v, next := t()
	if next == nil {
		return v
	}
	return Run(next)
}`, 'broken', /calling Run\(\) recursively/],
];

const monad: Sample[] = [
  ['bind-returns-wrapper', 'java', `public class Validator<T> {
  private final T obj;
  private final List<Throwable> exceptions = new ArrayList<>();
  private Validator(T obj) { this.obj = obj; }
  public static <T> Validator<T> of(T t) { return new Validator<>(Objects.requireNonNull(t)); }
  public Validator<T> validate(Predicate<? super T> validation, String message) { if (!validation.test(obj)) exceptions.add(new IllegalStateException(message)); return this; }
  public T get() { if (exceptions.isEmpty()) return obj; throw new IllegalStateException(); }
}`, 'ok'],
  ['bind-returns-wrapper', 'java', `final class Maybe<T> {
  private final T value;
  private Maybe(T v) { value = v; }
  static <T> Maybe<T> of(T v) { return new Maybe<>(v); }
  <U> U map(Function<T, U> f) { return f.apply(value); }
}`, 'broken', /Maybe.map returns the raw result of the function instead of a new Maybe/],
  ['bind-returns-wrapper', 'java', `final class Maybe<T> {
  private final T value;
  private Maybe(T v) { value = v; }
  static <T> Maybe<T> of(T v) { return new Maybe<>(v); }
  <U> Maybe<U> map(Function<T, U> f) { return new Maybe<>(f.apply(value)); }
}`, 'broken', /Maybe.map applies f without checking whether the Maybe is empty/],
  ['bind-returns-wrapper', 'java', `class Calculator { int add(int a, int b) { return a + b; } }`, 'missing', /no monad found/],
  ['bind-returns-wrapper', 'csharp', `public sealed class Maybe<T> {
  private readonly T _value; private readonly bool _has;
  private Maybe(T v, bool has) { _value = v; _has = has; }
  public static Maybe<T> Of(T v) => new Maybe<T>(v, true);
  public static Maybe<T> None() => new Maybe<T>(default, false);
  public Maybe<U> Bind<U>(Func<T, Maybe<U>> f) => _has ? f(_value) : Maybe<U>.None();
}`, 'ok'],
  ['bind-returns-wrapper', 'csharp', `public sealed class Maybe<T> {
  private readonly T _value;
  private Maybe(T v) { _value = v; }
  public static Maybe<T> Of(T v) => new Maybe<T>(v);
  public Maybe<U> Bind<U>(Func<T, Maybe<U>> f) => f(_value);
}`, 'broken', /Maybe.Bind applies f without checking/],
  ['bind-returns-wrapper', 'typescript', `class Maybe<T> {
  private constructor(private readonly value: T | null) {}
  static of<T>(v: T | null) { return new Maybe(v); }
  map<U>(f: (v: T) => U): Maybe<U> { return this.value === null ? Maybe.of<U>(null) : Maybe.of(f(this.value)); }
}`, 'ok'],
  ['bind-returns-wrapper', 'typescript', `class Maybe<T> {
  private constructor(private readonly value: T | null) {}
  static of<T>(v: T | null) { return new Maybe(v); }
  map<U>(f: (v: T) => U): U { return f(this.value as T); }
}`, 'broken', /returns the raw result of the function/],
  ['bind-returns-wrapper', 'python', `class Maybe:
    def __init__(self, value):
        self.value = value
    @staticmethod
    def of(value):
        return Maybe(value)
    def map(self, f):
        if self.value is None:
            return self
        return Maybe(f(self.value))
`, 'ok'],
  ['bind-returns-wrapper', 'python', `class Maybe:
    def __init__(self, value):
        self.value = value
    @staticmethod
    def of(value):
        return Maybe(value)
    def map(self, f):
        return f(self.value)
`, 'broken', /Maybe.map returns the raw result/],
  ['bind-returns-wrapper', 'go', `type MaybeInt struct { value *int }
func NewMaybe(v *int) MaybeInt { return MaybeInt{value: v} }
func (m MaybeInt) Map(f func(int) int) MaybeInt {
	if m.value == nil {
		return m
	}
	v := f(*m.value)
	return MaybeInt{value: &v}
}`, 'ok'],
  ['bind-returns-wrapper', 'go', `type MaybeInt struct { value *int }
func NewMaybe(v *int) MaybeInt { return MaybeInt{value: v} }
func (m MaybeInt) Map(f func(int) int) MaybeInt {
	v := f(*m.value)
	return MaybeInt{value: &v}
}`, 'broken', /MaybeInt.Map applies f without checking/],
];

const combinator: Sample[] = [
  ['combinators-use-operands', 'java', `public interface Finder {
  List<String> find(String text);
  static Finder contains(String word) { return txt -> Stream.of(txt.split("\\n")).filter(l -> l.contains(word)).collect(Collectors.toList()); }
  default Finder or(Finder orFinder) { return txt -> { List<String> res = this.find(txt); res.addAll(orFinder.find(txt)); return res; }; }
  default Finder and(Finder andFinder) { return txt -> this.find(txt).stream().flatMap(line -> andFinder.find(line).stream()).collect(Collectors.toList()); }
}`, 'ok'],
  ['combinators-use-operands', 'java', `public interface Finder {
  List<String> find(String text);
  default Finder or(Finder orFinder) { return txt -> this.find(txt); }
}`, 'broken', /Finder.or never uses its argument orFinder/],
  ['combinators-use-operands', 'java', `public interface Finder {
  List<String> find(String text);
  default Finder and(Finder andFinder) { return andFinder; }
}`, 'broken', /ignores the function it was called on|returns andFinder unchanged/],
  ['combinators-use-operands', 'java', `class Text { List<String> lines(String t) { return List.of(t.split(" ")); } }`, 'missing', /no combinators found/],
  ['combinators-use-operands', 'csharp', `static class Preds {
  public static Func<string, bool> And(Func<string, bool> a, Func<string, bool> b) => s => a(s) && b(s);
}`, 'ok'],
  ['combinators-use-operands', 'csharp', `static class Preds {
  public static Func<string, bool> And(Func<string, bool> a, Func<string, bool> b) => s => a(s);
}`, 'broken', /never uses its argument b/],
  ['combinators-use-operands', 'typescript', `type Pred = (s: string) => boolean;
export const and = (a: Pred, b: Pred): Pred => (s) => a(s) && b(s);
export const not = (a: Pred): Pred => (s) => !a(s);`, 'ok'],
  ['combinators-use-operands', 'typescript', `type Pred = (s: string) => boolean;
export const or = (a: Pred, b: Pred): Pred => (s) => a(s);`, 'broken', /or never uses its argument b/],
  ['combinators-use-operands', 'python', `def both(f, g):
    return lambda x: f(x) and g(x)

def either(f, g):
    return lambda x: f(x) or g(x)
`, 'ok'],
  ['combinators-use-operands', 'python', `def either(f, g):
    return lambda x: f(x)
`, 'broken', /either never uses its argument g/],
  ['combinators-use-operands', 'go', `type Finder func(text string) []string
func (f Finder) Or(other Finder) Finder {
	return func(text string) []string { return append(f(text), other(text)...) }
}`, 'ok'],
  ['combinators-use-operands', 'go', `type Finder func(text string) []string
func (f Finder) Or(other Finder) Finder {
	return func(text string) []string { return f(text) }
}`, 'broken', /Or never uses its argument other/],
];

const currying: Sample[] = [
  ['curried-uses-every-argument', 'java', `class Book {
  static Function<Genre, Function<String, Function<String, Book>>> creator = genre -> author -> title -> new Book(genre, author, title);
}`, 'ok'],
  ['curried-uses-every-argument', 'java', `class Book {
  static Function<Genre, Function<String, Function<String, Book>>> creator = genre -> author -> title -> new Book(genre, genre, title);
}`, 'broken', /never uses author/],
  ['curried-uses-every-argument', 'java', `class Books { Book create(Genre genre, String author, String title) { return new Book(genre, author, title); } }`, 'missing', /Books.create takes all its arguments at once/],
  ['curried-uses-every-argument', 'csharp', `class Adder { public static Func<int, Func<int, Func<int, int>>> Add3 = a => b => c => a + b + c; }`, 'ok'],
  ['curried-uses-every-argument', 'csharp', `class Adder { public static Func<int, Func<int, Func<int, int>>> Add3 = a => b => c => a + b; }`, 'broken', /never uses c/],
  ['curried-uses-every-argument', 'typescript', `export const bookCreator = (genre: Genre) => (author: string) => (title: string) => new Book(genre, author, title);`, 'ok'],
  ['curried-uses-every-argument', 'typescript', `export const bookCreator = (genre: Genre) => (author: string) => (title: string) => new Book(genre, author, author);`, 'broken', /never uses title/],
  ['curried-uses-every-argument', 'python', `book_creator = lambda genre: lambda author: lambda title: Book(genre, author, title)
`, 'ok'],
  ['curried-uses-every-argument', 'python', `def book_creator(genre):
    def with_author(author):
        def with_title(title):
            return Book(genre, title)
        return with_title
    return with_author
`, 'broken', /never uses author/],
  ['curried-uses-every-argument', 'go', `func BookCreator(genre string) func(string) func(string) Book {
	return func(author string) func(string) Book {
		return func(title string) Book {
			return Book{genre, author, title}
		}
	}
}`, 'ok'],
  ['curried-uses-every-argument', 'go', `func BookCreator(genre string) func(string) func(string) Book {
	return func(author string) func(string) Book {
		return func(title string) Book {
			return Book{author, author, title}
		}
	}
}`, 'broken', /never uses genre/],
];

const composition: Sample[] = [
  ['composes-output-into-next', 'java', `class FunctionComposer {
  static Function<Integer, Integer> composeFunctions(Function<Integer, Integer> f1, Function<Integer, Integer> f2) { return f1.andThen(f2); }
}`, 'ok'],
  ['composes-output-into-next', 'java', `class FunctionComposer {
  static Function<Integer, Integer> composeFunctions(Function<Integer, Integer> f1, Function<Integer, Integer> f2) { return x -> { f1.apply(x); return f2.apply(x); }; }
}`, 'broken', /applies f1 and f2 each to the original input/],
  ['composes-output-into-next', 'java', `class Numbers { int twice(int x) { return x * 2; } }`, 'missing', /no composition found/],
  ['composes-output-into-next', 'csharp', `static class Fn {
  public static Func<T, T> Compose<T>(Func<T, T> f, Func<T, T> g) => x => g(f(x));
}`, 'ok'],
  ['composes-output-into-next', 'csharp', `static class Fn {
  public static Func<T, T> Compose<T>(Func<T, T> f, Func<T, T> g) => x => g(x);
}`, 'broken', /never applies f/],
  ['composes-output-into-next', 'typescript', `export const compose = <T>(f: (x: T) => T, g: (x: T) => T) => (x: T) => g(f(x));`, 'ok'],
  ['composes-output-into-next', 'typescript', `export function compose<T>(f: (x: T) => T, g: (x: T) => T) { return (x: T) => { f(x); return g(x); }; }`, 'broken', /each to the original input/],
  ['composes-output-into-next', 'python', `def compose(f, g):
    return lambda x: g(f(x))
`, 'ok'],
  ['composes-output-into-next', 'python', `def compose(f, g):
    return lambda x: g(x)
`, 'broken', /never applies f/],
  ['composes-output-into-next', 'go', `func Compose(f, g func(int) int) func(int) int {
	return func(x int) int { return g(f(x)) }
}`, 'ok'],
  ['composes-output-into-next', 'go', `func Compose(f, g func(int) int) func(int) int {
	return func(x int) int { f(x); return g(x) }
}`, 'broken', /each to the original input/],
];

describeFamilies([
  ['trampoline', trampoline],
  ['monad', monad],
  ['combinator', combinator],
  ['currying', currying],
  ['function composition', composition],
]);
