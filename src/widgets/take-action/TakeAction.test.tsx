import { describe, expect, it } from 'vitest';
import { renderWidget } from '@tests/support/render-widget';
import { ctaLabel, defaultCtaTexts } from './cta';
import { fixtures } from './fixtures';
import { takeActionSchema } from './schema';

const render = (data: unknown) => renderWidget('take-action', data);

describe('take-action', () => {
  it('uses the spec default CTA texts', () => {
    expect(Object.values(defaultCtaTexts)).toEqual(['GET STARTED', 'JOIN NOW', 'SIGN UP NOW', 'SUBMIT', 'VISIT HUB']);
    expect(ctaLabel({})).toBe('GET STARTED');
    expect(ctaLabel({ text: '  ' })).toBe('GET STARTED');
    expect(ctaLabel({ kind: 'hub' })).toBe('VISIT HUB');
    expect(ctaLabel({ text: 'Book now', kind: 'hub' })).toBe('Book now');
  });

  it('renders a section labelled by its heading, numbered steps and the button', async () => {
    const html = await render(fixtures.default);
    const id = /<section class="takeAction" aria-labelledby="([^"]+)"/.exec(html)?.[1];
    expect(id).toBeTruthy();
    expect(html).toContain(`<h2 id="${id}" class="title">Take the first step</h2>`);
    expect(html).toMatch(/<ol class="steps"><li class="step">Write down/);
    expect(html.match(/<li /g)).toHaveLength(3);
    expect(html).toContain('<a href="/mental-health/find-a-therapist" class="button">GET STARTED</a>');
  });

  it('uses the kind default when no text is set, the editor text otherwise', async () => {
    expect(await render(fixtures.joinDefault)).toContain('>JOIN NOW</a>');
    const own = await render(fixtures.ownButtonText);
    expect(own).toContain('target="_blank" rel="noopener noreferrer" data-link="outbound">Take the CDC risk test<span class="visually-hidden"');
  });

  it('renders no list or button when there are none', async () => {
    const html = await render(fixtures.stepsOnly);
    expect(html).not.toContain('<a ');
    const bare = await render({ widgetFormat: 'take-action', title: 'Only a heading' });
    expect(bare).not.toMatch(/<ol|<a |<p/);
  });

  it('ships no JavaScript (no leaves)', async () => {
    const { widget } = await import('./widget');
    expect(widget.leaves).toBeUndefined();
  });

  it('validates the fields', () => {
    const ok = (data: object) => takeActionSchema.safeParse({ widgetFormat: 'take-action', title: 'T', ...data }).success;
    expect(ok({})).toBe(true);
    expect(takeActionSchema.safeParse({ widgetFormat: 'take-action', title: ' ' }).success).toBe(false);
    expect(ok({ cta: { text: 'Go' } })).toBe(false);
    expect(ok({ cta: { url: 'javascript:alert(1)' } })).toBe(false);
    expect(ok({ cta: { url: '/x', kind: 'buy' } })).toBe(false);
    expect(ok({ cta: { url: '/x', text: 'x'.repeat(41) } })).toBe(false);
    expect(ok({ steps: Array.from({ length: 9 }, () => 'x') })).toBe(false);
    expect(ok({ steps: [''] })).toBe(false);
    expect(ok({ text: 'x'.repeat(401) })).toBe(false);
    expect(ok({ button: 'x' })).toBe(false);
  });
});
