import type { z } from 'zod';
import type { faqSchema } from './schema';

const vitaminDItems = [
  {
    question: 'How much vitamin D do adults need each day?',
    answer: '<p>Most adults need 600 IU (15 mcg) a day. Adults over 70 need 800 IU (20 mcg).</p>',
  },
  {
    question: 'Can I get enough vitamin D from sunlight alone?',
    answer:
      '<p>Many people can, but it depends on where you live, the season, your skin tone and how much skin is exposed. In winter at northern latitudes the sun is too weak for your skin to make much vitamin D.</p>',
  },
  {
    question: 'What are the signs of vitamin D deficiency?',
    answer: '<p>Common signs include tiredness, bone pain, muscle weakness and low mood. A blood test is the only way to know for sure.</p>',
  },
];

export const fixtures = {
  default: {
    widgetFormat: 'faq',
    title: 'Vitamin D: common questions',
    items: vitaminDItems,
  },
  expanded: {
    widgetFormat: 'faq',
    title: 'All answers open',
    initialState: 'expanded',
    items: vitaminDItems,
  },
  collapsed: {
    widgetFormat: 'faq',
    title: 'All answers closed',
    initialState: 'collapsed',
    items: vitaminDItems,
  },
  firstExpanded: {
    widgetFormat: 'faq',
    title: 'First answer open',
    initialState: 'firstExpanded',
    items: vitaminDItems,
  },
  defaultTitle: {
    widgetFormat: 'faq',
    items: [vitaminDItems[0]!],
  },
  htmlAnswers: {
    widgetFormat: 'faq',
    title: 'Answers with links and lists',
    initialState: 'expanded',
    items: [
      {
        question: 'Which foods are good sources of vitamin D?',
        answer:
          '<p>Few foods contain much vitamin D. Good sources include:</p><ul><li>oily fish such as salmon, sardines and mackerel</li><li>egg yolks</li><li>fortified milk, cereals and plant drinks</li></ul><p>Read more in our <a href="/nutrition/vitamin-d-foods">guide to vitamin D foods</a>.</p>',
      },
      {
        question: 'How do I take a vitamin D supplement safely?',
        answer:
          '<ol><li>Check the dose on the label.</li><li>Take it with a meal that contains some fat.</li><li>Ask a pharmacist if you take other medicines.</li></ol><p>See the <a href="https://ods.od.nih.gov/factsheets/VitaminD-Consumer/" target="_blank">NIH fact sheet</a> for details.</p>',
      },
      {
        question: 'Is a dose < 4,000 IU a day safe for adults?',
        answer: '<p>For most adults, yes: 4,000 IU is the <strong>upper limit</strong>. Higher doses should be taken only under medical supervision.</p>',
      },
    ],
  },
  longText: {
    widgetFormat: 'faq',
    title:
      'Everything you wanted to know about vitamin D, sunlight, supplements, blood tests and the many myths that surround the so-called sunshine vitamin',
    initialState: 'firstExpanded',
    items: [
      {
        question:
          'I have read conflicting advice about whether people with darker skin, people who cover most of their skin for cultural reasons, and people who work night shifts need to take vitamin D supplements all year round rather than only in the winter months: what does the evidence say?',
        answer: `<p>${'People who get little sun exposure may not make enough vitamin D in any season, so many health bodies advise them to consider a daily supplement all year round. '.repeat(6)}</p>`,
      },
      ...vitaminDItems,
    ],
  },
} satisfies Record<string, z.input<typeof faqSchema>>;
