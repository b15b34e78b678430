import type { z } from 'zod';
import type { oneTwoThreeSchema } from './schema';

export const fixtures = {
  default: {
    widgetFormat: 'oneTwoThree',
    title: 'Healthy habits in 3 steps',
    steps: [
      {
        title: 'Pick one habit',
        text: 'Choose one small thing you can do most days, such as a 10-minute walk after lunch.',
        image: { src: '/images/landing/step-pick.svg', alt: '', width: 160, height: 120 },
      },
      {
        title: 'Tie it to your day',
        text: 'Do it straight after something you already do, like your morning coffee.',
        image: { src: '/images/landing/step-link.svg', alt: '', width: 160, height: 120 },
      },
      {
        title: 'Track your streak',
        text: 'Mark each day you do it. Seeing the days add up helps you keep going.',
        image: { src: '/images/landing/step-track.svg', alt: '', width: 160, height: 120 },
      },
    ],
  },
  noTitleNoImages: {
    widgetFormat: 'oneTwoThree',
    steps: [
      { title: 'Fill a water bottle in the morning', text: 'Keep it where you can see it.' },
      { title: 'Refill it at lunch', text: 'Two bottles a day is a good target for many people.' },
    ],
  },
  oneStep: {
    widgetFormat: 'oneTwoThree',
    title: 'One thing to do today',
    steps: [{ title: 'Go to bed 15 minutes earlier' }],
  },
  imageWithAlt: {
    widgetFormat: 'oneTwoThree',
    title: 'Reading a nutrition label',
    steps: [
      { title: 'Check the serving size', text: 'All the numbers on the label are for one serving.', image: { src: '/images/landing/step-pick.svg', alt: 'A hand pointing at the serving size line of a food label', width: 160, height: 120 } },
      { title: 'Look at fiber and added sugars', text: 'More fiber and less added sugar is usually the better choice.' },
    ],
  },
  longTexts: {
    widgetFormat: 'oneTwoThree',
    title: 'Before your appointment: three things that help you get the most out of a short visit with your doctor or nurse',
    steps: [
      {
        title: 'Write down your symptoms and when each of them started, even the small ones',
        text: 'Note what makes each symptom better or worse, how often it happens and whether it wakes you at night. A short list on your phone or a piece of paper is enough, and it means you will not forget anything once you are in the room. Bring it with you.',
      },
      {
        title: 'List every medicine, vitamin and supplement you take, with the dose',
        text: 'Include anything you buy without a prescription, such as pain relievers, herbal remedies and sleep aids. Some of them can interact with prescription medicines, so your doctor needs the full picture to give you safe advice about what to take next.',
      },
      {
        title: 'Bring your questions, most important first, in case time runs short',
        text: 'It is fine to ask the doctor to explain something again or to write it down. You can also bring a friend or family member to listen and take notes, so you can go over what was said together when you get home afterwards.',
      },
    ],
  },
} satisfies Record<string, z.input<typeof oneTwoThreeSchema>>;
