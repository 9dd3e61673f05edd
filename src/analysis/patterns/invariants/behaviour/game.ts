// Game programming patterns: the game loop runs input, update and render every frame and advances
// time by what actually elapsed; the world updates each entity; drawing goes to the back buffer
// before a swap; a bytecode VM steps over the operands it reads.
import type { CodeModel } from '../../../code/model.js';
import { callsIn, lineIn, loops, typeTests } from '../../../code/body.js';
import { fieldType } from '../../../code/queries.js';
import { brokenAll, type Finding, type InvariantCheck, missing } from '../types.js';
import { callsOf, everyFunction, inLoop } from './shared.js';
import { escapeRe } from '../../../text/escape-re.js';
import { type Member, everyMethod, named } from '../members.js';

const UPDATE = /^(update\w*|tick|step|simulate|advance|fixedUpdate|Update\w*|Tick|Step|Simulate|Advance|FixedUpdate|update_\w+)$/;
const RENDER = /^(render\w*|draw\w*|display\w*|paint\w*|present|Render\w*|Draw\w*|Display\w*|Paint\w*|Present|repaint)$/;
const BLOCKING_INPUT = /\.next(?:Line|Int)?\s*\(\s*\)|\breadLine\s*\(|\bConsole\.Read(?:Line|Key)?\s*\((?:\s*(?:false))?\s*\)|(?<![\w.])input\s*\(|\.ReadString\s*\(|\bfmt\.Scan\w*\s*\(|\bprompt\s*\(|\bSystem\.in\.read\s*\(|\bsys\.stdin\.read\w*\s*\(|\bgetch\s*\(/;

/** Methods that run the frame loop: a loop calling update (or one scheduled with requestAnimationFrame). */
function frameLoops(model: CodeModel): Member[] {
  return everyFunction(model).filter(({ method }) => {
    const updates = callsOf(method).filter((c) => UPDATE.test(c.name) && (c.receiver === null || /^(this|self|super|base|world|game|controller|g|w)$/i.test(c.receiver.split('.').pop()!)));
    return updates.some((c) => inLoop(method.body, c.index, model.language)) || (/requestAnimationFrame\s*\(/.test(method.body) && updates.length > 0);
  });
}

/** Game loop: every iteration processes input without blocking, updates the game state and renders it. */
export const loopRunsEveryPhase: InvariantCheck = (model) => {
  const sites = frameLoops(model);
  if (!sites.length) return missing('no game loop found: expected a loop that, while the game runs, processes input, updates the game state and renders it every frame', model.types[0]?.line ?? model.functions[0]?.line);
  const findings: Finding[] = [];
  for (const site of sites) {
    const body = site.method.body;
    const calls = callsIn(body);
    const helpers = (re: RegExp) => calls.some((c) => re.test(c.name)) || everyMethod(model, { abstract: false }).some(({ method }) => calls.some((c) => c.name === method.name) && callsOf(method).some((x) => re.test(x.name)));
    if (!helpers(RENDER)) findings.push({ message: `${named(site)} updates the game state in its loop but never renders it, so the player never sees the frames it simulates`, line: site.method.line });
    const block = BLOCKING_INPUT.exec(body) ?? everyMethod(model, { abstract: false }).filter(({ method }) => calls.some((c) => c.name === method.name) && /input|Input/.test(method.name)).map(({ method }) => BLOCKING_INPUT.exec(method.body)).find(Boolean);
    if (block) findings.push({ message: `${named(site)} blocks on player input (${block[0].replace(/\s*\(.*$/, '')}) inside the game loop, so the game stops updating and rendering until the player types something; poll input without waiting`, line: site.method.line });
  }
  return brokenAll(findings);
};

const NOW = /System\.(?:currentTimeMillis|nanoTime)\s*\(\s*\)|time\.(?:time|perf_counter|monotonic)\s*\(\s*\)|performance\.now\s*\(\s*\)|Date\.now\s*\(\s*\)|time\.Now\s*\(\s*\)|Stopwatch\.|DateTime\.(?:Now|UtcNow)|\.ElapsedMilliseconds|Environment\.TickCount|Instant\.now\s*\(\s*\)|clock\s*\(\s*\)|get_ticks\s*\(\s*\)/;

/** Game loop: time advances by what elapsed — the previous frame time moves on, and a fixed-step catch-up loop consumes its lag. */
export const advancesByElapsedTime: InvariantCheck = (model) => {
  const sites = frameLoops(model);
  if (!sites.length) return missing('no game loop found: expected a loop that updates the game state every frame', model.types[0]?.line ?? model.functions[0]?.line);
  const findings: Finding[] = [];
  for (const site of sites) {
    const body = site.method.body;
    if (!NOW.test(body)) continue;
    const elapsed = /(\w+)\s*(?::=|=)\s*(?:\(\s*)?(\w+)\s*-\s*(?:this\.|self\.)?(\w+)\b|(\w+)\s*(?::=|=)\s*time\.Since\s*\(\s*(\w+)\s*\)/.exec(body);
    const prev = elapsed ? (elapsed[3] ?? elapsed[5]) : undefined;
    if (elapsed && prev && !/^\d/.test(prev)) {
      const moved = [...body.matchAll(new RegExp(`(?<![\\w.])(?:this\\.|self\\.)?${escapeRe(prev)}\\s*(?::=|=)(?!=)`, 'g'))].some((m) => m.index! > elapsed.index && inLoop(body, m.index!, model.language));
      if (!moved) findings.push({ message: `${named(site)} measures the elapsed time from ${prev} but never moves ${prev} on to the current frame's time, so the elapsed time keeps growing and every update jumps further ahead`, line: lineIn(site.method, elapsed.index) });
    }
    for (const lag of body.matchAll(/\bwhile\s*(?:\(\s*)?(\w+)\s*>=?\s*[\w.]+\s*(?:\)\s*)?(?:\{|:)/g)) {
      const inner = body.slice(lag.index!, lag.index! + 300);
      if (!callsIn(inner).some((c) => UPDATE.test(c.name))) continue;
      if (!new RegExp(`\\b${escapeRe(lag[1])}\\s*(?:-=|=\\s*${escapeRe(lag[1])}\\s*-)`).test(inner)) findings.push({ message: `${named(site)} catches up with fixed update steps while ${lag[1]} is large enough but never subtracts the step from ${lag[1]}, so the catch-up loop never ends`, line: lineIn(site.method, lag.index!) });
    }
  }
  return brokenAll(findings);
};

const ENTITIES = /^_?_?(entities|objects|gameObjects|game_objects|actors|sprites|units|items|components|children|bodies|particles|enemies|monsters|things|Entities|Objects|Actors|Sprites)$/;

/** Update method: the world tells every entity to update itself for one frame; it does not switch on their kinds. */
export const worldUpdatesEachEntity: InvariantCheck = (model) => {
  const findings: Finding[] = [];
  let worlds = 0;
  for (const t of model.types) {
    const collection = t.fields.find((f) => ENTITIES.test(f.name) || /\b(?:Entity|GameObject|Actor|Sprite)\b/.test(fieldType(t, f) ?? ''));
    if (!collection) continue;
    const c = escapeRe(collection.name.replace(/^_+/, ''));
    for (const m of t.methods.filter((x) => UPDATE.test(x.name) && new RegExp(`\\b_?${c}\\b`).test(x.body))) {
      worlds++;
      const tests = typeTests(m.body);
      const callsEach = /\.\s*(?:update|Update|tick|Tick|step|Step)\w*\s*\(/.test(m.body) && (loops(m.body).length > 0 || /\.forEach|\.ForEach|\bfor\b/.test(m.body));
      if (tests.length) findings.push({ message: `${t.name}.${m.name} switches on each entity's type to run its behaviour inline instead of calling the entity's own update(), so every new kind of entity means editing the world`, line: lineIn(m, tests[0]) });
      else if (!callsEach) findings.push({ message: `${t.name}.${m.name} does not call update() on each of its ${collection.name}, so the entities never process their frame of behaviour`, line: m.line });
      const first = new RegExp(`\\b_?${c}\\s*(?:\\.get\\s*\\(\\s*0\\s*\\)|\\[\\s*0\\s*\\])\\s*\\.\\s*\\w+\\s*\\(`).exec(m.body);
      if (first && !loops(m.body).length) findings.push({ message: `${t.name}.${m.name} updates only the first entity in ${collection.name}, so the others are frozen`, line: lineIn(m, first.index) });
    }
  }
  if (!worlds) return missing('no world found: expected a container of game entities whose per-frame update calls update() on every entity', model.types[0]?.line);
  return brokenAll(findings);
};

const SWAP = /^(swap\w*|flip\w*|switchBuffers|switch_buffers|present|Swap\w*|Flip\w*|Present|exchange)$/;

/** Double buffer: drawing goes to the back buffer, and the buffers are swapped once the frame is complete. */
export const drawsBackThenSwaps: InvariantCheck = (model) => {
  const findings: Finding[] = [];
  let buffers = 0;
  for (const t of model.types) {
    const swap = t.methods.find((m) => SWAP.test(m.name));
    const front = t.fields.find((f) => /^_?_?(current|front|visible|display\w*|active|read|Current|Front)\w*$/.test(f.name));
    const back = t.fields.find((f) => /^_?_?(next|back|hidden|draw\w*|write|pending|Next|Back)\w*$/.test(f.name));
    if (!swap || !front || !back) continue;
    buffers++;
    const fr = escapeRe(front.name.replace(/^_+/, ''));
    const bk = escapeRe(back.name.replace(/^_+/, ''));
    for (const m of t.methods.filter((x) => x !== swap && !x.isConstructor && !/^(get\w*|Get\w*|read\w*|current\w*|front\w*|show|display)$/.test(x.name))) {
      const drawFront = new RegExp(`\\[\\s*(?:this\\.|self\\.|\\w\\.)?_?${fr}\\s*\\]\\s*\\.\\s*(?:draw|clear|set|write|fill|put|render|paint|clearAll)\\w*\\s*\\(|\\b(?:this\\.|self\\.)?_?${fr}\\s*\\.\\s*(?:draw|clear|set|write|fill|put|render|paint|clearAll)\\w*\\s*\\(|\\[\\s*(?:this\\.|self\\.)?_?${fr}\\s*\\]\\s*\\[[^\\]]*\\]\\s*=(?!=)`, 'i').exec(m.body);
      if (drawFront) findings.push({ message: `${t.name}.${m.name} draws into the ${front.name} buffer, the one being displayed, instead of the ${back.name} buffer, so readers see a half-drawn frame (tearing)`, line: lineIn(m, drawFront.index) });
      const swapAt = new RegExp(`\\b${escapeRe(swap.name)}\\s*\\(`).exec(m.body);
      const drawBack = new RegExp(`\\b_?${bk}\\b[^;\\n]*\\.\\s*(?:draw|clear|set|write|fill|put|render|paint)\\w*\\s*\\(|\\b_?${bk}\\b\\s*\\]\\s*\\.\\s*\\w+\\s*\\(`, 'i').exec(m.body);
      if (swapAt && drawBack && swapAt.index < drawBack.index) findings.push({ message: `${t.name}.${m.name} swaps the buffers before it has finished drawing the next frame, so the frame shown is incomplete`, line: lineIn(m, swapAt.index) });
    }
  }
  if (!buffers) return missing('no double buffer found: expected two buffers — the current one being displayed and the next one being drawn — and a swap once the next frame is complete', model.types[0]?.line);
  return brokenAll(findings);
};

/** The VM's instruction loop: a loop over an instruction array, dispatching each opcode. */
function interpreters(model: CodeModel): { site: Member; array: string; index: string }[] {
  const out: { site: Member; array: string; index: string }[] = [];
  for (const site of everyMethod(model, { abstract: false })) {
    const loop = /\bfor\s*(?:\(\s*)?(?:var|int|let|auto|long)?\s*(\w+)\s*(?::=|=)\s*0\s*;\s*\1\s*<(?:\s*(?:len\())?\s*(?:this\.|self\.)?(\w+)|\bwhile\s*(?:\(\s*)?(?:this\.|self\.)?(\w+)\s*<(?:\s*(?:len\())?\s*(?:this\.|self\.)?(\w+)|\bfor\s+(\w+)\s+in\s+range\s*\(\s*len\s*\(\s*(?:self\.)?(\w+)/.exec(site.method.body);
    if (!loop || !/\bswitch\b|\bmatch\b|\bcase\b|\belif\b|else\s+if/.test(site.method.body)) continue;
    out.push({ site, index: loop[1] ?? loop[3] ?? loop[5], array: loop[2] ?? loop[4] ?? loop[6] });
  }
  return out;
}

/** Bytecode: an instruction that reads its operand from the stream advances past it. */
export const skipsOperands: InvariantCheck = (model) => {
  const vms = interpreters(model);
  if (!vms.length) return missing('no virtual machine found: expected a loop over an array of bytecode instructions that dispatches each opcode (switch) and works on a value stack', model.types[0]?.line ?? model.functions[0]?.line);
  const findings: Finding[] = [];
  for (const { site, array, index } of vms) {
    const body = site.method.body;
    const a = escapeRe(array);
    const i = escapeRe(index);
    for (const m of body.matchAll(new RegExp(`\\b${a}\\s*\\[\\s*${i}\\s*\\+\\s*(\\d+)\\s*\\]`, 'g'))) {
      const branch = caseBranch(body, m.index!, model);
      if (!new RegExp(`\\b${i}\\s*(?:\\+\\+|\\+=|=\\s*${i}\\s*\\+)|\\+\\+\\s*${i}\\b`).test(branch)) findings.push({ message: `${named(site)} reads an operand at ${array}[${index} + ${m[1]}] without advancing ${index} past it, so the operand is then executed as if it were the next instruction`, line: lineIn(site.method, m.index!) });
    }
  }
  return brokenAll(findings);
};

/** The text of the switch case (or if/elif branch) holding an offset. */
function caseBranch(body: string, at: number, model: CodeModel): string {
  const start = Math.max(body.lastIndexOf('case ', at), body.lastIndexOf('elif ', at), body.lastIndexOf('if ', at), body.lastIndexOf('=>', at));
  const rest = body.slice(at);
  const end = rest.search(model.language === 'python' ? /\n\s*(?:elif|else|case)\b/ : /\bcase\b|\bdefault\s*:|\belse\b|\n\s*\w+\s*=>/);
  return body.slice(Math.max(0, start), at + (end < 0 ? rest.length : end));
}
