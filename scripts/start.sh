#!/usr/bin/env bash
# README command 1: install everything, build, and start the CMS (SQLite, seeded on first start).
source "$(dirname "$0")/lib.sh"
install_and_build
ensure_env

# A PORT given on the command line wins over cms/.env.
CMS_PORT="${PORT:-}"
set -a; source cms/.env; set +a
PORT="${CMS_PORT:-${PORT:-1337}}"; export PORT
if (echo >"/dev/tcp/127.0.0.1/$PORT") 2>/dev/null; then
  echo "Port $PORT is already in use. Stop what runs there, or start with another port: PORT=1338 npm start"
  exit 1
fi
log "Starting the CMS on http://localhost:$PORT (first start seeds the site and ~150 listings)"
(cd cms && NODE_ENV=production exec pnpm exec strapi start) &
CMS_PID=$!
trap 'kill $CMS_PID 2>/dev/null || true' INT TERM EXIT

for _ in $(seq 1 600); do
  kill -0 $CMS_PID 2>/dev/null || { echo "The CMS stopped; see the log above."; exit 1; }
  curl -fsS "http://127.0.0.1:$PORT/_health" >/dev/null 2>&1 && break
  sleep 1
done
# The seed runs during bootstrap, before the server answers, so it is done here.
cat <<MSG

  CMS admin:   http://localhost:$PORT/admin
  GraphQL:     http://localhost:$PORT/graphql   (POST; the sandbox page is off in production)
  Demo login:  $ADMIN_EMAIL / $ADMIN_PASSWORD   (from cms/.env)

  Press Ctrl+C to stop.
MSG
wait $CMS_PID
