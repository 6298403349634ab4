/**
 * The reference the BFF is measured against: a hand-written express endpoint that serves the same
 * data as `{ viewer { profile { firstName } offices { id displayName } } }` by making the same two
 * upstream calls (GET users/profile and GET agencies/lookup, in parallel, bearer token from a
 * server-side session found by cookie), with the same axios and keep-alive agent settings as the
 * BFF's upstream client (lib/bench-server.ts). No GraphQL, no validation, no logging: the least a
 * server can do for this screen.
 *
 * Run as its own process: `node tests/bench/reference-server.ts` with MAIN_API_URL; it prints
 * `{"port":N}` on its first stdout line.
 *   POST /login  {username, password}  → upstream authenticate, session cookie `sid`
 *   GET  /screen                       → {profile: {firstName}, offices: [{id, displayName}]}
 */
import { appWithLogin, listen, sessionOf, upstream } from './lib/bench-server.ts';

const app = appWithLogin();
app.disable('etag');

app.get('/screen', async (req, res) => {
  const session = sessionOf(req.headers.cookie);
  if (!session) {
    res.status(401).json({ message: 'Signed out' });
    return;
  }
  const headers = { authorization: `Bearer ${session.token}` };
  try {
    const [profile, offices] = await Promise.all([
      upstream.get('users/profile', { headers }),
      upstream.get('agencies/lookup', { headers }),
    ]);
    if (profile.status !== 200 || offices.status !== 200) {
      res.status(502).json({ message: 'upstream failed' });
      return;
    }
    const p = profile.data as { firstName: string };
    const o = (offices.data as { data: { lookups: { id: number | string; displayName: string }[] } }).data;
    res.json({
      profile: { firstName: p.firstName },
      offices: o.lookups.map((x) => ({ id: String(x.id), displayName: x.displayName })),
    });
  } catch {
    res.status(502).json({ message: 'upstream unreachable' });
  }
});

listen(app);
