// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ResponseDriver } from '../../api-schema';
import type { DriverType } from '@/content/campaigns/schema';
import { exampleDriver } from '../fixtures';
import type { DriverComponentProps } from '../types';
import { AnnouncementBarDriver } from './AnnouncementBarDriver.client';
import { ContentPromoDriver } from './ContentPromoDriver.client';
import { DownloadDriver } from './DownloadDriver.client';
import { PaidMediaDriver } from './PaidMediaDriver.client';
import { isEligibleChoice, notEligibleHeadline, QuizDriver } from './QuizDriver.client';
import { StickyBannerDriver } from './StickyBannerDriver.client';
import { SurveyDriver } from './SurveyDriver.client';

const tracked = vi.hoisted(() => [] as { eventName: string; payload: Record<string, unknown> }[]);
vi.mock('@/features/analytics/track', () => ({
  track: (eventName: string, payload: Record<string, unknown>) => tracked.push({ eventName, payload }),
  flush: () => undefined,
}));

let onDone: ReturnType<typeof vi.fn>;
beforeEach(() => {
  tracked.length = 0;
  onDone = vi.fn();
});
afterEach(cleanup);

function show(Component: (p: DriverComponentProps) => React.ReactNode, type: DriverType, overrides: Partial<ResponseDriver> = {}) {
  const driver = exampleDriver(type, overrides);
  return render(<Component driver={driver} placement={driver.articlePlacement} contentIndex={0} onDone={onDone as () => void} />);
}
const events = (name: string) => tracked.filter((e) => e.eventName === name).map((e) => e.payload);

describe('contentPromo', () => {
  it('shows title, description, the default call to action and a responsive image with its size', () => {
    show(ContentPromoDriver, 'contentPromo');
    expect(screen.getByText('Your heart health guide')).toBeTruthy();
    expect(screen.getByText(/Warning signs, everyday habits/)).toBeTruthy();
    const link = screen.getByRole('link', { name: 'GET STARTED' });
    expect(link.getAttribute('href')).toBe('/heart-health');
    expect(link.hasAttribute('target')).toBe(false);
    const image = screen.getByRole('img', { name: 'A sunny path through green hills' });
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['640', '400']);
  });

  it('offers a raster image at several widths through the optimizer, with sizes for desktop (990px) and tablet (768px)', () => {
    show(ContentPromoDriver, 'contentPromo', { image: { src: '/images/landing/sunrise-still.png', alt: 'Sunrise', width: 240, height: 136 } });
    const image = screen.getByRole('img', { name: 'Sunrise' });
    expect(image.getAttribute('srcset')).toContain('/_next/image?url=%2Fimages%2Flanding%2Fsunrise-still.png&w=');
    expect(image.getAttribute('sizes')).toBe('(min-width: 990px) 300px, (min-width: 768px) 240px, 100vw');
  });

  it('uses the campaign call to action and opens a new tab only when asked', () => {
    show(ContentPromoDriver, 'contentPromo', { callToAction: 'Visit the guide', openCallToActionUrlOnSameTab: false });
    const link = screen.getByRole('link', { name: 'Visit the guide' });
    expect([link.getAttribute('target'), link.getAttribute('rel')]).toEqual(['_blank', 'noopener']);
  });
});

describe('paidMediaDriver', () => {
  it('marks the outbound call to action rel="sponsored noopener" and names the sponsor', () => {
    show(PaidMediaDriver, 'paidMediaDriver', { brand: 'Northwind' });
    const link = screen.getByRole('link', { name: 'GET STARTED' });
    expect(link.getAttribute('rel')).toBe('sponsored noopener');
    expect(link.getAttribute('href')).toBe('https://pharmacy.example.com/delivery');
    expect(screen.getByText('Sponsored by Northwind Pharmacy')).toBeTruthy();
    expect(screen.getByText('Partner offer')).toBeTruthy();
  });

  it('falls back to the brand for "Sponsored by"', () => {
    show(PaidMediaDriver, 'paidMediaDriver', { vendorName: undefined, brand: 'Northwind' });
    expect(screen.getByText('Sponsored by Northwind')).toBeTruthy();
  });

  it('renders copy as text, never as markup', () => {
    show(PaidMediaDriver, 'paidMediaDriver', { headline: '<img src=x onerror=alert(1)>' });
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeTruthy();
    expect(document.querySelectorAll('img')).toHaveLength(1);
  });
});

