# syntax=docker/dockerfile:1
# Taller's server image: `docker build -t taller .` or `docker compose up --build`.
# Build stage: every dependency and the whole build; runtime stage: only what
# `node apps/api/dist/main.js` needs (production node_modules, manifests, dist folders).
# The server itself runs bundled (apps/api/dist/bundle, made by `npm run build`); the packages
# kept outside the bundle (better-sqlite3, the KurrentDB client) still come from node_modules.

ARG NODE_IMAGE=node:22-bookworm-slim

FROM ${NODE_IMAGE} AS build
# better-sqlite3 compiles from source when no prebuilt binary is reachable.
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
# The npm the lockfile is kept with (npm 11 reads package.json's `allowScripts`).
ARG NPM_VERSION=11.19.1
RUN npm install -g "npm@${NPM_VERSION}"
ENV NX_DAEMON=false \
    NX_NO_CLOUD=true
WORKDIR /app

# Manifests first, so the dependency layer is rebuilt only when one of them changes.
# A new workspace under libs/ or apps/ needs its package.json listed here.
COPY package.json package-lock.json .npmrc ./
COPY libs/domain/package.json libs/domain/
COPY libs/event-store/package.json libs/event-store/
COPY libs/server/package.json libs/server/
COPY apps/api/package.json apps/api/
COPY apps/admin/package.json apps/admin/
COPY apps/public/package.json apps/public/
COPY apps/cli/package.json apps/cli/
# `npm install`, not `npm ci`: the lockfile lacks other platforms' optional binaries,
# which `npm ci` refuses; `npm install` keeps to the lock.
RUN npm install

COPY . .
RUN npm run build

# The front ends are now static files in apps/admin/dist and apps/public/dist, served by the
# API: their packages (React, MUI, react-admin…) are not needed at run time. Dropping those
# two workspaces before pruning leaves only the server's and the CLI's production packages.
RUN node -e "const fs = require('fs'); const p = JSON.parse(fs.readFileSync('package.json', 'utf8')); \
      p.workspaces = ['libs/*', 'apps/api', 'apps/cli']; fs.writeFileSync('package.json', JSON.stringify(p, null, 2));" \
 && npm prune --omit=dev

# What the runtime needs, gathered in one folder: node_modules (its @taller/* entries are
# links into libs/ and apps/), and each workspace's package.json, dist and own node_modules.
RUN mkdir /out \
 && cp -a package.json node_modules /out/ \
 && for dir in libs/* apps/*; do \
      mkdir -p "/out/$dir" && cp "$dir/package.json" "/out/$dir/"; \
      if [ -d "$dir/dist" ]; then cp -a "$dir/dist" "/out/$dir/"; fi; \
      if [ -d "$dir/node_modules" ]; then cp -a "$dir/node_modules" "/out/$dir/"; fi; \
    done


FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
# Owned by root, read-only to the server; only /data is writable.
COPY --from=build /out ./
# The code V8 compiles at a server start and at a `taller` command, kept in each dist/bundle/
# .code-cache while those folders are still writable: without it the server and the CLI, which
# cannot write there, compile their whole bundle every time (about half a second a start, 0.3 s a
# command). Made in this stage, not copied from the build's: the cache is named after each
# file's size and modification time as they are in this image.
RUN node apps/api/dist/warm-code-cache.js && node apps/cli/dist/warm-code-cache.js
RUN mkdir -p /data && chown node:node /data
USER node

EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "apps/api/dist/main.js"]
