import { truncate as cutText } from '@/lib/truncate';

/** Spec 9. */
export const nameMaxChars = 24;
export const addressMaxChars = 32;

/** Spec 5: names are cut at 24 characters, addresses at 32: trimmed, then cut as src/lib/truncate.ts cuts. */
export const truncate = (text: string, max: number): string => cutText(text.trim(), max);

export const cardName = (name: string) => truncate(name, nameMaxChars);
export const cardAddress = (address: string) => truncate(address, addressMaxChars);
