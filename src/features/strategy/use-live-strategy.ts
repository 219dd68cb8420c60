import { useEffect, useMemo, useRef, useState } from 'react';
import type { FieldPath } from 'react-hook-form';
import { useFormContext } from 'react-hook-form';
import { errorCode, errorFields, errorText } from '../../client/api-error.ts';
import type { LoadedCsv } from '../../client/library-client.ts';
import type { StrategyParamsRequest } from '../../contract/index.ts';
import { describeFormPath, toFormPath } from './field-paths.ts';
import type { FormIssue } from './form-check.ts';
import { checkForm, isShownPath } from './form-check.ts';
import type { RequestContext } from './form-model.ts';
import { toRequest } from './form-model.ts';
import type { StrategyFormValues } from './form-values.ts';
import { useBuilderValidate } from './use-builder-validate.ts';
import { useDebouncedValue } from './use-debounced-value.ts';
import type { PanelIssue } from './validate-panel.tsx';

/** How long the form must rest before validate is asked: a network call, so not on every keystroke. */
const VALIDATE_AFTER_MS = 300;

export interface LiveStrategy {
  /** The request for the form as it is on screen now, whether or not it passes the local checks. */
  request: StrategyParamsRequest;
  /** The same request once the local checks pass (what the CSV run receives), else null. */
  sendable: StrategyParamsRequest | null;
  localIssues: PanelIssue[];
  validate: ReturnType<typeof useBuilderValidate>;
  /** The service's answer is about the form on screen (not an earlier one still being replaced). */
  current: boolean;
  /** The service refused the strategy on screen (or could not be asked): running it is blocked. */
  refused: boolean;
  /** The refusal as one sentence, when it names no field (or is not a 400). */
  errorMessage: string | null;
  /** Each field the service named, in words, whether or not an input shows it too. */
  errorDetails: PanelIssue[];
}

const toPanel = (values: StrategyFormValues) => (issue: FormIssue) => ({
  where: issue.path
    ? describeFormPath(issue.path, issue.path.startsWith('exit') ? values.exit.rule_type : values.entry.rule_type)
    : '',
  message: issue.message,
});

/**
 * The first object of a run of renders whose values have the same JSON text: what depends on it (the panel, the
 * debounced validate) is not redone on a render that changed nothing. State set during render is React's way to keep
 * something from the previous render.
 */
function useSameContent<T>(value: T): T {
  const key = JSON.stringify(value);
  const [kept, setKept] = useState({ key, value });
  if (kept.key !== key) setKept({ key, value });
  return kept.key === key ? kept.value : value;
}

/**
 * From the form's values as they are now to what the screen shows: the request and the local problems at once, the
 * validate answer once the form rests, and the service's 400 placed on its inputs with setError (or, when no input on
 * screen holds a field, listed in the panel).
 */
export function useLiveStrategy(values: StrategyFormValues, ctx: RequestContext, csv: LoadedCsv | null): LiveStrategy {
  const request = useMemo(() => toRequest(values, ctx), [values, ctx]);
  const issues = useMemo(() => checkForm(values, ctx), [values, ctx]);
  const sendable = useSameContent(issues.length === 0 ? request : null);
  const asked = useDebouncedValue(sendable, VALIDATE_AFTER_MS);
  const validate = useBuilderValidate(asked, csv);
  const current = sendable !== null && JSON.stringify(asked) === JSON.stringify(sendable);

  // The service's 400 for the form on screen: the fields it named.
  const refusal = current && errorCode(validate.error) === 400 ? errorFields(validate.error) : null;
  const placed = useMemo(() => {
    const inline: FormIssue[] = [];
    const panel: FormIssue[] = [];
    for (const e of refusal ?? []) {
      const path = toFormPath(e.path);
      if (path !== null && isShownPath(values, path, ctx)) inline.push({ path, message: e.message });
      else panel.push({ path: path ?? '', message: path === null && e.path ? `${e.path}: ${e.message}` : e.message });
    }
    return { inline, panel, all: [...inline, ...panel] };
  }, [refusal, values, ctx]);

  const { setError, clearErrors, trigger } = useFormContext<StrategyFormValues>();
  const shown = useRef<string[]>([]);
  useEffect(() => {
    const paths = placed.inline.map((i) => i.path) as FieldPath<StrategyFormValues>[];
    const gone = shown.current.filter((p) => !paths.includes(p as FieldPath<StrategyFormValues>));
    shown.current = paths;
    if (gone.length > 0) {
      // The service no longer names these: back to what the local checks say of them.
      clearErrors(gone as FieldPath<StrategyFormValues>[]);
      void trigger(gone as FieldPath<StrategyFormValues>[]);
    }
    for (const issue of placed.inline)
      setError(issue.path as FieldPath<StrategyFormValues>, { type: 'server', message: issue.message });
  }, [placed, setError, clearErrors, trigger]);

  const localIssues = useSameContent(issues.map(toPanel(values)));
  const errorDetails = useSameContent(placed.all.map(toPanel(values)));
  const failed = current && validate.error !== null;
  // A refusal whose fields are placed on the form says it there; any other failure is said in words.
  const errorMessage = failed && !(refusal && placed.all.length > 0) ? errorText(validate.error) : null;
  return {
    request,
    sendable,
    localIssues,
    validate,
    current,
    refused: failed,
    errorMessage,
    errorDetails,
  };
}
