// Coordination among threads and nodes: a leader hands leadership on before processing its event
// (leader/followers), an election only picks a live node (leader election), and a timer measures
// the whole call by reading the clock when the function returns (timing).
import type { CodeModel } from '../../../code/model.js';
import { callsIn, lineIn, loops } from '../../../code/body.js';
import { brokenAll, type Finding, type InvariantCheck, missing } from '../types.js';
import { reachesMethod } from './shared.js';
import { everyMethod, named } from '../members.js';

const PROMOTE = /\b(?:promote\w*|electNewLeader|elect\w*|setLeader|set_leader|SetLeader|Promote\w*|nominate\w*|handOver\w*|hand_over\w*|nextLeader|next_leader)\s*\(|\bleader\s*=(?!=)|\.leader\s*=(?!=)|\b_leader\s*=(?!=)|\.Leader\s*=(?!=)/;
const HANDLE = /\b(?:handle\w*|process\w*|Handle\w*|Process\w*|execute|Execute|serve|Serve|run[A-Z]\w*|do[A-Z]\w*)\s*\(/;

/** Leader/followers: the leader promotes a follower before it processes the event it took. */
export const promotesBeforeProcessing: InvariantCheck = (model) => {
  if (!/leader/i.test(model.stripped)) return missing('no leader/followers pool found: expected worker threads of which one, the leader, waits for the next event and promotes a follower to leader before processing it', model.types[0]?.line ?? model.functions[0]?.line);
  const findings: Finding[] = [];
  let workers = 0;
  for (const site of everyMethod(model, { abstract: false })) {
    const body = site.method.body;
    if (!loops(body).length) continue;
    const handle = [...body.matchAll(new RegExp(HANDLE.source, 'g'))].find((m) => !PROMOTE.test(m[0]));
    if (!handle) continue;
    const promote = PROMOTE.exec(body);
    if (!promote && !/lead/i.test(body)) continue;
    workers++;
    if (!promote) findings.push({ message: `${named(site)} processes the event without ever promoting a follower to be the next leader, so once the leader is busy no thread waits for new events`, line: lineIn(site.method, handle.index!) });
    else if (promote.index > handle.index!) findings.push({ message: `${named(site)} processes the event (${handle[0].replace(/\s*\($/, '')}) before promoting a new leader, so no thread listens for the next event while it works and the pool serves one event at a time`, line: lineIn(site.method, promote.index) });
  }
  if (!workers) return missing('no leader/followers worker loop found: expected threads that, when leader, take the next event, promote a follower and then process the event', model.types[0]?.line ?? model.functions[0]?.line);
  return brokenAll(findings);
};

const ELECT = /^(elect\w*|startElection|start_election|runElection|run_election|holdElection|chooseLeader|choose_leader|selectLeader|select_leader|findNextInstance|find_next_instance|findLeader|find_leader|pickLeader|pick_leader|vote\w*|Elect\w*|StartElection|ChooseLeader|SelectLeader|FindLeader|PickLeader|onElection\w*|handleElection\w*|becomeLeader|election)$/;
const ALIVE = /alive|Alive|healthy|Healthy|available|Available|isUp|IsUp|\bup\b|active|Active|heartbeat|Heartbeat|ping|Ping|responsive|isDown|IsDown|failed|Failed|dead|Dead|crashed|reachable|Reachable|lastSeen|last_seen|expired|timeout|Timeout|online|Online/;

/** Leader election: the election only considers nodes that are alive. */
export const electsLiveNode: InvariantCheck = (model) => {
  const elections = everyMethod(model, { abstract: false }).filter(({ method }) => ELECT.test(method.name) && (loops(method.body).length > 0 || /\b(?:max|min|Max|Min|sorted|sort|Sort|OrderBy\w*|reduce|filter|stream)\b/.test(method.body)));
  if (!elections.length) return missing('no election found: expected a procedure that picks one node among the candidates (highest id, ring, vote) as leader and tells the others', model.types[0]?.line ?? model.functions[0]?.line);
  const findings: Finding[] = [];
  for (const site of elections) {
    if (!reachesMethod(model, site.method, (m) => ALIVE.test(m.body))) findings.push({ message: `${named(site)} picks the leader among the nodes without checking that the candidate is alive (healthy, responding to heartbeats), so a crashed node can be elected and the cluster is left without a working leader`, line: site.method.line });
  }
  return brokenAll(findings);
};

const CLOCK = /time\.Now\s*\(\s*\)|System\.(?:nanoTime|currentTimeMillis)\s*\(\s*\)|Instant\.now\s*\(\s*\)|time\.(?:time|perf_counter|monotonic)(?:_ns)?\s*\(\s*\)|performance\.now\s*\(\s*\)|Date\.now\s*\(\s*\)|process\.hrtime(?:\.bigint)?\s*\(|Stopwatch\.StartNew\s*\(\s*\)|DateTime\.(?:Now|UtcNow)|\.Elapsed\w*|timeit|default_timer\s*\(\s*\)/;

/** Timing: the elapsed time is read when the measured function returns, from a start taken when it began. */
export const measuresAtExit: InvariantCheck = (model) => {
  if (!CLOCK.test(model.stripped)) return missing('no timing found: expected the start time taken when the function begins and the elapsed time computed when it returns (in Go, `defer Duration(time.Now(), name)`)', model.functions[0]?.line ?? model.types[0]?.line);
  const findings: Finding[] = [];
  for (const site of everyMethod(model, { abstract: false })) {
    const body = site.method.body;
    if (model.language === 'go') {
      for (const m of body.matchAll(/\bdefer\s+(?!func\b)[\w.]+\s*\(([^\n]*)\)\s*$/gm)) {
        if (/time\.Since\s*\(/.test(m[1])) findings.push({ message: `${named(site)} passes time.Since(…) as an argument of a deferred call; deferred arguments are evaluated when the defer statement runs, at the start, so it always reports about zero — defer a call that takes time.Now() (or a closure) instead`, line: lineIn(site.method, m.index!) });
      }
      for (const m of body.matchAll(/^\s*(?!defer\b)([\w.]*(?:Duration|Track|Elapsed|Timer|Measure|TimeTrack|Timing)\w*)\s*\(\s*time\.Now\s*\(\s*\)/gim)) {
        findings.push({ message: `${named(site)} calls ${m[1]}(time.Now(), …) directly instead of deferring it, so the time is measured before the function's work runs and reports about zero`, line: lineIn(site.method, m.index!) });
      }
      continue;
    }
    const start = /(\w+)\s*(?::=|=)\s*(?:new\s+)?[^;\n]*?(?:System\.(?:nanoTime|currentTimeMillis)|Instant\.now|time\.(?:time|perf_counter|monotonic)(?:_ns)?|performance\.now|Date\.now|process\.hrtime(?:\.bigint)?|Stopwatch\.StartNew|DateTime\.(?:Now|UtcNow)|default_timer)\b/.exec(body);
    if (!start) continue;
    const use = new RegExp(`[-(,]\\s*${start[1]}\\b|\\b${start[1]}\\s*\\.\\s*(?:Stop|Elapsed\\w*|elapsed)`).exec(body.slice(start.index + start[0].length));
    if (!use) continue;
    const between = body.slice(start.index + start[0].length, start.index + start[0].length + use.index);
    const work = callsIn(between).filter((c) => !CLOCK.test(`${c.receiver ?? ''}.${c.name}()`) && !/^(nanoTime|currentTimeMillis|now|time|perf_counter|monotonic|StartNew|hrtime|bigint|Now|UtcNow|default_timer|print\w*|Print\w*|WriteLine|info|debug|log|format|Format|str|toString)$/.test(c.name) && !/^(console|log|logger|LOGGER|Console|System\.out|fmt|Debug|Trace)$/.test(c.receiver ?? ''));
    if (!work.length) findings.push({ message: `${named(site)} reads the elapsed time right after taking the start time, before the work it means to measure, so the measurement is about zero`, line: lineIn(site.method, start.index) });
  }
  return brokenAll(findings);
};
