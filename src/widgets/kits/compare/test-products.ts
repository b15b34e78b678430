import type { z } from 'zod';
import type { productCardSchema } from '@/widgets/product-card/schema';

type CardInput = Omit<z.input<typeof productCardSchema>, 'widgetFormat'>;

/** Invented demo products for the compare tests. */
export function cardInput(n: number, extra: Partial<CardInput> = {}): CardInput {
  return {
    id: `sunbeam-${n}`,
    productTitle: `Sunbeam Drops No. ${n}`,
    productBrand: 'Lumora Labs',
    ctaUrl: `https://shop.example.com/sunbeam-${n}`,
    ...extra,
  };
}

export const productCardNode = (n: number, extra: Partial<CardInput> = {}) => ({ widgetFormat: 'product-card', ...cardInput(n, extra) });
