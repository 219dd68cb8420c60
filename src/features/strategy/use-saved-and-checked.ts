import { useCallback, useEffect, useRef } from 'react';
import type { FieldPath, UseFormReturn } from 'react-hook-form';
import { saveDraft } from './draft-storage.ts';
import { checkForm } from './form-check.ts';
import type { RequestContext } from './form-model.ts';
import type { StrategyFormValues } from './form-values.ts';

/** The form's problems at inputs (by path), and all of them as one text to compare. */
function fieldIssues(values: StrategyFormValues, ctx: RequestContext): { key: string; paths: string[] } {
  const issues = checkForm(values, ctx).filter((issue) => issue.path !== '');
  return { key: JSON.stringify(issues), paths: issues.map((issue) => issue.path) };
}

/**
 * What the builder does on every change of the form, at once: writes the draft (with the CSV file a shared strategy
 * asked for) and re-checks the inputs whose errors the change adds or removes. The resolver checks the whole form,
 * since one field can fix or break another (the start and end dates, the threshold and the conditions), but most
 * keystrokes change no error, and then no input is re-rendered for it.
 */
export function useSavedAndChecked(
  form: UseFormReturn<StrategyFormValues>,
  ctx: RequestContext,
  wantedFile: string | undefined,
): (values: StrategyFormValues, replaced: boolean) => void {
  const { trigger, getValues } = form;
  const fileRef = useRef(wantedFile);
  const ctxRef = useRef(ctx);
  const shown = useRef<{ key: string; paths: string[] }>({ key: '', paths: [] });

  useEffect(() => {
    fileRef.current = wantedFile;
    saveDraft({ values: getValues(), ...(wantedFile && { csvFile: wantedFile }) });
  }, [wantedFile, getValues]);
  // The checks of a restored draft are shown at once, and again when the classifier changes what they say.
  useEffect(() => {
    ctxRef.current = ctx;
    shown.current = fieldIssues(getValues(), ctx);
    void trigger();
  }, [ctx, getValues, trigger]);

  return useCallback(
    (values: StrategyFormValues, replaced: boolean) => {
      saveDraft({ values, ...(fileRef.current && { csvFile: fileRef.current }) });
      const before = shown.current;
      const now = fieldIssues(values, ctxRef.current);
      shown.current = now;
      const paths = [...new Set([...before.paths, ...now.paths])] as FieldPath<StrategyFormValues>[];
      // A whole form put back (undo, redo, a share link) came without errors: all are checked again.
      if (replaced) void trigger();
      else if (now.key !== before.key && paths.length > 0) void trigger(paths);
    },
    [trigger],
  );
}
