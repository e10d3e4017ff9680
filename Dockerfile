# Kuza in one image: the API, the web client and GraphiQL on one port.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY common/package.json common/
COPY server/package.json server/
COPY client/package.json client/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:24-bookworm-slim
ENV NODE_ENV=production PORT=4000 DATA_DIR=/data
WORKDIR /app
COPY --from=build /app /app
RUN mkdir -p /data && chown node:node /data
VOLUME /data
EXPOSE 4000
USER node
# Ready: the database (and Redis when configured) answers and the migrations are current. The slim image has no curl.
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/readyz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The same Node flags as `npm start` (the young generation and the old one's growth: see README.md; a test keeps them
# equal).
CMD ["node", "--max-semi-space-size=32", "--heap-growing-percent=50", "server/dist/main.js"]
