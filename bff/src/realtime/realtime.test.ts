import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';
import { createLogger } from '../logger.ts';
import { NotificationHub, startWith, type CountEvent } from './notification-hub.ts';
import { parseCountPayload } from './push-source.ts';
import { createPusherSource } from './pusher-source.ts';
import { createSseSource } from './sse-source.ts';
import { SocketRegistry } from './socket-registry.ts';
import { Observed } from '../../../tests/support/signals.ts';

const log = createLogger('silent');

describe('SocketRegistry', () => {
  const socket = () => {
    const closes: [number | undefined, string | undefined][] = [];
    return { closes, close: (code?: number, reason?: string) => void closes.push([code, reason]) };
  };

  it('ending a session closes its sockets with 4401 and tells the other instances; closing leaves them be', () => {
    const registry = new SocketRegistry();
    const announced: string[] = [];
    registry.linkPeers((id) => announced.push(id));
    const mine = socket();
    const theirs = socket();
    registry.add('session-a', mine);
    registry.add('session-b', theirs);
    registry.endSession('session-a');
    assert.deepEqual(mine.closes, [[4401, 'Signed out']]);
    assert.deepEqual(theirs.closes, []);
    assert.deepEqual(announced, ['session-a']);
    registry.closeSession('session-b');
    assert.deepEqual(theirs.closes, [[4401, 'Signed out']]);
    assert.deepEqual(announced, ['session-a'], 'an end heard from a peer is not announced again');
    assert.equal(registry.size, 0);
  });
});

describe('parseCountPayload', () => {
  const cases: [string, unknown, CountEvent[]][] = [
    ['object', { username: 'a@b.test', count: 3 }, [{ username: 'a@b.test', count: 3 }]],
    ['JSON string', '{"username":"a@b.test","count":0}', [{ username: 'a@b.test', count: 0 }]],
    [
      'map keyed by username',
      { 'a@b.test': 2, 'c@d.test': 5 },
      [
        { username: 'a@b.test', count: 2 },
        { username: 'c@d.test', count: 5 },
      ],
    ],
    ['negative count', { username: 'a', count: -1 }, []],
    ['fraction', { username: 'a', count: 1.5 }, []],
    ['garbage string', 'not json', []],
    ['array', [1, 2], []],
    ['null', null, []],
  ];
  for (const [name, input, expected] of cases) it(name, () => assert.deepEqual(parseCountPayload(input), expected));
});

describe('NotificationHub', () => {
  it("delivers only to the user's subscribers, case-insensitively, and cleans up on return", async () => {
    const hub = new NotificationHub();
    const mine = hub.subscribe('Admin@Sandbox.test');
    const other = hub.subscribe('agent@sandbox.test');
    assert.equal(hub.publish({ username: 'admin@sandbox.test', count: 4 }), 1);
    assert.deepEqual(await mine.next(), { value: 4, done: false });
    // Nothing reached the other user: its first value is the one published to it afterwards.
    assert.equal(hub.publish({ username: 'agent@sandbox.test', count: 9 }), 1);
    assert.deepEqual(await other.next(), { value: 9, done: false });
    await mine.return!();
    await other.return!();
    assert.equal(hub.subscriberCount, 0);
    assert.equal(hub.publish({ username: 'admin@sandbox.test', count: 5 }), 0);
  });

  it('a slow subscriber keeps only the newest count', async () => {
    const hub = new NotificationHub();
    const it1 = hub.subscribe('u');
    hub.publish({ username: 'u', count: 1 });
    hub.publish({ username: 'u', count: 2 });
    assert.deepEqual(await it1.next(), { value: 2, done: false });
    await it1.return!();
  });
});

