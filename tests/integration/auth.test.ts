import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { messages } from '@portal/schema';
import { Browserish } from '../support/graphql-client.ts';
import { sandboxControl } from '../support/sandbox-control.ts';
import { PASSWORD, startStack, type Stack } from '../support/stack.ts';

const VIEWER = `{ viewer { role roleLabel homePath adminTools features user { firstName username } client { subDomain } can { offices clients packages adminToolsNav audience adminAudience } permissions { canViewPastOrders canViewMediaOrders } } }`;

describe('sign-in and session (BFF against the sandbox over HTTP)', () => {
  let stack: Stack;
  before(async () => {
    stack = await startStack();
  });
  after(() => stack.close());

  const landing: [string, string | null, string][] = [
    ['superadmin@sandbox.test', '/offices', 'SUPER_ADMIN'],
    ['admin@sandbox.test', '/offices', 'ADMIN'],
    ['clientadmin@sandbox.test', '/offices', 'CLIENT_ADMIN'],
    ['officeadmin@sandbox.test', '/offices', 'AGENT_ADMIN'],
    ['agent@sandbox.test', '/office/acme-sydney-cbd/campaigns', 'AGENT_USER'],
    ['agent.media@sandbox.test', '/office/acme-parramatta/property-campaigns/order', 'AGENT_USER'],
  ];
  for (const [email, homePath, role] of landing) {
    it(`${email} signs in as ${role} and lands on ${homePath}`, async () => {
      const b = new Browserish(stack.url);
      const res = await b.login(email, PASSWORD);
      assert.equal(res.errors, undefined, JSON.stringify(res.errors));
      assert.equal(res.data?.login.viewer.homePath, homePath);
      assert.equal(res.data?.login.viewer.role, role);
      const cookie = res.headers.getSetCookie()[0] ?? '';
      assert.match(cookie, /HttpOnly/);
      assert.match(cookie, /SameSite=Strict/);
      const viewer = await b.gql<{ viewer: { user: { username: string } } }>(VIEWER);
      assert.equal(viewer.data?.viewer.user.username, email);
    });
  }

  // Platform spec, Login step 4: no page to land on, no session at all (issue 31, finding 1).
  for (const email of ['agent.none@sandbox.test', 'clientuser@sandbox.test']) {
    it(`${email} is refused with "Please check your permissions" and gets no session (one, then a burst of 20)`, async () => {
      const b = new Browserish(stack.url);
      const res = await b.login(email, PASSWORD);
      assert.equal(res.data ?? null, null);
      assert.equal(res.errors?.[0]?.message, messages.checkPermissions);
      assert.equal(res.errors?.[0]?.extensions?.code, 'FORBIDDEN');
      assert.equal(res.errors?.[0]?.extensions?.reason, 'NO_PERMISSIONS');
      assert.deepEqual(res.headers.getSetCookie(), []);
      assert.equal(b.cookies.size, 0);
      const viewer = await b.gql<{ viewer: null }>('{ viewer { role } }');
      assert.equal(viewer.data?.viewer, null);
      // In parallel: not one sign-in of the burst makes a session.
      const burst = await Promise.all(
        Array.from({ length: 20 }, async () => {
          const other = new Browserish(stack.url);
          const answer = await other.login(email, PASSWORD);
          return { answer, cookies: answer.headers.getSetCookie().length + other.cookies.size };
        }),
      );
      // Each is refused (some by the sign-in throttle, which reserves a slot per attempt in flight).
      for (const { answer, cookies } of burst) {
        assert.ok(
          ['FORBIDDEN', 'RATE_LIMITED'].includes(String(answer.errors?.[0]?.extensions?.code)),
          JSON.stringify(answer.errors),
        );
        assert.equal(answer.data ?? null, null);
        assert.equal(cookies, 0);
      }
      assert.ok(burst.some(({ answer }) => answer.errors?.[0]?.extensions?.code === 'FORBIDDEN'));
    });
  }

  it('a refused sign-in ends the session the browser held before', async () => {
    const b = new Browserish(stack.url);
    assert.equal((await b.login('agent@sandbox.test', PASSWORD)).errors, undefined);
    const refused = await b.login('clientuser@sandbox.test', PASSWORD);
    assert.equal(refused.errors?.[0]?.extensions?.code, 'FORBIDDEN');
    const viewer = await b.gql<{ viewer: null }>('{ viewer { role } }');
    assert.equal(viewer.data?.viewer, null);
  });

  it('admin-tool flag and client features are loaded at sign-in', async () => {
    const admin = new Browserish(stack.url);
    await admin.login('admin@sandbox.test', PASSWORD);
    const a = await admin.gql<{ viewer: { adminTools: boolean; can: { adminToolsNav: boolean } } }>(VIEWER);
    assert.equal(a.data?.viewer.adminTools, true);
    assert.equal(a.data?.viewer.can.adminToolsNav, true);

    const clientAdmin = new Browserish(stack.url);
    await clientAdmin.login('clientadmin@sandbox.test', PASSWORD);
    const c = await clientAdmin.gql<{
      viewer: { adminTools: boolean; features: string[]; can: { audience: boolean; packages: boolean } };
    }>(VIEWER);
    assert.equal(c.data?.viewer.adminTools, false);
    assert.ok(c.data?.viewer.features.includes('audience'));
    assert.equal(c.data?.viewer.can.audience, true);
    assert.equal(c.data?.viewer.can.packages, false);
  });

  it('a wrong password gives the spec text and no session', async () => {
    const b = new Browserish(stack.url);
    const res = await b.login('agent@sandbox.test', 'wrong-password');
    assert.equal(res.errors?.[0]?.message, messages.loginFailed);
    assert.equal(res.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');
    assert.equal(res.errors?.[0]?.extensions?.reason, 'INVALID_CREDENTIALS');
    assert.equal(b.cookies.size, 0);
    const unknown = await b.login('nobody@sandbox.test', 'wrong-password');
    assert.equal(unknown.errors?.[0]?.message, messages.loginFailed, 'no account enumeration');
  });

  it('bad input is refused with the form rules before any upstream call', async () => {
    const control = sandboxControl(stack.sandboxUrl);
    await control.clearCalls();
    const res = await new Browserish(stack.url).login('not-an-email', '');
    assert.equal(res.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT');
    assert.deepEqual(res.errors?.[0]?.extensions?.fieldErrors, [
      { name: 'email', messages: [messages.emailInvalid] },
      { name: 'password', messages: [messages.passwordRequiredField] },
    ]);
    assert.equal((await control.calls()).filter((c) => c.path.includes('authenticate')).length, 0);
  });

  it('viewer is null without a session; protected operations are UNAUTHENTICATED', async () => {
    const b = new Browserish(stack.url);
    assert.equal((await b.gql<{ viewer: null }>('{ viewer { role } }')).data?.viewer, null);
    const res = await b.gql(
      'mutation { changePassword(input: {currentPassword: "a", newPassword: "Abcdefg1", confirmPassword: "Abcdefg1"}) { ok } }',
    );
    assert.equal(res.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');
  });

  it('logout ends the session; replaying the old cookie is not signed in', async () => {
    const b = new Browserish(stack.url);
    await b.login('admin@sandbox.test', PASSWORD);
    const saved = new Map(b.cookies);
    const out = await b.gql<{ logout: { ok: boolean } }>('mutation { logout { ok } }');
    assert.equal(out.data?.logout.ok, true);
    assert.equal(b.cookies.size, 0, 'cookie cleared');
    const replay = new Browserish(stack.url);
    replay.cookies = saved;
    assert.equal((await replay.gql<{ viewer: null }>('{ viewer { role } }')).data?.viewer, null);
    const res = await replay.gql('{ viewer { profile { firstName } } }');
    assert.equal(res.data?.viewer, null);
    const mutation = await replay.gql('mutation { updateProfile(input: {firstName: "X"}) { message } }');
    assert.equal(mutation.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');
  });

  it('an expired access token is refreshed once and the call retried', async () => {
    const b = new Browserish(stack.url);
    await b.login('officeadmin@sandbox.test', PASSWORD);
    const control = sandboxControl(stack.sandboxUrl);
    await control.expireTokens('officeadmin@sandbox.test');
    await control.clearCalls();
    const res = await b.gql<{ viewer: { profile: { firstName: string } } }>('{ viewer { profile { firstName } } }');
    assert.equal(res.errors, undefined, JSON.stringify(res.errors));
    assert.ok(res.data?.viewer.profile.firstName);
    const calls = await control.calls();
    assert.equal(calls.filter((c) => c.path.endsWith('/token/refresh')).length, 1);
    assert.equal(calls.filter((c) => c.path.endsWith('/users/profile')).length, 2);
  });

  it('a refused refresh answers UNAUTHENTICATED / SESSION_TIMEOUT and ends the session', async () => {
    const b = new Browserish(stack.url);
    await b.login('agent.media@sandbox.test', PASSWORD);
    await sandboxControl(stack.sandboxUrl).revokeTokens('agent.media@sandbox.test');
    const res = await b.gql('{ viewer { profile { firstName } } }');
    assert.equal(res.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');
    assert.equal(res.errors?.[0]?.extensions?.reason, 'SESSION_TIMEOUT');
    // The browser keeps the cookie; a later page load (the route guard's viewer query, a list)
    // still learns that the session timed out rather than seeing a plain signed-out visitor.
    const later = await b.gql<{ viewer: null; sessionEnded: boolean }>('{ viewer { role } sessionEnded }');
    assert.deepEqual(later.data, { viewer: null, sessionEnded: true });
    const list = await b.gql('{ notificationCount }');
    assert.equal(list.errors?.[0]?.extensions?.reason, 'SESSION_TIMEOUT');
    const fresh = await new Browserish(stack.url).gql<{ viewer: null; sessionEnded: boolean }>(
      '{ viewer { role } sessionEnded }',
    );
    assert.deepEqual(fresh.data, { viewer: null, sessionEnded: false }, 'no cookie: signed out');
  });

  it('forgot and reset password through the outbox link, then sign in with the new password', async () => {
    const b = new Browserish(stack.url);
    const email = 'clientuser@sandbox.test';
    const forgot = await b.gql<{ requestPasswordReset: { message: string } }>(
      'mutation($i: RequestPasswordResetInput!) { requestPasswordReset(input: $i) { message } }',
      { i: { email } },
    );
    assert.equal(forgot.data?.requestPasswordReset.message, messages.resetSent);
    const unknown = await b.gql<{ requestPasswordReset: { message: string } }>(
      'mutation($i: RequestPasswordResetInput!) { requestPasswordReset(input: $i) { message } }',
      { i: { email: 'ghost@sandbox.test' } },
    );
    assert.equal(unknown.data?.requestPasswordReset.message, messages.resetSent, 'same answer for unknown accounts');
    const [mail] = await sandboxControl(stack.sandboxUrl).outbox(email);
    const token = /\/reset-password\/([^/\s]+)/.exec(mail!.link ?? mail!.text)![1]!;
    const short = await b.gql('mutation($i: ResetPasswordInput!) { resetPassword(input: $i) { ok } }', {
      i: { token, password: '123', confirmPassword: '123' },
    });
    assert.deepEqual(short.errors?.[0]?.extensions?.fieldErrors, [
      { name: 'password', messages: [messages.passwordTooShort] },
    ]);
    const ok = await b.gql<{ resetPassword: { ok: boolean } }>(
      'mutation($i: ResetPasswordInput!) { resetPassword(input: $i) { ok } }',
      { i: { token, password: 'NewPass#1', confirmPassword: 'NewPass#1' } },
    );
    assert.equal(ok.data?.resetPassword.ok, true, JSON.stringify(ok.errors));
    const reused = await b.gql('mutation($i: ResetPasswordInput!) { resetPassword(input: $i) { ok } }', {
      i: { token, password: 'NewPass#2', confirmPassword: 'NewPass#2' },
    });
    assert.equal(reused.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT');
    assert.equal((reused.errors?.[0]?.extensions?.fieldErrors as { name: string }[])[0]?.name, 'token');
    // The client user may not sign in (no page to land on): the new password is right, the refusal is the permissions one.
    const after = await b.login(email, 'NewPass#1');
    assert.equal(after.errors?.[0]?.message, messages.checkPermissions);
    assert.equal(b.cookies.size, 0);
  });

  it('change password maps upstream field errors to the form fields and then works', async () => {
    const b = new Browserish(stack.url);
    await b.login('officeadmin@sandbox.test', PASSWORD);
    const wrong = await b.gql('mutation($i: ChangePasswordInput!) { changePassword(input: $i) { ok } }', {
      i: { currentPassword: 'nope', newPassword: 'Better#2026', confirmPassword: 'Better#2026' },
    });
    assert.equal(wrong.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT');
    assert.equal((wrong.errors?.[0]?.extensions?.fieldErrors as { name: string }[])[0]?.name, 'currentPassword');
    const mismatch = await b.gql('mutation($i: ChangePasswordInput!) { changePassword(input: $i) { ok } }', {
      i: { currentPassword: PASSWORD, newPassword: 'Better#2026', confirmPassword: 'Better#2027' },
    });
    assert.deepEqual(mismatch.errors?.[0]?.extensions?.fieldErrors, [
      { name: 'confirmPassword', messages: [messages.passwordMismatch] },
    ]);
    const ok = await b.gql<{ changePassword: { ok: boolean } }>(
      'mutation($i: ChangePasswordInput!) { changePassword(input: $i) { ok } }',
      { i: { currentPassword: PASSWORD, newPassword: 'Better#2026', confirmPassword: 'Better#2026' } },
    );
    assert.equal(ok.data?.changePassword.ok, true, JSON.stringify(ok.errors));
    assert.equal((await new Browserish(stack.url).login('officeadmin@sandbox.test', 'Better#2026')).errors, undefined);
  });

  it('updateProfile validates, saves, and the viewer shows the new name', async () => {
    const b = new Browserish(stack.url);
    await b.login('agent@sandbox.test', PASSWORD);
    const bad = await b.gql('mutation { updateProfile(input: {firstName: "  ", mobile: "123"}) { message } }');
    assert.deepEqual(bad.errors?.[0]?.extensions?.fieldErrors, [
      { name: 'firstName', messages: [messages.firstNameRequired] },
      { name: 'mobile', messages: [messages.phoneTooShort] },
    ]);
    const ok = await b.gql<{ updateProfile: { message: string; profile: { firstName: string; mobile: string } } }>(
      'mutation { updateProfile(input: {firstName: "Amy", lastName: "Agnew", mobile: "0400 111 222"}) { message profile { firstName mobile } } }',
    );
    assert.equal(ok.data?.updateProfile.message, messages.userSettingsUpdated);
    assert.equal(ok.data?.updateProfile.profile.firstName, 'Amy');
    const v = await b.gql<{ viewer: { user: { firstName: string } } }>(VIEWER);
    assert.equal(v.data?.viewer.user.firstName, 'Amy');
  });

  it('branding follows the host sub-domain', async () => {
    const b = new Browserish(stack.url);
    const q = 'query($h: String!) { branding(host: $h) { subDomain logoUrl logoInverseUrl faviconUrl } }';
    const acme = await b.gql<{ branding: { subDomain: string; logoUrl: string } }>(q, { h: 'acme.localhost:4000' });
    assert.equal(acme.data?.branding.subDomain, 'acme');
    assert.match(acme.data!.branding.logoUrl, /^\/storage\//);
    const img = await b.fetch(acme.data!.branding.logoUrl);
    assert.equal(img.status, 200);
    assert.match(img.headers.get('content-type') ?? '', /image\/svg\+xml/);
    assert.equal((await b.gql<{ branding: null }>(q, { h: 'localhost:4000' })).data?.branding, null);
    assert.equal((await b.gql<{ branding: null }>(q, { h: 'nosuchclient.localhost' })).data?.branding, null);
    assert.equal((await b.fetch('/storage/clients/..%2f..%2fsecret')).status, 404);
  });

  it('every dashboard API call carries the access key; main API calls never do', async () => {
    const control = sandboxControl(stack.sandboxUrl);
    await control.clearCalls();
    await new Browserish(stack.url).login('clientadmin@sandbox.test', PASSWORD);
    const calls = await control.calls();
    const dashboard = calls.filter((c) => c.path.startsWith('/dashboard-api'));
    assert.ok(dashboard.length >= 1);
    for (const c of dashboard) assert.equal(c.headers['x-access-key'], 'present');
    for (const c of calls.filter((c) => c.path.startsWith('/api')))
      assert.notEqual(c.headers['x-access-key'], 'present');
  });
});
