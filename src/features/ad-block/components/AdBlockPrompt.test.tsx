// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { markCalm, resetChrome } from '@/features/reader-chrome/store';
import { layOutBottomBars } from '@/features/reader-chrome/test-layout';
import { AdBlockPrompt } from './AdBlockPrompt.client';

let undoLayout = layOutBottomBars(220);
afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  undoLayout();
  resetChrome();
  undoLayout = layOutBottomBars(220);
});

function page(): HTMLElement {
  document.body.innerHTML = '<a href="#main">Skip to content</a><main id="main" tabindex="-1"><p>Article</p></main>';
  return document.body;
}

describe('AdBlockPrompt', () => {
  it('is a labelled region placed first in the page, with the two answers', () => {
    render(<AdBlockPrompt onAnswer={() => undefined} />, { container: page().appendChild(document.createElement('div')) });
    const region = screen.getByRole('region', { name: 'Looks like you’re using an ad blocker' });
    expect(document.body.firstElementChild!.contains(region)).toBe(true);
    expect(region.textContent).toContain('no tracking, no cookies');
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Allow our own ads', 'No thanks']);
  });

  it('answers with the button pressed and hands focus to the main content', () => {
    const onAnswer = vi.fn();
    render(<AdBlockPrompt onAnswer={onAnswer} />, { container: page().appendChild(document.createElement('div')) });
    const allow = screen.getByRole('button', { name: 'Allow our own ads' });
    allow.focus();
    fireEvent.click(allow);
    expect(onAnswer).toHaveBeenCalledWith(true);
    expect(document.activeElement).toBe(document.getElementById('main'));
    fireEvent.click(screen.getByRole('button', { name: 'No thanks' }));
    expect(onAnswer).toHaveBeenLastCalledWith(false);
  });

  it('is a question of the chrome budget: shown whatever its height, never on a calm page', () => {
    render(<AdBlockPrompt onAnswer={() => undefined} />, { container: page().appendChild(document.createElement('div')) });
    expect(screen.queryByRole('region', { name: 'Looks like you’re using an ad blocker' })).not.toBeNull();
    cleanup();
    const release = markCalm(document.getElementById('main')!, true);
    render(<AdBlockPrompt onAnswer={() => undefined} />, { container: page().appendChild(document.createElement('div')) });
    expect(screen.queryByRole('region', { name: 'Looks like you’re using an ad blocker' })).toBeNull();
    release();
  });

  it('removes its host from the page when it goes', () => {
    const { unmount } = render(<AdBlockPrompt onAnswer={() => undefined} />, { container: page().appendChild(document.createElement('div')) });
    expect(document.querySelector('[data-ad-block-prompt-host]')).not.toBeNull();
    unmount();
    expect(document.querySelector('[data-ad-block-prompt-host]')).toBeNull();
  });
});
