#!/usr/bin/env bash
# `npm run setup`: everything `npm start` does before starting — install pnpm and the dependencies,
# build the shared packages, the CMS admin and the site, and write cms/.env and web/.env.local with
# fresh secrets when missing — without starting anything (a deploy step, or a machine prepared ahead).
source "$(dirname "$0")/lib.sh"
install_and_build
ensure_env
ensure_web_env
build_web
log "Set up. Start both apps with: npm start"
