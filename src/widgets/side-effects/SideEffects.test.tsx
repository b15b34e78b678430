import { describe, expect, it } from 'vitest';
import { renderWidget } from '@tests/support/render-widget';
import { widget } from './widget';
import { fixtures } from './fixtures';
import { sideEffectsSchema } from './schema';

describe('side-effects (static list)', () => {
  it('lists mild then severe effects, each a tracked details with its prevalence in the summary', async () => {
    const html = await renderWidget('side-effects', fixtures.default);
    expect(html.indexOf('Mild side effects</h3>')).toBeLessThan(html.indexOf('Severe side effects</h3>'));
    const details = [...html.matchAll(/<details[^>]*data-track="accordion"[^>]*>/g)];
    expect(details).toHaveLength(fixtures.default.mildSideEffects.length + fixtures.default.severeSideEffects.length);
    expect(details[0]![0]).toContain('data-track-name="Nausea or vomiting"');
    expect(details[0]![0]).toContain('data-track-position="1"');
    expect(html).toMatch(/<summary[^>]*><span class="name">Nausea or vomiting<\/span><span class="prevalence"><span class="visually-hidden">Prevalence: <\/span>Very common \(more than 1 in 10 people\)<\/span><\/summary>/);
  });

  it('has the same texts as the explorer, with the 911 link, and explains prevalence', async () => {
    const html = await renderWidget('side-effects', fixtures.default);
    expect(html).toContain('Mild side effects usually subside within a few days or a couple of weeks.');
    expect(html).toContain('Call a doctor right away if you have a severe side effect. Call <a href="tel:911"');
    expect(html).toContain('What does prevalence mean?</summary>');
    expect(html).toContain('fewer than 1 in 10,000 people');
  });

  it('shows an effect with no description or url as plain text, and says when a list is empty', async () => {
    const html = await renderWidget('side-effects', fixtures.fieldsMissing);
    expect(html).toContain('<div class="plain"><span class="name">Headache</span></div>');
    expect(html).toContain('Learn more <span class="visually-hidden">about Fainting</span>');
    const onlySevere = await renderWidget('side-effects', fixtures.onlySevere);
    expect(onlySevere).toContain('No mild side effects are listed here.');
  });

  it('ships no script: no client leaves', async () => {
    expect(widget.leaves).toBeUndefined();
    const html = await renderWidget('side-effects', fixtures.default);
    expect(html).not.toMatch(/<script|<button/);
  });

  it('needs at least one effect and rejects unknown fields', () => {
    expect(sideEffectsSchema.safeParse({ widgetFormat: 'side-effects' }).success).toBe(false);
    expect(sideEffectsSchema.safeParse({ widgetFormat: 'side-effects', severeSideEffects: [{ name: 'Rash' }] }).success).toBe(true);
    expect(sideEffectsSchema.safeParse({ widgetFormat: 'side-effects', severeSideEffects: [{ name: 'Rash' }], tabs: [] }).success).toBe(false);
  });
});