describe('stickyBanner and announcementBar', () => {
  it('the sticky banner shows its headline and call to action', () => {
    show(StickyBannerDriver, 'stickyBanner', { callToAction: undefined });
    expect(screen.getByText('Learn what your blood pressure numbers mean')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'GET STARTED' }).getAttribute('href')).toBe('/heart-health/blood-pressure-numbers');
  });

  it('the announcement bar shows its text and link in its own colours', () => {
    show(AnnouncementBarDriver, 'announcementBar');
    const text = screen.getByText('Flu season is here: find out who should get a flu shot.');
    const bar = text.parentElement!;
    expect(bar.style.background).toBe('rgb(6, 63, 63)');
    expect(bar.style.color).toBe('rgb(255, 255, 255)');
    expect(screen.getByRole('link', { name: 'Read more' }).getAttribute('href')).toBe('/flu/who-should-get-a-flu-shot');
  });

  it('keeps the announcement text readable when the campaign colours do not contrast enough', () => {
    show(AnnouncementBarDriver, 'announcementBar', { backgroundColor: '#ffffff', textColor: '#eeeeee' });
    const bar = screen.getByText('Flu season is here: find out who should get a flu shot.').parentElement!;
    expect(bar.style.color).toBe('rgb(0, 0, 0)');
  });

  it('an announcement bar without text renders nothing', () => {
    const { container } = show(AnnouncementBarDriver, 'announcementBar', { announcementText: undefined, headline: undefined });
    expect(container.innerHTML).toBe('');
  });
});

