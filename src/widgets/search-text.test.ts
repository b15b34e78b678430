import { describe, expect, it } from 'vitest';
import { articleSearchText, htmlToText } from '@/widgets/search-text';
import { searchLimits } from '@/features/search/limits';
import { markEnd, markStart } from '@/features/search/query';

describe('article search text', () => {
  it('strips tags and decodes entities in html', () => {
    expect(htmlToText('<p>Salt &amp; pepper&nbsp;<strong>now</strong></p><ul><li>A&#39;s</li><li>&#x42;</li></ul>')).toBe("Salt & pepper now A's B");
    expect(htmlToText(`<p>marks ${markStart}are${markEnd} removed</p>`)).toBe('marks are removed');
    // Inline tags do not split words from their punctuation; block tags do separate blocks.
    expect(htmlToText('<p>Read about <a href="/x">sleep apnea</a>, or <em>rest</em>.</p><p>Next</p>')).toBe('Read about sleep apnea, or rest. Next');
    expect(htmlToText('<ul><li>one</li><li>two</li></ul>line<br>break')).toBe('one two line break');
  });

  it('takes html nodes and the text fields of any widget, not settings, links or images', () => {
    const text = articleSearchText({
      title: ' Title ',
      description: 'Description',
      body: [
        { type: 'html', html: '<p>Intro</p>' },
        { widgetFormat: 'faq', initialState: 'expanded', items: [{ question: 'Q?', answer: '<p>A.</p>' }] },
        { widgetFormat: 'future-widget', heading: 'Heading', ctaUrl: 'https://example.org', imageSrc: '/images/x.jpg', link: '/a/b', caption: 'Caption' },
      ],
    });
    expect(text).toEqual({ title: 'Title', description: 'Description', body: 'Intro Q? A. Heading Caption' });
  });

  it('does not index pasted embed codes or aspect ratios (markup and settings, not reader text)', () => {
    const text = articleSearchText({
      title: 't',
      description: 'd',
      body: [{ widgetFormat: 'embed', title: 'Blood pressure chart', embedCode: '<iframe src="https://datawrapper.dwcdn.net/abc12/1/"></iframe>', aspectRatio: '16:9' }] as never,
    });
    expect(text.body).toContain('Blood pressure chart');
    expect(text.body).not.toContain('iframe');
    expect(text.body).not.toContain('dwcdn');
    expect(text.body).not.toContain('16:9');
  });

  it('indexes the text of issue 18 widgets and their children, not their settings (icons, types, themes, classes)', () => {
    const text = articleSearchText({
      title: 't',
      description: 'd',
      body: [
        { widgetFormat: 'widget-call-out', items: [{ driverType: 'multiArticleText', headerIcon: 'book', headerTitle: 'Sleep series', contentSeries: { color_scheme: 'lavender', title: 'Rest well' } }] },
        { widgetFormat: 'warningcard', severity: 'caution', title: 'Check with a pharmacist' },
        { widgetFormat: 'quiz', scoreType: 'simple', questionType: 'single', title: 'Screening', questions: [{ question: 'Little interest in doing things?' }] },
        { widgetFormat: 'row', className: 'wp-row-split-width', children: [[{ type: 'html', html: '<p>Left column</p>' }], null, [{ widgetFormat: 'color-block', landingPageColorTheme: 'mlpDailyDose', children: [{ type: 'html', html: '<p>Inside</p>' }] }]] },
      ] as never,
    });
    expect(text.body).toBe('Sleep series Rest well Check with a pharmacist Screening Little interest in doing things? Left column Inside');
  });

  it('cuts very long bodies', () => {
    const text = articleSearchText({ title: 't', description: 'd', body: [{ type: 'html', html: `<p>${'word '.repeat(40_000)}</p>` }] });
    expect(text.body.length).toBe(searchLimits.maxBodyChars);
  });
});
