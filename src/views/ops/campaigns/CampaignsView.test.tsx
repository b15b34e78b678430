// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { campaignSchema } from '@/content/campaigns/schema';
import { variantStats, type CampaignsData } from '@/features/ops/server/campaign-stats.server';
import type { ArchivedCampaign } from '@/content/campaigns/archive.server';
import { noFigures } from '@/content/campaigns/figure-events';
import { CampaignsView } from './CampaignsView';
import { campaignsQuerySchema } from '@/features/ops/campaign-query';
import { clickThroughRate, scheduleState, targetingSummary, variantNames } from '@/features/ops/campaign-schedule';

afterEach(cleanup);

const sleep = campaignSchema.parse({
  documentType: 'campaign',
  site: 'healthline',
  _uuid: '3f1c1e7a-8d8b-4c55-9a51-0a6f6b1c2d01',
  campaignName: 'Sleep newsletter',
  articlePlacement: 'rightRail',
  driverType: 'newsletter',
  priority: 10,
  startDate: '2026-05-01T00:00:00Z',
  targeting: { categories: ['sleep', 'nutrition'], audiences: ['returning-reader'] },
  variants: [
    { name: 'A', weight: 60 },
    { name: 'B', weight: 40 },
  ],
});
const react = campaignSchema.parse({
  documentType: 'campaign',
  site: 'psy',
  _uuid: '3f1c1e7a-8d8b-4c55-9a51-0a6f6b1c2d02',
  campaignName: 'Partner label',
  articlePlacement: 'REACT',
  assetName: 'partner-banner',
  status: 'paused',
});
const query = campaignsQuerySchema.parse({});
const days = ['2026-05-19', '2026-05-20'];
const figures = (views: number, clicks: number, signups = 0) => ({ ...noFigures, views, clicks, signups });

const checklistDocument = campaignSchema.parse({
  documentType: 'campaign',
  site: 'healthline',
  _uuid: '3f1c1e7a-8d8b-4c55-9a51-0a6f6b1c2d03',
  campaignName: 'Checklist download',
  articlePlacement: 'manualPlacement1',
  driverType: 'download',
  callToActionURL: '/files/checklist.pdf',
  endDate: '2026-05-10T00:00:00Z',
});
const checklist: ArchivedCampaign = {
  uuid: checklistDocument._uuid,
  site: 'healthline',
  campaignName: 'Checklist download',
  placement: 'manualPlacement1',
  driverType: 'download',
  reason: 'ended',
  endedAt: '2026-05-10T00:00:00.000Z',
  archivedAt: '2026-05-10T00:30:00.000Z',
  variants: [{ variant: 'A', weight: 100, ...noFigures, views: 200, clicks: 20, downloads: 15 }],
  total: { ...noFigures, views: 200, clicks: 20, downloads: 15 },
  document: checklistDocument,
};

const data: CampaignsData = {
  days,
  daily: [
    { day: '2026-05-19', impressions: 10, clicks: 1, conversions: 1 },
    { day: '2026-05-20', impressions: 0, clicks: 0, conversions: 0 },
  ],
  campaigns: [
    {
      campaign: sleep,
      schedule: 'running',
      conversionKind: 'signups',
      variants: [variantStats('A', figures(4, 2, 1), 'signups'), variantStats('B', figures(0, 0), 'signups')],
      total: variantStats('All', figures(4, 2, 1), 'signups'),
    },
    { campaign: react, schedule: 'ended', conversionKind: null, variants: [variantStats('A', figures(3, 0), null)], total: variantStats('All', figures(3, 0), null) },
  ],
  archived: [
    {
      archived: checklist,
      conversionKind: 'downloads',
      variants: [{ ...variantStats('A', checklist.variants[0]!, 'downloads'), weight: 100 }],
      total: variantStats('All', checklist.total, 'downloads'),
    },
  ],
};

