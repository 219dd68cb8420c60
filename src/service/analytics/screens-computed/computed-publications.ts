import type { Report, ReportType, ScreenKey, ScreenRecord } from '../../../contract/index.ts';
import type { Publications } from '../../ports.ts';
import { AnalyticsServiceError } from '../analytics-error.ts';
import { breadthReport } from './breadth-report.ts';
import { NeedsData } from './needs-data.ts';
import type { ScreenInputs } from './screen-inputs.ts';
import { SCREEN_COMPUTERS } from './screen-computers.ts';

/**
 * Screens and reports computed from the connection's own data (docs/screens.md): every screen the loaded prices,
 * sentiment series, COT series, universes and fundamentals allow. A screen it cannot compute comes from `fallback`
 * (a server's data folder) when that has it; otherwise the answer is a 404 whose message says what data the screen
 * needs and how to get it. Reports are the fallback's (a server's folder) and one computed SentimentEdge breadth report
 * per universe whose members have prices.
 */
export class ComputedPublications implements Publications {
  constructor(
    private readonly inputs: ScreenInputs,
    private readonly fallback?: Publications,
  ) {}

  async screen(key: ScreenKey, date?: string, universe?: string): Promise<ScreenRecord[] | undefined> {
    if (universe !== undefined && !(await this.inputs.universes?.get(universe)))
      throw new AnalyticsServiceError(404, `no universe ${universe}: GET /data/universes lists them`);
    const computed = await SCREEN_COMPUTERS[key](this.inputs, date, universe);
    if (Array.isArray(computed)) return computed;
    // A folder's screen is not of the universe asked for.
    const published = universe === undefined ? await this.fallback?.screen(key, date) : undefined;
    if (published) return published;
    if (computed instanceof NeedsData) throw new AnalyticsServiceError(404, computed.message);
    // An ideas day without data: the router answers its plain "no such screen for that day".
    return undefined;
  }

  async reports(type?: ReportType): Promise<Report[]> {
    // A server's folder reports stay as they are; the computed ones come beside them (the router sorts by date).
    const published = (await this.fallback?.reports(type)) ?? [];
    if (type !== undefined && type !== 'sentimentedge') return published;
    const { universes, marketData } = this.inputs;
    const names = (await universes?.list())?.map((u) => u.name) ?? [];
    const computed = await Promise.all(
      names.map(async (name) => {
        const universe = await universes?.get(name);
        return universe && breadthReport(marketData, universe);
      }),
    );
    return [...published, ...computed.filter((r) => r !== undefined)];
  }
}
