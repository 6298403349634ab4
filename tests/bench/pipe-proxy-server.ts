/**
 * The floor of any streaming proxy in Node, measured in the same run as the BFF's transfers: a bare
 * `node:http` server that pipes a request body to the upstream and the upstream's answer back, as
 * they come, with one keep-alive agent and a fixed bearer token. No session, CSRF check, multipart
 * parsing, type sniffing, size count, timers, logging or error handling: no real server should be
 * this bare. It shows what one extra streamed hop costs by itself on this machine, against which the
 * BFF's `POST /files` and `GET /downloads/...` are read.
 *
 * Run as its own process: `node tests/bench/pipe-proxy-server.ts` with UPSTREAM_URL (the fake
 * upstream's origin) and UPSTREAM_AUTHORIZATION; it prints `{"port":N}` on its first stdout line.
 *   POST /api/files         → the upstream's POST /api/files (the browser's multipart body as sent)
 *   GET  /api/<anything>    → the same path and query upstream
 */
import http from 'node:http';

const upstream = new URL(process.env.UPSTREAM_URL ?? '');
const authorization = process.env.UPSTREAM_AUTHORIZATION ?? '';
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

const server = http.createServer((req, res) => {
  const headers: http.OutgoingHttpHeaders = { authorization };
  for (const name of ['content-type', 'content-length', 'transfer-encoding', 'accept'])
    if (req.headers[name]) headers[name] = req.headers[name];
  const out = http.request(
    { agent, host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers },
    (answer) => {
      const passed: http.OutgoingHttpHeaders = {};
      for (const name of ['content-type', 'content-length'])
        if (answer.headers[name]) passed[name] = answer.headers[name];
      res.writeHead(answer.statusCode ?? 502, passed);
      answer.pipe(res);
    },
  );
  out.on('error', () => res.destroy());
  req.pipe(out);
});

server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ port: (server.address() as { port: number }).port })}\n`);
});
