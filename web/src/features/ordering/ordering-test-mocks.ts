import type { MockedResponse } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { mutationMock } from '../../test/mutation-mock.ts';
import {
  AgentOrderPageQuery,
  CampaignPaymentQuery,
  CreatedAgentCampaignQuery,
  OfficeOrderPageQuery,
  OrderPropertyQuery,
  PropertyOrderPageQuery,
} from './queries.ts';

/* ---------------------------------------------------------------- the property order form and payment */

export const SLUG = 'acme-sydney-cbd';
export const ORDER_URL = `/office/${SLUG}/property-campaigns/order`;
export const ORDER_PATH = '/office/:agency/property-campaigns/order';

export const pageData = ({ showAgentLandingPage = true, agent = false } = {}) => ({
  propertyOrderPage: {
    __typename: 'PropertyOrderPage',
    office: {
      __typename: 'OrderingOffice',
      id: '11',
      slug: SLUG,
      displayName: 'Acme Sydney CBD',
      includeGst: true,
      organicCampaigns: true,
      sideBar: { __typename: 'OfficeSideBar', backToOffices: !agent },
      client: {
        __typename: 'OrderingClient',
        id: '3',
        title: 'Acme Realty',
        showPropertyUrlField: false,
        showAgentLandingPage,
        domains: ['*.acme.test'],
        videoOptional: false,
      },
    },
    packages: [
      {
        __typename: 'OrderPackage',
        id: '21',
        title: 'Property Boost',
        type: 'PROPERTY',
        description: '',
        sortOrder: 1,
        videoRequired: false,
        duration: 14,
        price: agent ? null : 50000,
        total: agent ? null : 55000,
      },
      {
        __typename: 'OrderPackage',
        id: '22',
        title: 'Agent Extend',
        type: 'AGENT_EXTEND',
        description: '',
        sortOrder: 2,
        videoRequired: false,
        duration: 14,
        price: agent ? null : 30000,
        total: agent ? null : 33000,
      },
    ],
    audiences: null,
    properties: [
      {
        __typename: 'OrderProperty',
        id: '101',
        title: '12 Harbour Street',
        suburb: 'Sydney',
        mainImageUrl: null,
        isOrderable: true,
      },
    ],
    savedCards: [{ __typename: 'SavedCard', id: '7', brand: 'Visa', last4: '4242', expMonth: 3, expYear: 2031 }],
    paymentOption: 'CREDIT_CARD',
    tradingTerms: null,
    leadAgent: {
      __typename: 'OrderLeadAgent',
      name: 'Olive Admin',
      email: 'olive@acme.test',
      phone: '0400 111 222',
      postcode: '2095',
      imageId: null as string | null,
      imageUrl: null as string | null,
    },
    creatives: {
      __typename: 'CreativeUrls',
      size160x600: 'http://127.0.0.1:4010/creatives/property/160x600',
      size300x600: 'http://127.0.0.1:4010/creatives/property/300x600',
      size300x250: 'http://127.0.0.1:4010/creatives/property/300x250',
      size970x250: 'http://127.0.0.1:4010/creatives/property/970x250',
    },
  },
});

export const pageMock = (data = pageData()): MockedResponse => ({
  request: { query: PropertyOrderPageQuery, variables: () => true },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: { data },
});

export const propertyMock = (): MockedResponse =>
  mutationMock(OrderPropertyQuery, () => ({
    data: {
      orderProperty: {
        __typename: 'OrderPropertyDetail',
        id: '101',
        title: '12 Harbour Street',
        description: 'Light-filled apartment.',
        url: 'https://acme.test/listings/101',
        imageUrls: ['https://img.test/1.jpg', 'https://img.test/2.jpg'],
        thirdPartyJson: null,
        hasThirdPartyData: false,
      },
    },
  })).mock;

/**
 * The payment dialog's read of the campaign being paid (campaignPayment): the amount the server
 * knows, whatever the page or the URL say. Prices null for agents.
 */
export const paymentMock = (
  amount: { price: number | null; gst: number | null; total: number | null } = {
    price: 50000,
    gst: 5000,
    total: 55000,
  },
  packageTitle = 'Property Boost',
) =>
  mutationMock(CampaignPaymentQuery, (variables) => ({
    data: {
      campaignPayment: {
        __typename: 'CampaignPayment',
        campaignId: variables['campaignId'],
        packageTitle,
        ...amount,
      },
    },
  }));

