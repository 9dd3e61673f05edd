// Behaviour invariants judged in every language: a game loop runs every phase by elapsed time, the world updates each entity, a double buffer draws to the back then swaps, and a bytecode interpreter skips operands.
import { describeFamilies, type Sample } from './behaviour-invariants-judge';

const javaLoop = (body: string) => `class FixedStepGameLoop extends GameLoop {
  private static final long MS_PER_FRAME = 20;
  protected void processGameLoop() {
${body}
  }
  protected void update() { controller.moveBullet(0.5f * MS_PER_FRAME / 1000); }
}`;
const gameLoop: Sample[] = [
  ['loop-runs-every-phase', 'java', javaLoop(`    var previousTime = System.currentTimeMillis();
    var lag = 0L;
    while (isGameRunning()) {
      var currentTime = System.currentTimeMillis();
      var elapsedTime = currentTime - previousTime;
      previousTime = currentTime;
      lag += elapsedTime;
      processInput();
      while (lag >= MS_PER_FRAME) { update(); lag -= MS_PER_FRAME; }
      render();
    }`), 'ok'],
  ['loop-runs-every-phase', 'java', javaLoop(`    var scanner = new Scanner(System.in);
    while (isGameRunning()) { var cmd = scanner.nextLine(); update(); render(); }`), 'broken', /blocks on player input/],
  ['loop-runs-every-phase', 'java', javaLoop(`    while (isGameRunning()) { processInput(); update(); }`), 'broken', /never renders it/],
  ['loop-runs-every-phase', 'java', `class Game { void play() { update(); render(); } void update() {} void render() {} }`, 'missing', /no game loop found/],
  ['loop-runs-every-phase', 'csharp', `class Game {
  public void Run() { var sw = Stopwatch.StartNew(); var last = sw.Elapsed; while (_running) { var now = sw.Elapsed; ProcessInput(); Update(now - last); last = now; Render(); } }
}`, 'ok'],
  ['loop-runs-every-phase', 'csharp', `class Game {
  public void Run() { while (_running) { var key = Console.ReadKey(); Update(); Render(); } }
}`, 'broken', /blocks on player input/],
  ['loop-runs-every-phase', 'typescript', `class Game {
  private last = performance.now();
  frame = (now: number) => {};
  loop(now: number) { this.processInput(); this.update(now - this.last); this.last = now; this.render(); requestAnimationFrame((t) => this.loop(t)); }
}`, 'ok'],
  ['loop-runs-every-phase', 'typescript', `class Game {
  run() { while (this.running) { const cmd = prompt('move?'); this.update(); this.render(); } }
}`, 'broken', /blocks on player input \(prompt\)/],
  ['loop-runs-every-phase', 'python', `import time
class Game:
    def run(self):
        previous = time.perf_counter()
        while self.running:
            now = time.perf_counter()
            self.process_input()
            self.update(now - previous)
            previous = now
            self.render()
`, 'ok'],
  ['loop-runs-every-phase', 'python', `class Game:
    def run(self):
        while self.running:
            command = input("> ")
            self.update()
            self.render()
`, 'broken', /blocks on player input \(input\)/],
  ['loop-runs-every-phase', 'go', `func (g *Game) Run() {
	last := time.Now()
	for g.running {
		now := time.Now()
		g.ProcessInput()
		g.Update(now.Sub(last))
		last = now
		g.Render()
	}
}
type Game struct { running bool }`, 'ok'],
  ['loop-runs-every-phase', 'go', `type Game struct { running bool }
func (g *Game) Run() {
	reader := bufio.NewReader(os.Stdin)
	for g.running {
		line, _ := reader.ReadString('\\n')
		g.Update(line)
		g.Render()
	}
}`, 'broken', /blocks on player input/],
  ['advances-by-elapsed-time', 'java', javaLoop(`    var previousTime = System.currentTimeMillis();
    var lag = 0L;
    while (isGameRunning()) {
      var currentTime = System.currentTimeMillis();
      var elapsedTime = currentTime - previousTime;
      previousTime = currentTime;
      lag += elapsedTime;
      processInput();
      while (lag >= MS_PER_FRAME) { update(); lag -= MS_PER_FRAME; }
      render();
    }`), 'ok'],
  ['advances-by-elapsed-time', 'java', javaLoop(`    var previousTime = System.currentTimeMillis();
    var lag = 0L;
    while (isGameRunning()) {
      var currentTime = System.currentTimeMillis();
      lag += currentTime - previousTime;
      previousTime = currentTime;
      processInput();
      while (lag >= MS_PER_FRAME) { update(); }
      render();
    }`), 'broken', /never subtracts the step from lag/],
  ['advances-by-elapsed-time', 'java', javaLoop(`    var lastFrameTime = System.currentTimeMillis();
    while (isGameRunning()) {
      processInput();
      var currentFrameTime = System.currentTimeMillis();
      var elapsedTime = currentFrameTime - lastFrameTime;
      update(elapsedTime);
      render();
    }`), 'broken', /never moves lastFrameTime on/],
  ['advances-by-elapsed-time', 'java', javaLoop('    while (isGameRunning()) { processInput(); update(); render(); }'), 'ok'],
  ['advances-by-elapsed-time', 'csharp', `class Game {
  public void Run() { var sw = Stopwatch.StartNew(); long last = sw.ElapsedMilliseconds; while (_running) { long now = sw.ElapsedMilliseconds; long dt = now - last; Update(dt); Render(); } }
}`, 'broken', /never moves last on/],
  ['advances-by-elapsed-time', 'typescript', `class Game {
  private last = performance.now();
  loop(now: number) { const dt = now - this.last; this.last = now; this.update(dt); this.render(); requestAnimationFrame((t) => this.loop(t)); }
}`, 'ok'],
  ['advances-by-elapsed-time', 'python', `import time
class Game:
    def run(self):
        previous = time.perf_counter()
        while self.running:
            now = time.perf_counter()
            elapsed = now - previous
            self.update(elapsed)
            self.render()
`, 'broken', /never moves previous on/],
  ['advances-by-elapsed-time', 'go', `type Game struct { running bool }
func (g *Game) Run() {
	last := time.Now()
	for g.running {
		dt := time.Since(last)
		last = time.Now()
		g.Update(dt)
		g.Render()
	}
}`, 'ok'],
  ['advances-by-elapsed-time', 'go', `type Game struct { running bool }
func (g *Game) Run() {
	last := time.Now()
	for g.running {
		dt := time.Since(last)
		g.Update(dt)
		g.Render()
	}
}`, 'broken', /never moves last on/],
];

