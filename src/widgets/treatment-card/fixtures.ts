import type { z } from 'zod';
import type { treatmentCardSchema } from './schema';

const longDescription = `<p>Cognitive behavioral therapy for insomnia (CBT-I) is a structured program, usually four to eight sessions, that helps you change the thoughts and habits that keep you awake. It is often recommended before sleep medicines because its benefits tend to last after the sessions end.</p>
<p>A typical program includes:</p>
<ul><li><strong>Sleep restriction:</strong> limiting time in bed to the time you actually sleep, then widening it gradually</li><li><strong>Stimulus control:</strong> using the bed only for sleep and getting up when you cannot sleep</li><li><strong>Cognitive work:</strong> noticing and reframing worries about sleep</li><li><strong>Sleep hygiene:</strong> a regular schedule, a cool dark room, less caffeine later in the day</li></ul>
<p>CBT-I is offered in person, by video and through guided digital programs. Ask your clinician which format suits you, especially if you have another health condition. <a href="/sleep/sleep-hygiene-tips">Read our sleep hygiene tips</a>.</p>`;

export const fixtures = {
  default: {
    widgetFormat: 'treatment-card',
    id: 'light-therapy',
    name: 'Light therapy',
    treatmentDescription:
      '<p>Sitting near a bright light box for a set time each morning can help reset your body clock. It is most often used for winter sleep and mood problems. Check with a clinician first if you have an eye condition or take medicines that make you sensitive to light.</p>',
    recommendedProducts: [
      {
        name: 'Dawnline Light Box 10K',
        brand: 'Dawnline',
        variantId: 'dawnline-10k-white',
        imgUrl: '/products/dawnline-light-box-10k.svg',
        cta: '$89.99 FROM Shop Example',
        productCtaUrl: 'https://shop.example.com/dawnline-10k',
      },
      {
        name: 'Sunrise Alarm Lamp',
        brand: 'Morrowglow',
        variantId: 'morrowglow-sunrise',
        imgUrl: '/products/morrowglow-sunrise-alarm-lamp.svg',
        productCtaUrl: 'https://www.amazon.com/dp/B0DEMO0003',
      },
    ],
    specialistCtaText: 'Find a sleep specialist',
    specialistCtaUrl: 'https://shop.example.com/find-a-specialist?topic=sleep',
    specialistDescription: '<p>A sleep specialist can check whether light therapy suits you and how long to use it each day.</p>',
  },
  longDescription: {
    widgetFormat: 'treatment-card',
    id: 'cbt-i',
    name: 'Cognitive behavioral therapy for insomnia',
    treatmentDescription: longDescription,
    specialistCtaUrl: 'https://shop.example.com/find-a-specialist?topic=cbt-i',
    specialistDescription: '<p>Therapists trained in CBT-I work in sleep clinics, in private practice and online.</p>',
  },
  noSpecialistUrl: {
    widgetFormat: 'treatment-card',
    id: 'sleep-schedule',
    name: 'A regular sleep schedule',
    treatmentDescription: '<p>Going to bed and getting up at the same times every day, weekends included, steadies your body clock.</p>',
    recommendedProducts: [
      { name: 'Quiet Tick Alarm Clock', brand: 'Hushwell', imgUrl: '/products/hushwell-quiet-tick-alarm-clock.svg', productCtaUrl: 'https://shop.example.com/quiet-tick' },
    ],
    specialistCtaText: 'Find a specialist',
    specialistDescription: '<p>This text has no link, so the section is not shown.</p>',
  },
  productsGrid: {
    widgetFormat: 'treatment-card',
    id: 'wind-down',
    name: 'A calming wind-down routine',
    treatmentDescription: '<p>Dim lights, a warm shower and a quiet activity in the last hour before bed tell your body it is time to sleep.</p>',
    recommendedProducts: [
      { name: 'Cotton Eye Mask', brand: 'Nightfold', variantId: 'nightfold-mask', imgUrl: '/products/nightfold-cotton-eye-mask.svg', productCtaUrl: 'https://shop.example.com/eye-mask' },
      { name: 'Stretch Mat', brand: 'Floorwise', variantId: 'floorwise-mat', imgUrl: '/products/floorwise-stretch-mat.svg', productCtaUrl: 'https://shop.example.com/mat' },
      {
        name: 'Unscented Body Lotion with a Rather Long Product Name for Layout Testing',
        brand: 'Plainleaf',
        imgUrl: '/products/plainleaf-unscented-body-lotion.svg',
        cta: 'SHOP NOW AT Shop Example',
        productCtaUrl: 'https://click.linksynergy.com/deeplink?|=123&murl=https%3A%2F%2Fshop.example.com%2Flotion',
      },
      { name: 'Sleep Journal', productCtaUrl: '/sleep/sleep-hygiene-tips' },
    ],
  },
  specialistOnly: {
    widgetFormat: 'treatment-card',
    id: 'sleep-study',
    name: 'A sleep study',
    specialistCtaUrl: '/sleep/sleep-apnea-signs',
    specialistDescription: '<p>If you snore loudly or wake up gasping, a sleep study can check for sleep apnea.</p>',
  },
  nameOnly: {
    widgetFormat: 'treatment-card',
    name: 'Treatment to be described',
  },
} satisfies Record<string, z.input<typeof treatmentCardSchema>>;
