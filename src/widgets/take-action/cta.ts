/** Spec (article blocks 9): "Default CTA texts: GET STARTED, JOIN NOW, SIGN UP NOW, SUBMIT, VISIT HUB." */
export const defaultCtaTexts = {
  start: 'GET STARTED',
  join: 'JOIN NOW',
  signUp: 'SIGN UP NOW',
  submit: 'SUBMIT',
  hub: 'VISIT HUB',
} as const;
export type CtaKind = keyof typeof defaultCtaTexts;
export const ctaKinds = Object.keys(defaultCtaTexts) as [CtaKind, ...CtaKind[]];

/** The button text: the editor's, else the default for the kind of action ("GET STARTED" when no kind is given). */
export function ctaLabel(cta: { text?: string; kind?: CtaKind }): string {
  return cta.text?.trim() || defaultCtaTexts[cta.kind ?? 'start'];
}
