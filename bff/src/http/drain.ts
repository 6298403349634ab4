import type { Server } from 'node:http';

/**
 * Stops accepting connections and resolves once every in-flight request has been answered (or
 * when `deadline` settles first). Idle keep-alive connections are closed at once; a busy one is
 * closed as soon as its response is done. Node's own server bookkeeping does this, so requests
 * pay nothing for it (no per-request listener).
 */
export const drainHttpServer = (server: Server, deadline: Promise<void>): Promise<void> =>
  new Promise((resolve) => {
    if (!server.listening) return resolve();
    // A connection whose response finishes after close() turns idle: close it on the next sweep.
    const sweep = setInterval(() => server.closeIdleConnections(), 25);
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      clearInterval(sweep);
      resolve();
    };
    server.close(() => finish());
    server.closeIdleConnections();
    void deadline.then(finish);
  });
