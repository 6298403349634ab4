type PaymentOption = 'credit-card' | 'trading-terms';
export type State = 'ACT' | 'NSW' | 'NT' | 'QLD' | 'SA' | 'TAS' | 'VIC' | 'WA';
export type Suburb = { name: string; postcode: string };

export type SeedClient = {
  id: number;
  title: string;
  subDomain: string;
  colour: string;
  secondaryColour: string;
  product: string;
  companyName: string;
  abnNumber: string;
  domain: string;
  vendorNumber: string;
  workflowNumber: string;
  statSource: 'GA' | 'Loopa';
  payment: { property: PaymentOption; agent: PaymentOption; office: PaymentOption };
  billing: { building: string | null; number: string; street: string; suburb: Suburb; state: State };
};

export type SeedOffice = {
  id: number;
  clientId: number;
  title: string;
  slug: string;
  status: 'published' | 'archived';
  state: State;
  suburbs: readonly Suburb[];
};

const tradingTermsText = (title: string) =>
  [
    `Campaigns booked on trading terms are invoiced to ${title} monthly in arrears.`,
    'Invoices are payable within 14 days of issue. Prices exclude GST unless stated otherwise.',
    'Cancellations made before a campaign goes live are not charged; live campaigns are charged pro rata.',
  ].join('\n');

export const clients: readonly SeedClient[] = [
  {
    id: 1,
    title: 'Acme Realty',
    subDomain: 'acme',
    colour: '#c8102e',
    secondaryColour: '#1d1d1b',
    product: 'Portal Pro',
    companyName: 'Acme Realty Pty Ltd',
    abnNumber: '49 624 595 711',
    domain: 'acmerealty.example',
    vendorNumber: 'V-10421',
    workflowNumber: 'WF-3318',
    statSource: 'GA',
    payment: { property: 'credit-card', agent: 'credit-card', office: 'trading-terms' },
    billing: {
      building: 'Level 12',
      number: '201',
      street: 'Kent Street',
      suburb: { name: 'Sydney', postcode: '2000' },
      state: 'NSW',
    },
  },
  {
    id: 2,
    title: 'Harbour Property Group',
    subDomain: 'harbour',
    colour: '#005f9e',
    secondaryColour: '#f2a900',
    product: 'Portal Standard',
    companyName: 'Harbour Property Group Pty Ltd',
    abnNumber: '85 661 250 090',
    domain: 'harbourproperty.example',
    vendorNumber: 'V-20877',
    workflowNumber: 'WF-4102',
    statSource: 'Loopa',
    payment: { property: 'trading-terms', agent: 'credit-card', office: 'trading-terms' },
    billing: {
      building: 'Suite 4',
      number: '39',
      street: 'East Esplanade',
      suburb: { name: 'Manly', postcode: '2095' },
      state: 'NSW',
    },
  },
  {
    id: 3,
    title: 'Summit Estates',
    subDomain: 'summit',
    colour: '#2e7d32',
    secondaryColour: '#5d4037',
    product: 'Portal Pro',
    companyName: 'Summit Estates Pty Ltd',
    abnNumber: '73 569 568 058',
    domain: 'summitestates.example',
    vendorNumber: 'V-31560',
    workflowNumber: 'WF-2790',
    statSource: 'GA',
    payment: { property: 'credit-card', agent: 'credit-card', office: 'credit-card' },
    billing: {
      building: null,
      number: '150',
      street: 'Katoomba Street',
      suburb: { name: 'Katoomba', postcode: '2780' },
      state: 'NSW',
    },
  },
];

export const tradingTerms = (client: SeedClient) => tradingTermsText(client.title);

const nsw = (
  id: number,
  clientId: number,
  title: string,
  slug: string,
  suburbs: readonly (readonly [string, string])[],
  status: SeedOffice['status'] = 'published',
): SeedOffice => ({
  id,
  clientId,
  title,
  slug,
  status,
  state: 'NSW',
  suburbs: suburbs.map(([name, postcode]) => ({ name, postcode })),
});

