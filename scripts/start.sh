#!/usr/bin/env bash
# README command 1: install everything, build, and start the CMS (SQLite, seeded on first start) and the site.
source "$(dirname "$0")/lib.sh"
install_and_build
ensure_env
ensure_web_env
build_web

# A PORT given on the command line wins over cms/.env.
CMS_PORT="${PORT:-}"
WEB_PORT_GIVEN="${WEB_PORT:-}"
set -a; source cms/.env; set +a
PORT="${CMS_PORT:-${PORT:-1337}}"; export PORT
# The site's port (WEB_PORT=3001 npm start); the CMS's webhook then goes there.
WEB_PORT="${WEB_PORT_GIVEN:-3000}"
if [ -n "$WEB_PORT_GIVEN" ]; then export SITE_URL="http://localhost:$WEB_PORT"; fi
if (echo >"/dev/tcp/127.0.0.1/$WEB_PORT") 2>/dev/null; then
  echo "Port $WEB_PORT is already in use. Stop what runs there, or start the site on another port: WEB_PORT=3001 npm start"
  exit 1
fi
if (echo >"/dev/tcp/127.0.0.1/$PORT") 2>/dev/null; then
  echo "Port $PORT is already in use. Stop what runs there, or start with another port: PORT=1338 npm start"
  exit 1
fi
# Mail: with the local relay of cms/.env and nothing listening there, a mail catcher (maildev) takes the
# mails and shows them on a web page, so a fresh start can read a reset mail or a confirmation. A real
# relay (SMTP_HOST elsewhere, as in production) is used as configured.
MAIL_WEB_PORT="${MAIL_WEB_PORT:-1080}"
SMTP_HOST="${SMTP_HOST:-127.0.0.1}"; SMTP_PORT="${SMTP_PORT:-2525}"
MAIL_PID=""
MAIL_LINE="  Mails:       sent through $SMTP_HOST:$SMTP_PORT (SMTP_* in cms/.env)"
if [[ "$SMTP_HOST" =~ ^(127\.0\.0\.1|localhost)$ ]] && ! (echo >"/dev/tcp/127.0.0.1/$SMTP_PORT") 2>/dev/null; then
  if (echo >"/dev/tcp/127.0.0.1/$MAIL_WEB_PORT") 2>/dev/null; then
    echo "Port $MAIL_WEB_PORT (the mail catcher's page) is already in use: MAIL_WEB_PORT=1081 npm start"
    exit 1
  fi
  log "Starting the mail catcher: SMTP on 127.0.0.1:$SMTP_PORT, mails on http://localhost:$MAIL_WEB_PORT/"
  pnpm exec maildev --smtp "$SMTP_PORT" --ip 127.0.0.1 --web "$MAIL_WEB_PORT" --web-ip 127.0.0.1 --max-emails 500 --silent &
  MAIL_PID=$!
  MAIL_LINE="  Mails:       http://localhost:$MAIL_WEB_PORT/   (every mail the site sends, caught here; SMTP_* in cms/.env for a real relay)"
fi

# The CMS runs with a bounded heap (CMS_HEAP_MB) and is started again when it dies after it once ran:
# the site keeps serving its cached pages meanwhile (uncached ones answer 503 until the CMS is back).
# A CMS that stops within its first 30 s (a configuration error) is not restarted.
CMS_HEAP_MB="${CMS_HEAP_MB:-1024}"
supervise_cms() {
  local child started status
  trap 'kill $child 2>/dev/null; wait $child 2>/dev/null; exit 0' INT TERM
  while true; do
    started=$SECONDS
    (cd cms && NODE_ENV=production NODE_OPTIONS="--max-old-space-size=$CMS_HEAP_MB ${NODE_OPTIONS:-}" exec node node_modules/@strapi/strapi/bin/strapi.js start) &
    child=$!
    status=0; wait $child || status=$?
    if [ $((SECONDS - started)) -lt 30 ]; then echo "The CMS stopped during its start (exit $status); see the log above."; exit 1; fi
    echo "The CMS stopped (exit $status); starting it again in 2 s. The website keeps serving its cached pages."
    sleep 2
  done
}
log "Starting the CMS on http://localhost:$PORT (first start seeds the site and ~150 listings; heap at most ${CMS_HEAP_MB} MB)"
supervise_cms &
CMS_PID=$!
WEB_PID=""
trap 'kill $CMS_PID $WEB_PID $MAIL_PID 2>/dev/null || true' INT TERM EXIT

for _ in $(seq 1 600); do
  kill -0 $CMS_PID 2>/dev/null || { echo "The CMS stopped; see the log above."; exit 1; }
  curl -fsS "http://127.0.0.1:$PORT/_health" >/dev/null 2>&1 && break
  sleep 1
done
# The seed runs during bootstrap, before the server answers, so it is done here.

# The site listens on the loopback only (WEB_HOST=0.0.0.0 for every interface: in a container behind
# nginx, as docker-compose.yml sets it). HOST is the CMS's (cms/.env), not the site's.
WEB_HOST="${WEB_HOST:-127.0.0.1}"
# The CMS as browsers reach it (its admin frames the site for previews; pictures): PUBLIC_URL, or this machine.
CMS_PUBLIC_URL="${PUBLIC_URL:-http://localhost:$PORT}"
log "Starting the website on http://localhost:$WEB_PORT (listening on $WEB_HOST)"
# The page cache lives in memory (web/next.config.ts): every start is fresh, so changes made in the CMS
# while the site was down (their webhooks unheard) show at once.
(cd web && exec env -u PORT CMS_URL="http://127.0.0.1:$PORT" CMS_PUBLIC_URL="$CMS_PUBLIC_URL" pnpm exec next start -p "$WEB_PORT" -H "$WEB_HOST") &
WEB_PID=$!
for _ in $(seq 1 120); do
  curl -fsS -o /dev/null "http://127.0.0.1:$WEB_PORT/" 2>/dev/null && break
  kill -0 $WEB_PID 2>/dev/null || { echo "The website stopped; see the log above."; exit 1; }
  sleep 1
done
cat <<MSG

  Website:     http://localhost:$WEB_PORT/   (nl, fr, en, de: /nl/, /fr/, /en/, /de/)
  CMS admin:   http://localhost:$PORT/admin
  GraphQL:     http://localhost:$PORT/graphql   (POST; the sandbox page is off in production)
  Demo login:  $ADMIN_EMAIL / $ADMIN_PASSWORD   (from cms/.env)
$MAIL_LINE
  Owner portal: http://localhost:$WEB_PORT/nl/login/  (then /portal/nl/)
    eigenaar@kustvastgoed.local / $DEMO_OWNER_PASSWORD
    proprietaire@kustvastgoed.local / $DEMO_OWNER_PASSWORD

  Press Ctrl+C to stop.
MSG
wait -n $CMS_PID $WEB_PID
