// Operational patterns: a feature toggle is read at run time, a health check really probes and can
// report failure, a polling publisher hands what it polls to the broker rather than to subscribers.
import type { CodeModel } from '../../../code/model.js';
import { conditionals, exits, lineIn } from '../../../code/body.js';
import { brokenAll, type Finding, type InvariantCheck, missing } from '../types.js';
import { callsOf, everyFunction, keywordBlocks, reachesMethod } from './shared.js';
import { everyMethod, named } from '../members.js';

const TOGGLE = /\b\w*(?:enabled|Enabled|ENABLED|toggle|Toggle|TOGGLE|flag|Flag|FLAG|feature|Feature|FEATURE|isOn|beta|Beta|BETA|experiment|Experiment|premium|Premium|paid|Paid|enhanced|Enhanced|ENHANCED|variant|rollout|Rollout|environ|getenv|Getenv|GetEnvironmentVariable|config|Config|settings|Settings|properties|Properties|getProperty|getBoolean|GetValue|isOn|IsOn)\w*\b/;

/** Feature toggle: the feature's branch depends on a toggle read at run time, not on a hard-coded constant. */
export const toggleReadAtRuntime: InvariantCheck = (model) => {
  const branches = everyFunction(model).flatMap((site) => conditionals(site.method.body, model.language).filter((c) => TOGGLE.test(c.condition) || /^\s*(?:\(\s*)?(?:true|false|True|False)\s*(?:\)\s*)?$/.test(c.condition)).map((c) => ({ site, c })))
    .concat(everyFunction(model).flatMap((site) => ternaries(site.method.body).filter((c) => TOGGLE.test(c.condition)).map((c) => ({ site, c }))));
  if (!branches.length) return missing('no feature toggle found: expected the code path of a feature to be chosen by a toggle (a configuration property, flag service or user group) checked when the feature runs', model.types[0]?.line ?? model.functions[0]?.line);
  const constants = new Set<string>();
  for (const t of model.types) for (const f of t.fields) {
    const line = model.lineText(f.line);
    if (f.isStatic && f.isImmutable && new RegExp(`\\b${f.name}\\b[^=\\n]*=\\s*(?:true|false|True|False)\\b`).test(line)) constants.add(f.name);
  }
  for (const m of model.stripped.matchAll(/^[ \t]*(?:export[ \t]+)?((?:(?:const|final|static|private|public|readonly)[ \t]+)*)(?:(?:boolean|bool|var|let)[ \t]+)?(\w+)[ \t]*(?::[ \t]*boolean[ \t]*)?(?::=|=)[ \t]*(?:true|false|True|False)[ \t]*;?[ \t]*$/gm)) if (TOGGLE.test(m[2]) && (/\b(?:const|final)\b/.test(m[1]) || /^[A-Z_0-9]+$/.test(m[2]))) constants.add(m[2]);
  for (const m of model.stripped.matchAll(/\bconst\s+(\w+)\s*=\s*(?:true|false)\b/g)) if (TOGGLE.test(m[1])) constants.add(m[1]);
  const findings: Finding[] = [];
  for (const { site, c } of branches) {
    const literal = /^\s*(?:\(\s*)?(?:true|false|True|False)\s*(?:\)\s*)?$/.test(c.condition);
    const constant = [...constants].find((k) => new RegExp(`\\b${k}\\b`).test(c.condition));
    if (literal || constant) findings.push({ message: `${named(site)} decides the feature on ${literal ? `the literal ${c.condition.trim()}` : `the hard-coded constant ${constant}`}, so the toggle cannot be flipped without changing and redeploying the code; read it from configuration, a flag service or the user's group when the feature runs`, line: lineIn(site.method, c.index) });
  }
  return brokenAll(findings);
};

/** Conditional expressions (`cond ? a : b`) with the condition text before the `?`. */
function ternaries(body: string): { condition: string; then: string; index: number }[] {
  const out: { condition: string; then: string; index: number }[] = [];
  for (const m of body.matchAll(/\?(?![.?])[^:\n?]+:/g)) {
    const start = Math.max(body.lastIndexOf('\n', m.index!), body.lastIndexOf(';', m.index!), body.lastIndexOf('{', m.index!), m.index! - 200) + 1;
    out.push({ condition: body.slice(start, m.index!), then: '', index: start });
  }
  return out;
}

const HEALTH = /^(health|check|checkHealth|check_health|CheckHealth\w*|isHealthy|is_healthy|IsHealthy|healthCheck|health_check|HealthCheck|ping|Ping|status|Status|liveness|readiness|Liveness|Readiness|getHealth|get_health|GetHealth|probe|Probe|healthz|Healthz|handleHealth\w*|HealthHandler|health_handler)$/;
const DOWN = /\bdown\b|Down\b|DOWN\b|unhealthy|Unhealthy|UNHEALTHY|Degraded|degraded|\bfalse\b|False\b|\b50[03]\b|ServiceUnavailable|StatusServiceUnavailable|InternalServerError|\bfail\w*|Fail\w*|\berror\b|Error\b|outOfService|OUT_OF_SERVICE/;

