// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { feedbackPageQuerySchema } from '@/features/ops/feedback-query';
import { FeedbackView, type FeedbackPageData } from './FeedbackView';

afterEach(cleanup);

const query = feedbackPageQuerySchema.parse({});
const data: FeedbackPageData = {
  days: ['2026-04-21', '2026-05-20'],
  votes: {
    totals: { helpful: 5, notHelpful: 3 },
    articles: [
      {
        site: 'healthline',
        path: '/sleep/naps',
        helpful: 3,
        notHelpful: 3,
        reasons: [
          { text: '<script>alert(1)</script> nothing for teens\nand no sources', at: '2026-05-19T10:30:00.000Z' },
          { text: 'Too short', at: '2026-05-18T09:00:00.000Z' },
        ],
      },
      { site: 'psy', path: '/stress/breathing', helpful: 2, notHelpful: 0, reasons: [] },
    ],
  },
  survey: {
    answers: 3,
    articles: [{ site: 'healthline', path: '/sleep/naps', answers: 3, average: 11 / 3, scores: [0, 1, 0, 1, 1], comments: [{ text: 'Clear', at: '2026-05-10T08:00:00.000Z' }] }],
  },
};

describe('/ops/feedback', () => {
  it('lists votes per article with their share and reasons, and the survey answers per article with their comments', () => {
    render(<FeedbackView data={data} query={query} canSignOut={false} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Reader feedback' })).toBeTruthy();
    expect(within(screen.getByRole('navigation', { name: 'Operator pages' })).getByRole('link', { name: 'Reader feedback' }).getAttribute('aria-current')).toBe('page');

    const votes = screen.getByRole('table', { name: 'Votes per article, most votes first' });
    const rows = within(votes).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell').map((c) => c.textContent))).toEqual([
      ['Wellread (healthline)', '3', '3', '50%', '2'],
      ['Wellread Mind (psy)', '2', '0', '100%', '0'],
    ]);
    expect(within(rows[0]!).getByRole('rowheader').textContent).toBe('/sleep/naps');
    expect(screen.getByText(/5 Helpful, 3 Not Helpful \(63% helpful\)/)).toBeTruthy();

    // A reason is shown as the text the reader typed, never as markup.
    const reasons = within(screen.getByRole('region', { name: 'Was this helpful?' })).getByRole('article', { name: '/sleep/naps (Wellread (healthline))' });
    expect(within(reasons).getAllByRole('listitem').map((li) => li.querySelector('p')!.textContent)).toEqual([
      '<script>alert(1)</script> nothing for teens\nand no sources',
      'Too short',
    ]);
    expect(document.querySelector('script')).toBeNull();
    expect(within(reasons).getAllByRole('listitem')[0]!.querySelector('time')!.textContent).toBe('2026-05-19 10:30 UTC');

    const survey = screen.getByRole('table', { name: 'Survey answers per article, most answers first' });
    const surveyRow = within(survey).getAllByRole('row')[1]!;
    expect(within(surveyRow).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Wellread (healthline)', '3', '3.7', '0', '1', '0', '1', '1']);
    expect(screen.getByRole('heading', { name: 'Survey comments' })).toBeTruthy();
    expect(screen.getByText('Clear')).toBeTruthy();
  });

  it('says so when there is nothing in the period', () => {
    render(<FeedbackView data={{ days: data.days, votes: { totals: { helpful: 0, notHelpful: 0 }, articles: [] }, survey: { answers: 0, articles: [] } }} query={query} canSignOut />);
    expect(screen.getByText('No votes in this period.')).toBeTruthy();
    expect(screen.getByText('No survey answers in this period.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
  });
});
