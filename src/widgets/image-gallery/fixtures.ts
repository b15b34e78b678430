import type { z } from 'zod';
import type { imageGallerySchema } from './schema';

const dir = '/images/galleries/fiber-foods';
const size = { width: 1200, height: 900 };

export const fixtures = {
  default: {
    widgetFormat: 'image-gallery',
    title: 'Foods rich in fiber',
    images: [
      { src: `${dir}/oats-and-berries.svg`, alt: 'A bowl of porridge oats topped with raspberries and blueberries', caption: 'Porridge oats with berries: about 4 g of fiber in a bowl.', credit: 'Illustration: Wellread', ...size },
      { src: `${dir}/lentils.svg`, alt: 'A bowl of red and green lentils', caption: 'Lentils: about 8 g of fiber in half a cup, cooked.', credit: 'Illustration: Wellread', ...size },
      { src: `${dir}/pear-and-apple.svg`, alt: 'A green pear and a red apple', caption: 'A pear or an apple, eaten with the skin on: 4 to 6 g.', credit: 'Illustration: Wellread', ...size },
      { src: `${dir}/broccoli.svg`, alt: 'A head of broccoli', caption: 'Broccoli: about 5 g in a cup, cooked.', credit: 'Illustration: Wellread', ...size },
      { src: `${dir}/wholegrain-bread.svg`, alt: 'Slices of wholegrain bread with visible grains', caption: 'Wholegrain bread: 2 to 4 g a slice; check the label.', credit: 'Illustration: Wellread', ...size },
      { src: `${dir}/beans-and-seeds.svg`, alt: 'Kidney beans, almonds and chia seeds', caption: 'Beans, nuts and seeds: an easy way to add fiber to salads.', credit: 'Illustration: Wellread', ...size },
    ],
  },
  /** No alt text: each image reads "preview" (spec, article blocks 8). */
  missingAlt: {
    widgetFormat: 'image-gallery',
    title: 'Three simple swaps',
    images: [
      { src: `${dir}/oats-and-berries.svg`, caption: 'Oats instead of a sugary cereal.', ...size },
      { src: `${dir}/wholegrain-bread.svg`, caption: 'Wholegrain instead of white bread.', ...size },
      { src: `${dir}/lentils.svg`, alt: '  ', caption: 'Lentils in place of half the meat in a sauce.', ...size },
    ],
  },
  /** No title, no captions, mixed sizes: thumbnails keep one box, the larger view keeps each shape. */
  noTitleNoCaptions: {
    widgetFormat: 'image-gallery',
    images: [
      { src: `${dir}/broccoli.svg`, alt: 'A head of broccoli', width: 1200, height: 900 },
      { src: '/illustrations/healthline/fiber-basics.svg', alt: 'A bowl of oats with berries and a stalk of wheat', width: 1200, height: 630 },
    ],
  },
  singleImage: {
    widgetFormat: 'image-gallery',
    title: 'One image',
    images: [{ src: `${dir}/pear-and-apple.svg`, alt: 'A green pear and a red apple', credit: 'Illustration: Wellread', ...size }],
  },
  longCaption: {
    widgetFormat: 'image-gallery',
    title: 'Adding fiber slowly, over several weeks, so your gut has time to adjust and you avoid bloating and discomfort',
    images: [
      {
        src: `${dir}/beans-and-seeds.svg`,
        alt: 'Kidney beans, almonds and chia seeds',
        caption:
          'Add one new high-fiber food at a time, every few days, and drink more water as you go. If you have a bowel condition such as Crohn’s disease or IBS, or you have had bowel surgery, ask your doctor or a dietitian before changing how much fiber you eat.',
        credit: 'Illustration: Wellread. Fiber amounts are approximate and vary by brand and portion size.',
        ...size,
      },
      { src: `${dir}/lentils.svg`, alt: 'A bowl of red and green lentils', caption: 'Rinse tinned lentils and beans to cut the salt.', ...size },
    ],
  },
  /** An empty list renders nothing. */
  empty: {
    widgetFormat: 'image-gallery',
    title: 'Nothing to show yet',
    images: [],
  },
} satisfies Record<string, z.input<typeof imageGallerySchema>>;
