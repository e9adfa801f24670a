#!/usr/bin/env bash
# The production topology (docker-compose.yml) tested natively: PostgreSQL, Redis, an S3 endpoint, the
# CMS (two instances), two site instances behind nginx (deploy/test/topology.test.mjs). Reuses the site's
# build (web/.next) and the CMS admin build; skips, saying why, when a service it needs is not there.
# Also checks docker-compose.yml with Debian's docker-compose when it is installed (no engine needed).
source "$(dirname "$0")/lib.sh"

PGHOST="${PGHOST:-127.0.0.1}"; PGPORT="${PGPORT:-5432}"
REDIS_URL="${REDIS_URL:-redis://127.0.0.1:6379}"
redis_hostport="${REDIS_URL#*://}"; redis_hostport="${redis_hostport##*@}"; redis_hostport="${redis_hostport%%/*}"

answers() { node -e 'const [h,p]=process.argv[1].split(":");require("net").connect(Number(p),h).on("connect",()=>process.exit(0)).on("error",()=>process.exit(1))' "$1"; }

sudo=""; [ "$(id -u)" = 0 ] || sudo="sudo"
# The compose file: interpolated with placeholder settings and checked by docker-compose itself (Debian's
# package; it validates without a Docker engine).
if ! command -v docker-compose >/dev/null 2>&1; then
  log "Installing docker-compose from Debian's packages (to validate docker-compose.yml)"
  { $sudo apt-get update -qq && $sudo apt-get install -y -qq docker-compose >/dev/null; } || true
fi
if command -v docker-compose >/dev/null 2>&1; then
  env_file="$(mktemp)"
  sed 's/=$/=placeholder/' deploy/compose.env.example > "$env_file"
  docker-compose --env-file "$env_file" -f docker-compose.yml config -q && echo "docker-compose.yml: valid (docker-compose config)"
  status=$?; rm -f "$env_file"; [ $status -eq 0 ] || exit $status
else
  echo "docker-compose could not be installed (apt-get install -y docker-compose): docker-compose.yml not validated"
fi

if ! answers "$PGHOST:$PGPORT"; then
  echo "PostgreSQL not reachable on $PGHOST:$PGPORT: skipping the topology test"; exit 0
fi
if ! answers "$redis_hostport"; then
  echo "Redis not reachable at $redis_hostport: skipping the topology test"; exit 0
fi
if [ ! -x /usr/sbin/nginx ]; then
  log "Installing nginx from Debian's packages (the front of the topology)"
  { $sudo apt-get update -qq && $sudo apt-get install -y -qq nginx-light >/dev/null; } || { echo "nginx could not be installed: skipping the topology test"; exit 0; }
fi
[ -f web/.next/BUILD_ID ] || build_web
[ -f cms/dist/build/index.html ] || (cd cms && NODE_ENV=production pnpm exec strapi build)

export REDIS_URL
node --test --test-concurrency=1 --test-timeout=300000 deploy/test/topology.test.mjs
