import { describe, expect, it } from 'vitest';
import type { BodyNode } from '@/content/article-schema';
import { pageFacts, playsVideo } from './page-facts';

const video = { widgetFormat: 'responsive_video', videoType: 'youtube', videoId: 'abc' };
const html = { type: 'html', html: '<p>Keep a regular bedtime.</p>' };

describe('playsVideo (the drivers meta excludeVideos, spec hasEmbeddedJWPlayer)', () => {
  it('is true when the body plays its own video, also inside a container', () => {
    expect(playsVideo([html, video])).toBe(true);
    const row = { widgetFormat: 'row', className: 'wp-row-split-width', children: [[{ type: 'html', html: '<p>Left</p>' }], 'wide', [video]] };
    expect(playsVideo([row])).toBe(true);
    expect(playsVideo([html, { widgetFormat: 'embed', html: 'responsive_video' }])).toBe(false);
  });

  it('stops on absurdly deep or odd input without throwing', () => {
    let deep: unknown = video;
    for (let i = 0; i < 200; i++) deep = { widgetFormat: 'group', children: [deep] };
    expect(playsVideo([deep])).toBe(false);
    expect(playsVideo([null, 3, 'responsive_video', []])).toBe(false);
  });
});

describe('pageFacts', () => {
  it('gathers a fact from the top-level widgets that give it, in body order, with their indexes; invalid nodes give nothing', () => {
    const source = { title: 'Hypertension guideline', publisher: 'Hypertension', year: 2018, doi: '10.1161/HYP.0000000000000065' };
    const body = [html, { widgetFormat: 'references', items: [source] }, { widgetFormat: 'references', items: [] }, { widgetFormat: 'references', items: [source] }] as BodyNode[];
    const facts = pageFacts(body, 'sources');
    expect(facts.map((f) => f.index)).toEqual([1, 3]);
    expect(facts[0]!.value).toEqual([source]);
  });
});
