// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveChoice } from '@/features/consent/client';
import { allGroups, withNecessary } from '@/features/consent/model';
import { openSettingsEvent } from '@/features/consent/settings-events';
import { bootConsent, setupFreshConsent } from '@tests/support/consent';
import { ConsentGatedFrame } from './leaves';

const vimeo = { provider: 'vimeo' as const, src: 'https://player.vimeo.com/video/76979871?dnt=1', title: 'How to check your blood pressure at home' };

setupFreshConsent();
afterEach(cleanup);

describe('ConsentGatedFrame before a click', () => {
  it('server-renders a first-party placeholder in a reserved box: title, provider, load button, what loading shares; no iframe, no provider URL', () => {
    const html = renderToStaticMarkup(<ConsentGatedFrame {...vimeo} aspectRatio="4 / 3" />);
    expect(html).not.toContain('<iframe');
    expect(html).not.toContain('vimeo.com');
    expect(html).toContain('--embed-ratio:4 / 3');
    expect(html).toContain('How to check your blood pressure at home');
    expect(html).toContain('Video from Vimeo');
    expect(html).toMatch(/<button[^>]*data-embed-load=""[^>]*>Load video from Vimeo<\/button>/);
    expect(html).toContain('Loading it shares data with Vimeo, such as your IP address');
    expect(html).toContain('Change privacy choices');
  });

  it('uses the provider’s shape when the editor gives none or a bad one, and says "content" for a chart', () => {
    const html = renderToStaticMarkup(
      <ConsentGatedFrame provider="datawrapper" src="https://datawrapper.dwcdn.net/AbC12/3/" title="Readings by age" aspectRatio="wide; background:red" />,
    );
    expect(html).toContain('--embed-ratio:4 / 3');
    expect(html).not.toContain('background:red');
    expect(renderToStaticMarkup(<ConsentGatedFrame {...vimeo} aspectRatio="1:1" />)).toContain('--embed-ratio:1 / 1');
    expect(html).toContain('Load content from Datawrapper');
    expect(html).toContain('Chart from Datawrapper');
  });

  it('shows a first-party thumbnail through the image rule and ignores any other origin', () => {
    const own = renderToStaticMarkup(<ConsentGatedFrame {...vimeo} thumbnail="/media/blood-pressure-poster.jpg" />);
    expect(own).toMatch(/<img[^>]*alt=""/);
    expect(own).toContain('/_next/image?url=%2Fmedia%2Fblood-pressure-poster.jpg');
    for (const thumbnail of ['https://i.vimeocdn.com/video/1.jpg', '//i.ytimg.com/vi/x/hqdefault.jpg', '/\\evil.example/x.jpg', 'javascript:alert(1)']) {
      expect(renderToStaticMarkup(<ConsentGatedFrame {...vimeo} thumbnail={thumbnail} />)).not.toContain('<img');
    }
  });

  it('renders nothing for a frame URL off the provider’s host, not https, or an unknown provider', () => {
    for (const src of ['https://evil.example/video/1', 'http://player.vimeo.com/video/1', 'https://player.vimeo.com.evil.example/video/1', 'javascript:alert(1)', 'https://user@player.vimeo.com/video/1']) {
      expect(renderToStaticMarkup(<ConsentGatedFrame {...vimeo} src={src} />), src).toBe('');
    }
    expect(renderToStaticMarkup(<ConsentGatedFrame {...vimeo} provider={'myspace' as never} />)).toBe('');
    expect(renderToStaticMarkup(<ConsentGatedFrame {...vimeo} provider="youtube" />)).toBe('');
  });
});

describe('ConsentGatedFrame in the browser', () => {
  it('with consent for the category, one click creates the sandboxed iframe and moves focus into it', () => {
    bootConsent('other');
    render(<ConsentGatedFrame {...vimeo} />);
    expect(document.querySelector('iframe')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Load video from Vimeo' }));
    const frame = document.querySelector('iframe')!;
    expect(frame.getAttribute('src')).toBe(vimeo.src);
    expect(frame.getAttribute('title')).toBe(vimeo.title);
    expect(frame.getAttribute('loading')).toBe('lazy');
    expect(frame.getAttribute('referrerpolicy')).toBe('strict-origin-when-cross-origin');
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-presentation');
    expect(frame.getAttribute('allow')).toBe('autoplay; encrypted-media; fullscreen; picture-in-picture');
    expect(frame.getAttribute('allow')).not.toMatch(/camera|microphone|geolocation/);
    expect(document.activeElement).toBe(frame);
  });

  it('a GDPR reader who has not chosen is asked first; nothing loads until "Load once"', () => {
    bootConsent('gdpr');
    render(<ConsentGatedFrame {...vimeo} />);
    fireEvent.click(screen.getByRole('button', { name: 'Load video from Vimeo' }));
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByText(/Your privacy choices do not allow social media content/)).toBeTruthy();
    const once = screen.getByRole('button', { name: 'Load once' });
    expect(document.activeElement).toBe(once);
    fireEvent.click(once);
    expect(document.querySelector('iframe')?.getAttribute('src')).toBe(vimeo.src);
  });

  it('a reader who rejected all is asked too; the chart category is Functional', () => {
    bootConsent('gdpr');
    saveChoice(withNecessary({}), { kind: 'reject-all', reload: () => undefined });
    render(<ConsentGatedFrame provider="flourish" src="https://flo.uri.sh/visualisation/123456/embed" title="Vaccination by age" />);
    fireEvent.click(screen.getByRole('button', { name: 'Load content from Flourish' }));
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByText(/do not allow functional content/)).toBeTruthy();
  });

  it('consent for another category does not load it', () => {
    bootConsent('gdpr');
    saveChoice(withNecessary({ functional: true, performance: true }), { reload: () => undefined });
    render(<ConsentGatedFrame {...vimeo} />);
    fireEvent.click(screen.getByRole('button', { name: 'Load video from Vimeo' }));
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('"Change privacy choices" opens the settings dialog; granting the category there loads the frame asked for', () => {
    bootConsent('gdpr');
    const opened = vi.fn();
    window.addEventListener(openSettingsEvent, opened);
    render(<ConsentGatedFrame {...vimeo} />);
    fireEvent.click(screen.getByRole('button', { name: 'Load video from Vimeo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Change privacy choices' }));
    expect(opened).toHaveBeenCalledTimes(1);
    expect(document.querySelector('iframe')).toBeNull();
    act(() => {
      saveChoice(allGroups(true), { kind: 'accept-all', reload: () => undefined });
    });
    expect(document.querySelector('iframe')?.getAttribute('src')).toBe(vimeo.src);
    window.removeEventListener(openSettingsEvent, opened);
  });

  it('granting consent alone never loads a facade nobody clicked', () => {
    bootConsent('gdpr');
    render(<ConsentGatedFrame {...vimeo} />);
    act(() => {
      saveChoice(allGroups(true), { kind: 'accept-all', reload: () => undefined });
    });
    expect(document.querySelector('iframe')).toBeNull();
  });
});
