import type { z } from 'zod';
import type { heroImageSectionSchema } from './schema';

export const fixtures = {
  default: {
    widgetFormat: 'hero-image-section',
    images: {
      desktop: { path: '/media/heroes/appointment-desktop.svg' },
      mobile: { path: '/media/heroes/appointment-mobile.svg' },
    },
    imageAlt: 'A clipboard with a checklist, a pen and a pill bottle on a desk',
    content: '<h2>Make the most of your appointment</h2><p>A few minutes of planning helps you remember your questions and leave with clear next steps.</p>',
    caption: 'Illustration: Wellread',
  },
  desktopOnly: {
    widgetFormat: 'hero-image-section',
    images: { desktop: { path: '/media/heroes/appointment-desktop.svg' } },
    imageAlt: 'A clipboard with a checklist on a desk',
  },
  decorativeWithCaption: {
    widgetFormat: 'hero-image-section',
    images: {
      desktop: { path: '/media/heroes/appointment-desktop.svg' },
      mobile: { path: '/media/heroes/appointment-mobile.svg' },
    },
    caption: 'Writing things down before a visit can make it less stressful.',
  },
  longContent: {
    widgetFormat: 'hero-image-section',
    images: {
      desktop: { path: '/media/heroes/appointment-desktop.svg' },
      mobile: { path: '/media/heroes/appointment-mobile.svg' },
    },
    imageAlt: 'A clipboard with a checklist on a desk',
    content:
      '<h2>Before, during and after your visit: a practical guide for patients and the people who support them</h2><p>Bring a list of your medicines, including vitamins and supplements. Write down your symptoms, when they started and what makes them better or worse. It is fine to ask your doctor to repeat or explain anything you do not understand, and to bring someone with you.</p><script>alert(1)</script>',
  },
} satisfies Record<string, z.input<typeof heroImageSectionSchema>>;
