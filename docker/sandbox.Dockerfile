# The sandbox upstream (both legacy REST APIs on node:sqlite). Build from the repository root:
#   docker build -f docker/sandbox.Dockerfile -t campaign-portal/sandbox .
# syntax=docker/dockerfile:1

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production SANDBOX_HOST=0.0.0.0 SANDBOX_PORT=4010 SANDBOX_DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY upstream/package.json upstream/
RUN npm ci --omit=dev --no-audit --no-fund --ignore-scripts -w upstream && npm cache clean --force
COPY tsconfig.base.json ./
COPY upstream/src upstream/src
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 4010
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.SANDBOX_PORT||4010)+'/sandbox/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--disable-warning=ExperimentalWarning", "upstream/src/main.ts"]
