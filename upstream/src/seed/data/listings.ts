type Dwelling = {
  kind: string;
  beds: readonly [number, number];
  baths: readonly [number, number];
  cars: readonly [number, number];
  unit: boolean;
  price: readonly [number, number];
};

export const dwellings: readonly (readonly [Dwelling, number])[] = [
  [{ kind: 'house', beds: [3, 5], baths: [1, 3], cars: [1, 3], unit: false, price: [1_100_000, 3_600_000] }, 40],
  [{ kind: 'apartment', beds: [1, 3], baths: [1, 2], cars: [0, 2], unit: true, price: [520_000, 1_650_000] }, 28],
  [{ kind: 'townhouse', beds: [2, 4], baths: [2, 3], cars: [1, 2], unit: true, price: [850_000, 1_900_000] }, 12],
  [{ kind: 'terrace', beds: [2, 4], baths: [1, 2], cars: [0, 1], unit: false, price: [1_200_000, 2_800_000] }, 8],
  [{ kind: 'cottage', beds: [2, 3], baths: [1, 2], cars: [0, 2], unit: false, price: [690_000, 1_400_000] }, 7],
  [{ kind: 'villa', beds: [2, 3], baths: [1, 2], cars: [1, 1], unit: true, price: [640_000, 1_200_000] }, 5],
];

export const openers = [
  'Sun-drenched',
  'Light-filled',
  'Beautifully renovated',
  'Architect-designed',
  'Character-filled',
  'Immaculately presented',
  'Tightly held',
  'Entertainer’s',
  'Freshly updated',
  'Peaceful',
  'Elevated',
  'Low-maintenance',
  'Classic Federation',
  'Art Deco',
  'Contemporary',
  'Family-sized',
  'Leafy',
  'Stylish',
  'Generous',
  'North-facing',
] as const;

export const hooks = [
  'moments to the village',
  'with harbour glimpses',
  'with leafy outlook',
  'steps to the beach',
  'close to schools and transport',
  'with a private courtyard',
  'on a quiet cul-de-sac',
  'with mountain views',
  'with a north-facing garden',
  'walk to the station',
  'with a sparkling pool',
  'with a wraparound verandah',
  'with scope to add value',
  'in a boutique block',
  'with city skyline views',
  'backing onto bushland',
] as const;

export const features = [
  'an open-plan living and dining zone that flows to the outdoor entertaining area',
  'a stone kitchen with gas cooking and a walk-in pantry',
  'a main bedroom with built-in robes and a renovated ensuite',
  'ducted air conditioning and polished timber floors throughout',
  'a level, sunny backyard with room for the kids to play',
  'an internal laundry and generous storage',
  'a lock-up garage with internal access',
  'double-glazed windows and ceiling fans',
  'a fireplace for the cooler mountain evenings',
  'a covered alfresco deck overlooking the garden',
  'a separate study that works well as a home office',
  'solar panels and a rainwater tank',
] as const;

export const neighbourhoods = [
  'cafés, parks and local shops',
  'the train station and bus services',
  'well-regarded local schools',
  'walking tracks and lookouts',
  'the beach and coastal walk',
  'the shopping centre and restaurants',
] as const;
