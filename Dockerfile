# syntax=docker/dockerfile:1
# One image, two roles: the web app (default command) and the processing worker
# (`docker run IMAGE npm run worker`). The steps mirror what CI proves: `npm run build:standalone`,
# then `node .next/standalone/server.js` (tests/e2e/standalone.spec.ts) and `npm run worker`.
ARG NODE_VERSION=20.20

FROM node:${NODE_VERSION}-bookworm-slim AS base
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1

FROM base AS deps
COPY package.json package-lock.json ./
# npm 11 lock files lack other platforms' optional binaries and `npm ci` may refuse them;
# `npm install` installs the same locked versions (as .ci/run does).
RUN npm ci --no-audit --no-fund || npm install --no-audit --no-fund

FROM deps AS build
COPY . .
RUN npm run build:standalone

FROM deps AS prod-deps
RUN npm prune --omit=dev --no-audit --no-fund

FROM base AS runtime
# ffmpeg/ffprobe for processing (the app runs a worker in-process unless WORKER_IN_PROCESS=0).
RUN apt-get update \
  && apt-get install -y --no-install-recommends ffmpeg ca-certificates \
  && rm -rf /var/lib/apt/lists/*
RUN groupadd --system --gid 1001 demoreel \
  && useradd --system --uid 1001 --gid demoreel --home-dir /app demoreel \
  && mkdir -p /data \
  && chown demoreel:demoreel /data
ENV NODE_ENV=production \
  PORT=3000 \
  HOSTNAME=0.0.0.0 \
  DATA_DIR=/data

# The app: the standalone server with its traced dependencies, public/ and static assets.
COPY --from=build --chown=demoreel:demoreel /app/.next/standalone ./standalone
# The worker: `tsx` runs the library sources with the production dependencies.
COPY --from=prod-deps /app/node_modules ./node_modules
COPY package.json tsconfig.json ./
COPY lib ./lib
COPY db ./db
COPY types ./types

USER demoreel
EXPOSE 3000
VOLUME ["/data"]
CMD ["node", "standalone/server.js"]
