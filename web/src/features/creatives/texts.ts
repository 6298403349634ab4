/** The creatives' texts (product texts: the spec names none). */
export const creativeTexts = {
  previewTitle: 'Ad creative preview',
  previewIntro: 'How the ad will look at each size, from what you entered.',
  frameTitle: (size: string) => `Ad creative ${size}`,
  loading: 'Loading the creative…',
  unavailable: 'Creative unavailable',
  unavailableHint: 'The creative could not be loaded.',
  notConfigured: 'No creative is set up for this size.',
} as const;
