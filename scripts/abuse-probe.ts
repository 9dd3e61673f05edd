// The abuse probe: replays the eight attacks of the security review against a running server and
// prints, per probe, whether the server refused it. Exits 1 when any probe fails.
//
//   npx tsx scripts/abuse-probe.ts --url http://127.0.0.1:8787/mcp [--key KEY] [--reader-key KEY]
//       [--operator-key KEY] [--requests 1200] [--margin-ms 100]
//
//   --key           a key whose tools leave out read_document, without the metrics scope
//                   (arch-mcp keys create --tools check_adr_alignment); the document-scope probe needs it
//   --reader-key    a key that may read documents, without the metrics scope (--tools '*'); the
//                   manifest probe needs it, and the other probes call with it (needed in api-key mode)
//   --operator-key  a key with the metrics scope (--tools '*' --scopes metrics)
//   --requests      the server's RATE_LIMITS.requests budget, which the batch probe spends (it runs
//                   last: its caller has no request budget left for the rest of the minute)
//   --margin-ms     how much longer another client's request may take beside a slow grep
//
// A probe whose key is not given is skipped, never passed.
import { parseArgs } from 'node:util';
import { PROBES, ProbeFailure } from './abuse/probes';
import type { Target } from './abuse/wire';

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    key: { type: 'string' },
    'reader-key': { type: 'string' },
    'operator-key': { type: 'string' },
    requests: { type: 'string', default: '1200' },
    'margin-ms': { type: 'string', default: '100' },
  },
});
if (!values.url) {
  process.stderr.write('abuse-probe: --url is required, e.g. --url http://127.0.0.1:8787/mcp\n');
  process.exit(2);
}
const target: Target = {
  mcp: new URL(values.url),
  narrowKey: values.key,
  readerKey: values['reader-key'],
  operatorKey: values['operator-key'],
  requestBudget: Number(values.requests),
  marginMs: Number(values['margin-ms']),
};

const KEY_FLAGS = { narrowKey: '--key', readerKey: '--reader-key', operatorKey: '--operator-key' } as const;

let failed = 0;
for (const probe of PROBES) {
  const label = `${probe.finding}. ${probe.name}`;
  const missing = (probe.needs ?? []).filter((k) => !target[k]);
  if (missing.length) {
    process.stdout.write(`SKIP  ${label} (needs ${missing.map((k) => KEY_FLAGS[k]).join(', ')})\n`);
    continue;
  }
  try {
    const observed = await probe.run(target);
    process.stdout.write(`PASS  ${label}: ${observed}\n`);
  } catch (err) {
    failed += 1;
    const why = err instanceof ProbeFailure ? err.message : `the probe itself failed: ${err instanceof Error ? err.message : String(err)}`;
    process.stdout.write(`FAIL  ${label}: ${why}\n`);
  }
}
process.stdout.write(failed ? `abuse-probe: ${failed} of ${PROBES.length} probes failed\n` : `abuse-probe: every probe refused\n`);
process.exit(failed ? 1 : 0);
