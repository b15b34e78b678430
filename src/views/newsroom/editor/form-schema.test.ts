import { describe, expect, it } from 'vitest';
import { blockTypes, oneLine, searchBlockTypes } from './catalogue';
import { altFieldFor, formSchema, htmlInputFormat, imageInputFormat, isImageSource } from './form-schema';
import { testWidgets } from './test-widget-schemas';

const src = { type: 'string', maxLength: 2000 };

describe('form schemas', () => {
  it('finds image sources (the library picker’s fields) and leaves links alone', () => {
    expect(isImageSource(src, 'imgSrc', { key: '' })).toBe(true);
    expect(isImageSource(src, 'gifStillUrl', { key: '' })).toBe(true);
    expect(isImageSource(src, 'src', { key: 'heroImage' })).toBe(true);
    expect(isImageSource(src, 'path', { key: 'desktop', description: 'Wide image, shown from 658px (cropped to 8:3).' })).toBe(true);
    expect(isImageSource(src, 'mobile', { key: 'logoURLs' })).toBe(true);
    expect(isImageSource({ ...src, contentMediaType: 'image/*' }, 'anything', { key: '' })).toBe(true);
    expect(isImageSource({ ...src, description: 'The sponsor’s site; the logo links to it.' }, 'sponsorUrl', { key: 'sponsorship' })).toBe(false);
    expect(isImageSource(src, 'url', { key: 'links' })).toBe(false);
    expect(isImageSource(src, 'ctaUrl', { key: 'image' })).toBe(false);
    expect(isImageSource({ type: 'string', maxLength: 300 }, 'imageAlt', { key: '' })).toBe(false);
  });

  it('labels fields, keeps help text, marks HTML and image inputs, and leaves out what the editor handles itself', () => {
    const form = formSchema(testWidgets['color-block'], ['widgetFormat', 'children']);
    const properties = form.properties as Record<string, Record<string, unknown>>;
    expect(properties.widgetFormat).toBeUndefined();
    expect(properties.children).toBeUndefined();
    expect(form.required ?? []).not.toContain('children');
    expect(properties.gifUrl).toMatchObject({ title: 'Gif url', format: imageInputFormat, description: expect.stringContaining('gif') });
    expect(properties.primaryColor!.title).toBe('Primary color');
    const faq = formSchema(testWidgets.faq, ['widgetFormat']);
    const item = ((faq.properties as Record<string, { items: { properties: Record<string, Record<string, unknown>> } }>).items!.items.properties);
    expect(item.answer).toMatchObject({ title: 'Answer', format: htmlInputFormat });
    // A date or a date-time: one text field.
    const date = formSchema({ type: 'object', properties: { at: { anyOf: [{ type: 'string', format: 'date' }, { type: 'string', format: 'date-time' }] } } });
    expect((date.properties as Record<string, unknown>).at).toMatchObject({ type: 'string', title: 'At', description: 'Format: date or date-time.' });
    expect(altFieldFor('imgSrc', ['imgSrc', 'imgAlt'])).toBe('imgAlt');
    expect(altFieldFor('src', ['src', 'alt'])).toBe('alt');
    expect(altFieldFor('gifStillUrl', ['gifUrl', 'gifAlt', 'gifStillUrl'])).toBeUndefined();
  });

  it('lists every block type with its label and one-line description, searchable', () => {
    const types = blockTypes({ faq: { title: 'FAQ', description: 'Questions and answers. With structured data.' }, divider: { description: 'A rule.' } });
    expect(types.map((t) => [t.format, t.label, t.description, t.thumbnail])).toEqual([
      ['html', 'Text (HTML)', expect.any(String), null],
      ['divider', 'divider', 'A rule.', '/newsroom/blocks/divider.webp'],
      ['faq', 'FAQ', 'Questions and answers.', '/newsroom/blocks/faq.webp'],
    ]);
    expect(searchBlockTypes(types, 'questions').map((t) => t.format)).toEqual(['faq']);
    expect(oneLine('x'.repeat(200))).toHaveLength(140);
  });
});
