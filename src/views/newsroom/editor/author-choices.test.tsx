// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newsroomSchemas } from '@/publishing/json-schema';
import { schemasForSite, withAuthorChoices } from './author-choices';
import { formSchema } from './form-schema';
import { SchemaForm } from './SchemaForm';
import type { SchemasAnswer } from './types';

afterEach(cleanup);

const answer: SchemasAnswer = {
  ...(newsroomSchemas() as unknown as SchemasAnswer),
  authors: {
    healthline: [
      { id: 'dana-whitfield', name: 'Dana Whitfield', credentials: 'MPH, RD', roles: ['writer'] },
      { id: 'tomas-ibarra', name: 'Tomás Ibarra', roles: ['writer'] },
      { id: 'kwame-asante', name: 'Kwame Asante', credentials: 'MD, cardiology', roles: ['medical-reviewer'] },
    ],
    psy: [{ id: 'amira-haddad', name: 'Amira Haddad', credentials: 'PhD', roles: ['writer'] }],
  },
};

describe('author record fields in the newsroom’s forms', () => {
  it('offer the document’s site’s records with the role the field needs, as "Name, credentials"', () => {
    const healthline = schemasForSite(answer, 'healthline');
    const article = healthline.documents.article as { properties: Record<string, { items?: Record<string, unknown> } & Record<string, unknown>> };
    // The records only: a person written out (the old format) is not offered.
    expect(article.properties.authors!.items).toMatchObject({ type: 'string', oneOf: [
      { const: 'dana-whitfield', title: 'Dana Whitfield, MPH, RD' },
      { const: 'tomas-ibarra', title: 'Tomás Ibarra' },
    ] });
    expect(article.properties.authors!.items!.anyOf).toBeUndefined();
    expect(article.properties.medicalReviewer).toMatchObject({ type: 'string', oneOf: [{ const: 'kwame-asante', title: 'Kwame Asante, MD, cardiology' }] });
    expect(article.properties.medicalReviewer!.anyOf).toBeUndefined();
    // A widget's author field too (the recipe author bio), and only the site's own records.
    const bio = schemasForSite(answer, 'psy').widgets['recipe-author-bio'] as { properties: { authorId: { oneOf: unknown[] } } };
    expect(bio.properties.authorId.oneOf).toEqual([{ const: 'amira-haddad', title: 'Amira Haddad, PhD' }]);
  });

  it('say so when the site has no record with the role', () => {
    const none = withAuthorChoices({ type: 'string', 'x-author-role': 'medical-reviewer', description: 'The reviewer.' }, answer.authors!.psy!) as Record<string, unknown>;
    expect(none.oneOf).toBeUndefined();
    expect(none.description).toBe('The reviewer. No author record on this site has the role medical-reviewer yet: add one first.');
  });

  it('render as a labelled list to pick from in the article’s form, and picking one writes its id', () => {
    const onChange = vi.fn();
    const form = formSchema(schemasForSite(answer, 'healthline').documents.article, ['documentType', 'site', '$schema']);
    render(<SchemaForm idPrefix="envelope" label="Document details" schema={form} data={{ authors: ['dana-whitfield', { name: 'Old Person' }], medicalReviewer: 'kwame-asante' }} onChange={onChange} />);
    const reviewer = screen.getByRole('combobox', { name: 'Medical reviewer' }) as HTMLSelectElement;
    expect(reviewer.selectedOptions[0]?.textContent).toBe('Kwame Asante, MD, cardiology');
    expect(within(reviewer).queryByRole('option', { name: 'Dana Whitfield, MPH, RD' })).toBeNull();
    const author = document.getElementById('envelope.authors.0') as HTMLSelectElement;
    expect(author.labels?.[0]?.textContent).toMatch(/^Authors-1/);
    expect(author.selectedOptions[0]?.textContent).toBe('Dana Whitfield, MPH, RD');
    // A person written out is shown as not picked yet.
    expect((document.getElementById('envelope.authors.1') as HTMLSelectElement).value).toBe('');
    fireEvent.change(author, { target: { value: [...author.options].find((o) => o.textContent === 'Tomás Ibarra')!.value } });
    // The person written out stays as it is until someone picks a record there.
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ authors: ['tomas-ibarra', { name: 'Old Person' }], medicalReviewer: 'kwame-asante' }));
  });
});
