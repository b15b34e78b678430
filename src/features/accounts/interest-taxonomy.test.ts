import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SITE_IDS } from '@/sites';
import { interestTaxonomy, isFollowable, quizTopicIds, topicsOfInterest } from './interest-taxonomy';

describe('the interests taxonomy of each site (spec 3)', () => {
  it.each(SITE_IDS)('%s: unique ids, topics that are categories of the demo content, subtopics under a topic', (site) => {
    const options = interestTaxonomy(site);
    expect(new Set(options.map((o) => o.id)).size).toBe(options.length);
    expect(new Set(options.map((o) => o.questionType))).toEqual(new Set(['topic', 'subtopic', 'jtbd']));
    for (const topic of options.filter((o) => o.questionType === 'topic')) expect(fs.existsSync(`content/${site}/categories/${topic.id}.json`), topic.id).toBe(true);
    for (const sub of options.filter((o) => o.questionType === 'subtopic')) expect(options.some((o) => o.id === sub.parentId && o.questionType === 'topic'), sub.id).toBe(true);
  });

  it('maps the quiz topics to ids the site has', () => {
    for (const [topic, bySite] of Object.entries(quizTopicIds)) {
      for (const [site, id] of Object.entries(bySite)) expect(interestTaxonomy(site as 'healthline').some((o) => o.id === id), `${topic} on ${site}`).toBe(true);
    }
  });

  it('"For you" reads topics and the parents of subtopics, once each, ignoring unknown ids', () => {
    expect(topicsOfInterest('healthline', { topicIds: ['sleep', 'anxiety'], subtopicIds: ['blood-pressure', 'cholesterol', 'insomnia'] })).toEqual(['sleep', 'heart-health']);
  });

  it('a topic or subtopic can be followed, a job-to-be-done cannot', () => {
    expect(isFollowable('healthline', 'sleep')).toBe(true);
    expect(isFollowable('healthline', 'insomnia')).toBe(true);
    expect(isFollowable('healthline', 'find-community')).toBe(false);
    expect(isFollowable('psy', 'sleep')).toBe(false);
  });
});
