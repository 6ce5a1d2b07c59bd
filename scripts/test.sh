#!/usr/bin/env bash
# `npm test`: every test the project has, from a fresh clone, and beside a running `npm start`:
#   types -> lint -> brand files -> unit/component tests -> database tests on PGlite and on a throwaway
#   PostgreSQL 15 server -> next build -> two app instances on that server -> Playwright e2e for all
#   three brands (with a seeded slice of the HTTP fuzzer) -> one summary of every suite.
# Every server it starts takes a free port, and it builds into .next-test, not the running app's .next.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
export NEXT_DIST_DIR=.next-test
# Vitest reports go beside Playwright's (which empties test-results/ when it starts).
results=reports
rm -rf "$results" && mkdir -p "$results"

# Each step's wall time goes to reports/timings.tsv; the summary prints them.
step_name=''
step_start=0
step() {
  end_step
  step_name=$1
  step_start=$SECONDS
  printf '\n=== %s ===\n' "$*"
}
end_step() {
  [ -n "$step_name" ] && printf '%s\t%s\n' "$step_name" "$((SECONDS - step_start))" >>"$results/timings.tsv"
  step_name=''
}

step "dependencies"
node -e "import('./scripts/lib.mjs').then(m => m.ensureDependencies())"

# chromium-headless-shell runs the end-to-end tests; chromium, Lighthouse (npm run bench:web).
if [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/chromium-headless-shell ] || ! command -v /usr/lib/postgresql/15/bin/postgres >/dev/null 2>&1; then
  step "system packages (chromium, chromium-headless-shell, postgresql)"
  if [ "$(id -u)" = 0 ]; then
    apt-get update -qq
    apt-get install -y -qq --no-install-recommends chromium chromium-headless-shell postgresql >/dev/null
  else
    echo "chromium, chromium-headless-shell and postgresql 15 are needed: apt-get install chromium chromium-headless-shell postgresql" >&2
    exit 1
  fi
fi

step "type check and lint, side by side"
# Route and root-param types come from Next's generator; the build makes them again. Each tool keeps
# one core busy, so they run at once; each one's output is printed whole after both are done.
npx next typegen >/dev/null
both_ok=0
npx tsc --noEmit >"$results/typecheck.log" 2>&1 &
typecheck=$!
npx eslint --max-warnings 0 . >"$results/lint.log" 2>&1 || both_ok=$?
wait "$typecheck" || both_ok=$?
cat "$results/typecheck.log" "$results/lint.log"
[ "$both_ok" -eq 0 ] || { echo "type check or lint failed" >&2; exit 1; }

step "brand files"
npx tsx scripts/check-brands.ts

step "unit and component tests"
npx vitest run --project unit --project unit:isolated --project unit:dom --project unit:dom:isolated --reporter=default --reporter=json --outputFile="$results/unit.json"

step "database tests on PGlite (and the embedded server and media store) and on PostgreSQL 15, side by side"
export PG_TEST_STATE
PG_TEST_STATE=$(mktemp /tmp/acrewise-pg-test.XXXXXX)
pg_url=$(bash scripts/pg-test-cluster.sh start)
trap 'bash scripts/pg-test-cluster.sh stop >/dev/null 2>&1 || true' EXIT
# Each engine's suite runs its files one after another (one database per run), so the two engines run
# at once, each on its own database and media folder; each log is printed whole when both are done.
db_ok=0
npx vitest run --project db --project db:mocked --project embedded --project storage --reporter=default --reporter=json --outputFile="$results/db-pglite.json" >"$results/db-pglite.log" 2>&1 &
pglite=$!
TEST_DATABASE_URL="$pg_url" npx vitest run --project db --project db:mocked --reporter=default --reporter=json --outputFile="$results/db-postgres.json" >"$results/db-postgres.log" 2>&1 || db_ok=$?
wait "$pglite" || db_ok=$?
printf '\n--- on PGlite ---\n'; cat "$results/db-pglite.log"
printf '\n--- on PostgreSQL 15 ---\n'; cat "$results/db-postgres.log"
[ "$db_ok" -eq 0 ] || { echo "database tests failed" >&2; exit 1; }

step "build"
# The type check step above covered the app's code and Next's route types: the build skips its own.
# It is this checkout's only build of .next-test, so it writes no cache for a next one.
NEXT_TYPES_CHECKED=1 NEXT_BUILD_CACHE=0 node scripts/build.mjs

# The end-to-end tests' app starts now, in the background (scripts/e2e-app.ts): creating and seeding its
# database takes about half a minute of one core, which the app server tests below leave to spare. The
# end-to-end step waits for it and Playwright reuses it; its output goes to reports/e2e-app.log.
rm -rf data-e2e
e2e_ready="$results/e2e-app.ready"
./node_modules/.bin/tsx scripts/e2e-app.ts --ready-file "$e2e_ready" >"$results/e2e-app.log" 2>&1 &
e2e_app=$!
stop_e2e_app() { kill -TERM "$e2e_app" 2>/dev/null && wait "$e2e_app" 2>/dev/null || true; }
trap 'stop_e2e_app; bash scripts/pg-test-cluster.sh stop >/dev/null 2>&1 || true' EXIT

step "app servers: two instances on one PostgreSQL, production defaults"
TEST_DATABASE_URL="$pg_url" npx vitest run --project servers --reporter=default --reporter=json --outputFile="$results/servers.json"
bash scripts/pg-test-cluster.sh stop
trap stop_e2e_app EXIT

step "end-to-end tests (land, farm, rec)"
# As long as Playwright's own webServer would wait (15 minutes: a first build and seed on a slow machine).
e2e_deadline=$((SECONDS + 900))
until [ -e "$e2e_ready" ]; do
  if ! kill -0 "$e2e_app" 2>/dev/null || [ "$SECONDS" -ge "$e2e_deadline" ]; then
    cat "$results/e2e-app.log"
    echo "the end-to-end tests' app did not answer (stopped, or not within 15 minutes; its output is above)" >&2
    exit 1
  fi
  sleep 1
done
# The app's ports (E2E_PORT, E2E_DB_PORT), which Playwright and the tests' database helpers read.
# shellcheck source=/dev/null
. "$e2e_ready"
e2e=0
# E2E_SUITE: one retry so that a flake shows itself (reported as flaky, by name, and failing the run),
# test.only refused, a JSON report for the summary.
E2E_SUITE=1 E2E_REUSE_SERVER=1 npx playwright test || e2e=$?
stop_e2e_app
trap - EXIT
# The app's output (seeding, server errors with their stacks) beside the failures it may explain.
if [ "$e2e" -ne 0 ]; then printf '\n--- the app under test (reports/e2e-app.log) ---\n'; cat "$results/e2e-app.log"; fi
end_step

# A test run leaves the checkout as it found it: no rewritten lock, no stray file outside .gitignore.
git status --porcelain >"$results/worktree.txt" 2>/dev/null || true

printf '\n=== summary ===\n'
# Also after failed end-to-end tests: the counts say what failed where. It fails on flaky runs too.
summary=0
node scripts/test-summary.mjs "$results" || summary=$?
[ "$e2e" -ne 0 ] && exit "$e2e"
exit "$summary"