describe('startWith (the notificationCount subscription)', () => {
  it('yields the first value, then the pushes; return() while waiting for a push frees the listener at once', async () => {
    const hub = new NotificationHub();
    const counts = startWith(async () => 3, hub.subscribe('u'));
    assert.deepEqual(await counts.next(), { value: 3, done: false });
    hub.publish({ username: 'u', count: 4 });
    assert.deepEqual(await counts.next(), { value: 4, done: false });
    const waiting = counts.next(); // no push is coming
    await counts.return!();
    assert.equal(hub.subscriberCount, 0);
    assert.deepEqual(await waiting, { value: undefined, done: true });
  });

  it('return() during the first read frees the listener and the read ends the iterator', async () => {
    const hub = new NotificationHub();
    let answer!: (n: number) => void;
    const counts = startWith(() => new Promise<number>((r) => (answer = r)), hub.subscribe('u'));
    const first = counts.next();
    await counts.return!();
    assert.equal(hub.subscriberCount, 0);
    answer(5);
    assert.deepEqual(await first, { value: undefined, done: true });
  });

  it('a failing first read frees the listener and rethrows', async () => {
    const hub = new NotificationHub();
    const counts = startWith(() => Promise.reject(new Error('upstream down')), hub.subscribe('u'));
    await assert.rejects(counts.next(), /upstream down/);
    assert.equal(hub.subscriberCount, 0);
    assert.deepEqual(await counts.next(), { value: undefined, done: true });
  });
});

describe('push sources', () => {
  it('the SSE source parses notifications-pushed events and sends the access key', async () => {
    let seenKey: string | undefined;
    const server = createServer((req, res) => {
      seenKey = req.headers['x-access-key'] as string;
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(': heartbeat\n\n');
      res.write('event: other\ndata: {"username":"x","count":9}\n\n');
      res.write('event: notifications-pushed\ndata: {"username":"admin@sandbox.test","count":7}\n\n');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const events = new Observed<CountEvent>();
    const source = createSseSource({
      url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/push`,
      headers: { 'x-access-key': 'k' },
      log,
    });
    source.start((e) => events.push(e));
    await events.until((e) => e.length === 1, 'the pushed count');
    assert.deepEqual(events.items, [{ username: 'admin@sandbox.test', count: 7 }]);
    assert.equal(seenKey, 'k');
    await source.stop();
    server.closeAllConnections();
    server.close();
  });

  it('the Pusher source subscribes to the channel, answers pings, and reconnects', async () => {
    const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    const received = new Observed<string>();
    const connections = new Observed<string>();
    wss.on('connection', (ws, req) => {
      connections.push(req.url ?? '');
      assert.match(req.url ?? '', /^\/app\/app-key\?protocol=7/);
      ws.on('message', (m) => {
        const msg = JSON.parse(String(m));
        received.push(msg.event);
        if (msg.event === 'pusher:subscribe') {
          ws.send(
            JSON.stringify({ event: 'pusher_internal:subscription_succeeded', channel: msg.data.channel, data: '{}' }),
          );
          ws.send(JSON.stringify({ event: 'pusher:ping', data: '{}' }));
          ws.send(
            JSON.stringify({
              event: 'notifications-pushed',
              channel: 'notifications-channel',
              data: JSON.stringify({ username: 'admin@sandbox.test', count: 2 }),
            }),
          );
          ws.send(
            JSON.stringify({
              event: 'notifications-pushed',
              channel: 'another-channel',
              data: JSON.stringify({ username: 'admin@sandbox.test', count: 99 }),
            }),
          );
        }
      });
      ws.send(
        JSON.stringify({
          event: 'pusher:connection_established',
          data: JSON.stringify({ socket_id: '1.1', activity_timeout: 120 }),
        }),
      );
    });
    await new Promise((r) => wss.once('listening', r));
    const events = new Observed<CountEvent>();
    const source = createPusherSource({
      url: `ws://127.0.0.1:${(wss.address() as AddressInfo).port}`,
      appKey: 'app-key',
      channel: 'notifications-channel',
      event: 'notifications-pushed',
      log,
    });
    source.start((e) => events.push(e));
    await events.until((e) => e.length === 1, 'the first count');
    assert.deepEqual(events.items, [{ username: 'admin@sandbox.test', count: 2 }]);
    await received.until((r) => r.includes('pusher:pong'), 'the pong');
    for (const client of wss.clients) client.terminate();
    await connections.until((c) => c.length === 2, 'the reconnection');
    await events.until((e) => e.length === 2, 'the count after reconnecting');
    await source.stop();
    wss.close();
  });
});
