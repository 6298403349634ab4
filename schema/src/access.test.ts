import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { landingPath, mayViewCampaigns, type OfficePermissionFlags } from './access.ts';

const flags = (past: boolean, media: boolean): OfficePermissionFlags => ({
  canViewPastOrders: past,
  canViewMediaOrders: media,
  canViewPaymentDetails: false,
});

describe('landingPath (platform spec, Login: where a user lands)', () => {
  it('1. admin-type roles go to /offices whatever their flags', () => {
    for (const role of ['SUPER_ADMIN', 'ADMIN', 'CLIENT_ADMIN', 'AGENT_ADMIN'] as const)
      assert.equal(landingPath(role, flags(false, false), 'acme-sydney-cbd'), '/offices', role);
  });

  it("2. past orders: the office's campaigns", () => {
    assert.equal(landingPath('AGENT_USER', flags(true, true), 'acme-sydney-cbd'), '/office/acme-sydney-cbd/campaigns');
    assert.equal(landingPath('AGENT_USER', flags(true, false), 'acme-sydney-cbd'), '/office/acme-sydney-cbd/campaigns');
  });

  it("3. media orders only: the office's property order page (decision 057)", () => {
    assert.equal(
      landingPath('AGENT_USER', flags(false, true), 'acme-parramatta'),
      '/office/acme-parramatta/property-campaigns/order',
    );
    assert.equal(landingPath('AGENT_USER', flags(false, true), 'a b'), '/office/a%20b/property-campaigns/order');
  });

  it('4. no usable permission, or no office: nowhere', () => {
    assert.equal(landingPath('AGENT_USER', flags(false, false), 'acme-parramatta'), null);
    assert.equal(landingPath('AGENT_USER', flags(true, true), null), null);
  });

  it('the client user has no navigation permission: nowhere, whatever its flags and office', () => {
    assert.equal(landingPath('CLIENT_USER', flags(true, true), 'acme-sydney-cbd'), null);
    assert.equal(landingPath('CLIENT_USER', flags(false, false), null), null);
  });
});

describe('mayViewCampaigns (ordering spec 2.1 and 6: the campaign list and dashboards)', () => {
  it('admin-type roles always; agents by canViewPastOrders; the client user never', () => {
    for (const role of ['SUPER_ADMIN', 'ADMIN', 'CLIENT_ADMIN', 'AGENT_ADMIN'] as const)
      assert.equal(mayViewCampaigns(role, { canViewPastOrders: false }), true, role);
    assert.equal(mayViewCampaigns('AGENT_USER', { canViewPastOrders: true }), true);
    assert.equal(mayViewCampaigns('AGENT_USER', { canViewPastOrders: false }), false);
    assert.equal(mayViewCampaigns('CLIENT_USER', { canViewPastOrders: true }), false);
  });
});
