/** Spec 9. */
export const zipLength = 5;

/** Spec 5: zip is digits only, cut at 5. */
export function sanitizeZip(input: string): string {
  return input.replace(/\D/g, '').slice(0, zipLength);
}

/** Spec 5: flagged while shorter than 5 digits. */
export function zipHasError(zip: string): boolean {
  return zip.length < zipLength;
}
