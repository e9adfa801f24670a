#!/usr/bin/env bash
# README command 2: every test. Installs what is missing, then: type checks, lint and format checks, unit
# tests, the generated GraphQL staleness check, the site's and the CMS's production builds; then, at once,
# the browser tests (Playwright in Debian's Chromium) and a lane of the CMS integration tests on SQLite and
# (when reachable) PostgreSQL followed by the production topology run natively (scripts/topology-test.sh).
source "$(dirname "$0")/lib.sh"

ensure_pnpm
log "Installing dependencies"
pnpm install --frozen-lockfile
log "Building shared packages"
pnpm --filter "./packages/*" run --if-present build

RESULTS="$(mktemp -d)"
touch "$RESULTS/failed" "$RESULTS/times"
# Runs one step, keeps its output for the summary, and goes on after a failure so one run reports all.
# Its time and failure go to files: the last steps run in two lanes at once.
step() {
  local name="$1"; shift
  local started=$SECONDS
  log "$name"
  if "$@" 2>&1 | tee "$RESULTS/$(echo "$name" | tr -c 'a-zA-Z0-9' '_').log"; then :; else echo "$name" >> "$RESULTS/failed"; fi
  echo "$((SECONDS - started)) s  $name" >> "$RESULTS/times"
}
pg_reachable() {
  node -e 'require("net").connect(Number(process.env.PGPORT||5432), process.env.PGHOST||"127.0.0.1").on("connect",()=>process.exit(0)).on("error",()=>process.exit(1))'
}
build_cms() {
  (cd cms && node -e "require('@strapi/strapi').compileStrapi({ appDir: process.cwd() }).then(() => console.log('The CMS server code is compiled (cms/dist)'))")
  if [ -f cms/dist/build/index.html ]; then echo "The admin panel is built (cms/dist/build)"; else (cd cms && NODE_ENV=production pnpm exec strapi build); fi
}

step "Type check" pnpm -r --if-present typecheck
step "Lint and format (ESLint, Prettier)" pnpm run lint
step "Domain rules (unit tests)" pnpm --filter @coast/domain test
step "Generated GraphQL is up to date" pnpm --filter @coast/graphql codegen:check
step "Module kinds' derived lists (unit tests)" pnpm --filter @coast/graphql test
step "Website rules (unit tests)" pnpm --filter @coast/web test
# Everything the two lanes below share is built before they start, so neither writes what the other reads.
step "Website type check and build" pnpm --filter @coast/web run build
step "CMS build (server code and admin panel)" build_cms
# From here no one compiles the CMS again (cms/scripts/strapi-context.js).
export CMS_COMPILED=1
ensure_chromium

# Two lanes at once on the machine's two cores (alone, each keeps about one busy): the browser tests and
# the CMS lane. The browser tests can also run in two halves, each on its own CMS, database, site and
# mailbox (BROWSER_HALVES=2): on two cores that made three lanes, and the CMS suites' time-bound tests
# (a CRM answer, a query's time budget) then ran out of time. The CMS lane's output follows the browser tests'.
cms_lane() {
  step "CMS on SQLite" env TEST_DATABASE=sqlite pnpm --filter @coast/cms test
  if pg_reachable; then
    step "CMS on PostgreSQL" env TEST_DATABASE=postgres pnpm --filter @coast/cms test
  else
    log "PostgreSQL not reachable on ${PGHOST:-127.0.0.1}:${PGPORT:-5432}: skipping the PostgreSQL run"
  fi
}
browser_half() { step "Browser tests, half $1 of 2" env E2E_RESULTS_DIR="test-results-$1" pnpm --filter @coast/web run test:e2e --shard="$1/2"; }
log "The CMS tests run beside the browser tests: their output follows"
cms_lane > "$RESULTS/cms-lane.out" 2>&1 &
cms_lane_pid=$!
if [ "${BROWSER_HALVES:-1}" = 2 ]; then
  browser_half 2 > "$RESULTS/browser-2.out" 2>&1 &
  browser_2_pid=$!
  browser_half 1
  wait "$browser_2_pid" || true
  cat "$RESULTS/browser-2.out"
