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

# Debian packages are installed only without a prompt: as root, or through a sudo that needs no password
# (`sudo -n`). Otherwise what is missing is reported and the step is skipped.
export DEBIAN_FRONTEND=noninteractive
apt_install() {
  local sudo=""
  if [ "$(id -u)" != 0 ]; then
    if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then sudo="sudo -n"; else
      echo "(not root and no password-less sudo: cannot apt-get install $*)"; return 1
    fi
  fi
  $sudo apt-get update -qq && $sudo apt-get install -y -qq "$@" >/dev/null
}

# The compose file: interpolated with placeholder settings and checked by docker-compose itself (Debian's
# package; it validates without a Docker engine).
if ! command -v docker-compose >/dev/null 2>&1; then
  log "Installing docker-compose from Debian's packages (to validate docker-compose.yml)"
  apt_install docker-compose || true
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
# Run alone on a clean clone (npm test installs first): the workspace's dependencies and shared packages.
if [ ! -d node_modules ] || [ ! -d cms/node_modules ] || [ ! -d web/node_modules ]; then
  log "Installing dependencies (none installed yet)"
  ensure_pnpm
  pnpm install --frozen-lockfile || { echo "pnpm install failed (offline?): skipping the topology test"; exit 0; }
fi
if [ ! -f packages/domain/dist/index.js ] || [ ! -f packages/graphql/dist/index.js ]; then
  log "Building shared packages"
  pnpm --filter "./packages/*" run --if-present build
fi
if [ ! -x /usr/sbin/nginx ]; then
  log "Installing nginx from Debian's packages (the front of the topology)"
  apt_install nginx-light || { echo "nginx is not installed and could not be (apt-get install nginx-light): skipping the topology test"; exit 0; }
fi
[ -f web/.next/BUILD_ID ] || build_web
[ -f cms/dist/build/index.html ] || (cd cms && NODE_ENV=production pnpm exec strapi build)

export REDIS_URL
node --test --test-concurrency=1 --test-timeout=300000 deploy/test/topology.test.mjs
