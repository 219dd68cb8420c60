import type { TaskQuota } from '../src/service/ports.ts';

/**
 * What one account may keep unless the operator says otherwise. 5,000 tasks is years of daily use and keeps a list's
 * count cheap; 500 MB holds about 12,000 typical backtest results as stored (41 KB each, compressed).
 */
export const DEFAULT_QUOTA: TaskQuota = { maxTasks: 5000, maxResultBytes: 500 * 1024 * 1024 };

export function quotaOf(options: { maxTasks?: number; maxResultBytes?: number }): TaskQuota {
  return {
    maxTasks: options.maxTasks ?? DEFAULT_QUOTA.maxTasks,
    maxResultBytes: options.maxResultBytes ?? DEFAULT_QUOTA.maxResultBytes,
  };
}
