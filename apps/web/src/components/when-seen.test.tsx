import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { WhenSeen } from './when-seen';

describe('WhenSeen', () => {
  it('renders its children only once their place comes into view', () => {
    let report: ((entries: Array<{ isIntersecting: boolean }>) => void) | undefined;
    const disconnect = vi.fn();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof report) {
          report = callback;
        }
        observe() {}
        disconnect = disconnect;
      },
    );
    render(
      <WhenSeen>
        <p>Below the fold</p>
      </WhenSeen>,
    );
    expect(screen.queryByText('Below the fold')).toBeNull();
    act(() => report?.([{ isIntersecting: false }]));
    expect(screen.queryByText('Below the fold')).toBeNull();
    act(() => report?.([{ isIntersecting: true }]));
    expect(screen.getByText('Below the fold')).toBeTruthy();
    expect(disconnect).toHaveBeenCalled();
  });

  it('renders them at once where IntersectionObserver is missing', () => {
    render(
      <WhenSeen>
        <p>Below the fold</p>
      </WhenSeen>,
    );
    expect(screen.getByText('Below the fold')).toBeTruthy();
  });
});
