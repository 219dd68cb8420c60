import { useUrlForm } from '../../ui/form/use-url-form.ts';
import { ASSET_FORM_DEFAULTS, assetFormSchema } from './asset-form-values.ts';
import { PATTERN_FORM_DEFAULTS, patternFormSchema } from './pattern-form-values.ts';
import { SYMBOL_FORM_DEFAULTS, symbolFormSchema } from './symbol-form-values.ts';

/*
 * The screen's forms, each kept in the address under its own prefix, so that all of them live in one URL (the tab
 * links carry it along) and a bookmark of any tab reopens that view. Symbol correlation and rolling beta share one
 * form: the same symbols, two analyses.
 */

export const useSymbolForm = () =>
  useUrlForm({ schema: symbolFormSchema, defaults: SYMBOL_FORM_DEFAULTS, prefix: 'sym.' });

export const useAssetForm = () =>
  useUrlForm({ schema: assetFormSchema, defaults: ASSET_FORM_DEFAULTS, prefix: 'asset.' });

export const usePatternForm = () =>
  useUrlForm({ schema: patternFormSchema, defaults: PATTERN_FORM_DEFAULTS, prefix: 'pattern.' });
