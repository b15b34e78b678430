import type { z } from 'zod';
import type { comparisonTableSchema } from './schema';

/** Spec (savings and engagement 9): the embedded widget 'Compare lifestyle diets'. */
const compareLifestyleDiets = {
  widgetFormat: 'comparison-table',
  title: 'Compare lifestyle diets',
  header: ['', 'Ketogenic diet', 'Mediterranean diet'],
  rows: [
    {
      cells: [
        'Foods to avoid',
        '<p>Most grains, bread and pasta, sugar and sweets, most fruit, starchy vegetables such as potatoes, beans and lentils</p>',
        '<p>Highly processed foods, added sugars, refined grains and processed meats; red meat only now and then</p>',
      ],
    },
    {
      cells: [
        'Alcohol permitted',
        '<p>In small amounts: dry wine and plain spirits fit the carbohydrate limit, while beer and sweet mixers do not</p>',
        '<p>In moderation: a glass of wine with a meal is traditional but optional; there is no need to start drinking</p>',
      ],
    },
    { cells: ['Meal kits available', '<p>Yes</p>', '<p>Yes</p>'] },
    {
      cells: [
        'Possible health benefits',
        '<p>Short-term weight loss and better blood sugar control for some people; long-term evidence is limited</p>',
        '<p>Well studied: linked with better heart health, a lower risk of type 2 diabetes and healthy aging</p>',
      ],
    },
  ],
  ctas: [
    { text: 'Learn More', url: 'https://shop.example.com/meal-kits/ketogenic' },
    { text: 'Learn More', url: 'https://shop.example.com/meal-kits/mediterranean' },
  ],
} satisfies z.input<typeof comparisonTableSchema>;

export const fixtures = {
  default: {
    widgetFormat: 'comparison-table',
    title: 'Fiber supplements at a glance',
    header: ['Feature', 'Psyllium husk', 'Wheat dextrin', 'Methylcellulose'],
    rows: [
      { cells: ['Fiber type', 'Mostly soluble, gel-forming', 'Soluble, non-gelling', 'Soluble, non-fermenting'] },
      { cells: ['May cause gas', 'Sometimes', 'Sometimes', 'Rarely'] },
      { cells: ['Take with', 'A full glass of water', 'Any drink or soft food', 'A full glass of water'] },
    ],
    ctas: [
      { text: 'Learn More', url: '/nutrition/fiber-basics' },
      { text: 'Learn More', url: 'https://www.amazon.com/dp/B0DEMO0001' },
      { text: 'Learn More', url: 'https://click.linksynergy.com/deeplink?|=123&murl=https%3A%2F%2Fshop.example.com%2Fmethylcellulose' },
    ],
  },
  compareLifestyleDiets,
  noTitleNoCtas: {
    widgetFormat: 'comparison-table',
    header: ['Habit', 'Weekdays', 'Weekends'],
    rows: [
      { cells: ['Bedtime', '10:30 p.m.', '11:30 p.m.'] },
      { cells: ['Wake time', '6:30 a.m.', '8:00 a.m.'] },
    ],
  },
  someColumnsWithoutCtas: {
    widgetFormat: 'comparison-table',
    title: 'Ways to track blood pressure',
    header: ['', 'Home monitor', 'Pharmacy kiosk', 'Clinic visit'],
    rows: [
      { cells: ['Cost', 'One-off purchase', 'Usually free', 'Depends on your plan'] },
      { cells: ['How often', 'Daily if advised', 'Now and then', 'At appointments'] },
    ],
    ctas: [{ text: 'Learn More', url: 'https://shop.example.com/monitors' }, null],
  },
  shortRowsAndEmptyCells: {
    widgetFormat: 'comparison-table',
    title: 'Rows with missing cells',
    header: ['Nutrient', 'Oats', 'Barley', 'Quinoa'],
    rows: [{ cells: ['Fiber per cup, cooked', '4 g', '6 g', '5 g'] }, { cells: ['Gluten', 'Often cross-contaminated', ''] }, { cells: [''] }],
  },
  htmlCells: {
    widgetFormat: 'comparison-table',
    title: 'Cells with links and lists',
    header: ['Source', 'Vitamin D', 'Calcium'],
    rows: [
      {
        cells: [
          '<strong>Food</strong>',
          '<ul><li>Oily fish</li><li>Egg yolks</li><li>Fortified milk</li></ul>',
          '<p>Dairy, tofu set with calcium, leafy greens. See our <a href="/nutrition/reading-nutrition-labels">label guide</a>.</p>',
        ],
      },
      { cells: ['<em>Sunlight</em>', '<p>Skin makes it in summer sun</p>', '<p>None</p>'] },
    ],
  },
  longTable: {
    widgetFormat: 'comparison-table',
    title: 'A long, wide table that scrolls both ways',
    header: ['Week', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
    rows: Array.from({ length: 40 }, (_, i) => ({
      cells: [`Week ${i + 1}`, ...Array.from({ length: 7 }, (_, d) => `${20 + ((i + d) % 7) * 5} minutes of brisk walking, then gentle stretching`)],
    })),
  },
} satisfies Record<string, z.input<typeof comparisonTableSchema>>;