/** Health check: the check probes the component and reports it unhealthy when the probe fails. */
export const reportsRealHealth: InvariantCheck = (model) => {
  const probes = new Set(everyMethod(model, { abstract: false }).filter(({ method }) => HEALTH.test(method.name)).flatMap(({ method }) => callsOf(method).filter((c) => c.receiver === null || /^(this|self)$/.test(c.receiver)).map((c) => c.name).filter((n) => n !== method.name)));
  const sites = everyMethod(model, { abstract: false }).filter(({ owner, method }) => !probes.has(method.name) && (HEALTH.test(method.name) || (owner !== undefined && /HealthIndicator|IHealthCheck|HealthCheck/.test(owner.bases.join(' ')) && /^(health|CheckHealthAsync|check)$/i.test(method.name))) && method.body.trim().length > 0);
  if (!sites.length) return missing('no health check found: expected an endpoint or indicator that probes the component\'s dependencies (database, disk, downstream services) and reports UP or DOWN', model.types[0]?.line ?? model.functions[0]?.line);
  const findings: Finding[] = [];
  for (const site of sites) {
    const body = site.method.body;
    if (!reachesMethod(model, site.method, (m) => DOWN.test(m.body) && (m === site.method || HEALTH.test(m.name)))) {
      findings.push({ message: `${named(site)} always reports the component as healthy: it has no path that reports DOWN/unhealthy, so failures of what it should probe are never detected and traffic keeps being routed to a broken instance`, line: site.method.line });
      continue;
    }
    for (const b of keywordBlocks(body, model.language, 'catch')) {
      if (!DOWN.test(b.text) && !exits(b.text)) findings.push({ message: `${named(site)} swallows the probe's failure (the catch only logs) and goes on to report the component healthy`, line: lineIn(site.method, b.index) });
    }
  }
  return brokenAll(findings);
};

const PERIODIC = /@Scheduled\b|\bsetInterval\s*\(|\btime\.(?:NewTicker|Tick)\s*\(|\bTimer\s*\(|\bschedule\w*\s*\(|\bScheduledExecutorService\b|\bPeriodicTimer\b|\bevery\s*\(|\bwhile\b[\s\S]{0,300}\b(?:sleep|Sleep|Delay|wait)\w*\s*\(|\bfor\b[\s\S]{0,300}\b(?:sleep|Sleep|Delay)\w*\s*\(|\bcron\b|@periodic|\bAPScheduler\b|\bBackgroundService\b/;
const BROKER = /kafka|Kafka|producer|Producer|broker|Broker|publisher|Publisher|topic|Topic|queue|Queue|bus|Bus|template|Template|channel|Channel|sns|sqs|rabbit|Rabbit|nats|outbox/i;

/** Polling publisher: the poller publishes what it reads to the broker; it never hands it to a subscriber directly. */
export const publishesPolledData: InvariantCheck = (model) => {
  const pollers = everyMethod(model, { abstract: false }).filter(({ method }) => PERIODIC.test(method.body) || (method.modifiers ?? []).some((d) => /@Scheduled|@periodic|@repeat/.test(d)) || /^poll\w*|^Poll\w*/.test(method.name));
  if (!pollers.length && !PERIODIC.test(model.stripped)) return missing('no poller found: expected a scheduled task that periodically reads new data from a source and publishes it to a message broker topic', model.types[0]?.line ?? model.functions[0]?.line);
  const findings: Finding[] = [];
  for (const site of pollers) {
    const calls = callsOf(site.method);
    const publishes = calls.some((c) => c.receiver !== null && BROKER.test(c.receiver) && /^(send|publish|produce|emit|post|put|write|Send|Publish|Produce|Emit|offer|add|enqueue|Enqueue)\w*$/.test(c.name));
    const direct = calls.find((c) => c.receiver !== null && /subscriber|Subscriber|consumer|Consumer|listener|Listener|processor|Processor|handler|Handler/.test(c.receiver) && /^(process\w*|handle\w*|on\w+|consume\w*|update\w*|Process\w*|Handle\w*|On\w+|Consume\w*)$/.test(c.name));
    if (direct && !publishes) findings.push({ message: `${named(site)} hands the polled data straight to ${direct.receiver}.${direct.name}() instead of publishing it to the broker, so the poller is coupled to its subscriber and other subscribers never receive the updates`, line: lineIn(site.method, direct.index) });
  }
  return brokenAll(findings);
};
