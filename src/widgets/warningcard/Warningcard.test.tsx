import { describe, expect, it } from 'vitest';
import { renderWidget } from '@tests/support/render-widget';
import { fixtures } from './fixtures';
import { warningcardSchema } from './schema';

const render = (data: unknown) => renderWidget('warningcard', data);

describe('warningcard', () => {
  it('renders a note (not an alert) labelled by its heading, with a hidden icon and severity label', async () => {
    const html = await render(fixtures.default);
    const id = /<aside role="note" aria-labelledby="([^"]+)" class="card caution" data-severity="caution"/.exec(html)?.[1];
    expect(id).toBeTruthy();
    expect(html).toContain(`<h2 id="${id}" class="title"><span class="visually-hidden">Caution: </span>Do not take with blood thinners</h2>`);
    expect(html).toMatch(/<svg class="icon"[^>]*aria-hidden="true"/);
    expect(html).not.toContain('role="alert"');
  });

  it('renders the link, classified like every content link', async () => {
    const html = await render(fixtures.default);
    expect(html).toContain('<p class="more"><a href="https://www.nhs.uk/medicines/st-johns-wort/" class="link" target="_blank" rel="noopener noreferrer" data-link="outbound">Read the NHS advice');
    const internal = await render(fixtures.info);
    expect(internal).toContain('<a href="/nutrition/supplement-regulation" class="link">How supplements are regulated</a>');
    expect(await render(fixtures.danger)).not.toContain('class="more"');
  });

  it('sets severity class and label', async () => {
    expect(await render(fixtures.danger)).toMatch(/class="card danger"[\s\S]*Danger: /);
    expect(await render(fixtures.info)).toMatch(/class="card info"[\s\S]*Important: /);
  });

  it('sanitizes the HTML: no script, iframe or handlers', async () => {
    const html = await render(fixtures.unsafeHtml);
    expect(html).toContain('<p>Only safe markup is kept.</p>');
    expect(html).not.toMatch(/script|iframe|onclick/);
  });

  it('validates the fields', () => {
    const ok = (data: object) => warningcardSchema.safeParse({ widgetFormat: 'warningcard', title: 'T', text: '<p>x</p>', ...data }).success;
    expect(ok({})).toBe(true);
    expect(ok({ severity: 'urgent' })).toBe(false);
    expect(ok({ text: '' })).toBe(false);
    expect(ok({ title: '' })).toBe(false);
    expect(ok({ title: 'x'.repeat(161) })).toBe(false);
    expect(ok({ link: { text: 'x', url: 'ftp://x' } })).toBe(false);
    expect(ok({ link: { url: '/x' } })).toBe(false);
    expect(ok({ icon: 'x' })).toBe(false);
  });
});
