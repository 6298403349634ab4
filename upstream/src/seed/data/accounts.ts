export const roles = [
  { code: 'ROLE_SUPER_ADMIN', label: 'Super Admin', adminToolAccess: true },
  { code: 'ROLE_ADMIN', label: 'Today Admin', adminToolAccess: true },
  { code: 'ROLE_CLIENT_ADMIN', label: 'Client Admin', adminToolAccess: false },
  { code: 'ROLE_AGENT_ADMIN', label: 'Office Admin', adminToolAccess: false },
  { code: 'ROLE_AGENT_USER', label: 'Agent', adminToolAccess: false },
  { code: 'ROLE_CLIENT_USER', label: 'Client User', adminToolAccess: false },
] as const;

type OfficeGrant = {
  slug: string;
  canViewMediaOrders: boolean;
  canViewPastOrders: boolean;
  canViewPaymentDetails: boolean;
};

const fullAccess = { canViewMediaOrders: true, canViewPastOrders: true, canViewPaymentDetails: true };
const noAccess = { canViewMediaOrders: false, canViewPastOrders: false, canViewPaymentDetails: false };

export type RoleCode = (typeof roles)[number]['code'];

type SeedUser = {
  id: number;
  firstName: string;
  lastName: string;
  username: string;
  mobile: string | null;
  role: RoleCode;
  clientId: number | null;
  passwordChangeable: boolean;
  offices: readonly OfficeGrant[];
};

export const users: readonly SeedUser[] = [
  {
    id: 1,
    firstName: 'Sam',
    lastName: 'Super',
    username: 'superadmin@sandbox.test',
    mobile: '0400 100 001',
    role: 'ROLE_SUPER_ADMIN',
    clientId: null,
    passwordChangeable: true,
    offices: [],
  },
  {
    id: 2,
    firstName: 'Ada',
    lastName: 'Admin',
    username: 'admin@sandbox.test',
    mobile: '0400 100 002',
    role: 'ROLE_ADMIN',
    clientId: null,
    passwordChangeable: true,
    offices: [],
  },
  {
    id: 3,
    firstName: 'Claire',
    lastName: 'Clarke',
    username: 'clientadmin@sandbox.test',
    mobile: '0411 200 003',
    role: 'ROLE_CLIENT_ADMIN',
    clientId: 1,
    passwordChangeable: true,
    offices: [],
  },
  {
    id: 4,
    firstName: 'Oliver',
    lastName: 'Oakes',
    username: 'officeadmin@sandbox.test',
    mobile: '0411 200 004',
    role: 'ROLE_AGENT_ADMIN',
    clientId: 1,
    passwordChangeable: true,
    offices: [
      { slug: 'acme-sydney-cbd', ...fullAccess },
      { slug: 'acme-parramatta', ...fullAccess },
    ],
  },
  {
    id: 5,
    firstName: 'Amelia',
    lastName: 'Agnew',
    username: 'agent@sandbox.test',
    mobile: '0422 300 005',
    role: 'ROLE_AGENT_USER',
    clientId: 1,
    passwordChangeable: true,
    offices: [{ slug: 'acme-sydney-cbd', ...noAccess, canViewPastOrders: true, canViewMediaOrders: true }],
  },
  {
    id: 6,
    firstName: 'Marcus',
    lastName: 'Medina',
    username: 'agent.media@sandbox.test',
    mobile: '0422 300 006',
    role: 'ROLE_AGENT_USER',
    clientId: 1,
    // The account that signs in with a password it may not change (the client user may not sign in at all).
    passwordChangeable: false,
    offices: [{ slug: 'acme-parramatta', ...noAccess, canViewMediaOrders: true }],
  },
  {
    id: 7,
    firstName: 'Nina',
    lastName: 'Noble',
    username: 'agent.none@sandbox.test',
    mobile: null,
    role: 'ROLE_AGENT_USER',
    clientId: 1,
    passwordChangeable: true,
    offices: [{ slug: 'acme-sydney-cbd', ...noAccess }],
  },
  {
    id: 8,
    firstName: 'Hugo',
    lastName: 'Harris',
    username: 'clientuser@sandbox.test',
    mobile: '0433 400 008',
    role: 'ROLE_CLIENT_USER',
    clientId: 2,
    passwordChangeable: false,
    offices: [],
  },
];

export const features = [
  {
    id: 1,
    key: 'audience',
    name: 'Audience',
    description: 'Build custom audiences from CRM contacts and target them in campaigns.',
  },
  {
    id: 2,
    key: 'organic-social',
    name: 'Organic Social',
    description: "Publish campaign posts to the office's own social media pages.",
  },
  {
    id: 3,
    key: 'agent-landing-page',
    name: 'Agent Landing Page',
    description: 'Give every agent a landing page that agent campaigns link to.',
  },
] as const;

export const clientFeatures = [
  { clientId: 1, featureKey: 'audience', enabled: true },
  { clientId: 1, featureKey: 'organic-social', enabled: true },
  { clientId: 2, featureKey: 'audience', enabled: false },
  { clientId: 2, featureKey: 'agent-landing-page', enabled: true },
  { clientId: 3, featureKey: 'audience', enabled: true },
  { clientId: 3, featureKey: 'agent-landing-page', enabled: true },
] as const;
