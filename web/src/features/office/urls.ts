/**
 * The office area's paths (ordering spec section 2.1). A campaign's dashboard follows its type:
 * property and property extend open the property dashboard, office the office dashboard, any other
 * the agent dashboard (spec section 1).
 */
const office = (slug: string) => `/office/${encodeURIComponent(slug)}`;

export const officePaths = {
  campaigns: (slug: string) => `${office(slug)}/campaigns`,
  propertyOrder: (slug: string) => `${office(slug)}/property-campaigns/order`,
  agentOrder: (slug: string) => `${office(slug)}/agent-campaigns/order`,
  officeOrder: (slug: string) => `${office(slug)}/office-campaigns/order`,
};

export const dashboardPath = (slug: string, campaignType: string, campaignId: string): string => {
  const id = encodeURIComponent(campaignId);
  if (campaignType === 'property' || campaignType === 'property-extend')
    return `${office(slug)}/property-campaigns/${id}`;
  if (campaignType === 'office') return `${office(slug)}/office-campaigns/${id}`;
  return `${office(slug)}/agent-campaigns/${id}`;
};

/** BACK TO {client} OFFICES: the Offices list with `selectedClient` (JSON of the client's id and title). */
export const officesOfClient = (client: { id: string; title: string }): string =>
  `/offices?${new URLSearchParams({ selectedClient: JSON.stringify({ id: client.id, title: client.title }) }).toString()}`;
