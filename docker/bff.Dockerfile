# The BFF serving the built portal. Build from the repository root:
#   docker build -f docker/bff.Dockerfile -t campaign-portal/bff .
# syntax=docker/dockerfile:1

FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY schema/package.json schema/
COPY bff/package.json bff/
COPY web/package.json web/
COPY upstream/package.json upstream/
COPY tests/package.json tests/
RUN npm ci --no-audit --no-fund --ignore-scripts

FROM deps AS build
COPY tsconfig.base.json codegen.ts ./
COPY schema schema
COPY bff bff
COPY web web
RUN npx graphql-codegen --config codegen.ts && npm run build -w web

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=4000 HOST=0.0.0.0
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY schema/package.json schema/
COPY bff/package.json bff/
RUN npm ci --omit=dev --no-audit --no-fund --ignore-scripts -w bff -w schema && npm cache clean --force
COPY schema schema
COPY bff/src bff/src
COPY --from=build /app/web/dist web/dist
USER node
EXPOSE 4000
HEALTHCHECK --interval=10s --timeout=3s --start-period=10s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||4000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
STOPSIGNAL SIGTERM
# The Node options of bff/src/node-flags.ts (decision 047).
CMD ["node", "--max-semi-space-size=8", "bff/src/main.ts"]
