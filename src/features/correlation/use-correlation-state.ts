import { useState } from 'react';
import type { FormCheck } from './form-check.ts';
import type { AssetCorrRequest, PatternCorrRequest, SymbolCorrRequest } from '../../contract/index.ts';
import type { AssetFormValues } from './asset-form-values.ts';
import { ASSET_FORM_DEFAULTS, checkAssetForm } from './asset-form-values.ts';
import type { PatternFormValues } from './pattern-form-values.ts';
import { checkPatternForm, PATTERN_FORM_DEFAULTS } from './pattern-form-values.ts';
import type { SymbolFormValues } from './symbol-form-values.ts';
import { checkSymbolForm, SYMBOL_FORM_DEFAULTS } from './symbol-form-values.ts';

/** The request of a form's defaults, which are valid by construction (a test renders every view with them). */
function defaultRun<Body>(check: FormCheck<Body, string>): Body {
  if (check.body === null) throw new Error(`the form defaults are not valid: ${JSON.stringify(check.errors)}`);
  return check.body;
}

/**
 * What each view's form holds and what it last ran, kept above the views so that switching tabs loses nothing typed
 * and brings the last results back. Symbol correlation and rolling beta share one form: the same symbols, two
 * analyses. Each view runs its defaults on first sight (in the browser that takes milliseconds), so an analyst
 * sees a result before choosing anything.
 */
export function useCorrelationState() {
  const [symbolDraft, setSymbolDraft] = useState<SymbolFormValues>(SYMBOL_FORM_DEFAULTS);
  const [symbolRun, setSymbolRun] = useState<SymbolCorrRequest>(() =>
    defaultRun(checkSymbolForm(SYMBOL_FORM_DEFAULTS)),
  );
  const [betaRun, setBetaRun] = useState<SymbolCorrRequest>(() => defaultRun(checkSymbolForm(SYMBOL_FORM_DEFAULTS)));
  const [assetDraft, setAssetDraft] = useState<AssetFormValues>(ASSET_FORM_DEFAULTS);
  const [assetRun, setAssetRun] = useState<AssetCorrRequest>(() => defaultRun(checkAssetForm(ASSET_FORM_DEFAULTS)));
  const [patternDraft, setPatternDraft] = useState<PatternFormValues>(PATTERN_FORM_DEFAULTS);
  const [patternRun, setPatternRun] = useState<PatternCorrRequest>(() =>
    defaultRun(checkPatternForm(PATTERN_FORM_DEFAULTS)),
  );
  return {
    symbols: { draft: symbolDraft, onDraftChange: setSymbolDraft, run: symbolRun, onRun: setSymbolRun },
    beta: { draft: symbolDraft, onDraftChange: setSymbolDraft, run: betaRun, onRun: setBetaRun },
    assets: { draft: assetDraft, onDraftChange: setAssetDraft, run: assetRun, onRun: setAssetRun },
    pattern: { draft: patternDraft, onDraftChange: setPatternDraft, run: patternRun, onRun: setPatternRun },
  };
}
