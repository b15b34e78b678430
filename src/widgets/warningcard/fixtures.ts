import type { z } from 'zod';
import type { warningcardSchema } from './schema';

export const fixtures = {
  default: {
    widgetFormat: 'warningcard',
    title: 'Do not take with blood thinners',
    text: '<p>St John’s wort can make blood thinners such as <strong>warfarin</strong> work less well. Ask your pharmacist before combining them.</p>',
    link: { text: 'Read the NHS advice on St John’s wort', url: 'https://www.nhs.uk/medicines/st-johns-wort/' },
  },
  danger: {
    widgetFormat: 'warningcard',
    severity: 'danger',
    title: 'Signs of a serious allergic reaction',
    text: '<ul><li>Swelling of the lips, tongue or throat</li><li>Trouble breathing</li><li>Feeling faint</li></ul><p>Call 911 or your local emergency number right away.</p>',
  },
  info: {
    widgetFormat: 'warningcard',
    severity: 'info',
    title: 'Check the label',
    text: '<p>Supplements are not reviewed by the FDA before they are sold.</p>',
    link: { text: 'How supplements are regulated', url: '/nutrition/supplement-regulation' },
  },
  longest: {
    widgetFormat: 'warningcard',
    severity: 'caution',
    title:
      'Talk with your doctor before stopping or changing any prescribed medicine, even if you feel better or notice side effects that worry you',
    text: `<p>${'Stopping some medicines suddenly can cause withdrawal symptoms or make your condition return. Your doctor can help you lower the dose safely over time, or switch to something that suits you better. '.repeat(4)}</p>`,
    link: { text: 'Questions to ask about your medicines before your next appointment', url: '/health/medication-questions' },
  },
  unsafeHtml: {
    widgetFormat: 'warningcard',
    title: 'Editor HTML is cleaned',
    text: '<p onclick="alert(1)">Only safe markup is kept.<script>alert(1)</script><iframe src="https://video.example/embed"></iframe></p>',
  },
} satisfies Record<string, z.input<typeof warningcardSchema>>;
