export const streets = [
  'Wattle Street', 'Banksia Avenue', 'Jacaranda Crescent', 'Waratah Street', 'Bottlebrush Close',
  'Eucalyptus Drive', 'Kurrajong Road', 'Grevillea Place', 'Acacia Way', 'Boronia Street',
  'Lilly Pilly Court', 'Ironbark Road', 'Bluegum Avenue', 'Coral Tree Drive', 'Melaleuca Street',
  'Casuarina Road', 'Pacific Highway', 'Oxford Street', 'King Street', 'Queen Street',
  'Macquarie Street', 'Elizabeth Street', 'Bourke Street', 'Crown Street', 'Albion Street',
  'Ocean View Road', 'Beach Road', 'Harbour Street', 'Cliff Street', 'Ridge Street',
  'Hill Street', 'Park Avenue', 'Railway Parade', 'Station Street', 'Mountain View Road',
  'Valley Road', 'Lookout Road', 'Falls Road', 'Cascade Street', 'Bellevue Crescent',
  'Lagoon Street', 'Bay Road', 'Victoria Road', 'Church Street', 'George Street',
  'William Street', 'Darling Street', 'Military Road', 'Pittwater Road', 'Great Western Highway',
  'Lurline Street', 'Govetts Leap Road', 'Musgrave Road', 'Wentworth Street', 'Lawson Street',
  'Hume Street', 'Parkes Street', 'Forbes Street', 'Sturt Avenue', 'Flinders Street',
] as const;
