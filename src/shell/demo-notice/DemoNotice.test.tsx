import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { resetEnvCache } from '@/lib/env';
import { SITES } from '@/sites';
import { Footer } from '../Footer';
import { DemoNoticeFooter, DemoNoticeRibbon } from './DemoNotice';
import { demoNoticeText } from './demo-notice';

const saved = process.env.DEMO_NOTICE;
afterEach(() => {
  if (saved === undefined) delete process.env.DEMO_NOTICE;
  else process.env.DEMO_NOTICE = saved;
  resetEnvCache();
});

function withNotice(value: string | undefined) {
  if (value === undefined) delete process.env.DEMO_NOTICE;
  else process.env.DEMO_NOTICE = value;
  resetEnvCache();
}

describe('demo notice', () => {
  it('is on by default: a named landmark with the statement and a link to the About page', () => {
    withNotice(undefined);
    const html = renderToStaticMarkup(<DemoNoticeRibbon />);
    expect(html).toMatch(/^<aside[^>]*aria-label="Site notice"[^>]*data-demo-notice="ribbon"/);
    expect(html).toContain(demoNoticeText);
    expect(html).toContain('Demonstration site: the people, products and prices are fictional.');
    // "About this site" is the link's name everywhere; narrow phones show "About".
    expect(html).toMatch(/<a [^>]*href="\/about"[^>]*>About<span class="linkMore"> this site<\/span><\/a>/);
    // Static: nothing for the browser to run.
    expect(html).not.toContain('<script');
  });

  it('puts the same statement in the footer', () => {
    withNotice('on');
    const html = renderToStaticMarkup(<Footer site={SITES.healthline} navigation={null} />);
    expect(html).toContain(`data-demo-notice="footer">${demoNoticeText} <a href="/about">About this site</a></p>`);
  });

  it('DEMO_NOTICE=off removes the ribbon and the footer line', () => {
    withNotice('off');
    expect(renderToStaticMarkup(<DemoNoticeRibbon />)).toBe('');
    expect(renderToStaticMarkup(<DemoNoticeFooter />)).toBe('');
    expect(renderToStaticMarkup(<Footer site={SITES.healthline} navigation={null} />)).not.toContain('data-demo-notice');
  });

  it('refuses any other DEMO_NOTICE value at start-up', () => {
    withNotice('yes');
    expect(() => renderToStaticMarkup(<DemoNoticeRibbon />)).toThrow(/DEMO_NOTICE/);
  });
});
