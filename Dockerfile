# syntax=docker/dockerfile:1
# One image for every role of the distributed mode (docs/operations.md): the TypeScript sources
# run through tsx (a production dependency), so there is no build step, only an install of the
# production dependencies from the lock file. docker-compose.yml runs one role per container.

# Stage 1: production dependencies only, from the lock file.
FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

# Stage 2: the runtime: dependencies and sources, owned by root and run as the unprivileged
# `node` user of the base image, so the process cannot rewrite its own code.
FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PATH=/app/node_modules/.bin:$PATH
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY package.json package-lock.json tsconfig.json ./
COPY platform ./platform
COPY gateway ./gateway
COPY rest-adapter ./rest-adapter
COPY subgraphs ./subgraphs
COPY wiring ./wiring
# The operations console's sources: the gateway bundles them in memory on the first /console request.
COPY console/build.ts console/index.html console/tsconfig.json ./console/
COPY console/src ./console/src
COPY console/generated ./console/generated
COPY deploy/healthcheck.mjs deploy/first-key.sh ./deploy/
USER node
# gateway, subgraph (PORT), product hosts, MCP, and every process's operations listener. By default
# the image runs the edge: the gateway and the product hosts in one process.
EXPOSE 4000 4010 4100 4200 4300 4400 4500 4600 9464
# Every role but migrate serves /ready on its operations listener (METRICS_PORT, default 9464).
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 CMD ["node", "deploy/healthcheck.mjs"]
CMD ["tsx", "wiring/serve.ts", "edge"]
