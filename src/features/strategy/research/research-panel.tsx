import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import type { ResearchProps } from './research-context.ts';

// Each loaded when its tab is first opened: their charts (recharts, heat maps) are most of the builder's JavaScript.
const SweepTab = lazy(() => import('./sweep-tab.tsx').then((m) => ({ default: m.SweepTab })));
const WalkForwardTab = lazy(() => import('./walk-forward-tab.tsx').then((m) => ({ default: m.WalkForwardTab })));
const SignalStudyTab = lazy(() => import('./signal-study-tab.tsx').then((m) => ({ default: m.SignalStudyTab })));

const TABS = [
  { key: 'sweep', label: 'Sweep' },
  { key: 'walk-forward', label: 'Walk-forward' },
  { key: 'signal-study', label: 'Signal study' },
] as const;
type TabKey = (typeof TABS)[number]['key'];

/**
 * Robustness research on the builder's strategy: would nearby values have worked too (sweep), does the choice hold
 * out of sample (walk-forward), and what followed the entry signal (signal study). Each tab reads the strategy on
 * screen when it runs, so edits above are never lost or copied by hand.
 */
export function ResearchPanel(props: ResearchProps) {
  const [tab, setTab] = useState<TabKey>('sweep');
  // A tab is made when first opened (its code fetched then), and kept from then on.
  const [opened, setOpened] = useState<ReadonlySet<TabKey>>(() => new Set([tab]));
  const open = (key: TabKey) => {
    setTab(key);
    setOpened((before) => (before.has(key) ? before : new Set([...before, key])));
  };
  return (
    <Paper component="section" aria-labelledby="research-heading" variant="outlined" sx={{ p: { xs: 1.5, md: 2 } }}>
      <Typography id="research-heading" variant="h6" component="h2">
        Research
      </Typography>
      <Tabs value={tab} onChange={(_, v: TabKey) => open(v)} aria-label="Research" variant="scrollable">
        {TABS.map((t) => (
          <Tab
            key={t.key}
            value={t.key}
            label={t.label}
            id={`research-tab-${t.key}`}
            aria-controls={`research-panel-${t.key}`}
          />
        ))}
      </Tabs>
      {TABS.map((t) => (
        <div
          key={t.key}
          role="tabpanel"
          id={`research-panel-${t.key}`}
          aria-labelledby={`research-tab-${t.key}`}
          hidden={tab !== t.key}
        >
          {/* Kept mounted once opened, so a running sweep and its settings survive a look at another tab. */}
          {opened.has(t.key) && (
            <Suspense
              fallback={
                <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
                  Loading {t.label}…
                </Typography>
              }
            >
              {t.key === 'sweep' && <SweepTab {...props} />}
              {t.key === 'walk-forward' && <WalkForwardTab {...props} />}
              {t.key === 'signal-study' && <SignalStudyTab {...props} />}
            </Suspense>
          )}
        </div>
      ))}
    </Paper>
  );
}
