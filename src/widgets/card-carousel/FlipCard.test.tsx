// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FlipCard } from './FlipCard.client';

const track = vi.hoisted(() => vi.fn());
vi.mock('@/features/analytics/track', () => ({ track }));

function mount(lesson?: { lessonId: string; unitId: string }) {
  const { container } = render(
    <FlipCard
      title="How much sleep?"
      position={2}
      location="card-carousel"
      lesson={lesson}
      front={<h3>How much sleep?</h3>}
      back={
        <p>
          7 hours <a href="#sleep-more">Read more</a>
        </p>
      }
    />,
  );
  const card = container.querySelector('[data-flipped]') as HTMLElement;
  const [front, back] = [...container.querySelectorAll<HTMLElement>('.face')];
  return { card, front: front!, back: back!, button: () => screen.getByRole('button') };
}

beforeEach(() => track.mockClear());
afterEach(cleanup);

describe('FlipCard', () => {
  it('turns over on its button and back, with aria-pressed and the label of the face it shows next', () => {
    const { card, front, back, button } = mount();
    expect(button()).toHaveProperty('ariaPressed', 'false');
    expect(button().getAttribute('aria-label')).toBe('Show answer');
    expect(back.hasAttribute('inert')).toBe(true);
    fireEvent.click(button());
    expect(card.dataset.flipped).toBe('true');
    expect(button().getAttribute('aria-pressed')).toBe('true');
    expect(button().getAttribute('aria-label')).toBe('Show question');
    expect(front.hasAttribute('inert')).toBe(true);
    expect(back.hasAttribute('inert')).toBe(false);
    fireEvent.click(button());
    expect(card.dataset.flipped).toBe('false');
  });

  it('turns over on a click anywhere on the card, but not on a link in it', () => {
    const { card, button } = mount();
    fireEvent.click(card.querySelector('h3')!);
    expect(card.dataset.flipped).toBe('true');
    fireEvent.click(screen.getByRole('link', { name: 'Read more' }));
    expect(card.dataset.flipped).toBe('true');
    expect(button().getAttribute('aria-pressed')).toBe('true');
  });

  it('records the flip behaviour event each time', () => {
    const { button } = mount();
    fireEvent.click(button());
    fireEvent.click(button());
    expect(track.mock.calls).toEqual([
      ['Element Clicked', { elementType: 'flip card', location: 'card-carousel', name: 'How much sleep?', position: 2, actionOutcome: 'flip to back' }],
      ['Element Clicked', { elementType: 'flip card', location: 'card-carousel', name: 'How much sleep?', position: 2, actionOutcome: 'flip to front' }],
    ]);
  });

  it('records daily-dose lesson started and completed once each', () => {
    const { button } = mount({ lessonId: 'sleep-habit-1', unitId: 'better-sleep' });
    for (let i = 0; i < 4; i++) fireEvent.click(button());
    const lessonEvents = track.mock.calls.filter(([name]) => String(name).startsWith('Daily Dose'));
    expect(lessonEvents).toEqual([
      ['Daily Dose Lesson Started', { lessonId: 'sleep-habit-1', unitId: 'better-sleep', location: 'card-carousel' }],
      ['Daily Dose Lesson Completed', { lessonId: 'sleep-habit-1', unitId: 'better-sleep', location: 'card-carousel' }],
    ]);
  });

  it('sends no lesson events for a card that is not a daily-dose card', () => {
    const { button } = mount();
    fireEvent.click(button());
    fireEvent.click(button());
    expect(track.mock.calls.some(([name]) => String(name).startsWith('Daily Dose'))).toBe(false);
  });
});
