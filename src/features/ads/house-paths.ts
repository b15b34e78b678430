/** Paths of the house ad endpoints: the plain ones, and neutral first-party ones that blockers' filter lists do not match. */
export const housePaths = {
  standard: { pick: '/api/ads/house', image: '/api/ads/creative' },
  firstParty: { pick: '/api/w/p', image: '/media/p' },
} as const;
export type HousePathSet = keyof typeof housePaths;
