// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sideEffectsWidgetSchema } from './schema';
import { fixtures } from './fixtures';
import { SideEffectsExplorer } from './SideEffectsExplorer.client';
import { stubDialog } from '@tests/support/dialog';

const track = vi.hoisted(() => vi.fn());
vi.mock('@/features/analytics/track', () => ({ track }));

const data = sideEffectsWidgetSchema.parse(fixtures.default);

function mount() {
  render(<SideEffectsExplorer mild={data.mildSideEffects} severe={data.severeSideEffects} idBase="se" />);
  const [mildTab, severeTab] = screen.getAllByRole('tab') as HTMLButtonElement[];
  return { mildTab: mildTab!, severeTab: severeTab! };
}

const visiblePanel = () => screen.getByRole('tabpanel');
const effectButton = (name: string) => within(visiblePanel()).getByRole('button', { name: new RegExp(`^${name}`) });

beforeEach(() => {
  track.mockClear();
  stubDialog();
});

afterEach(cleanup);

describe('side-effects explorer', () => {
  it('starts on the Mild tab, with the tabs pattern wired up', () => {
    const { mildTab, severeTab } = mount();
    expect(screen.getByRole('tablist').getAttribute('aria-label')).toBe('Side effects by severity');
    expect(mildTab.getAttribute('aria-selected')).toBe('true');
    expect(severeTab.getAttribute('aria-selected')).toBe('false');
    expect(mildTab.tabIndex).toBe(0);
    expect(severeTab.tabIndex).toBe(-1);
    expect(visiblePanel().id).toBe(mildTab.getAttribute('aria-controls'));
    expect(visiblePanel().getAttribute('aria-labelledby')).toBe(mildTab.id);
    expect(within(visiblePanel()).getAllByRole('listitem')).toHaveLength(data.mildSideEffects.length);
  });

  it('opens an effect\'s detail with its prevalence, description and link, focus on its heading', () => {
    mount();
    fireEvent.click(effectButton('Nausea or vomiting'));
    const panel = visiblePanel();
    const heading = within(panel).getByRole('heading', { level: 3, name: 'Nausea or vomiting' });
    expect(document.activeElement).toBe(heading);
    expect(panel.textContent).toContain('Prevalence: Very common (more than 1 in 10 people)');
    expect(panel.textContent).toContain('Taking your dose with a meal');
    const link = within(panel).getByRole('link', { name: 'Learn more about Nausea or vomiting' });
    expect(link.getAttribute('href')).toBe('https://www.nhs.uk/medicines/metformin/side-effects-of-metformin/');
    expect(within(panel).queryByRole('list')).toBeNull();
    expect(track).toHaveBeenCalledWith('Element Clicked', expect.objectContaining({ elementType: 'side-effect', name: 'Nausea or vomiting', category: 'mild', position: 1 }));
  });

  it('goes back to the list from the detail, focus returned to the effect', () => {
    mount();
    fireEvent.click(effectButton('Diarrhea'));
    fireEvent.click(within(visiblePanel()).getByRole('button', { name: /Back to mild side effects/ }));
    expect(within(visiblePanel()).queryByRole('heading', { name: 'Diarrhea' })).toBeNull();
    expect(document.activeElement).toBe(effectButton('Diarrhea'));
  });

  it('clears the selected effect when the tab changes', () => {
    const { mildTab, severeTab } = mount();
    fireEvent.click(effectButton('Diarrhea'));
    fireEvent.click(severeTab);
    expect(severeTab.getAttribute('aria-selected')).toBe('true');
    expect(within(visiblePanel()).getAllByRole('listitem')).toHaveLength(data.severeSideEffects.length);
    fireEvent.click(mildTab);
    expect(within(visiblePanel()).queryByRole('heading', { name: 'Diarrhea' })).toBeNull();
    expect(within(visiblePanel()).getAllByRole('listitem')).toHaveLength(data.mildSideEffects.length);
  });

  it('clicking the selected tab again also clears the detail', () => {
    const { mildTab } = mount();
    fireEvent.click(effectButton('Diarrhea'));
    fireEvent.click(mildTab);
    expect(within(visiblePanel()).getAllByRole('listitem')).toHaveLength(data.mildSideEffects.length);
  });

  it('moves between tabs with Left, Right, Home and End, selecting and focusing', () => {
    const { mildTab, severeTab } = mount();
    mildTab.focus();
    fireEvent.keyDown(mildTab, { key: 'ArrowRight' });
    expect(severeTab.getAttribute('aria-selected')).toBe('true');
    expect(severeTab.tabIndex).toBe(0);
    expect(mildTab.tabIndex).toBe(-1);
    expect(document.activeElement).toBe(severeTab);
    fireEvent.keyDown(severeTab, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(mildTab);
    expect(mildTab.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(mildTab, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(severeTab);
    fireEvent.keyDown(severeTab, { key: 'Home' });
    expect(document.activeElement).toBe(mildTab);
    fireEvent.keyDown(mildTab, { key: 'End' });
    expect(document.activeElement).toBe(severeTab);
    fireEvent.keyDown(severeTab, { key: 'a' });
    expect(severeTab.getAttribute('aria-selected')).toBe('true');
  });

  it('moves from the tab the key is pressed on, even before the last selection has rendered', () => {
    const { mildTab, severeTab } = mount();
    // Mild is selected; a Left arrow on Severe (focused, its selection not yet rendered) goes to Mild, not round to Severe.
    severeTab.focus();
    fireEvent.keyDown(severeTab, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(mildTab);
    expect(mildTab.getAttribute('aria-selected')).toBe('true');
  });

  it('shows the spec\'s advice on each tab, with a tel: link to 911 on Severe', () => {
    const { severeTab } = mount();
    expect(visiblePanel().textContent).toContain('Mild side effects usually subside within a few days or a couple of weeks.');
    fireEvent.click(severeTab);
    const panel = visiblePanel();
    expect(panel.textContent).toContain('Call a doctor right away if you have a severe side effect. Call 911 if it is life threatening.');
    expect(within(panel).getByRole('link', { name: '911' }).getAttribute('href')).toBe('tel:911');
  });

  it('opens the prevalence dialog and closes it by its button, focus back on the info button', () => {
    mount();
    const info = screen.getByRole('button', { name: 'What does prevalence mean?' });
    const dialog = document.querySelector('dialog')!;
    expect(dialog.open).toBe(false);
    fireEvent.click(info);
    expect(dialog.open).toBe(true);
    expect(dialog.getAttribute('aria-labelledby')).toBe(within(dialog).getByRole('heading', { name: 'What prevalence means' }).id);
    expect(dialog.textContent).toContain('Very common');
    expect(dialog.textContent).toContain('more than 1 in 10 people');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(dialog.open).toBe(false);
    expect(document.activeElement).toBe(info);
  });

  it('closes the dialog on a backdrop click, and Escape (the dialog\'s close event) returns focus too', () => {
    mount();
    const info = screen.getByRole('button', { name: 'What does prevalence mean?' });
    const dialog = document.querySelector('dialog')!;
    fireEvent.click(info);
    fireEvent.click(dialog);
    expect(dialog.open).toBe(false);
    fireEvent.click(info);
    (document.activeElement as HTMLElement | null)?.blur();
    // Escape makes the browser close a modal dialog, which fires close.
    dialog.removeAttribute('open');
    fireEvent(dialog, new Event('close'));
    expect(document.activeElement).toBe(info);
  });

  it('says so when a tab has no effects', () => {
    const only = sideEffectsWidgetSchema.parse(fixtures.onlyMild);
    render(<SideEffectsExplorer mild={only.mildSideEffects} severe={only.severeSideEffects} idBase="x" />);
    fireEvent.click(screen.getAllByRole('tab')[1]!);
    expect(visiblePanel().textContent).toContain('No severe side effects are listed here.');
  });
});
