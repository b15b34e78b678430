import type { z } from 'zod';
import type { postDownloadableSchema } from './schema';

export const fixtures = {
  default: {
    widgetFormat: 'post-downloadable',
    title: "Doctor's appointment checklist",
    subText: 'A one-page list to fill in before your visit: your symptoms, your medicines and the questions you want to ask.',
    imageSrc: '/media/downloads/appointment-checklist-preview.svg',
    imgAlt: "Preview of the doctor's appointment checklist",
    downloadUrl: '/media/downloads/appointment-checklist.pdf',
  },
  noSharePreview: {
    widgetFormat: 'post-downloadable',
    title: 'My medicines list',
    downloadUrl: '/media/downloads/appointment-checklist.pdf',
  },
  defaultAlt: {
    widgetFormat: 'post-downloadable',
    title: 'Questions to ask about a new medicine',
    subText: 'Print it and take it with you to the pharmacy.',
    imageSrc: '/media/downloads/appointment-checklist-preview.svg',
    downloadUrl: '/media/downloads/appointment-checklist.pdf',
  },
  externalFile: {
    widgetFormat: 'post-downloadable',
    title: 'Blood pressure diary from a national health service',
    subText: 'A printable diary to record your home readings for two weeks.',
    imageSrc: '/media/downloads/appointment-checklist-preview.svg',
    imgAlt: 'Preview of a blood pressure diary',
    downloadUrl: 'https://www.example.org/files/blood-pressure-diary.pdf',
  },
  longText: {
    widgetFormat: 'post-downloadable',
    title: 'Getting ready for a hospital stay: a complete checklist for patients, family members and carers, from the week before to the day you go home',
    subText:
      'What to pack, which documents to bring, who to tell, how to arrange help at home and what to ask before you are discharged, including medicines, follow-up appointments and warning signs to watch for once you are home.',
    imageSrc: '/media/downloads/appointment-checklist-preview.svg',
    imgAlt: 'Preview of the hospital stay checklist',
    downloadUrl: '/media/downloads/appointment-checklist.pdf?version=2',
  },
} satisfies Record<string, z.input<typeof postDownloadableSchema>>;
