import type { MockedResponse } from '@apollo/client/testing';
import { mutationMock } from '../../test/mutation-mock.ts';
import { CampaignPaymentQuery, OrderPropertyQuery, PropertyOrderPageQuery } from './queries.ts';

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