export const offices: readonly SeedOffice[] = [
  nsw(1, 1, 'Sydney CBD', 'acme-sydney-cbd', [
    ['Sydney', '2000'],
    ['Haymarket', '2000'],
    ['Pyrmont', '2009'],
    ['Ultimo', '2007'],
    ['Millers Point', '2000'],
  ]),
  nsw(2, 1, 'Parramatta', 'acme-parramatta', [
    ['Parramatta', '2150'],
    ['Harris Park', '2150'],
    ['Westmead', '2145'],
    ['North Parramatta', '2151'],
    ['Rosehill', '2142'],
  ]),
  nsw(3, 1, 'Bondi', 'acme-bondi', [
    ['Bondi', '2026'],
    ['Bondi Beach', '2026'],
    ['North Bondi', '2026'],
    ['Tamarama', '2026'],
    ['Bronte', '2024'],
  ]),
  nsw(4, 1, 'Chatswood', 'acme-chatswood', [
    ['Chatswood', '2067'],
    ['Artarmon', '2064'],
    ['Willoughby', '2068'],
    ['Lane Cove', '2066'],
    ['Roseville', '2069'],
  ]),
  nsw(5, 2, 'Manly', 'harbour-manly', [
    ['Manly', '2095'],
    ['Fairlight', '2094'],
    ['Balgowlah', '2093'],
    ['Seaforth', '2092'],
  ]),
  nsw(6, 2, 'Mosman', 'harbour-mosman', [
    ['Mosman', '2088'],
    ['Cremorne', '2090'],
    ['Clifton Gardens', '2088'],
    ['Beauty Point', '2088'],
  ]),
  nsw(7, 2, 'Neutral Bay', 'harbour-neutral-bay', [
    ['Neutral Bay', '2089'],
    ['Kurraba Point', '2089'],
    ['Cremorne Point', '2090'],
    ['Kirribilli', '2061'],
  ]),
  nsw(8, 3, 'Katoomba', 'summit-katoomba', [
    ['Katoomba', '2780'],
    ['Medlow Bath', '2780'],
    ['Leura', '2780'],
  ]),
  nsw(9, 3, 'Leura', 'summit-leura', [
    ['Leura', '2780'],
    ['Wentworth Falls', '2782'],
    ['Bullaburra', '2784'],
  ]),
  nsw(10, 3, 'Blackheath', 'summit-blackheath', [
    ['Blackheath', '2785'],
    ['Mount Victoria', '2786'],
    ['Medlow Bath', '2780'],
  ]),
  nsw(11, 1, 'Surry Hills', 'acme-surry-hills', [
    ['Surry Hills', '2010'],
    ['Darlinghurst', '2010'],
    ['Redfern', '2016'],
    ['Paddington', '2021'],
  ]),
  nsw(12, 1, 'Newtown', 'acme-newtown', [
    ['Newtown', '2042'],
    ['Enmore', '2042'],
    ['Erskineville', '2043'],
    ['Marrickville', '2204'],
    ['Stanmore', '2048'],
  ]),
  nsw(13, 1, 'Ryde', 'acme-ryde', [
    ['Ryde', '2112'],
    ['Meadowbank', '2114'],
    ['West Ryde', '2114'],
    ['Eastwood', '2122'],
    ['Putney', '2112'],
  ]),
  nsw(14, 1, 'Castle Hill', 'acme-castle-hill', [
    ['Castle Hill', '2154'],
    ['Baulkham Hills', '2153'],
    ['Kellyville', '2155'],
    ['Cherrybrook', '2126'],
  ]),
  nsw(15, 1, 'Cronulla', 'acme-cronulla', [
    ['Cronulla', '2230'],
    ['Caringbah', '2229'],
    ['Miranda', '2228'],
    ['Woolooware', '2230'],
  ]),
  nsw(16, 1, 'Penrith', 'acme-penrith', [
    ['Penrith', '2750'],
    ['Emu Plains', '2750'],
    ['Glenmore Park', '2745'],
    ['Jamisontown', '2750'],
  ]),
  nsw(
    17,
    1,
    'Balmain',
    'acme-balmain',
    [
      ['Balmain', '2041'],
      ['Rozelle', '2039'],
      ['Birchgrove', '2041'],
      ['Lilyfield', '2040'],
    ],
    'archived',
  ),
  nsw(18, 2, 'Dee Why', 'harbour-dee-why', [
    ['Dee Why', '2099'],
    ['Collaroy', '2097'],
    ['Narraweena', '2099'],
    ['Curl Curl', '2096'],
  ]),
  nsw(19, 2, 'Freshwater', 'harbour-freshwater', [
    ['Freshwater', '2096'],
    ['Queenscliff', '2096'],
    ['North Curl Curl', '2099'],
  ]),
  nsw(20, 2, 'Avalon Beach', 'harbour-avalon-beach', [
    ['Avalon Beach', '2107'],
    ['Palm Beach', '2108'],
    ['Bilgola Plateau', '2107'],
    ['Whale Beach', '2107'],
  ]),
  nsw(21, 2, 'Mona Vale', 'harbour-mona-vale', [
    ['Mona Vale', '2103'],
    ['Newport', '2106'],
    ['Warriewood', '2102'],
    ['Bayview', '2104'],
  ]),
  nsw(22, 2, 'North Sydney', 'harbour-north-sydney', [
    ['North Sydney', '2060'],
    ['McMahons Point', '2060'],
    ['Waverton', '2060'],
    ['Crows Nest', '2065'],
  ]),
  nsw(
    23,
    2,
    'Cammeray',
    'harbour-cammeray',
    [
      ['Cammeray', '2062'],
      ['Northbridge', '2063'],
      ['Naremburn', '2065'],
    ],
    'archived',
  ),
  nsw(24, 3, 'Wentworth Falls', 'summit-wentworth-falls', [
    ['Wentworth Falls', '2782'],
    ['Lawson', '2783'],
    ['Hazelbrook', '2779'],
    ['Woodford', '2778'],
  ]),
  nsw(25, 3, 'Springwood', 'summit-springwood', [
    ['Springwood', '2777'],
    ['Faulconbridge', '2776'],
    ['Winmalee', '2777'],
    ['Valley Heights', '2777'],
  ]),
  nsw(26, 3, 'Glenbrook', 'summit-glenbrook', [
    ['Glenbrook', '2773'],
    ['Blaxland', '2774'],
    ['Lapstone', '2773'],
    ['Warrimoo', '2774'],
  ]),
  nsw(27, 3, 'Lithgow', 'summit-lithgow', [
    ['Lithgow', '2790'],
    ['Bowenfels', '2790'],
    ['Wallerawang', '2845'],
  ]),
  nsw(28, 3, 'Bathurst', 'summit-bathurst', [
    ['Bathurst', '2795'],
    ['Kelso', '2795'],
    ['West Bathurst', '2795'],
  ]),
  nsw(29, 3, 'Mudgee', 'summit-mudgee', [
    ['Mudgee', '2850'],
    ['Gulgong', '2852'],
  ]),
  nsw(30, 3, 'Orange', 'summit-orange', [
    ['Orange', '2800'],
    ['Millthorpe', '2798'],
    ['Bloomfield', '2800'],
  ]),
];

