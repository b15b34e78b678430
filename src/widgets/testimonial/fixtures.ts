import type { z } from 'zod';
import type { testimonialSchema } from './schema';

const desktopImage = { src: '/images/carousel/park-desktop.svg', alt: 'A path through a green park on a sunny day', width: 800, height: 450 };
const mobileImage = { src: '/images/carousel/park-mobile.svg', alt: 'A path through a green park on a sunny day', width: 600, height: 800 };

export const fixtures = {
  default: {
    widgetFormat: 'testimonial',
    header: 'Small changes, in their own words',
    subheader: 'Example reader stories, written to show how people fit small changes into daily life. They are not medical advice.',
    quotes: [
      { text: 'I started with a ten-minute walk after dinner. Three months on, it is the part of the day I miss when I skip it.', author: 'Reader story', imageSrc: '/images/people/anonymous.svg', imageAlt: '' },
      { text: 'Measuring my blood pressure at home made my appointments shorter and my questions better.', author: 'Reader story', imageSrc: '/images/people/anonymous.svg' },
      { text: 'Cooking one extra meal at home each week was a goal I could actually keep.', author: 'Reader story' },
    ],
    desktopImage,
    mobileImage,
  },
  fourQuotesColourCycle: {
    widgetFormat: 'testimonial',
    header: 'The bubble colours take turns',
    quotes: [
      { text: 'The first bubble is blue-green.' },
      { text: 'The second bubble is pink.' },
      { text: 'The third bubble is sand.' },
      { text: 'The fourth starts the cycle again.' },
    ],
    desktopImage,
  },
  editorColours: {
    widgetFormat: 'testimonial',
    header: 'Colours chosen by an editor',
    subheader: 'The text turns white on dark colours and black on light ones, so it stays readable.',
    quotes: [{ text: 'A quote on a dark navy bubble.' }, { text: 'A quote on a pale yellow bubble.' }],
    colours: ['#1d2b53', '#fff3b0'],
  },
  noImages: {
    widgetFormat: 'testimonial',
    header: 'Quotes without a picture',
    quotes: [{ text: 'Without a picture the bubbles take the whole width.' }, { text: 'They still appear one after another.' }],
  },
  missingAlt: {
    widgetFormat: 'testimonial',
    header: 'Pictures without alt text',
    quotes: [{ text: 'The picture and the portrait fall back to the alt text "Quote image".', imageSrc: '/images/people/anonymous.svg' }],
    desktopImage: { src: '/images/carousel/bedroom-desktop.svg' },
    mobileImage: { src: '/images/carousel/bedroom-mobile.svg' },
  },
  longTexts: {
    widgetFormat: 'testimonial',
    header: 'A long heading that an editor might write when they want to explain everything about the stories in the block below',
    subheader:
      'A long subheading that runs over several lines on a phone to show how the text wraps, with enough words to fill the space an editor has for it and then a little more, so that we can see it does not push the page sideways.',
    quotes: [
      {
        text: 'A long quote that keeps going for a while to show how a bubble grows with its text. It wraps over several lines on a phone and a few on a desktop, and the tail stays under the bubble. It never pushes the page sideways, even with averyveryverylongwordthathasnospacesinitatall.',
        author: 'A reader who wrote a long description of themselves, up to the length the field allows',
      },
    ],
    desktopImage,
    mobileImage,
  },
  headerOnly: {
    widgetFormat: 'testimonial',
    header: 'Stories coming soon',
  },
  empty: {
    widgetFormat: 'testimonial',
  },
} satisfies Record<string, z.input<typeof testimonialSchema>>;
