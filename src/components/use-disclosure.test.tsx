// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useDisclosure } from './use-disclosure';

afterEach(cleanup);

describe('useDisclosure', () => {
  it('starts closed (or open when asked) and ties the button to the named panel', () => {
    const { result } = renderHook(() => useDisclosure('panel-1'));
    expect(result.current.open).toBe(false);
    expect(result.current.buttonProps).toEqual({ ref: result.current.buttonRef, 'aria-expanded': false, 'aria-controls': 'panel-1' });
    expect(renderHook(() => useDisclosure('panel-2', true)).result.current.buttonProps['aria-expanded']).toBe(true);
  });

  it('toggles and sets the open state', () => {
    const { result } = renderHook(() => useDisclosure('panel'));
    act(() => result.current.toggle());
    expect(result.current.open).toBe(true);
    expect(result.current.buttonProps['aria-expanded']).toBe(true);
    act(() => result.current.toggle());
    expect(result.current.open).toBe(false);
    act(() => result.current.setOpen(true));
    expect(result.current.open).toBe(true);
  });
});
