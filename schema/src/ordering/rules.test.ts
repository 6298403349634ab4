import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  agentPageUrlProblem,
  paymentOutcomeText,
  paymentOutcomeTitle,
  propertyFlowTotalCents,
  sideBarItems,
  totalWithGstCents,
  type PropertyOrderContext,
} from './rules.ts';
import { propertyOrderSchema } from './property-order-schema.ts';
import { orderingMessages as m } from '../messages.ts';

describe('GST', () => {
  test('price × 1.1 in whole cents when the office includes GST, rounded half up', () => {
    assert.equal(totalWithGstCents(64_900, true), 71_390);
    assert.equal(totalWithGstCents(64_900, false), 64_900);
    assert.equal(totalWithGstCents(5, true), 6);
    assert.equal(totalWithGstCents(4, true), 4);
    assert.equal(totalWithGstCents(1, true), 1);
    assert.equal(totalWithGstCents(0, true), 0);
    assert.equal(propertyFlowTotalCents(39_900), 43_890);
    assert.throws(() => totalWithGstCents(1.5, true), RangeError);
  });
});

describe('the side bar', () => {
  test('agents see order items by their flags and never Office Order or the back button', () => {
    assert.deepEqual(sideBarItems({ isAgentUser: true, canViewMediaOrders: true, canViewPastOrders: false }), {
      propertyOrder: true,
      agentOrder: true,
      officeOrder: false,
      campaigns: false,
      backToOffices: false,
    });
    assert.equal(
      sideBarItems({ isAgentUser: false, canViewMediaOrders: false, canViewPastOrders: false }).officeOrder,
      true,
    );
  });
});

describe('the agent page URL', () => {
  const whitelist = ['acmerealty.example', 'www.acmerealty.example', '*.acme.example'];
  test('inside the whitelist; *.x matches sub-domains of x', () => {
    assert.equal(agentPageUrlProblem('https://team.acme.example/agent', whitelist), null);
    assert.equal(agentPageUrlProblem('https://www.acmerealty.example/agent', whitelist), null);
    assert.equal(agentPageUrlProblem('https://elsewhere.example/agent', whitelist), m.agentPageUrlNotAuthorised);
    assert.equal(
      agentPageUrlProblem('https://www.domain.com.au/agent/1', [...whitelist, '*.domain.com.au']),
      m.agentPageUrlNotAuthorised,
    );
    assert.equal(agentPageUrlProblem('not a url', whitelist), m.agentPageUrlInvalid);
    assert.equal(agentPageUrlProblem('', whitelist), m.agentPageUrlRequired);
  });

  test('refused: other schemes, http, user info, white space, listing portals, whitelist edge cases, overlong', () => {
    const refused = [
      'javascript:alert(1)//team.acme.example',
      'JAVASCRIPT:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'http://team.acme.example/agent',
      'ftp://team.acme.example/agent',
      '//team.acme.example/agent',
      'https://good.acme.example@evil.example/agent',
      'https://user:pass@team.acme.example/agent',
      'https://team.acme.example\n.evil.example/',
      'https://te\tam.acme.example/agent',
      'https://www.realestate.com.au/agent/1',
      'https://REALESTATE.COM.AU:443/agent',
      'https://agents.sub.domain.com.au:8443/x',
      'https://domain.com.au./x',
      'https://team.acme.example/?next=realestate.com.au',
      'https://acme.example/agent',
      'https://evilacme.example/agent',
      'https://acme.example.evil.example/agent',
      'https://team.acme.example.evil/agent',
      'https://acmerealty.example.evil/agent',
      'https://xn--cme-8cd.example/agent',
      'https://аcme.example/agent',
      `https://team.acme.example/${'a'.repeat(2100)}`,
    ];
    for (const url of refused) assert.notEqual(agentPageUrlProblem(url, whitelist), null, url);
    for (const url of [
      'https://team.acme.example:8443/agent',
      'https://A.B.ACME.EXAMPLE/agent',
      'https://team.acme.example./x',
    ])
      assert.equal(agentPageUrlProblem(url, whitelist), null, url);
    // Entries that name no host whitelist nothing.
    for (const entry of ['*.', '*', '', '*.*', 'https://acme.example', '*.acme.example/x'])
      assert.notEqual(agentPageUrlProblem('https://team.acme.example/agent', [entry]), null, entry);
  });
});

describe('the property order form', () => {
  const context: PropertyOrderContext = {
    kind: 'PROPERTY',
    today: '2026-11-27',
    videoRequired: true,
    videoOptional: false,
    showPropertyUrlField: true,
    showAgentLandingPage: false,
    clientDomains: ['acme.example'],
    hasExistingAgentImage: false,
  };
  const errors = (ctx: PropertyOrderContext, input: Record<string, unknown>) => {
    const result = propertyOrderSchema(ctx).safeParse({ officeId: '1', ...input });
    return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  test('required fields answer the spec messages', () => {
    assert.deepEqual(errors(context, {}), {
      packageId: m.packageRequired,
      propertyId: m.propertyRequired,
      startDate: m.startDateRequired,
      propertyUrl: m.propertyUrlRequired,
      videoUrl: m.videoUrlRequired,
    });
  });

  test('the video exception, recipients and start date', () => {
    const found = errors(
      { ...context, videoOptional: true },
      {
        packageId: '1',
        propertyId: '2',
        startDate: '2026-11-27',
        propertyUrl: 'https://acme.example/l',
        additionalRecipients: ['', 'nope'],
      },
    );
    assert.deepEqual(found, {
      startDate: m.startDateTooEarly,
      'additionalRecipients.0': m.recipientEmailRequired,
      'additionalRecipients.1': m.recipientEmailInvalid,
    });
  });

  test('agent extend: lead agent, one postcode, phone format, agent page URL', () => {
    const found = errors(
      {
        ...context,
        kind: 'AGENT_EXTEND',
        showAgentLandingPage: true,
        videoRequired: false,
        showPropertyUrlField: false,
      },
      {
        packageId: '1',
        propertyId: '2',
        startDate: '2026-11-28',
        phone: '+61400111222',
        postcode: '2000,2001',
        destinationUrl: 'https://x.example',
      },
    );
    assert.deepEqual(found, {
      name: m.leadAgentNameRequired,
      email: m.leadAgentEmailRequired,
      phone: m.leadAgentPhoneFormat,
      postcode: m.postcodeExactlyOne,
      mainImageId: m.leadAgentImageRequired,
      destinationUrl: m.agentPageUrlNotAuthorised,
    });
  });
});

test('the payment texts are the spec section 8 texts', () => {
  assert.equal(
    paymentOutcomeText.INSUFFICIENT_FUNDS,
    'Your credit card has insufficient funds, please try again later',
  );
  assert.equal(paymentOutcomeText.EXPIRED_CARD, 'Your credit card is expired, please update your card');
});

test('the generic payment failure is a title and the sentence below it, never one joined text', () => {
  assert.equal(paymentOutcomeTitle.DECLINED, 'Payment unsuccessful');
  assert.equal(
    paymentOutcomeText.DECLINED,
    'Sorry, we are unable to process your payment. Please check your card details or contact the payment provider',
  );
  for (const text of Object.values(paymentOutcomeText)) assert.ok(!text.includes(';'), text);
  // Only the generic failure has a title in the spec; successes and the named failures have none.
  assert.deepEqual(Object.keys(paymentOutcomeTitle), ['DECLINED']);
});
