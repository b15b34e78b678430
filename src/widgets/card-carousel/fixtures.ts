import type { z } from 'zod';
import type { cardCarouselSchema } from './schema';

const icon = (name: string) => `/images/carousel/${name}.svg`;

const flipCard = (title: string, answer: string, description: string, image?: string, alt = '') =>
  `<div class="card"><div class="front">${image ? `<img src="${icon(image)}" alt="${alt}" width="240" height="120">` : ''}<h3>${title}</h3></div>` +
  `<div class="back"><p class="answer">${answer}</p><p>${description}</p></div></div>`;

const sleepQuestions = [
  flipCard(
    'How much sleep do most adults need?',
    '7 hours or more a night',
    'Most adults need at least 7 hours. Regularly getting less is linked to a higher risk of heart disease, diabetes and depression.',
    'moon',
    'A crescent moon',
  ),
  flipCard(
    'Does a nightcap help you sleep?',
    'Not really',
    'Alcohol can make you drowsy, but it breaks up sleep later in the night and makes snoring and sleep apnea worse.',
    'cup',
    'A cup',
  ),
  flipCard(
    'Is it fine to catch up on sleep at the weekend?',
    'Only partly',
    'Sleeping in can ease some tiredness, but it shifts your body clock and does not undo a week of short nights.',
    'sun',
    'A rising sun',
  ),
];

const habit = (lessonId: string, title: string, image: string, lessons: string[], note: string) =>
  `<div class="card" data-lesson-id="${lessonId}"><div class="front"><img src="${icon(image)}" alt="" width="240" height="120"><h3>${title}</h3></div>` +
  `<div class="back"><ol class="daily-dose-lessons">${lessons.map((l) => `<li>${l}</li>`).join('')}</ol><p>${note}</p></div></div>`;

export const dailyDoseMarkup = [
  habit(
    'sleep-habit-1',
    'Keep the same wake-up time',
    'sun',
    [
      'Pick a wake-up time you can keep on workdays and days off.',
      'Get daylight within an hour of waking.',
      'If you slept badly, still get up at your usual time.',
    ],
    'A steady wake-up time sets your body clock, which makes it easier to feel sleepy at night.',
  ),
  habit(
    'sleep-habit-2',
    'Give your screens a bedtime',
    'phone',
    [
      'Put your phone out of reach 30 minutes before bed.',
      'Swap scrolling for a book, music or a warm shower.',
      'Turn on night mode if you do use a screen.',
      'This fourth lesson is never shown: a daily-dose card holds at most 3.',
    ],
    'Bright light and busy feeds keep your brain alert when it should be winding down.',
  ),
  habit(
    'sleep-habit-3',
    'Make your bedroom cool and dark',
    'moon',
    ['Aim for a room temperature around 65°F (18°C).', 'Block street light with curtains or an eye mask.', 'Keep the bed for sleep, not for work.'],
    'Your body temperature drops as you fall asleep; a cool room helps it along.',
  ),
].join('');

export const fixtures = {
  default: {
    widgetFormat: 'card-carousel',
    title: 'Sleep myths and facts',
    markup: sleepQuestions.join(''),
  },
  dailyDose: {
    widgetFormat: 'card-carousel',
    title: 'Three small habits for better sleep',
    unitId: 'better-sleep',
    markup: dailyDoseMarkup,
  },
  fourCardsGrid: {
    widgetFormat: 'card-carousel',
    title: 'Four questions about naps',
    markup: [
      flipCard('Are naps good for you?', 'Short ones can be', 'A 10 to 20 minute nap can lift alertness without leaving you groggy.'),
      flipCard('When is the best time to nap?', 'Early afternoon', 'Napping after 3 p.m. can make it harder to fall asleep at night.'),
      flipCard('Why do long naps leave me groggy?', 'Deep sleep', 'After about 30 minutes you can slip into deep sleep, and waking from it feels heavy.'),
      flipCard('Should I nap if I have insomnia?', 'Usually not', 'Naps can reduce your sleep drive at night. Talk to a doctor if poor sleep lasts.'),
    ].join(''),
  },
  manyCardsScroll: {
    widgetFormat: 'card-carousel',
    title: 'Six signs you may need more sleep',
    markup: [
      ['You rely on an alarm every day', 'Your body may be short of sleep', 'If you never wake on your own, you may be going to bed too late.'],
      ['You doze off in meetings', 'A sign of sleep debt', 'Falling asleep in quiet moments during the day points to too little sleep.'],
      ['You feel hungrier than usual', 'Hunger hormones shift', 'Short sleep raises ghrelin, a hormone that makes you feel hungry.'],
      ['Small things upset you', 'Mood suffers first', 'Tiredness makes it harder to handle everyday stress.'],
      ['You catch every cold', 'Immunity drops', 'People who sleep under 6 hours are more likely to catch a cold.'],
      ['You forget things', 'Memory needs sleep', 'Sleep helps your brain store what you learned during the day.'],
    ]
      .map(([title, answer, text]) => flipCard(title!, answer!, text!))
      .join(''),
  },
  singleCards: {
    widgetFormat: 'card-carousel',
    markup:
      '<div class="single-card"><img src="/images/carousel/walk.svg" width="240" height="120"><h3>Move in the morning</h3><p>A short walk outdoors after waking helps set your body clock.</p></div>' +
      '<div class="single-card"><h3>Eat earlier</h3><p>A heavy meal close to bedtime can cause heartburn and keep you awake.</p></div>',
  },
  longText: {
    widgetFormat: 'card-carousel',
    title:
      'What researchers have learned about sleep, mood, appetite and memory over decades of careful studies in sleep laboratories around the world',
    markup: flipCard(
      'Why does a single short night of sleep make it so much harder to concentrate, remember names and keep your temper the next day?',
      'Your brain has had less time to clear and sort the day',
      'During deep sleep the brain consolidates memories and clears waste products. After a short night, attention slips more often, reaction times lengthen and the parts of the brain that manage emotion react more strongly, so everyday frustrations feel bigger. One good night usually restores most of this, so aim for a regular schedule rather than trying to catch up all at once.',
    ),
  },
  malformedNoBack: {
    widgetFormat: 'card-carousel',
    title: 'This carousel renders nothing: its card has no back',
    markup: '<div class="card"><div class="front"><h3>A question without an answer</h3></div></div>',
  },
  noCards: {
    widgetFormat: 'card-carousel',
    markup: '<p>Plain text with no cards in it.</p>',
  },
} satisfies Record<string, z.input<typeof cardCarouselSchema>>;
