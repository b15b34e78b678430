// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { validateDocument } from '@/publishing/validate';
import type { CampaignDocument } from '@/content/campaigns/schema';
import { stubIntersectionObserver } from '@tests/support/intersection-observer';
import { CampaignPreview } from './CampaignPreview';

beforeEach(() => {
  stubIntersectionObserver();
  vi.stubGlobal('fetch', vi.fn(async () => Response.json({})));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function demoCampaign(file: string, change: (doc: Record<string, unknown>) => void = () => undefined): CampaignDocument {
  const doc = JSON.parse(readFileSync(`content/healthline/campaigns/${file}.json`, 'utf8')) as Record<string, unknown>;
  change(doc);
  const result = validateDocument(doc);
  if (!result.ok || result.document.documentType !== 'campaign') throw new Error(`not a valid campaign: ${JSON.stringify(result)}`);
  return result.document;
}

describe('the campaign preview', () => {
  it('draws each A/B variant in its placement, with its share, the schedule and the targeting', async () => {
    const campaign = demoCampaign('appointment-checklist-download', (doc) => {
      doc.startDate = '2026-12-01T09:00:00Z';
      doc.variants = [
        { name: 'A', weight: 60 },
        { name: 'B', weight: 40, headline: 'Your checkup, well prepared' },
      ];
    });
    render(<CampaignPreview campaign={campaign} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Campaign: Appointment checklist download, heart health' })).toBeTruthy();
    expect(screen.getByText(/A 300 px column beside an article/)).toBeTruthy();
    expect(screen.getByText('2026-12-01T09:00:00Z')).toBeTruthy();
    expect(screen.getByText('Categories: heart-health')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Variant A (60% of readers)' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Variant B (40% of readers)' })).toBeTruthy();
    // Each variant's driver, by the site's own driver component, in the rail beside the text.
    await screen.findByText('Get more from your next checkup');
    await screen.findByText('Your checkup, well prepared');
    const rails = screen.getAllByRole('complementary', { name: 'Right rail' });
    expect(rails).toHaveLength(2);
    expect(within(rails[1]!).getByText('Your checkup, well prepared')).toBeTruthy();
  });

  it('shows a bar with the bar component the site uses', async () => {
    render(<CampaignPreview campaign={demoCampaign('price-tool-announcement')} />);
    expect(await screen.findByText('Compare prescription prices at pharmacies near you, with free coupons.')).toBeTruthy();
    expect(document.querySelector('[data-campaign-placement="announcementBar"]')).not.toBeNull();
    // A single variant gets no variant heading.
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });

  it('describes a page placement, which has no driver to draw', () => {
    render(<CampaignPreview campaign={demoCampaign('vitamin-d-featured-partner-react')} />);
    expect(screen.getByText(/A page placement has no driver of its own/)).toBeTruthy();
    expect(document.querySelector('[data-campaign-placement]')).toBeNull();
  });
});