/**
 * Clients still being set up: no offices or users yet (the clients list pages past its first ten and
 * shows an archived client; the offices list shows its empty state for them). Written after every
 * other seed row, so the ids of everything else stay as they were.
 */
type OnboardingClient = SeedClient & { status: 'published' | 'archived' };

const onboarding = (
  id: number,
  title: string,
  subDomain: string,
  colour: string,
  suburb: readonly [string, string, State],
  street: readonly [string, string],
  status: OnboardingClient['status'] = 'published',
): OnboardingClient => ({
  id,
  title,
  subDomain,
  colour,
  secondaryColour: '#333333',
  product: id % 2 === 0 ? 'Portal Standard' : 'Portal Pro',
  companyName: `${title} Pty Ltd`,
  abnNumber: `${String(11 + id * 7).padStart(2, '0')} ${String(100 + id * 37).slice(-3)} ${String(200 + id * 53).slice(-3)} ${String(300 + id * 71).slice(-3)}`,
  domain: `${subDomain}.example`,
  vendorNumber: `V-${40000 + id * 113}`,
  workflowNumber: `WF-${5000 + id * 29}`,
  statSource: id % 3 === 0 ? 'Loopa' : 'GA',
  payment:
    id % 2 === 0
      ? { property: 'credit-card', agent: 'credit-card', office: 'credit-card' }
      : { property: 'trading-terms', agent: 'credit-card', office: 'trading-terms' },
  billing: {
    building: null,
    number: street[0],
    street: street[1],
    suburb: { name: suburb[0], postcode: suburb[1] },
    state: suburb[2],
  },
  status,
});

export const onboardingClients: readonly OnboardingClient[] = [
  onboarding(4, 'Bayside Realty', 'bayside', '#00838f', ['Brighton', '3186', 'VIC'], ['14', 'Church Street']),
  onboarding(
    5,
    'Coastline Property',
    'coastline',
    '#1565c0',
    ['Surfers Paradise', '4217', 'QLD'],
    ['3', 'Cavill Avenue'],
  ),
  onboarding(
    6,
    'Golden Wattle Estates',
    'goldenwattle',
    '#f9a825',
    ['Braddon', '2612', 'ACT'],
    ['22', 'Lonsdale Street'],
  ),
  onboarding(7, 'Ironbark Real Estate', 'ironbark', '#6d4c41', ['Toowoomba', '4350', 'QLD'], ['410', 'Ruthven Street']),
  onboarding(8, 'Jacaranda Homes', 'jacaranda', '#7b1fa2', ['Grafton', '2460', 'NSW'], ['55', 'Prince Street']),
  onboarding(9, 'Kookaburra Property', 'kookaburra', '#5d4037', ['Fremantle', '6160', 'WA'], ['8', 'High Street']),
  onboarding(10, 'Lighthouse Realty', 'lighthouse', '#c62828', ['Glenelg', '5045', 'SA'], ['31', 'Jetty Road']),
  onboarding(
    11,
    'Northern Rivers Estates',
    'northernrivers',
    '#2e7d32',
    ['Lismore', '2480', 'NSW'],
    ['102', 'Molesworth Street'],
  ),
  onboarding(
    12,
    'Outback Land Co',
    'outback',
    '#bf360c',
    ['Alice Springs', '0870', 'NT'],
    ['9', 'Todd Mall'],
    'archived',
  ),
];