describe('download', () => {
  it('links the file, then shows the confirm step and finishes', async () => {
    show(DownloadDriver, 'download');
    const link = screen.getByRole('link', { name: 'Download the list' });
    expect(link.getAttribute('href')).toBe('/downloads/heart-healthy-shopping-list.pdf');
    expect(link.hasAttribute('download')).toBe(true);
    link.addEventListener('click', (e) => e.preventDefault());
    fireEvent.click(link);
    expect(await screen.findByText('Your list is on its way')).toBeTruthy();
    expect(screen.getByRole('status')).toBeTruthy();
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});

describe('survey', () => {
  beforeEach(() => {
    document.documentElement.dataset.site = 'healthline';
  });
  afterEach(() => {
    delete document.documentElement.dataset.site;
  });
  const driverEvents = { elementType: 'driver', location: 'rightRail', driverId: '9c3d1e77-5b2a-4d8f-a0c6-3e7f1b2d4a03', category: 'survey' };

  it('shows the campaign\'s Survey content inline, the interests by their names; Form Submitted with the chosen ids, then feedback and confirm', () => {
    show(SurveyDriver, 'survey');
    expect(document.querySelector('[data-interest-survey]')!.getAttribute('data-presentation')).toBe('inline');
    expect(screen.getByText('Quick question')).toBeTruthy();
    expect(screen.getByText('Pick the topics you care about. It helps us decide what to write next.')).toBeTruthy();
    // The card and the options are both named by the title.
    expect(screen.getAllByRole('group', { name: 'What would you like to read more about?' }).map((g) => g.tagName)).toEqual(['DIV', 'FIELDSET']);
    const submit = screen.getByRole('button', { name: 'SUBMIT' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sleep' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Heart health' }));
    fireEvent.click(submit);
    expect(events('Form Submitted')).toEqual([{ ...driverEvents, formName: 'Topics survey', fieldName: 'survey', text: 'heart-health,sleep' }]);
    expect(events('Element Clicked').map((p) => p.actionOutcome)).toEqual(['submit']);
    expect(screen.getByText('Thank you for your answer')).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Your answer helps us')).toBeTruthy();
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('sends Form Field Selected per selection with the driver\'s identity and the onboarding, interest question payload', () => {
    show(SurveyDriver, 'survey');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Nutrition' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Nutrition' }));
    expect(events('Form Field Selected')).toEqual([
      { ...driverEvents, formName: 'onboarding', formId: 'interest-survey', stepName: 'interest question', stepId: 'topic', fieldName: 'nutrition', fieldLabel: 'Nutrition', actionOutcome: 'selected' },
      { ...driverEvents, formName: 'onboarding', formId: 'interest-survey', stepName: 'interest question', stepId: 'topic', fieldName: 'nutrition', fieldLabel: 'Nutrition', actionOutcome: 'deselected' },
    ]);
  });

  it('is the modal presentation in a popup placement, and uses its own call to action and required: false', () => {
    show(SurveyDriver, 'survey', { articlePlacement: '1stPagePopup', feedbackCallToAction: 'Send', required: false, feedbackStep: undefined, confirm: undefined });
    expect(document.querySelector('[data-interest-survey]')!.getAttribute('data-presentation')).toBe('modal');
    const send = screen.getByRole('button', { name: 'Send' });
    expect((send as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(send);
    expect(events('Form Submitted')[0]).toMatchObject({ location: '1stPagePopup', text: '' });
    expect(screen.getByText('Thank you for your answer')).toBeTruthy();
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('renders nothing without its title or selections', () => {
    const { container } = show(SurveyDriver, 'survey', { feedbackTitle: undefined });
    expect(container.innerHTML).toBe('');
  });
});

describe('quiz', () => {
  it('asks a question its headline repeats once in the short flow', () => {
    const quiz = exampleDriver('quiz').quiz!;
    show(QuizDriver, 'quiz', { headline: quiz.question });
    expect(screen.getAllByText(quiz.question)).toHaveLength(1);
    expect(screen.getAllByRole('group', { name: quiz.question }).map((g) => g.tagName)).toContain('FIELDSET');
  });

  it('couponEligibility: an eligible answer leads to the savings tool link; the answer itself is not recorded', () => {
    show(QuizDriver, 'quiz');
    const submit = screen.getByRole('button', { name: 'Find savings' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: /private insurance/ }));
    fireEvent.click(submit);
    const result = screen.getByRole('link', { name: 'Find savings' });
    expect(result.getAttribute('href')).toBe('/heart-health/atorvastatin-savings');
    // The result's link says where it sits, for the click's ctaPosition.
    expect(result.getAttribute('data-cta-position')).toBe('result');
    // The answer is the quiz's completion: the card's conversion, with the card view's id.
    expect(events('Form Submitted')).toEqual([expect.objectContaining({ actionOutcome: 'quiz_completion', name: '4e8a2c91-7d3f-4b16-b9e0-5a2c7d1f3e04', variant: 'A', viewCorrelationId: expect.any(String) })]);
    expect(JSON.stringify(tracked)).not.toContain('eligible');
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('couponEligibility: a not-eligible answer gets a kind explanation and no link', () => {
    show(QuizDriver, 'quiz');
    fireEvent.click(screen.getByRole('radio', { name: /Medicare/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Find savings' }));
    expect(screen.getByText(notEligibleHeadline)).toBeTruthy();
    expect(screen.getByText(/pharmacist or doctor/)).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('the /test/marketplace-drivers/most-felib path forces the full-width flow for any quiz', () => {
    window.history.pushState({}, '', '/test/marketplace-drivers/most-felib');
    try {
      show(QuizDriver, 'quiz');
      expect(screen.getByText('Step 1 of 2')).toBeTruthy();
      expect(screen.queryByRole('radio')).toBeNull();
    } finally {
      window.history.pushState({}, '', '/');
    }
  });

  it('reads eligibility from the choice values', () => {
    expect(['eligible', 'yes', 'eligible-private', 'yes-cash'].map(isEligibleChoice)).toEqual([true, true, true, true]);
    expect(['not-eligible', 'ineligible', 'no', 'no-medicare', 'maybe', 'yesterday'].map(isEligibleChoice)).toEqual([false, false, false, false, false, false]);
  });

  it('fullWidthQuizFlow: one step per screen with Back and Next, then the feedback step and the confirmation', () => {
    const quiz = exampleDriver('quiz').quiz!;
    show(QuizDriver, 'quiz', {
      quiz: { ...quiz, quizType: 'fullWidthQuizFlow', choices: [{ label: 'Daily', value: 'daily' }, { label: 'Weekly', value: 'weekly' }] },
      callToAction: undefined,
      feedbackStep: { headline: 'Good to know', callToAction: 'Next' },
      confirm: { headline: 'All done' },
    });
    expect(screen.getByText('Step 1 of 2')).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'GET STARTED' }));
    expect(screen.getByText('Step 2 of 2')).toBeTruthy();
    expect(document.activeElement?.textContent).toBe(quiz.question);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('Step 1 of 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'GET STARTED' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Weekly' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Good to know')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('All done')).toBeTruthy();
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(tracked.map((e) => e.eventName)).toEqual(['Form Started', 'Form Backed', 'Form Started', 'Form Submitted', 'Element Clicked']);
  });

  const interests = (): Partial<ResponseDriver> => ({
    quiz: {
      quizType: 'interests',
      question: 'What topics are you interested in?',
      choices: [
        { label: 'Diabetes 101', value: 'diabetes-101' },
        { label: 'Nutrition', value: 'nutrition' },
        { label: 'Recipes', value: 'recipes' },
      ],
    },
    feedbackStep: undefined,
    confirm: undefined,
  });

  it('interests: records Interests Submitted with the chosen topics, then "Thanks for signing up!"', () => {
    show(QuizDriver, 'quiz', interests());
    fireEvent.click(screen.getByRole('checkbox', { name: 'Nutrition' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Diabetes 101' }));
    fireEvent.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(events('Interests Submitted')).toEqual([
      { location: 'rightRail', formId: '4e8a2c91-7d3f-4b16-b9e0-5a2c7d1f3e04', formName: 'Prescription savings check', interests: ['Diabetes 101', 'Nutrition'] },
    ]);
    expect(screen.getByText('Thanks for signing up!')).toBeTruthy();
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('interests: with nothing chosen there is no interest event, and the confirmation still appears', () => {
    show(QuizDriver, 'quiz', interests());
    fireEvent.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(events('Interests Submitted')).toEqual([]);
    expect(screen.getByText('Thanks for signing up!')).toBeTruthy();
  });

  it('interests: a choice that is not one of the known topics is never sent', () => {
    show(QuizDriver, 'quiz', interests());
    fireEvent.click(screen.getByRole('checkbox', { name: 'Recipes' }));
    fireEvent.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(events('Interests Submitted')).toEqual([]);
  });
});
