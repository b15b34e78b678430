import { describe, expect, it } from 'vitest';
import { diffDocuments } from './diff';

const html = (text: string) => ({ type: 'html', html: `<p>${text}</p>` });
const faq = (question: string) => ({ widgetFormat: 'faq', items: [{ question, answer: '<p>Yes.</p>' }] });

describe('diffDocuments', () => {
  it('lists changed envelope fields by path, and nothing for equal revisions', () => {
    const a = { title: 'Old', authors: [{ name: 'A' }], body: [] };
    const b = { title: 'New', authors: [{ name: 'B' }], body: [] };
    expect(diffDocuments(a, b)).toEqual([
      { kind: 'field', path: 'title', before: 'Old', after: 'New' },
      { kind: 'field', path: 'authors[0].name', before: 'A', after: 'B' },
    ]);
    expect(diffDocuments(a, structuredClone(a))).toEqual([]);
  });

  it('finds blocks added, removed, moved and edited (with their fields), HTML as text', () => {
    const before = { body: [html('One'), faq('Is it safe?'), html('Two'), html('Three')] };
    const after = { body: [html('Three'), html('One'), faq('Is it really safe?'), html('Four')] };
    expect(diffDocuments(before, after)).toEqual([
      { kind: 'block-moved', from: 0, to: 1, label: 'Text' },
      { kind: 'block-changed', index: 2, label: 'faq', fields: [{ path: 'items[0].question', before: 'Is it safe?', after: 'Is it really safe?' }] },
      { kind: 'block-changed', index: 3, label: 'Text', fields: [{ path: 'html', before: 'Two', after: 'Four' }] },
    ]);
    expect(diffDocuments({ body: [html('A')] }, { body: [html('A'), faq('Q?')] })).toEqual([{ kind: 'block-added', index: 1, label: 'faq', text: '' }]);
    expect(diffDocuments({ body: [faq('Q?'), html('A')] }, { body: [html('A')] })).toEqual([{ kind: 'block-removed', index: 0, label: 'faq', text: '' }]);
  });

  it('takes anything without failing', () => {
    expect(diffDocuments(null, 'x')).toEqual([]);
    expect(diffDocuments({ body: 'no' }, { body: [html('A')] })).toEqual([{ kind: 'block-added', index: 0, label: 'Text', text: 'A' }]);
  });
});
