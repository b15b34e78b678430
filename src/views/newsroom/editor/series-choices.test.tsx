// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newsroomSchemas } from '@/publishing/json-schema';
import { schemasForSite } from './author-choices';
import { withSeriesChoices } from './series-choices';
import { formSchema } from './form-schema';
import { SchemaForm } from './SchemaForm';
import type { SchemasAnswer } from './types';

afterEach(cleanup);

const answer: SchemasAnswer = {
  ...(newsroomSchemas() as unknown as SchemasAnswer),
  authors: { healthline: [{ id: 'priya-raman', name: 'Priya Raman', credentials: 'BSN, RN', roles: ['writer'] }], psy: [] },
  series: { healthline: [{ id: 'sleep-well', title: 'Sleep well' }], psy: [] },
};
const fixed = ['documentType', 'site', '$schema'];

describe('content series in the newsroom’s forms', () => {
  it('an article’s contentSeries offers the site’s series, by title', () => {
    const article = schemasForSite(answer, 'healthline').documents.article as { properties: Record<string, Record<string, unknown>> };
    expect(article.properties.contentSeries).toMatchObject({ type: 'string', oneOf: [{ const: 'sleep-well', title: 'Sleep well (sleep-well)' }] });
    expect(article.properties.colorScheme).toMatchObject({ enum: ['teal', 'plum', 'sand', 'sky'] });
    const none = withSeriesChoices({ type: 'string', 'x-content-series': true, description: 'The series.' }, []) as Record<string, unknown>;
    expect(none.oneOf).toBeUndefined();
    expect(none.description).toBe('The series. This site has no content series yet: add one first.');
  });

  it('picking a series in the article’s form writes its id', () => {
    const onChange = vi.fn();
    const form = formSchema(schemasForSite(answer, 'healthline').documents.article, [...fixed, 'body']);
    render(<SchemaForm idPrefix="envelope" label="Document details" schema={form} data={{ isContentSeries: true }} onChange={onChange} />);
    const picker = screen.getByRole('combobox', { name: 'Content series' }) as HTMLSelectElement;
    fireEvent.change(picker, { target: { value: [...picker.options].find((o) => o.textContent === 'Sleep well (sleep-well)')!.value } });
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ isContentSeries: true, contentSeries: 'sleep-well' }));
  });

  it('a series document is edited with the generic form: its title, colour scheme, author record and articles', () => {
    const onChange = vi.fn();
    const form = formSchema(schemasForSite(answer, 'healthline').documents.series, fixed);
    const data = { id: 'sleep-well', title: 'Sleep well', color_scheme: 'sky', single_author: true, author: { id: 'priya-raman' }, articles: [{ url: '/sleep/sleep-apnea-signs' }] };
    render(<SchemaForm idPrefix="envelope" label="Document details" schema={form} data={data} onChange={onChange} />);
    const title = document.getElementById('envelope.title') as HTMLInputElement;
    expect(title.value).toBe('Sleep well');
    expect(title.labels?.[0]?.textContent).toMatch(/^Title/);
    const author = document.getElementById('envelope.author.id') as HTMLSelectElement;
    expect(author.selectedOptions[0]?.textContent).toBe('Priya Raman, BSN, RN');
    expect((document.getElementById('envelope.articles.0.url') as HTMLInputElement).value).toBe('/sleep/sleep-apnea-signs');
    fireEvent.change(title, { target: { value: 'Sleep better' } });
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Sleep better', articles: [{ url: '/sleep/sleep-apnea-signs' }] }));
  });
});
