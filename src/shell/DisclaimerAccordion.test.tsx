// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { DisclaimerAccordion } from './DisclaimerAccordion.client';

afterEach(cleanup);

describe('DisclaimerAccordion', () => {
  it('ships its content in the HTML, hidden, with the region labelled by the button', () => {
    const html = renderToStaticMarkup(
      <DisclaimerAccordion title="Medical disclaimer">
        <p>Not medical advice.</p>
      </DisclaimerAccordion>,
    );
    expect(html).toContain('aria-expanded="false"');
    expect(html).toMatch(/<div id="([^"]+)" role="region" aria-labelledby="([^"]+)"[^>]* hidden=""><p>Not medical advice.<\/p>/);
  });

  it('toggles aria-expanded and the region', () => {
    render(
      <DisclaimerAccordion title="Medical disclaimer">
        <p>Not medical advice.</p>
      </DisclaimerAccordion>,
    );
    const button = screen.getByRole('button', { name: 'Medical disclaimer' });
    const region = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(region.getAttribute('aria-labelledby')).toBe(button.id);
    expect(region.hidden).toBe(true);
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(region.hidden).toBe(false);
    expect(screen.getByRole('region', { name: 'Medical disclaimer' })).toBe(region);
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(region.hidden).toBe(true);
  });
});
