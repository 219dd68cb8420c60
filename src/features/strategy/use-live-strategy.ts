import { useEffect, useMemo, useRef } from 'react';
import type { FieldPath, UseFormReturn } from 'react-hook-form';
import { errorCode, errorFields, errorText } from '../../client/api-error.ts';
import type { LoadedCsv } from '../../client/library-client.ts';
import type { StrategyParamsRequest } from '../../contract/index.ts';
import { describeFormPath, toFormPath } from './field-paths.ts';
import type { FormIssue, ResolverContext } from './form-check.ts';
import { checkForm, isShownPath } from './form-check.ts';
import type { RequestContext } from './form-model.ts';
import { toRequest } from './form-model.ts';
import type { StrategyFormValues } from './form-values.ts';
import { useBuilderValidate } from './use-builder-validate.ts';
import type { PanelIssue } from './validate-panel.tsx';

export interface LiveStrategy {
  /** The request for the settled form, whether or not it passes the local checks. */
  request: StrategyParamsRequest;
  /** The request once the local checks pass (what validate and the CSV run receive), else null. */
  sendable: StrategyParamsRequest | null;
  localIssues: PanelIssue[];
  validate: ReturnType<typeof useBuilderValidate>;
  /** The service refused the strategy (or could not be asked): running it is blocked. */
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
 * From the settled form values (debounced) to what the screen shows: the request, the local problems, the validate
 * answer, and the service's 400 with each field error placed on its input (through the resolver's context) or,
 * when no input on screen holds it, listed in the panel.
 */
export function useLiveStrategy(
  form: UseFormReturn<StrategyFormValues, ResolverContext>,
  context: ResolverContext,
  settledJson: string,
  ctx: RequestContext,
  csv: LoadedCsv | null,
): LiveStrategy {
  const settled = useMemo(() => JSON.parse(settledJson) as StrategyFormValues, [settledJson]);
  const request = useMemo(() => toRequest(settled, ctx), [settled, ctx]);
  const issues = useMemo(() => checkForm(settled, ctx), [settled, ctx]);
  const requestJson = JSON.stringify(request);
  const sendableJson = issues.length === 0 ? requestJson : null;
  // Parsed back from its JSON so the object only changes when the request does (it is a query key).
  const sendable = useMemo(
    () => (sendableJson === null ? null : (JSON.parse(sendableJson) as StrategyParamsRequest)),
    [sendableJson],
  );
  const validate = useBuilderValidate(sendable, csv);

  // The service's 400: the fields it named (an array that stays the same while the error does).
  const refusal = errorCode(validate.error) === 400 ? errorFields(validate.error) : null;
  const placed = useMemo(() => {
    const inline: FormIssue[] = [];
    const panel: FormIssue[] = [];
    for (const e of refusal ?? []) {
      const path = toFormPath(e.path);
      if (path !== null && isShownPath(settled, path, ctx)) inline.push({ path, message: e.message });
      else panel.push({ path: path ?? '', message: path === null && e.path ? `${e.path}: ${e.message}` : e.message });
    }
    return { inline, panel, all: [...inline, ...panel] };
  }, [refusal, settled, ctx]);

  const shownPaths = useRef<string[]>([]);
  const { trigger } = form;
  useEffect(() => {
    context.server = refusal && sendableJson ? { requestKey: sendableJson, issues: placed.inline } : null;
    const paths = placed.inline.map((i) => i.path);
    const touched = [...new Set([...shownPaths.current, ...paths])];
    shownPaths.current = paths;
    // Re-run the resolver on these inputs only, so the service's errors appear (or go) without flagging fields the
    // analyst has not reached yet.
    if (touched.length > 0) void trigger(touched as FieldPath<StrategyFormValues>[]);
  }, [context, refusal, sendableJson, placed, trigger]);

  // A refusal whose fields are placed on the form says it there; any other failure is said in words.
  const errorMessage = validate.error && !(refusal && placed.all.length > 0) ? errorText(validate.error) : null;
  return {
    request,
    sendable,
    localIssues: issues.map(toPanel(settled)),
    validate,
    refused: validate.error !== null,
    errorMessage,
    errorDetails: placed.all.map(toPanel(settled)),
  };
}
