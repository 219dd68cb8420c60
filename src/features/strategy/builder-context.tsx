import { createContext, useContext, useMemo } from 'react';
import type { ReactNode } from 'react';
import { useCatalogue, useTechnicalIndicators } from '../../client/queries.ts';
import type { SignalClassifier, SignalOption } from './signal-kind.ts';
import { signalDirectory } from './signal-kind.ts';

/** What every condition editor needs: the signal names on offer, how a name is classified, and the CSV mode. */
export interface BuilderContextValue {
  classify: SignalClassifier;
  options: SignalOption[];
  csvMode: boolean;
  /** False until the catalogue and the technical map have arrived (or failed): detection is not final before. */
  ready: boolean;
}

const BuilderContext = createContext<BuilderContextValue | null>(null);

/** The connection's catalogue and technical map as one directory; both are fetched once and kept. */
export function useSignalDirectory(): Pick<BuilderContextValue, 'classify' | 'options' | 'ready'> {
  const catalogue = useCatalogue();
  const technical = useTechnicalIndicators();
  const ready = !catalogue.isPending && !technical.isPending;
  return useMemo(
    // A server without our technical map answers 404: it then offers Symbol and catalogue names only.
    () => ({ ...signalDirectory(catalogue.data ?? [], technical.data ?? []), ready }),
    [catalogue.data, technical.data, ready],
  );
}

export function BuilderProvider({ value, children }: { value: BuilderContextValue; children: ReactNode }) {
  return <BuilderContext.Provider value={value}>{children}</BuilderContext.Provider>;
}

export function useBuilder(): BuilderContextValue {
  const value = useContext(BuilderContext);
  if (!value) throw new Error('useBuilder needs a BuilderProvider above it');
  return value;
}
