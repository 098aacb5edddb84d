import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { idleTimeoutMs, useIdleTimeout } from './use-idle-timeout';

describe('useIdleTimeout', () => {
  it('goes home after 60 s without a touch, and each touch starts the wait again', () => {
    vi.useFakeTimers();
    const onIdle = vi.fn();
    renderHook(() => useIdleTimeout(true, onIdle));
    vi.advanceTimersByTime(idleTimeoutMs - 1_000);
    window.dispatchEvent(new Event('pointerdown'));
    vi.advanceTimersByTime(idleTimeoutMs - 1_000);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('does nothing while inactive (the home screen)', () => {
    vi.useFakeTimers();
    const onIdle = vi.fn();
    renderHook(() => useIdleTimeout(false, onIdle));
    vi.advanceTimersByTime(idleTimeoutMs * 2);
    expect(onIdle).not.toHaveBeenCalled();
  });
});
