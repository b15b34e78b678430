import type { z } from 'zod';
import type { fixedImageScrollSchema } from './schema';

export const fixtures = {
  default: {
    widgetFormat: 'fixed-image-scroll',
    image: { src: '/media/scenes/evening-walk.svg', alt: 'A path through green hills under an evening sky' },
    panels: [
      { content: '<h2>Why a short walk helps</h2><p>A 10-minute walk after a meal can help your body use blood sugar and may ease bloating.</p>' },
      { content: '<p>You do not need special kit. Comfortable shoes and a route you enjoy are enough to start.</p>' },
      { content: '<p>If you have a heart or lung condition, ask your doctor how much activity is right for you.</p>' },
    ],
  },
  onePanel: {
    widgetFormat: 'fixed-image-scroll',
    image: { src: '/media/scenes/evening-walk.svg' },
    panels: [{ content: '<p>Try to spend some time outdoors each day, even when it is cloudy.</p>' }],
  },
  longPanels: {
    widgetFormat: 'fixed-image-scroll',
    image: { src: '/media/scenes/evening-walk.svg', alt: 'Green hills at dusk' },
    panels: [
      {
        content: `<h2>Building a walking habit that lasts, one week at a time, even when life gets busy</h2>${'<p>Start with what feels easy, then add a few minutes each week. Walking with a friend, a dog or a podcast can make it something you look forward to. On days you feel unwell, rest is fine: the habit is what counts.</p>'.repeat(3)}`,
      },
      { content: '<p>Unsafe markup is removed.</p><script>alert(1)</script><iframe src="https://evil.example"></iframe>' },
    ],
  },
  emptyPanels: {
    widgetFormat: 'fixed-image-scroll',
    image: { src: '/media/scenes/evening-walk.svg' },
    panels: [{ content: '   ' }, { content: '<script>alert(1)</script>' }],
  },
} satisfies Record<string, z.input<typeof fixedImageScrollSchema>>;
