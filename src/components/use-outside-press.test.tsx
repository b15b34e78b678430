// @vitest-environment jsdom
import { cleanup, fireEvent, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useOutsidePress } from './use-outside-press';

afterEach(cleanup);

function Popup({ active, onOutside }: { active: boolean; onOutside: () => void }) {
  const root = useRef<HTMLDivElement>(null);
  useOutsidePress(root, active, onOutside);
  return (
    <div>
      <div ref={root}>
        <button type="button">inside</button>
      </div>
      <p>outside</p>
    </div>
  );
}

describe('useOutsidePress', () => {
  it('calls back on a press outside the root while active, never for one inside', () => {
    const onOutside = vi.fn();
    const { getByText } = render(<Popup active onOutside={onOutside} />);
    fireEvent.pointerDown(getByText('inside'));
    expect(onOutside).not.toHaveBeenCalled();
    fireEvent.pointerDown(getByText('outside'));
    expect(onOutside).toHaveBeenCalledTimes(1);
  });

  it('does nothing while inactive, and uses the latest callback', () => {
    const first = vi.fn();
    const latest = vi.fn();
    const { getByText, rerender } = render(<Popup active={false} onOutside={first} />);
    fireEvent.pointerDown(getByText('outside'));
    expect(first).not.toHaveBeenCalled();
    rerender(<Popup active onOutside={first} />);
    rerender(<Popup active onOutside={latest} />);
    fireEvent.pointerDown(getByText('outside'));
    expect(first).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledTimes(1);
  });
});
