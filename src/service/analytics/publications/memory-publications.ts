import type { Report, ReportType, ScreenKey, ScreenRecord } from '../../../contract/index.ts';
import type { Publications } from '../../ports.ts';

export interface MemoryPublicationsData {
  /** A screen's records (its answer whatever the date), or records by YYYY-MM-DD day (the latest when no date). */
  screens?: Partial<Record<ScreenKey, ScreenRecord[] | Record<string, ScreenRecord[]>>>;
  reports?: Partial<Record<ReportType, Report[]>>;
}

/** Publications held in memory, as given (tests, and a host that has its records at hand). */
export class MemoryPublications implements Publications {
  constructor(private readonly data: MemoryPublicationsData) {}

  async screen(key: ScreenKey, date?: string): Promise<ScreenRecord[] | undefined> {
    const held = this.data.screens?.[key];
    if (held === undefined) return undefined;
    if (Array.isArray(held)) return held;
    const day = date ?? Object.keys(held).sort().at(-1);
    return day === undefined ? undefined : held[day];
  }

  async reports(type?: ReportType): Promise<Report[]> {
    const byType = this.data.reports ?? {};
    if (type !== undefined) return byType[type] ?? [];
    return Object.values(byType).flat();
  }
}
