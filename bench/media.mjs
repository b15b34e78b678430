// A generated article with a video, a gallery and a recipe (issue 17): the bench measures it like the
// other pages, so a media widget that ships script up front or shifts layout shows in its figures.
// Written into bench/.data and imported with the demo content; nothing of it is committed as content.
import fs from 'node:fs';
import path from 'node:path';
import { root } from '../scripts/lib.mjs';

export const mediaPath = '/nutrition/bench-video-gallery-recipe';
export const mediaFile = path.join(root, 'bench', '.data', 'media.json');

const paragraph = (text) => ({ type: 'html', html: `<p>${text}</p>` });
const filler = 'This generated paragraph stands in for an editor text of realistic length between the widgets. ';
const galleryImages = ['lentils', 'broccoli', 'oats-and-berries', 'pear-and-apple', 'beans-and-seeds', 'wholegrain-bread'];

export function writeMedia() {
  const doc = {
    documentType: 'article',
    site: 'healthline',
    canonicalPath: mediaPath,
    title: 'Bench: a video, a gallery and a recipe',
    description: 'A generated article the bench uses to measure a page with the media and food widgets.',
    pageTemplate: 'article',
    categories: ['nutrition'],
    authors: [{ name: 'Bench generator', credentials: 'generated' }],
    datePublished: '2026-01-01',
    body: [
      paragraph(filler.repeat(4)),
      {
        widgetFormat: 'responsive_video',
        videoType: 'video_embed_code',
        title: 'Box breathing in four steps',
        sources: [
          { src: '/media/video/box-breathing.webm', type: 'video/webm' },
          { src: '/media/video/box-breathing.mp4', type: 'video/mp4' },
        ],
        captions: '/media/video/box-breathing.vtt',
        poster: '/media/video/box-breathing.jpg',
        duration: 20,
        uploadDate: '2025-11-24',
        transcripts: [{ language: 'en', text: 'Box breathing is a simple way to slow down when you feel stressed.' }],
      },
      paragraph(filler.repeat(3)),
      {
        widgetFormat: 'image-gallery',
        title: 'Foods rich in fiber',
        images: galleryImages.map((name) => ({ src: `/images/galleries/fiber-foods/${name}.svg`, alt: `Drawing: ${name.replaceAll('-', ' ')}`, width: 1200, height: 900 })),
      },
      paragraph(filler.repeat(3)),
      {
        widgetFormat: 'recipe-v2',
        title: 'Overnight oats with berries',
        cookingTimes: { prepTime: '10 minutes', totalTime: '8 hours 10 minutes' },
        nutritionFacts: { servingsCount: '2' },
        imageUrl: '/images/recipes/overnight-oats.svg',
        imageAlt: 'A glass jar of overnight oats topped with blueberries and strawberries',
        ingredients: [{ text: '1 cup (90 g) rolled oats' }, { text: '1 tablespoon (12 g) chia seeds' }, { text: '1 cup (240 ml) milk' }, { text: '1 cup (150 g) berries' }],
        instructions: [{ text: 'Stir the oats, chia seeds and milk together in a jar.' }, { text: 'Refrigerate overnight.' }, { text: 'Top with the berries and serve.' }],
        postInstructionsTip: { title: 'Keeps for 3 days', description: '<p>Make a few jars at once.</p>' },
      },
    ],
  };
  fs.mkdirSync(path.dirname(mediaFile), { recursive: true });
  fs.writeFileSync(mediaFile, JSON.stringify(doc, null, 2));
  return mediaFile;
}
