/** Spec (site shell, Ad positions): the positions and the sizes an ad may take. */
export const adPositions = ['DLB1', 'DLB2', 'DMR1', 'DMR2', 'DMR3', 'DMR4', 'DMR5', 'MLB1', 'MMR1', 'MMR2'] as const;
export type AdPosition = (typeof adPositions)[number];

/** Width and height in CSS pixels; fluid takes the slot's width and the creative's own height. */
export const adSizes = {
  fluid: 'fluid',
  pixel: [1, 1],
  mediumRectangle: [300, 250],
  halfPage: [300, 600],
  leaderboard: [728, 90],
  largeLeaderboard: [970, 90],
  mobileLeaderboard: [320, 50],
  billboard: [970, 250],
  smallMobileLeaderboard: [300, 50],
  branded244x600: [244, 600],
  branded442x580: [442, 580],
  branded642x580: [642, 580],
} as const satisfies Record<string, 'fluid' | readonly [number, number]>;

export type AdSizeName = keyof typeof adSizes;
export const adSizeNames = Object.keys(adSizes) as AdSizeName[];