const updateMethod: Sample[] = [
  ['world-updates-each-entity', 'java', `class World {
  protected List<Entity> entities = new ArrayList<>();
  private void update() { for (var entity : entities) { entity.update(); } }
}`, 'ok'],
  ['world-updates-each-entity', 'java', `class World {
  protected List<Entity> entities = new ArrayList<>();
  private void update() { for (var e : entities) { if (e instanceof Skeleton s) s.patrol(); else if (e instanceof Statue st) st.cast(); } }
}`, 'broken', /switches on each entity's type/],
  ['world-updates-each-entity', 'java', `class World { void render() { } }`, 'missing', /no world found/],
  ['world-updates-each-entity', 'csharp', `class World {
  private readonly List<Entity> _entities = new();
  public void Update(float dt) { foreach (var e in _entities) e.Update(dt); }
}`, 'ok'],
  ['world-updates-each-entity', 'csharp', `class World {
  private readonly List<Entity> _entities = new();
  public void Update(float dt) { foreach (var e in _entities) { if (e is Skeleton s) s.Patrol(); } }
}`, 'broken', /switches on each entity's type/],
  ['world-updates-each-entity', 'typescript', `class World {
  private entities: Entity[] = [];
  update(dt: number) { this.entities.forEach((e) => e.update(dt)); }
}`, 'ok'],
  ['world-updates-each-entity', 'typescript', `class World {
  private entities: Entity[] = [];
  update(dt: number) { this.entities[0].update(dt); }
}`, 'broken', /updates only the first entity/],
  ['world-updates-each-entity', 'python', `class World:
    def __init__(self):
        self.entities = []
    def update(self, dt):
        for entity in self.entities:
            entity.update(dt)
`, 'ok'],
  ['world-updates-each-entity', 'python', `class World:
    def __init__(self):
        self.entities = []
    def update(self, dt):
        for entity in self.entities:
            if isinstance(entity, Skeleton):
                entity.x += 1
`, 'broken', /switches on each entity's type/],
  ['world-updates-each-entity', 'go', `type World struct { entities []Entity }
func (w *World) Update(dt float64) {
	for _, e := range w.entities {
		e.Update(dt)
	}
}`, 'ok'],
  ['world-updates-each-entity', 'go', `type World struct { entities []Entity }
func (w *World) Update(dt float64) {
	for _, e := range w.entities {
		switch v := e.(type) {
		case *Skeleton:
			v.X++
		}
	}
}`, 'broken', /switches on each entity's type/],
];

const javaScene = (draw: string) => `class Scene {
  private final Buffer[] frameBuffers = new Buffer[2];
  private int current = 0;
  private int next = 1;
  public void draw(List<Pair<Integer, Integer>> coords) {
${draw}
  }
  public Buffer getBuffer() { return frameBuffers[current]; }
  private void swap() { current = current ^ next; next = current ^ next; current = current ^ next; }
}`;
const doubleBuffer: Sample[] = [
  ['draws-back-then-swaps', 'java', javaScene('    frameBuffers[next].clearAll();\n    coords.forEach(c -> frameBuffers[next].draw(c.getKey(), c.getValue()));\n    swap();'), 'ok'],
  ['draws-back-then-swaps', 'java', javaScene('    frameBuffers[current].clearAll();\n    coords.forEach(c -> frameBuffers[current].draw(c.getKey(), c.getValue()));'), 'broken', /draws into the current buffer, the one being displayed/],
  ['draws-back-then-swaps', 'java', javaScene('    swap();\n    frameBuffers[next].clearAll();\n    coords.forEach(c -> frameBuffers[next].draw(c.getKey(), c.getValue()));'), 'broken', /swaps the buffers before it has finished drawing/],
  ['draws-back-then-swaps', 'java', `class Canvas { private final int[] pixels = new int[64]; void draw(int i) { pixels[i] = 1; } }`, 'missing', /no double buffer found/],
  ['draws-back-then-swaps', 'csharp', `class Renderer {
  private Frame _front = new Frame();
  private Frame _back = new Frame();
  public void DrawFrame(Scene s) { _back.Clear(); _back.Draw(s); Swap(); }
  private void Swap() { (_front, _back) = (_back, _front); }
}`, 'ok'],
  ['draws-back-then-swaps', 'csharp', `class Renderer {
  private Frame _front = new Frame();
  private Frame _back = new Frame();
  public void DrawFrame(Scene s) { _front.Clear(); _front.Draw(s); }
  private void Swap() { (_front, _back) = (_back, _front); }
}`, 'broken', /draws into the _front buffer/],
  ['draws-back-then-swaps', 'typescript', `class Screen {
  private front = new Frame();
  private back = new Frame();
  render(scene: Scene) { this.back.clear(); this.back.draw(scene); this.swap(); }
  private swap() { [this.front, this.back] = [this.back, this.front]; }
}`, 'ok'],
  ['draws-back-then-swaps', 'typescript', `class Screen {
  private front = new Frame();
  private back = new Frame();
  render(scene: Scene) { this.swap(); this.back.clear(); this.back.draw(scene); }
  private swap() { [this.front, this.back] = [this.back, this.front]; }
}`, 'broken', /swaps the buffers before/],
  ['draws-back-then-swaps', 'python', `class Screen:
    def __init__(self):
        self.current = Frame()
        self.next = Frame()
    def render(self, scene):
        self.next.clear()
        self.next.draw(scene)
        self.swap()
    def swap(self):
        self.current, self.next = self.next, self.current
`, 'ok'],
  ['draws-back-then-swaps', 'python', `class Screen:
    def __init__(self):
        self.current = Frame()
        self.next = Frame()
    def render(self, scene):
        self.current.clear()
        self.current.draw(scene)
    def swap(self):
        self.current, self.next = self.next, self.current
`, 'broken', /draws into the current buffer/],
  ['draws-back-then-swaps', 'go', `type Screen struct {
	current *Frame
	next    *Frame
}
func (s *Screen) Render(sc Scene) {
	s.next.Clear()
	s.next.Draw(sc)
	s.Swap()
}
func (s *Screen) Swap() { s.current, s.next = s.next, s.current }`, 'ok'],
  ['draws-back-then-swaps', 'go', `type Screen struct {
	current *Frame
	next    *Frame
}
func (s *Screen) Render(sc Scene) {
	s.current.Clear()
	s.current.Draw(sc)
}
func (s *Screen) Swap() { s.current, s.next = s.next, s.current }`, 'broken', /draws into the current buffer/],
];

const bytecode: Sample[] = [
  ['skips-operands', 'java', `class VirtualMachine {
  private final Stack<Integer> stack = new Stack<>();
  public void execute(int[] bytecode) {
    for (var i = 0; i < bytecode.length; i++) {
      Instruction instruction = Instruction.getInstruction(bytecode[i]);
      switch (instruction) {
        case LITERAL: int value = bytecode[++i]; stack.push(value); break;
        case ADD: stack.push(stack.pop() + stack.pop()); break;
        default: throw new IllegalArgumentException();
      }
    }
  }
}`, 'ok'],
  ['skips-operands', 'java', `class VirtualMachine {
  private final Stack<Integer> stack = new Stack<>();
  public void execute(int[] bytecode) {
    for (var i = 0; i < bytecode.length; i++) {
      Instruction instruction = Instruction.getInstruction(bytecode[i]);
      switch (instruction) {
        case LITERAL: stack.push(bytecode[i + 1]); break;
        case ADD: stack.push(stack.pop() + stack.pop()); break;
        default: throw new IllegalArgumentException();
      }
    }
  }
}`, 'broken', /reads an operand at bytecode\[i \+ 1\] without advancing i/],
  ['skips-operands', 'java', `class Wizard { void setHealth(int h) { } }`, 'missing', /no virtual machine found/],
  ['skips-operands', 'csharp', `class Vm {
  private readonly Stack<int> _stack = new();
  public void Run(int[] code) {
    for (int pc = 0; pc < code.Length; pc++) {
      switch ((Op)code[pc]) {
        case Op.Literal: _stack.Push(code[pc + 1]); pc++; break;
        case Op.Add: _stack.Push(_stack.Pop() + _stack.Pop()); break;
      }
    }
  }
}`, 'ok'],
  ['skips-operands', 'csharp', `class Vm {
  private readonly Stack<int> _stack = new();
  public void Run(int[] code) {
    for (int pc = 0; pc < code.Length; pc++) {
      switch ((Op)code[pc]) {
        case Op.Literal: _stack.Push(code[pc + 1]); break;
        case Op.Add: _stack.Push(_stack.Pop() + _stack.Pop()); break;
      }
    }
  }
}`, 'broken', /without advancing pc past it/],
  ['skips-operands', 'typescript', `class Vm {
  private stack: number[] = [];
  run(code: number[]) {
    let ip = 0;
    while (ip < code.length) {
      const op = code[ip];
      switch (op) {
        case Op.Literal: this.stack.push(code[ip + 1]); ip += 2; break;
        case Op.Add: this.stack.push(this.stack.pop()! + this.stack.pop()!); ip += 1; break;
      }
    }
  }
}`, 'ok'],
  ['skips-operands', 'typescript', `class Vm {
  private stack: number[] = [];
  run(code: number[]) {
    let ip = 0;
    while (ip < code.length) {
      const op = code[ip];
      switch (op) {
        case Op.Literal: this.stack.push(code[ip + 1]); break;
        case Op.Add: this.stack.push(this.stack.pop()! + this.stack.pop()!); break;
      }
      ip++;
    }
  }
}`, 'broken', /without advancing ip past it/],
  ['skips-operands', 'python', `class VM:
    def __init__(self):
        self.stack = []
    def run(self, code):
        pc = 0
        while pc < len(code):
            op = code[pc]
            if op == LITERAL:
                self.stack.append(code[pc + 1])
                pc += 2
            elif op == ADD:
                self.stack.append(self.stack.pop() + self.stack.pop())
                pc += 1
`, 'ok'],
  ['skips-operands', 'python', `class VM:
    def __init__(self):
        self.stack = []
    def run(self, code):
        for pc in range(len(code)):
            op = code[pc]
            if op == LITERAL:
                self.stack.append(code[pc + 1])
            elif op == ADD:
                self.stack.append(self.stack.pop() + self.stack.pop())
`, 'broken', /without advancing pc past it/],
  ['skips-operands', 'go', `type VM struct { stack []int }
func (vm *VM) Run(code []int) {
	for pc := 0; pc < len(code); pc++ {
		switch code[pc] {
		case Literal:
			vm.stack = append(vm.stack, code[pc+1])
			pc++
		case Add:
			n := len(vm.stack)
			vm.stack = append(vm.stack[:n-2], vm.stack[n-1]+vm.stack[n-2])
		}
	}
}`, 'ok'],
  ['skips-operands', 'go', `type VM struct { stack []int }
func (vm *VM) Run(code []int) {
	for pc := 0; pc < len(code); pc++ {
		switch code[pc] {
		case Literal:
			vm.stack = append(vm.stack, code[pc+1])
		case Add:
			n := len(vm.stack)
			vm.stack = append(vm.stack[:n-2], vm.stack[n-1]+vm.stack[n-2])
		}
	}
}`, 'broken', /without advancing pc past it/],
];

describeFamilies([
  ['game loop', gameLoop],
  ['update method', updateMethod],
  ['double buffer', doubleBuffer],
  ['bytecode', bytecode],
]);
