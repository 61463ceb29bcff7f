# The site and its API in one image. Build: docker build -t goat-authentication .
# Run (PostgreSQL strongly advised in production; see docs/deploy.md and compose.yaml):
#   docker run -p 3000:3000 -e DATABASE_URL=... -e PUBLIC_URL=https://... -e PAYMENTS_MODE=... goat-authentication

# ---- build: every dependency, then the client (Vite) and the server (esbuild: JavaScript, source maps) ----
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# The business's time zone is baked into the pages (decision 037): docker build --build-arg BUSINESS_TIME_ZONE=…
ARG BUSINESS_TIME_ZONE=America/Los_Angeles
RUN npm run build

# ---- runtime: production dependencies only, the built client and server, the files the server reads ----
FROM node:24-bookworm-slim AS runtime
# The server runs in the zone the client was built for (it refuses a build made for another).
ARG BUSINESS_TIME_ZONE=America/Los_Angeles
ENV BUSINESS_TIME_ZONE=$BUSINESS_TIME_ZONE
# MALLOC_ARENA_MAX=2: glibc's per-thread arenas keep what sharp's image work freed; two arenas hold
# about 90 MB less after the first start and under load (decision 017).
ENV NODE_ENV=production \
    MALLOC_ARENA_MAX=2 \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
# No TypeScript: only what the compiled server reads at run time (server/src/config/paths.ts): the SQL
# migrations, the PDF fonts and the demo content's illustrations. dist/server also holds the operators'
# command (npm run admin -- create|reset-password|list).
COPY server/src/db/migrations ./server/src/db/migrations
COPY server/assets ./server/assets
COPY client/src/features/marketing/art ./client/src/features/marketing/art
# DATA_DIR holds the embedded database when DATABASE_URL is unset, uploaded files on local disk, the
# generated session secret and the e-mail outbox: owned by the unprivileged user the server runs as.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--enable-source-maps", "dist/server/server.js"]
