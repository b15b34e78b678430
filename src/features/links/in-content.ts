/** Spec "Affiliate link tracking details": fixed values for in-content affiliate links. */
export const inContentAffiliate = {
  category: 'In-Content Affiliate Link',
  formatType: 'LINK',
  location: 'LINKS',
  variant: 'in-content',
} as const;
