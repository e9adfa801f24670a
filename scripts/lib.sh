# Shared by the README's commands. Sourced, not run.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

export NEXT_TELEMETRY_DISABLED=1 STRAPI_TELEMETRY_DISABLED=true
# pnpm 12 ignores nodedir in .npmrc: without this node-gyp downloads headers and better-sqlite3 fails offline.
export npm_config_nodedir="${npm_config_nodedir:-/usr}"

log() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

ensure_pnpm() {
  if ! command -v pnpm >/dev/null 2>&1; then
    log "Installing pnpm"
    npm install -g pnpm@12 >/dev/null 2>&1 || {
      npm install --prefix "$HOME/.local" pnpm@12 >/dev/null
      export PATH="$HOME/.local/bin:$PATH"
    }
  fi
}

# Secrets are generated once per machine into cms/.env (never committed).
ensure_env() {
  if [ ! -f cms/.env ]; then
    log "Generating cms/.env with fresh secrets"
    node -e '
      const r = (n = 24) => require("crypto").randomBytes(n).toString("base64url");
      const lines = [
        "HOST=0.0.0.0", "PORT=1337",
        `APP_KEYS=${r()},${r()},${r()},${r()}`,
        `API_TOKEN_SALT=${r()}`, `ADMIN_JWT_SECRET=${r()}`, `TRANSFER_TOKEN_SALT=${r()}`, `JWT_SECRET=${r()}`, `ENCRYPTION_KEY=${r(32)}`,
        "ADMIN_EMAIL=admin@kustvastgoed.local", `ADMIN_PASSWORD=Demo-${r(9)}1a`,
        `SITE_READ_TOKEN=${r(32)}`, `WEBHOOK_SECRET=${r(24)}`, `PREVIEW_SECRET=${r(24)}`,
        "DATABASE_CLIENT=sqlite", "DATABASE_FILENAME=.tmp/data.db",
      ];
      require("fs").writeFileSync("cms/.env", lines.join("\n") + "\n", { mode: 0o600 });
    '
  fi
}

install_and_build() {
  ensure_pnpm
  log "Installing dependencies"
  pnpm install --frozen-lockfile
  log "Building shared packages"
  pnpm --filter "./packages/*" run --if-present build
  log "Building the CMS"
  (cd cms && NODE_ENV=production pnpm exec strapi build)
}
