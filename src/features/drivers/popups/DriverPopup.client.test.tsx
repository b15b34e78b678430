// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { trackElement } from '@/features/analytics/typed-events';
import type { DriverViewProps } from '../components/DriverView.client';
import { DriverPopup, fallbackPopupLabel } from './DriverPopup.client';
import { closedAtKey } from './rules';
import { testDriver } from './test-drivers';
import { stubDialog } from '@tests/support/dialog';

vi.mock('@/features/analytics/typed-events', () => ({ trackElement: vi.fn(), trackForm: vi.fn() }));
/** The driver itself is DriverView's business (tested there); here a stand-in that can finish its flow. */
const view = vi.hoisted(() => ({ onDone: undefined as (() => void) | undefined, text: 'Read our heart health guide' }));
vi.mock('../components/DriverView.client', () => ({
  DriverView: ({ driver, onDone }: DriverViewProps) => {
    view.onDone = onDone;
    return (
      <div data-driver-type={driver.driverType}>
        {view.text && <p data-whisper="">{driver.whisper}</p>}
        {view.text && <button type="button">{view.text}</button>}
      </div>
    );
  },
}));

beforeEach(() => {
  stubDialog();
  localStorage.clear();
  vi.mocked(trackElement).mockClear();
  view.text = 'Read our heart health guide';
});
afterEach(cleanup);

const driver = testDriver();

function mount(onClosed = vi.fn()) {
  const opener = document.createElement('button');
  opener.textContent = 'Before';
  document.body.append(opener);
  opener.focus();
  render(<DriverPopup placement="1stPagePopup" contentIndex={0} driver={driver} moment="finished" onClosed={onClosed} />);
  const dialog = screen.getByRole('dialog', { hidden: true }) as HTMLDialogElement;
  return { dialog, onClosed, opener };
}

const dismissals = () =>
  vi.mocked(trackElement).mock.calls.filter(([action, payload]) => action === 'Clicked' && payload.actionOutcome === 'dismiss');

describe('driver popup', () => {
  it('opens as a modal dialog named by the driver headline, with the driver inside', () => {
    const { dialog } = mount();
    expect(dialog.open).toBe(true);
    expect(dialog.getAttribute('aria-label')).toBe(driver.headline);
    expect(dialog.querySelector('[data-driver-type="contentPromo"]')).not.toBeNull();
    cleanup();
    render(<DriverPopup placement="1stPagePopup" contentIndex={0} driver={{ ...driver, headline: undefined }} moment="finished" onClosed={vi.fn()} />);
    expect(screen.getByRole('dialog', { hidden: true }).getAttribute('aria-label')).toBe(fallbackPopupLabel);
    cleanup();
    // A survey driver (the interest survey in a modal) has no headline: its question names the dialog.
    render(<DriverPopup placement="1stPagePopup" contentIndex={0} driver={{ ...driver, driverType: 'survey', headline: undefined, feedbackTitle: 'What would help you most?' }} moment="finished" onClosed={vi.fn()} />);
    expect(screen.getByRole('dialog', { hidden: true }).getAttribute('aria-label')).toBe('What would help you most?');
  });

  it('its first line matches the moment, whatever the campaign whisper says', () => {
    render(<DriverPopup placement="1stPagePopup" contentIndex={0} driver={{ ...driver, whisper: 'Before you go' }} moment="finished" onClosed={vi.fn()} />);
    expect(document.querySelector('[data-whisper]')!.textContent).toBe('Thanks for reading');
    cleanup();
    render(<DriverPopup placement="1stPagePopup" contentIndex={0} driver={{ ...driver, whisper: 'Hello' }} moment="leaving" onClosed={vi.fn()} />);
    expect(document.querySelector('[data-whisper]')!.textContent).toBe('Before you go');
  });

  it('holds the driver flat: its card is not a card in a card', () => {
    const { dialog } = mount();
    expect(dialog.querySelector('[data-popup-driver]')!.hasAttribute('data-flat-drivers')).toBe(true);
  });

  it('waits while a dialog the reader opened meanwhile (the privacy settings) is open, then opens', async () => {
    const privacy = document.createElement('dialog');
    document.body.append(privacy);
    privacy.showModal();
    render(<DriverPopup placement="2ndPagePopup" contentIndex={1} driver={driver} moment="leaving" onClosed={vi.fn()} />);
    const popup = document.querySelector<HTMLDialogElement>('[data-driver-popup]') ?? (screen.getAllByRole('dialog', { hidden: true }).find((d) => d !== privacy) as HTMLDialogElement);
    expect(popup.open).toBe(false);
    privacy.close();
    await vi.waitFor(() => expect(popup.open).toBe(true));
    privacy.remove();
  });

  it('the close button closes it: dismiss event with the driver payload, cooldown stored, focus returns', () => {
    const { dialog, onClosed, opener } = mount();
    fireEvent.click(screen.getByRole('button', { name: 'Close', hidden: true }));
    expect(dialog.open).toBe(false);
    expect(onClosed).toHaveBeenCalledTimes(1);
    expect(dismissals()).toEqual([
      ['Clicked', { elementType: 'driver', location: '1stPagePopup', name: driver._uuid, variant: 'A', text: driver.campaignName, category: 'contentPromo', actionOutcome: 'dismiss', viewCorrelationId: expect.any(String) }],
    ]);
    expect(Number(localStorage.getItem(`healthline.${closedAtKey('1stPagePopup')}`))).toBeGreaterThan(0);
    expect(document.activeElement).toBe(opener);
  });

  it('a click on the backdrop (the dialog itself) closes it; a click inside does not', () => {
    const { dialog } = mount();
    fireEvent.click(dialog.querySelector('[data-popup-driver]')!);
    expect(dialog.open).toBe(true);
    fireEvent.click(dialog);
    expect(dialog.open).toBe(false);
    expect(dismissals()).toHaveLength(1);
  });

  it('after the driver finished its flow (a confirmation showing), closing is no dismissal', () => {
    const { dialog } = mount();
    act(() => view.onDone?.());
    expect(dialog.open).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Close', hidden: true }));
    expect(dialog.open).toBe(false);
    expect(dismissals()).toEqual([]);
  });

  it('a flow that leaves nothing to read (the driver gave up) closes the popup', () => {
    view.text = '';
    const { dialog } = mount();
    act(() => view.onDone?.());
    expect(dialog.open).toBe(false);
    expect(dismissals()).toEqual([]);
  });
});
