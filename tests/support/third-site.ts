import type { SiteDefinition } from '@/sites/types';

/**
 * A third site, added only for tests/unit/third-site.test.tsx: an entry as a new site would add to
 * the site table (src/sites/), and nothing else. The test serves it every page type.
 */
export const family = {
  id: 'family',
  name: 'Wellread Family',
  tagline: 'Health for every age at home',
  description: 'Plain-language family health information, medically reviewed.',
  themeColor: '#8a3c0c',
  colors: { brand: '#8a3c0c', brandStrong: '#5e2806', brandSoft: '#fbeee4', linkVisited: '#6b2a7a' },
  icon: '/icons/healthline.svg',
  domain: 'family.wellread.example',
  orgId: 'wellread-family',
  newsletter: {
    defaultLists: ['family-matters'],
    lists: [{ id: 'family-matters', name: 'Family Matters', description: 'Family health articles, once a week.', frequency: 'every week' }],
    title: 'Get our Family Matters newsletter',
    description: 'Family health articles once a week. Unsubscribe at any time.',
    datePickers: [],
  },
  drugTemplates: true,
  socialDefaults: [{ network: 'instagram', url: 'https://www.instagram.com/wellread.family.demo' }],
  interests: [
    { id: 'childrens-health', name: 'Children’s health', questionType: 'topic' },
    { id: 'support-someone', name: 'Support someone I care about', questionType: 'jtbd' },
  ],
} satisfies SiteDefinition<'family'>;

/** The third site's documents: its navigation, a category, its author records, a content series, two articles in it (one with widgets: two product cards to compare) and a static page. */
export const familyDocuments = [
  { documentType: 'author', site: 'family', id: 'mira-chen', name: 'Mira Chen', credentials: 'RN', bio: 'Mira Chen is a pediatric nurse.', roles: ['writer'] },
  { documentType: 'author', site: 'family', id: 'tomas-reyes', name: 'Tomás Reyes', credentials: 'MD', bio: 'Dr. Tomás Reyes is a pediatrician.', roles: ['medical-reviewer'] },
  {
    documentType: 'navigation',
    site: 'family',
    header: [{ title: 'Children’s health', url: '/childrens-health', columns: [] }],
    secondaryNav: { items: [{ title: 'Fever', url: '/childrens-health/fever-in-children' }] },
    footer: { links: [{ label: 'About us', url: '/about' }] },
  },
  {
    documentType: 'category',
    site: 'family',
    slug: 'childrens-health',
    canonicalPath: '/childrens-health',
    title: 'Children’s health',
    description: 'Common childhood illnesses and when to see a doctor.',
  },
  {
    documentType: 'series',
    site: 'family',
    id: 'sick-day-basics',
    title: 'Sick-day basics',
    color_scheme: 'sand',
    icon: 'heart',
    link: '/childrens-health',
    single_author: true,
    author: { id: 'mira-chen', link: '/about' },
    articles: [{ url: '/childrens-health/fever-in-children' }, { url: '/childrens-health/coughs-in-children' }],
  },
  {
    documentType: 'article',
    site: 'family',
    canonicalPath: '/childrens-health/coughs-in-children',
    title: 'Coughs in children',
    description: 'Why children cough, what helps at home and when a cough needs a doctor.',
    categories: ['childrens-health'],
    authors: ['mira-chen'],
    medicalReviewer: 'tomas-reyes',
    datePublished: '2026-10-20',
    isContentSeries: true,
    contentSeries: 'sick-day-basics',
    body: [{ type: 'html', html: '<p>Most coughs in children are caused by colds and clear up within three weeks.</p>' }],
  },
  {
    documentType: 'article',
    site: 'family',
    canonicalPath: '/childrens-health/fever-in-children',
    isContentSeries: true,
    contentSeries: 'sick-day-basics',
    title: 'Fever in children',
    description: 'What a fever means in a child, how to make them comfortable and when to get help.',
    categories: ['childrens-health'],
    authors: ['mira-chen'],
    medicalReviewer: 'tomas-reyes',
    datePublished: '2026-11-01',
    dateReviewed: '2026-11-02',
    body: [
      { type: 'html', html: '<p>A fever is a body temperature of 38°C (100.4°F) or higher.</p>' },
      {
        widgetFormat: 'faq',
        title: 'Common questions',
        items: [{ question: 'When should I call a doctor?', answer: '<p>Call if your baby is under 3 months old and has a fever.</p>' }],
      },
      { widgetFormat: 'product-card', id: 'thermo-a', productTitle: 'Ear thermometer', productBrand: 'Calmtemp', ctaUrl: 'https://shop.example/thermo-a' },
      { widgetFormat: 'product-card', id: 'thermo-b', productTitle: 'Forehead thermometer', productBrand: 'Softread', ctaUrl: 'https://shop.example/thermo-b' },
    ],
  },
  {
    documentType: 'article',
    site: 'family',
    canonicalPath: '/about',
    pageTemplate: 'static',
    isArticle: false,
    title: 'About Wellread Family',
    description: 'Who we are and how we write.',
    datePublished: '2026-11-01',
    body: [{ type: 'html', html: '<p>We write plain-language family health information.</p>' }],
  },
];
