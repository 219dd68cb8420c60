// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PollCountdown, secondsUntil } from './poll-countdown.tsx';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-20T10:00:00Z'));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('PollCountdown', () => {
  it('counts down to the next check every second, and says when one is on its way', () => {
    const lastCheckAt = Date.now();
    const onCheckNow = vi.fn();
    const { rerender } = render(
      <PollCountdown lastCheckAt={lastCheckAt} intervalMs={12_000} checking={false} onCheckNow={onCheckNow} />,
    );
    expect(screen.getByText('Next check in 12 s')).toBeTruthy();
    act(() => vi.advanceTimersByTime(3_000));
    expect(screen.getByText('Next check in 9 s')).toBeTruthy();
    act(() => vi.advanceTimersByTime(8_000));
    expect(screen.getByText('Next check in 1 s')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByText('Checking shortly…')).toBeTruthy();

    rerender(<PollCountdown lastCheckAt={lastCheckAt} intervalMs={12_000} checking onCheckNow={onCheckNow} />);
    expect(screen.getByText('Checking now…')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Check the task now' })).toHaveProperty('disabled', true);

    // The answer came: the countdown starts again from the new check.
    rerender(<PollCountdown lastCheckAt={Date.now()} intervalMs={12_000} checking={false} onCheckNow={onCheckNow} />);
    expect(screen.getByText('Next check in 12 s')).toBeTruthy();
  });

  it('checks at once on "Check now"', () => {
    const onCheckNow = vi.fn();
    render(
      <PollCountdown
        lastCheckAt={Date.now()}
        intervalMs={12_000}
        checking={false}
        onCheckNow={onCheckNow}
        subject="the tasks"
      />,
    );
    const button = screen.getByRole('button', { name: 'Check the tasks now' });
    expect(button.textContent).toBe('Check now');
    fireEvent.click(button);
    expect(onCheckNow).toHaveBeenCalledTimes(1);
  });

  it('never counts below zero', () => {
    expect(secondsUntil(0, 12_000, 0)).toBe(12);
    expect(secondsUntil(0, 12_000, 11_001)).toBe(1);
    expect(secondsUntil(0, 12_000, 12_000)).toBe(0);
    expect(secondsUntil(0, 12_000, 99_000)).toBe(0);
  });
});
