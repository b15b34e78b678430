import { describe, expect, it } from 'vitest';
import { PAGE_TEMPLATES } from '@/content/page-templates';
import { feedbackReasonMaxLength, feedbackShown, nextVote, sanitizeReason } from './rules';

describe('the helpful toggle (spec 4.5: Helpful, Not Helpful and none)', () => {
  it('presses the chosen vote when none is pressed', () => {
    expect(nextVote(null, 'helpful')).toBe('helpful');
    expect(nextVote(null, 'not-helpful')).toBe('not-helpful');
  });

  it('replaces the other vote', () => {
    expect(nextVote('helpful', 'not-helpful')).toBe('not-helpful');
    expect(nextVote('not-helpful', 'helpful')).toBe('helpful');
  });

  it('returns to none when the pressed vote is pressed again', () => {
    expect(nextVote('helpful', 'helpful')).toBeNull();
    expect(nextVote('not-helpful', 'not-helpful')).toBeNull();
  });
});

describe('where the control shows', () => {
  it('ends every reading article (the article template), calm ones included, and no static, campaign or landing page', () => {
    expect(PAGE_TEMPLATES.filter((pageTemplate) => feedbackShown({ pageTemplate, isArticle: true }))).toEqual(['article']);
  });

  it('not on an article-template page that is not an article (isArticle false)', () => {
    expect(feedbackShown({ pageTemplate: 'article', isArticle: false })).toBe(false);
  });
});

describe('a reason as it is stored', () => {
  it('is plain text: markup stays as typed (it is shown as text), trimmed', () => {
    expect(sanitizeReason('  <b>Too</b> short & vague  ')).toBe('<b>Too</b> short & vague');
  });

  it('loses control characters (NUL, which PostgreSQL text refuses, escape sequences, DEL, C1)', () => {
    expect(sanitizeReason('a\u0000b\u0007c\u001b[31md\u007fe\u0085f\u009bg')).toBe('abc[31mdefg');
  });

  it('loses bidirectional overrides and invisible characters, keeps emoji joiners', () => {
    expect(sanitizeReason('safe\u202Etxt.exe\u2066x\u2069\u200B\uFEFF')).toBe('safetxt.exex');
    expect(sanitizeReason('👩\u200D👩\u200D👧')).toBe('👩\u200D👩\u200D👧');
  });

  it('keeps line breaks as \\n, at most one empty line in a row; tabs become spaces', () => {
    expect(sanitizeReason('one\r\ntwo\rthree\n\n\n\n\nfour\tfive  \nsix')).toBe('one\ntwo\nthree\n\nfour five\nsix');
    expect(sanitizeReason('a\u2028b\u2029c')).toBe('abc');
  });

  it('replaces email addresses and broken surrogates; composes to NFC', () => {
    expect(sanitizeReason('Write to me at jane.doe+x@example.org please')).toBe('Write to me at [email] please');
    expect(sanitizeReason('bad \ud800 half')).toBe('bad \ufffd half');
    expect(sanitizeReason('e\u0301')).toBe('\u00e9');
  });

  it('is nothing when only controls and spaces were sent', () => {
    expect(sanitizeReason(' \u0000\t\n \u202E ')).toBe('');
  });

  it('is capped at 500 characters', () => {
    expect(feedbackReasonMaxLength).toBe(500);
  });
});
