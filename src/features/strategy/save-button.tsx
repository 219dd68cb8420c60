import { useWatch } from 'react-hook-form';
import type { StrategyParamsRequest } from '../../contract/index.ts';
import { SaveToLibraryButton } from '../../ui/strategy-library/save-to-library-button.tsx';
import type { StrategyFormValues } from './form-values.ts';

/** "Save to library", suggesting the strategy's own name as it is typed. */
export function SaveButton({ getRequest }: { getRequest: () => StrategyParamsRequest }) {
  const name = useWatch<StrategyFormValues, 'name'>({ name: 'name' });
  return <SaveToLibraryButton getRequest={getRequest} suggestedName={name.trim()} />;
}