describe('CampaignsView', () => {
  it('lists each campaign with site, placement, driver type, status, schedule, priority and targeting', () => {
    render(<CampaignsView data={data} query={query} canSignOut={false} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Campaigns' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/ops');
    const card = screen.getByRole('article', { name: 'Sleep newsletter' });
    const text = card.textContent!;
    expect(within(card).getByRole('region', { name: 'Figures per variant, Sleep newsletter (3f1c1e7a-8d8b-4c55-9a51-0a6f6b1c2d01)' }).getAttribute('tabindex')).toBe('0');
    for (const part of ['3f1c1e7a-8d8b-4c55-9a51-0a6f6b1c2d01', 'Wellread (healthline)', 'rightRail', 'newsletter', 'Active', 'Running: 2026-05-01 00:00 UTC to no end date', '10', 'Categories: sleep, nutrition', 'Audiences: returning-reader']) {
      expect(text).toContain(part);
    }
    const other = screen.getByRole('article', { name: 'Partner label' }).textContent!;
    for (const part of ['Wellread Mind (psy)', 'REACT', 'asset partner-banner', 'Paused', 'Ended', 'Every page of the site']) expect(other).toContain(part);
  });

  it('shows impressions, clicks, CTR and the driver type’s conversions per variant with weights, and a total for a split', () => {
    render(<CampaignsView data={data} query={query} canSignOut={false} />);
    const table = within(screen.getByRole('article', { name: 'Sleep newsletter' })).getByRole('table', {
      name: 'Impressions, clicks, click-through rate and conversions per variant, Sleep newsletter',
    });
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows).toEqual(['VariantWeightImpressionsClicksCTRSign-upsConversion rate', 'A60%4250.0%125.0%', 'B40%00–0–', 'All variants100%4250.0%125.0%']);
    expect(within(table).getAllByRole('columnheader').map((h) => h.getAttribute('scope'))).toEqual(Array(7).fill('col'));
    // A driver type without a conversion (a page placement here) has no conversion columns.
    expect(within(screen.getByRole('article', { name: 'Partner label' })).getAllByRole('row').map((r) => r.textContent)).toEqual(['VariantWeightImpressionsClicksCTR', 'A100%300.0%']);
  });

  it('lists ended and archived campaigns with their final figures, and says so when there are none', () => {
    render(<CampaignsView data={data} query={query} canSignOut={false} />);
    const section = screen.getByRole('region', { name: 'Ended and archived' });
    const card = within(section).getByRole('article', { name: 'Checklist download' });
    expect(card.textContent).toContain('Ended2026-05-10 00:00 UTC');
    const table = within(card).getByRole('table', { name: 'Final figures per variant, all time, Checklist download' });
    expect(within(table).getAllByRole('row').map((r) => r.textContent)).toEqual(['VariantWeightImpressionsClicksCTRDownloadsConversion rate', 'A100%2002010.0%157.5%']);
    expect(within(card).getByRole('link', { name: 'Daily chart for Checklist download' }).getAttribute('href')).toBe(`/ops/campaigns?days=30&site=all&campaign=${checklist.uuid}#daily-heading`);
    cleanup();
    render(<CampaignsView data={{ ...data, archived: [] }} query={campaignsQuerySchema.parse({ site: 'psy' })} canSignOut={false} />);
    expect(within(screen.getByRole('region', { name: 'Ended and archived' })).getByText('No campaign has ended or been taken off site psy yet.')).toBeTruthy();
  });

  it('links each campaign to its daily chart, keeping the period and site', () => {
    render(<CampaignsView data={data} query={campaignsQuerySchema.parse({ days: '7', site: 'healthline' })} canSignOut={false} />);
    expect(screen.getByRole('link', { name: 'Daily chart for Sleep newsletter' }).getAttribute('href')).toBe(
      '/ops/campaigns?days=7&site=healthline&campaign=3f1c1e7a-8d8b-4c55-9a51-0a6f6b1c2d01#daily-heading',
    );
  });

  it('gives the chart a caption and a data table with CTR per day', () => {
    render(<CampaignsView data={{ ...data, chosen: sleep }} query={query} canSignOut />);
    const figure = screen.getByRole('figure', { name: 'Impressions and clicks per day, Sleep newsletter' });
    expect(figure.querySelector('svg[aria-hidden="true"]')).toBeTruthy();
    expect(within(figure).getAllByRole('row').map((r) => r.textContent)).toEqual(['Day (UTC)ImpressionsClicksCTRConversions', '2026-05-1910110.0%1', '2026-05-2000–0']);
    expect(screen.getByRole('link', { name: 'Show every campaign' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
  });

  it('says so when there are no campaigns', () => {
    render(<CampaignsView data={{ ...data, campaigns: [] }} query={campaignsQuerySchema.parse({ site: 'psy' })} canSignOut={false} />);
    expect(screen.getByRole('heading', { level: 2, name: '0 campaigns' })).toBeTruthy();
    expect(screen.getByText(/No campaigns are published for site psy/)).toBeTruthy();
  });
});

describe('schedule and summary rules', () => {
  const now = new Date('2026-05-20T12:00:00.000Z');
  it('running from the start (inclusive) until the end (exclusive)', () => {
    expect(scheduleState({}, now)).toBe('running');
    expect(scheduleState({ startDate: '2026-05-20T12:00:00.000Z' }, now)).toBe('running');
    expect(scheduleState({ startDate: '2026-05-20T12:00:01.000Z' }, now)).toBe('scheduled');
    expect(scheduleState({ endDate: '2026-05-20T12:00:00.000Z' }, now)).toBe('ended');
    expect(scheduleState({ startDate: '2026-05-01', endDate: '2026-06-01' }, now)).toBe('running');
  });

  it('CTR in percent with one decimal, none without impressions', () => {
    expect(clickThroughRate(3, 1)).toBe(33.3);
    expect(clickThroughRate(0, 0)).toBeNull();
    expect(clickThroughRate(0, 2)).toBeNull();
  });

  it('summarises long targeting lists and names the variants', () => {
    expect(targetingSummary({ paths: ['/a', '/b', '/c', '/d', '/e', '/f', '/g'] })).toEqual(['Paths: /a, /b, /c, /d, /e and 2 more']);
    expect(targetingSummary(undefined)).toEqual(['Every page of the site']);
    expect(variantNames({ variants: [] })).toEqual(['A']);
    expect(variantNames(sleep)).toEqual(['A', 'B']);
  });
});
