import { texts } from '../../lib/texts.ts';

export interface NavItem {
  label: string;
  to: string;
}

export interface NavFlags {
  clients: boolean;
  offices: boolean;
  users: boolean;
  packages: boolean;
  orders: boolean;
  reports: boolean;
  globalReport: boolean;
  audience: boolean;
  adminAudience: boolean;
  adminToolsNav: boolean;
}

export const navItems = (can: NavFlags): NavItem[] => {
  const audienceTo = can.audience ? '/audience' : can.adminAudience ? '/admin/audience' : null;
  const entries: [boolean, NavItem][] = [
    [can.clients, { label: texts.nav.clientManager, to: '/clients' }],
    [can.offices, { label: texts.nav.offices, to: '/offices' }],
    [can.users, { label: texts.nav.users, to: '/users' }],
    [can.packages, { label: texts.nav.packages, to: '/packages' }],
    [can.orders, { label: texts.nav.orders, to: '/orders' }],
    [can.reports, { label: texts.nav.reports, to: '/reports' }],
    [can.globalReport, { label: texts.nav.globalReport, to: '/global-report' }],
    [audienceTo !== null, { label: texts.nav.audience, to: audienceTo ?? '' }],
    [can.adminToolsNav, { label: texts.nav.adminToolsItem, to: '/admin-tools' }],
  ];
  return entries.filter(([shown]) => shown).map(([, item]) => item);
};
