import type { z } from 'zod';
import type { imageCarouselSchema } from './schema';

const dir = '/images/carousel';
const imageCard = (name: string, alt: string, caption: string) =>
  `<figure class="image-card"><img class="desktop" src="${dir}/${name}-desktop.svg" alt="${alt}" width="800" height="450">` +
  `<img class="mobile" src="${dir}/${name}-mobile.svg" alt="${alt}" width="600" height="800"><figcaption>${caption}</figcaption></figure>`;

export const healthyDayMarkup = [
  imageCard('bedroom', 'A dark, tidy bedroom at night with the moon outside the window', 'A cool, dark and quiet bedroom makes it easier to fall and stay asleep.'),
  imageCard('plate', 'A plate split into vegetables, fruit, grains and protein', 'Filling half your plate with vegetables and fruit is a simple guide for balanced meals.'),
  imageCard('park', 'A person walking on a path through a sunny park', 'A brisk 30-minute walk on most days counts toward the 150 minutes of weekly activity adults need.'),
].join('');

export const fixtures = {
  default: {
    widgetFormat: 'image-carousel',
    title: 'Three building blocks of a healthy day',
    markup: healthyDayMarkup,
  },
  desktopOnlyNoAlt: {
    widgetFormat: 'image-carousel',
    title: 'Images without alt text get "carousel item {n}"',
    markup:
      `<figure class="image-card"><img class="desktop" src="${dir}/plate-desktop.svg" width="800" height="450"><figcaption>Balanced plate</figcaption></figure>` +
      `<figure class="image-card"><img class="desktop" src="${dir}/park-desktop.svg"></figure>`,
  },
  fiveScroll: {
    widgetFormat: 'image-carousel',
    title: 'Five images scroll',
    markup: healthyDayMarkup + healthyDayMarkup.split('</figure>').slice(0, 2).map((s) => `${s}</figure>`).join(''),
  },
  malformedNoImage: {
    widgetFormat: 'image-carousel',
    markup: '<figure class="image-card"><figcaption>A caption without its image</figcaption></figure>',
  },
  unsafeSource: {
    widgetFormat: 'image-carousel',
    markup: '<figure class="image-card"><img class="desktop" src="javascript:alert(1)" alt="x"></figure>',
  },
} satisfies Record<string, z.input<typeof imageCarouselSchema>>;
