import { defineWidget } from '../define';
import { livedExperienceSchema } from './schema';

export const widget = defineWidget({
  format: 'lived-experience',
  label: 'Lived experience',
  summary: "A person's own words about living with a condition, with their name, photo, credentials and a link.",
  schema: livedExperienceSchema,
  load: () => import('./LivedExperience').then((m) => m.LivedExperience),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  searchText: (data) => [data.title, data.photo?.alt, data.name, data.credentials, data.quote, data.cta?.text],
});