/* ---------------------------------------------------------------- the agent and office order forms */

export const FORMS_SLUG = 'acme-sydney-cbd';
export const AGENT_ORDER_URL = `/office/${FORMS_SLUG}/agent-campaigns/order`;
export const AGENT_ORDER_PATH = '/office/:agency/agent-campaigns/order';
export const OFFICE_ORDER_URL = `/office/${FORMS_SLUG}/office-campaigns/order`;
export const OFFICE_ORDER_PATH = '/office/:agency/office-campaigns/order';

/** The office, packages and payment parts both pages share; `agent` is a viewer who sees no prices. */
const shared = ({ agent = false } = {}) => ({
  office: {
    __typename: 'OrderingOffice' as const,
    id: '11',
    slug: FORMS_SLUG,
    displayName: 'Acme Sydney CBD',
    includeGst: true,
    sideBar: { __typename: 'OfficeSideBar' as const, backToOffices: !agent },
    client: { __typename: 'OrderingClient' as const, id: '3', title: 'Acme Realty' },
  },
  packages: [
    {
      __typename: 'OrderFormPackage' as const,
      id: '31',
      title: 'Display Boost',
      description: '',
      videoRequired: false,
      duration: 14,
      price: agent ? null : 50000,
      gst: agent ? null : 5000,
      total: agent ? null : 55000,
    },
    {
      __typename: 'OrderFormPackage' as const,
      id: '32',
      title: 'Video Boost',
      description: '',
      videoRequired: true,
      duration: 14,
      price: agent ? null : 80000,
      gst: agent ? null : 8000,
      total: agent ? null : 88000,
    },
  ],
  audiences: null,
  creatives: {
    __typename: 'CreativeUrls' as const,
    size160x600: 'http://127.0.0.1:4010/creatives/agent/160x600',
    size300x600: 'http://127.0.0.1:4010/creatives/agent/300x600',
    size300x250: 'http://127.0.0.1:4010/creatives/agent/300x250',
    size970x250: 'http://127.0.0.1:4010/creatives/agent/970x250',
  },
  savedCards: [{ __typename: 'SavedCard' as const, id: '7', brand: 'Visa', last4: '4242', expMonth: 3, expYear: 2031 }],
  paymentOption: 'CREDIT_CARD',
  tradingTerms: null,
});

export const agentPageData = ({ agent = false, showAdTitle = true, showLabel = true } = {}) => ({
  agentOrderPage: {
    __typename: 'AgentOrderPage' as const,
    ...shared({ agent }),
    agents: [
      {
        __typename: 'OrderAgent' as const,
        id: '41',
        name: 'Olive Agent',
        email: 'olive@acme.test',
        phone: '0400 111 222',
        postcode: '2095',
        imageId: '901',
        imageUrl: 'http://127.0.0.1:4010/storage/agents/olive.png',
        imageLocation: 'agents/olive.png',
      },
      {
        __typename: 'OrderAgent' as const,
        id: '42',
        name: 'Noah Newcomer',
        email: 'noah@acme.test',
        phone: null,
        postcode: null,
        imageId: null,
        imageUrl: null,
        imageLocation: null,
      },
    ],
    showAdTitle,
    showLabel,
  },
});

export const officePageData = ({ agent = false } = {}) => ({
  officeOrderPage: { __typename: 'OfficeOrderPage' as const, ...shared({ agent }) },
});

const answering = (query: MockedResponse['request']['query'], data: unknown): MockedResponse => ({
  request: { query, variables: () => true },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: { data: data as Record<string, unknown> },
});

export const agentPageMock = (data = agentPageData()) => answering(AgentOrderPageQuery, data);
/** The BFF's answer for the Campaign created confirmation of campaign 5001 (package 31, Display Boost). */
export const createdCampaignMock = ({ awaitingPayment = true } = {}) =>
  answering(CreatedAgentCampaignQuery, {
    createdAgentCampaign: {
      __typename: 'CreatedAgentCampaign',
      campaignId: '5001',
      packageId: '31',
      awaitingPayment,
    },
  });
export const officePageMock = (data = officePageData()) => answering(OfficeOrderPageQuery, data);

/** The page query refused by the BFF. */
export const failingPageMock = (query: MockedResponse['request']['query']): MockedResponse => ({
  request: { query, variables: () => true },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: { errors: [new GraphQLError('Internal server error')] },
});

/** A PNG file the image fields accept. */
export const pngFile = (name = 'photo.png') =>
  new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
