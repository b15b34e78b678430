// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { surveyOptions } from '../survey-options';
import type { SurveyPresentation } from '../survey';
import { InterestSurvey, type InterestSurveyProps } from './InterestSurvey.client';

const tracked = vi.hoisted(() => [] as { eventName: string; payload: Record<string, unknown> }[]);
vi.mock('@/features/analytics/track', () => ({
  track: (eventName: string, payload: Record<string, unknown>) => tracked.push({ eventName, payload }),
  flush: () => undefined,
}));
const saved = vi.hoisted(() => vi.fn(async () => true));
vi.mock('@/features/accounts/client/interest-answers', () => ({ saveSurveyInterests: saved, pageSite: () => 'healthline' }));

/** healthline's ten topics and subtopics, then an answer that is not an interest: eleven options. */
const selections = ['heart-health', 'nutrition', 'sleep', 'vitamins-and-supplements', 'blood-pressure', 'cholesterol', 'diabetes-101', 'healthy-eating', 'insomnia', 'vitamin-d', 'Something else'];
const events = { formName: 'Topics survey', elementType: 'driver', location: 'manualPlacement1', driverId: 'c0ffee00-0000-4000-8000-000000000001', category: 'survey' };
let onSubmitted: ReturnType<typeof vi.fn>;

function show(overrides: Partial<InterestSurveyProps> = {}) {
  return render(
    <InterestSurvey
      content={{ feedbackTitle: 'What would you like to read about?', feedbackDescription: 'Pick a few topics.', whisper: 'Quick question' }}
      options={surveyOptions('healthline', selections)}
      presentation="inline"
      events={events}
      onSubmitted={onSubmitted as (values: string[]) => void}
      {...overrides}
    />,
  );
}
const boxes = () => screen.getAllByRole('checkbox').map((b) => b.getAttribute('value'));
const submitButton = () => screen.getByRole('button', { name: 'SUBMIT' }) as HTMLButtonElement;
const sent = (name: string) => tracked.filter((e) => e.eventName === name).map((e) => e.payload);

// The survey loads the saver when it submits; loaded once here, so that import is quick in every test.
beforeAll(async () => {
  await import('@/features/accounts/client/interest-answers');
});
beforeEach(() => {
  tracked.length = 0;
  saved.mockClear();
  onSubmitted = vi.fn();
});
afterEach(cleanup);

describe('InterestSurvey', () => {
  it('shows the first 6 options; View All (aria-expanded, aria-controls the list) shows the rest and moves focus to the first it revealed', () => {
    show();
    expect(boxes()).toEqual(selections.slice(0, 6));
    const viewAll = screen.getByRole('button', { name: 'View All' });
    expect(viewAll.getAttribute('aria-expanded')).toBe('false');
    const list = document.getElementById(viewAll.getAttribute('aria-controls')!)!;
    expect(list.tagName).toBe('UL');
    expect(list.querySelectorAll('input')).toHaveLength(6);
    fireEvent.click(viewAll);
    expect(boxes()).toEqual(selections);
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Diabetes 101' }));
    const fewer = screen.getByRole('button', { name: 'Show fewer' });
    expect(fewer.getAttribute('aria-expanded')).toBe('true');
    fewer.focus();
    fireEvent.click(fewer);
    expect(boxes()).toEqual(selections.slice(0, 6));
    expect(document.activeElement).toBe(fewer);
  });

  it('has no View All with 6 options or fewer', () => {
    show({ options: surveyOptions('healthline', selections.slice(0, 6)) });
    expect(boxes()).toHaveLength(6);
    expect(screen.queryByRole('button', { name: 'View All' })).toBeNull();
  });

  it('names the interests of the site, shows answers as written and leaves out ids the site does not have', () => {
    show({ options: surveyOptions('psy', ['burnout', 'sleep', 'Time outdoors']) });
    expect(screen.getAllByRole('checkbox').map((b) => b.closest('label')!.textContent)).toEqual(['Burnout', 'Time outdoors']);
  });

  it('toggling an option adds or removes it; the answer keeps the options\' order', () => {
    show();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sleep' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Heart health' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Nutrition' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Heart health' }));
    expect(screen.getAllByRole('checkbox', { checked: true }).map((b) => b.getAttribute('value'))).toEqual(['nutrition', 'sleep']);
    fireEvent.click(submitButton());
    expect(onSubmitted).toHaveBeenCalledWith(['nutrition', 'sleep']);
  });

  it('keeps Submit disabled while a required survey has nothing chosen (required is the default)', () => {
    show();
    expect(submitButton().disabled).toBe(true);
    fireEvent.submit(submitButton().form!);
    expect(sent('Form Submitted')).toEqual([]);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sleep' }));
    expect(submitButton().disabled).toBe(false);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sleep' }));
    expect(submitButton().disabled).toBe(true);
  });

  it('allows Submit with nothing chosen when not required, and records the submission', () => {
    show({ content: { feedbackTitle: 'Anything you would like to read about?', required: false, feedbackCallToAction: 'Send' } });
    const send = screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
    expect(send.disabled).toBe(false);
    fireEvent.click(send);
    expect(sent('Form Submitted')).toEqual([{ ...events, fieldName: 'survey', text: '' }]);
    expect(onSubmitted).toHaveBeenCalledWith([]);
    expect(saved).not.toHaveBeenCalled();
  });

  it('sends Form Field Selected for each selection and deselection (onboarding, interest question)', () => {
    show();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Blood pressure' }));
    fireEvent.click(screen.getByRole('button', { name: 'View All' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Something else' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Blood pressure' }));
    const where = { elementType: 'driver', location: 'manualPlacement1', driverId: events.driverId, category: 'survey' };
    const common = { ...where, formName: 'onboarding', formId: 'interest-survey', stepName: 'interest question' };
    expect(sent('Form Field Selected')).toEqual([
      { ...common, stepId: 'subtopic', fieldName: 'blood-pressure', fieldLabel: 'Blood pressure', actionOutcome: 'selected' },
      { ...common, stepId: 'answer', fieldName: 'Something else', fieldLabel: 'Something else', actionOutcome: 'selected' },
      { ...common, stepId: 'subtopic', fieldName: 'blood-pressure', fieldLabel: 'Blood pressure', actionOutcome: 'deselected' },
    ]);
  });

  it('submits once: Form Submitted with the chosen selections, and only the interest ids join a member\'s interests', async () => {
    show();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Heart health' }));
    fireEvent.click(screen.getByRole('button', { name: 'View All' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Something else' }));
    await act(async () => {
      fireEvent.click(submitButton());
      fireEvent.click(submitButton());
    });
    expect(sent('Form Submitted')).toEqual([{ ...events, fieldName: 'survey', text: 'heart-health,Something else' }]);
    expect(onSubmitted).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(saved).toHaveBeenCalledWith(['heart-health']));
  });

  it.each<[SurveyPresentation, string]>([
    ['inline', 'P'],
    ['modal', 'P'],
    ['hero', 'H3'],
  ])('renders the same survey %s (its title a %s)', (presentation, tag) => {
    const { container } = show({ presentation });
    const form = container.querySelector('form[data-interest-survey]')!;
    expect(form.getAttribute('data-presentation')).toBe(presentation);
    const title = screen.getByText('What would you like to read about?');
    expect(title.tagName).toBe(tag);
    expect(screen.getByRole('group', { name: 'What would you like to read about?' }).getAttribute('aria-describedby')).toBe(screen.getByText('Pick a few topics.').id);
    expect(screen.getByText('Quick question')).toBeTruthy();
    expect(screen.getByText('Choose all that apply.')).toBeTruthy();
  });
});