else
  step "Browser tests" pnpm --filter @coast/web run test:e2e
fi
wait "$cms_lane_pid" || true
cat "$RESULTS/cms-lane.out"
# Alone, after the lanes: beside the browser tests its timings (a publish through nginx within 3 s, a load
# of visitors while an instance stops) measured the other lane. Reuses both builds.
step "Production topology (PostgreSQL, Redis, S3, two CMS and two site instances, nginx)" bash scripts/topology-test.sh

# One closing line over all node:test runs ("# pass N" / "# fail N") and Playwright's ("  N passed (1.2m)" / "  N failed").
passed=$(cat "$RESULTS"/*.log | sed 's/\x1b\[[0-9;]*m//g' | sed -n 's/^ℹ pass \([0-9]*\)$/\1/p; s/^# pass \([0-9]*\)$/\1/p; s/^ *\([0-9][0-9]*\) passed (.*)$/\1/p' | awk '{s+=$1} END {print s+0}')
failed=$(cat "$RESULTS"/*.log | sed 's/\x1b\[[0-9;]*m//g' | sed -n 's/^ℹ fail \([0-9]*\)$/\1/p; s/^# fail \([0-9]*\)$/\1/p; s/^ *\([0-9][0-9]*\) failed$/\1/p' | awk '{s+=$1} END {print s+0}')
echo
cat "$RESULTS/times"
echo "$((SECONDS / 60)) min $((SECONDS % 60)) s in all"
failed_steps=$(wc -l < "$RESULTS/failed")
if [ "$failed_steps" -gt 0 ]; then
  echo "Failed steps: $(paste -sd, "$RESULTS/failed")"
  [ "$failed" -gt 0 ] || failed=$failed_steps
fi
# The errors the failed steps' tests reported (a boot error fails a suite's first hook: its message is
# only there), from node:test's `error:` fields with a block value's lines; not the servers' logs, where
# refused bad input is logged as an error on purpose.
test_errors() {
  sed 's/\x1b\[[0-9;]*m//g' "$1" | awk '
    {
      if (inblock) {
        match($0, /^ */)
        if (RLENGTH > indent || $0 ~ /^ *$/) { if ($0 !~ /^ *$/) print; next }
        inblock = 0
      }
      if (match($0, /^ +error: /)) {
        indent = RLENGTH - 7
        if ($0 ~ /did not finish before its parent|subtests? failed/) next
        print
        if ($0 ~ /error: [|>]-?$/) inblock = 1
      }
    }
  ' | cut -c1-300 | head -12
  # Playwright's: each failure's heading and its first error lines (the assertion, expected, received).
  sed 's/\x1b\[[0-9;]*m//g' "$1" | awk '
    /^  [0-9]+\) / { print; n = 0; next }
    /^    (Error|Expected|Received|Locator|Timeout|Test timeout)/ && n < 6 { print; n++ }
  ' | cut -c1-300 | head -30
}
while IFS= read -r name; do
  errors=$(test_errors "$RESULTS/$(echo "$name" | tr -c 'a-zA-Z0-9' '_').log" || true)
  [ -z "$errors" ] || printf 'Errors in %s:\n%s\n' "$name" "$errors"
done < "$RESULTS/failed"
# The failed tests by name, last: CI shows the end of the output, and the lanes' logs scroll far above it.
failures=$(cat "$RESULTS"/*.log | sed 's/\x1b\[[0-9;]*m//g' | grep -E '^ *(✘|not ok [0-9]+ - )' | grep -v ' # SKIP' | sort -u | head -40 || true)
[ -z "$failures" ] || printf 'Failed tests:\n%s\n' "$failures"
rm -rf "$RESULTS"
echo "$passed passed, $failed failed"
[ "$failed_steps" -eq 0 ]
