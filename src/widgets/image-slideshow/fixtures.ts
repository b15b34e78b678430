import type { z } from 'zod';
import type { imageSlideshowSchema } from './schema';

const dir = '/images/galleries/desk-breaks';
const size = { width: 1200, height: 900 };

export const fixtures = {
  default: {
    widgetFormat: 'image-slideshow',
    title: 'Five short breaks for a long day at a desk',
    images: [
      {
        src: `${dir}/shoulder-rolls.svg`,
        alt: 'A person at a desk rolling their shoulders backwards',
        title: 'Roll your shoulders',
        text: 'Lift your shoulders towards your ears, then roll them back and down. Repeat five times, slowly.',
        credit: 'Illustration: Wellread',
        ...size,
      },
      {
        src: `${dir}/slow-breathing.svg`,
        alt: 'A person sitting with eyes closed, breathing slowly',
        title: 'Breathe out for longer than you breathe in',
        text: 'Breathe in through your nose for a count of four, then out for a count of six. A minute of this can help you feel calmer.',
        credit: 'Illustration: Wellread',
        ...size,
      },
      {
        src: `${dir}/look-away.svg`,
        alt: 'A person turning from a computer screen to look out of a window',
        title: 'Rest your eyes',
        text: 'Every 20 minutes or so, look at something far away for about 20 seconds.',
        caption: 'Looking into the distance lets the eye muscles relax.',
        credit: 'Illustration: Wellread',
        ...size,
      },
      {
        src: `${dir}/stand-and-stretch.svg`,
        alt: 'A person standing and reaching both arms above their head',
        title: 'Stand up and reach',
        text: 'Stand, reach both arms up and hold for a few breaths. Stop if anything hurts.',
        credit: 'Illustration: Wellread',
        ...size,
      },
      {
        src: `${dir}/short-walk.svg`,
        alt: 'A person walking outside past a tree',
        title: 'Take a short walk',
        text: 'A five-minute walk, even around the room, breaks up long spells of sitting.',
        credit: 'Illustration: Wellread',
        ...size,
      },
    ],
  },
  /** No alt text: slide n reads "carousel item {n}" (spec, article blocks 8). */
  missingAlt: {
    widgetFormat: 'image-slideshow',
    title: 'Two quick resets',
    images: [
      { src: `${dir}/slow-breathing.svg`, title: 'Slow breathing', ...size },
      { src: `${dir}/stand-and-stretch.svg`, title: 'Stand and stretch', ...size },
    ],
  },
  /** Images only, mixed shapes: the frame reserves each slide's box, so nothing moves while images load. */
  imagesOnly: {
    widgetFormat: 'image-slideshow',
    images: [
      { src: `${dir}/short-walk.svg`, alt: 'A person walking outside past a tree', ...size },
      { src: '/illustrations/psy/grounding-techniques.svg', alt: 'Smooth stones balanced beside calm water', width: 1200, height: 630 },
    ],
  },
  singleSlide: {
    widgetFormat: 'image-slideshow',
    title: 'One slide',
    images: [{ src: `${dir}/look-away.svg`, alt: 'A person looking out of a window', title: 'Rest your eyes', text: 'Look at something far away for about 20 seconds.', ...size }],
  },
  longText: {
    widgetFormat: 'image-slideshow',
    title: 'When a break is not enough: signs that stress at work may need more support from a professional',
    images: [
      {
        src: `${dir}/slow-breathing.svg`,
        alt: 'A person sitting with eyes closed, breathing slowly',
        title: 'If you feel tense most days',
        text: 'Short breaks help, but they are not a fix for everything. If you have felt tense, low or unable to switch off for more than two weeks, or stress is affecting your sleep, eating or relationships, talk to your doctor or a mental health professional. If you are thinking about harming yourself, contact emergency services or a crisis line now.',
        caption: 'You do not have to wait until things feel serious to ask for help.',
        ...size,
      },
      { src: `${dir}/short-walk.svg`, alt: 'A person walking outside', title: 'Small steps count', text: 'Gentle movement most days can lift your mood.', ...size },
    ],
  },
  empty: {
    widgetFormat: 'image-slideshow',
    title: 'Nothing to show yet',
    images: [],
  },
} satisfies Record<string, z.input<typeof imageSlideshowSchema>>;
