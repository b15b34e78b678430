// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { placeIssues } from './extra-errors';
import { formFields, formSchema } from './form-schema';
import { SchemaForm, withImage } from './SchemaForm';
import { testWidgets } from './test-widget-schemas';

afterEach(cleanup);

const faq = formSchema(testWidgets.faq, ['widgetFormat']);

describe('a widget form generated from its JSON Schema', () => {
  it('labels each field, shows its help text, hides widgetFormat, and puts the server’s issues beside the fields', () => {
    const issues = [
      { path: 'body[3].items[0].question', message: 'must not be empty' },
      { path: 'body[3].title', message: 'at most 200 characters' },
    ];
    const placed = placeIssues(issues, ['body', 3], { fields: formFields(faq) });
    render(<SchemaForm idPrefix="b7" label="FAQ" schema={faq} data={{ title: 'x'.repeat(201), items: [{ question: '', answer: '<p>A</p>' }] }} onChange={() => undefined} errors={placed.fields} />);
    const title = screen.getByRole('textbox', { name: 'Title' });
    expect(title.id).toBe('b7.title');
    expect(screen.getByText('Heading of the block; "Frequently asked questions" when absent.')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /widget format/i })).toBeNull();
    const question = document.getElementById('b7.items.0.question')!;
    expect(question).toBeTruthy();
    expect(document.getElementById('b7.items.0.question__error')?.textContent).toContain('must not be empty');
    expect(document.getElementById('b7.title__error')?.textContent).toContain('at most 200 characters');
  });

  it('reports the person’s changes, not rjsf filling in defaults', () => {
    const onChange = vi.fn();
    render(<SchemaForm idPrefix="b8" label="FAQ" schema={faq} data={{ items: [] }} onChange={onChange} />);
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'Questions' } });
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Questions', items: [] }));
  });

  it('fills an image’s empty alt text, width and height from the chosen library item', () => {
    const schema = formSchema({ type: 'object', properties: { heroImage: { type: 'object', properties: { src: { type: 'string', maxLength: 2000 }, alt: { type: 'string' }, width: { type: 'integer' }, height: { type: 'integer' } } } } });
    const item = { id: 'm1', alt: 'A walk', width: 640, height: 400, urls: { src: '/media/m1/640.webp' } };
    expect(withImage(schema, { heroImage: { alt: 'Kept' } }, ['heroImage', 'src'], item)).toEqual({ heroImage: { src: '/media/m1/640.webp', alt: 'Kept', width: 640, height: 400 } });
    expect(withImage(formSchema(testWidgets['color-block']), {}, ['gifUrl'], item)).toEqual({ gifUrl: '/media/m1/640.webp', gifAlt: 'A walk' });
  });
});
