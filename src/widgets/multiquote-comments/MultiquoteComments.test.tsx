import { describe, expect, it } from 'vitest';
import { renderWidget } from '@tests/support/render-widget';
import { commentsAnchorId } from './comments';
import { fixtures } from './fixtures';
import { multiquoteCommentsSchema } from './schema';

const topList = (html: string) => html.split('class="more"')[0]!;
const quotes = (html: string) => [...html.matchAll(/<blockquote class="quote">(.*?)<\/blockquote>/g)].map((m) => m[1]);

describe('multiquote-comments', () => {
  it('shows at most 3 top comments, in order', async () => {
    const html = await renderWidget('multiquote-comments', fixtures.default);
    expect(quotes(topList(html))).toHaveLength(3);
    expect(topList(html)).toContain('Walking after dinner');
    expect(topList(html)).not.toContain('Cutting back on salt');
  });

  it('prefers the edited comment when it is not empty, else the comment', async () => {
    const html = await renderWidget('multiquote-comments', fixtures.default);
    const [first, , third] = quotes(html);
    expect(first).toBe("<p>I didn&#x27;t know my blood pressure was high until a check at the pharmacy. Now I measure it every morning.</p>");
    expect(third).toContain('Writing my questions down');
  });

  it("shows each reader's age and main health concern as attribution", async () => {
    const html = await renderWidget('multiquote-comments', fixtures.default);
    expect(html).toContain('<figcaption class="attribution">Age 52 · High blood pressure</figcaption>');
    expect(html).toContain('<figcaption class="attribution">Age 47 · Type 2 diabetes</figcaption>');
    const partial = await renderWidget('multiquote-comments', fixtures.missingAttribution);
    expect(partial).toContain('>Reader</figcaption>');
    expect(partial).toContain('>Age 71</figcaption>');
    expect(partial).toContain('>Heart failure</figcaption>');
  });

  it('with more than 3, links "Read more comments" to #comments, and the rest are in the section with that id', async () => {
    const html = await renderWidget('multiquote-comments', fixtures.default);
    expect(html).toContain('<a href="#comments" class="moreLink">Read more comments</a>');
    const section = html.split('<div id="comments" class="allComments">')[1] ?? '';
    expect(quotes(section)).toHaveLength(2);
    expect(section).toContain('Cutting back on salt');
    expect(section).toContain('call 911');
    expect(html.match(/id="comments"/g)).toHaveLength(1);
  });

  it('uses page{n}-comments on later articles of the page, so anchors stay unique', async () => {
    expect(commentsAnchorId(1)).toBe('comments');
    expect(commentsAnchorId(3)).toBe('page3-comments');
    const html = await renderWidget('multiquote-comments', fixtures.default, { page: 2 });
    expect(html).toContain('href="#page2-comments"');
    expect(html).toContain('<div id="page2-comments"');
    expect(html).not.toContain('id="comments"');
  });

  it('has no "Read more comments" link and no list section with 3 or fewer', async () => {
    const html = await renderWidget('multiquote-comments', fixtures.threeOrFewer);
    expect(html).not.toContain('Read more comments');
    expect(html).not.toContain('id="comments"');
  });

  it('keeps comments as text: tags are escaped and line breaks become paragraphs', async () => {
    const html = await renderWidget('multiquote-comments', fixtures.longComment);
    expect(html).toContain('&lt;b&gt;Tags&lt;/b&gt;');
    expect(html).not.toContain('<b>');
    expect(quotes(html)[0]!.match(/<p>/g)).toHaveLength(2);
  });

  it('leaves out comments without text, and renders nothing without any', async () => {
    const html = await renderWidget('multiquote-comments', fixtures.emptyTexts);
    expect(quotes(html)).toHaveLength(1);
    expect(html).not.toContain('Age 40');
    expect(await renderWidget('multiquote-comments', fixtures.empty)).toBe('');
  });

  it('uses "Top comments" as the default heading', async () => {
    expect(await renderWidget('multiquote-comments', fixtures.threeOrFewer)).toContain('>Top comments</h2>');
  });

  it('rejects bad input', () => {
    const ok = { widgetFormat: 'multiquote-comments', comments: [{ comment: 'x' }] };
    expect(multiquoteCommentsSchema.safeParse(ok).success).toBe(true);
    expect(multiquoteCommentsSchema.safeParse({ ...ok, comments: [{ comment: 'x'.repeat(2001) }] }).success).toBe(false);
    expect(multiquoteCommentsSchema.safeParse({ ...ok, comments: [{ comment: 'x', age: -1 }] }).success).toBe(false);
    expect(multiquoteCommentsSchema.safeParse({ ...ok, comments: [{ comment: 'x', name: 'Sam' }] }).success).toBe(false);
    expect(multiquoteCommentsSchema.safeParse({ ...ok, comments: Array.from({ length: 101 }, () => ({ comment: 'x' })) }).success).toBe(false);
  });
});
