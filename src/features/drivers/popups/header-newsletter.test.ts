import { beforeEach, describe, expect, it, vi } from 'vitest';
import { newsletterClientConfig } from '@tests/support/newsletter-config';
import { log } from '@/lib/client-log';
import { headerNewsletter, resetHeaderNewsletterLog } from './header-newsletter';
import { testDriver } from './test-drivers';

vi.mock('@/lib/client-log', () => ({ log: vi.fn() }));

const config = newsletterClientConfig({ description: 'New, medically reviewed articles once a week. Unsubscribe at any time.' });

const driver = testDriver({
  driverType: 'newsletter',
  articlePlacement: 'headerNewsletter',
  campaignName: 'Nutrition Notes spring sign-up',
  headline: 'Eat well, twice a month',
  bodyCopy: 'Practical nutrition articles from our dietitians.',
  newsletterLists: ['nutrition-notes'],
  newsletterSource: 'header-driver',
});

beforeEach(() => {
  vi.mocked(log).mockClear();
  resetHeaderNewsletterLog();
});

describe('header newsletter driver', () => {
  it('without a driver the popup is the site’s own', () => {
    expect(headerNewsletter(config, null)).toEqual({ config, title: config.title, description: config.description });
  });

  it('with a driver: its headline, copy, lists, source and campaign name', () => {
    const popup = headerNewsletter(config, driver);
    expect(popup.title).toBe('Eat well, twice a month');
    expect(popup.description).toBe('Practical nutrition articles from our dietitians.');
    expect(popup.source).toBe('header-driver');
    expect(popup.config).toEqual({ ...config, lists: ['nutrition-notes'], campaignName: 'Nutrition Notes spring sign-up' });
    expect(log).not.toHaveBeenCalled();
  });

  it('a driver without copy keeps the site’s title and description', () => {
    const popup = headerNewsletter(config, { ...driver, headline: undefined, bodyCopy: undefined });
    expect([popup.title, popup.description]).toEqual([config.title, config.description]);
  });

  it('a driver without lists (of this site) logs "Missing headerNewsletter lists" once and signs up to the site’s lists', () => {
    for (const lists of [{ newsletterLists: [], lists: [] }, { newsletterLists: ['mind-matters'] }]) {
      resetHeaderNewsletterLog();
      vi.mocked(log).mockClear();
      const noLists = { ...driver, ...lists };
      expect(headerNewsletter(config, noLists).config.lists).toEqual(['wellness-wire']);
      headerNewsletter(config, noLists);
      expect(log).toHaveBeenCalledTimes(1);
      expect(log).toHaveBeenCalledWith('error', 'Missing headerNewsletter lists', { campaign: driver._uuid, placement: 'headerNewsletter' });
    }
  });
});

describe('the sign-up a header driver sends', () => {
  it('carries the driver’s lists, source and campaign name', async () => {
    const { activationBody } = await import('@/features/newsletter/submit');
    const popup = headerNewsletter(config, driver);
    const values = { email: 'reader@example.com', datePickers: [], newsletterConsent: true, explicitConsent: false, isEEA: false };
    const body = activationBody(values, popup.config, { path: '/nutrition', search: '?campaignName=spring-mail&k1=diet' }, 'token', popup.source);
    expect(body.lists).toEqual(['nutrition-notes']);
    expect(body.source).toBe('header-driver');
    expect(body.query).toEqual({ campaignName: 'Nutrition Notes spring sign-up', k1: 'diet' });
    // Without a driver the page URL's campaign name stays.
    expect(activationBody(values, config, { path: '/nutrition', search: '?campaignName=spring-mail' }, 'token').query).toEqual({ campaignName: 'spring-mail' });
  });
});
