import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { DefaultValues, UseFormReturn } from 'react-hook-form';
import { useForm, useWatch } from 'react-hook-form';
import { useLocation, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { dropDraft, readDraft, writeDraft } from './url-form-draft.ts';
import type { UrlFormValues } from './url-form-values.ts';
import { searchWithValues, valuesFromSearch, valuesKey } from './url-form-values.ts';

export interface UrlFormOptions<V extends UrlFormValues, R> {
  /** From the form's values (text as typed) to what the screen runs; an issue's path is the field it names. */
  schema: z.ZodType<R, V>;
  /** The form as it opens when the address holds nothing for it; they must pass the schema. */
  defaults: V;
  /** Put before each field's name in the address, when one screen keeps several forms there. */
  prefix?: string;
}

export interface UrlForm<V extends UrlFormValues, R> {
  form: UseFormReturn<V, unknown, R>;
  /** What the address asks for: the request of its values, or of the defaults when it holds none or bad ones. */
  applied: R;
  appliedValues: V;
  /** The form differs from what the address (and so the results on screen) holds. */
  stale: boolean;
  /**
   * Checks the form; if it passes, writes it into the address (a new history entry, so Back returns to the view
   * before) and hands the request to `then` (to start a task, or to fetch again when nothing changed).
   */
  run: (then?: (request: R) => void) => Promise<void>;
}

/**
 * One idiom for every analytics form: react-hook-form checked by a zod schema built on the contract's, with the values
 * kept in the address so that a view can be bookmarked, shared, and returned to with Back.
 */
export function useUrlForm<V extends UrlFormValues, R>({ schema, defaults, prefix = '' }: UrlFormOptions<V, R>) {
  const [search, setSearch] = useSearchParams();
  const { pathname } = useLocation();
  const urlValues = valuesFromSearch(search, defaults, prefix);
  const urlKey = valuesKey(urlValues, defaults);
  const defaultsKey = valuesKey(defaults, defaults);
  const draftKey = `url-form:${pathname}:${prefix}`;

  const defaultRequest = useMemo(() => {
    const parsed = schema.safeParse(defaults);
    if (!parsed.success) throw new Error(`the form's defaults do not pass its schema: ${parsed.error.message}`);
    return parsed.data;
    // By content: defaults written as a literal in the caller's render are the same form. The schema must be a
    // module constant, so that `applied` keeps its identity while the address does.
  }, [schema, defaultsKey]);
  const applied = useMemo(() => {
    const parsed = schema.safeParse(urlValues);
    return parsed.success ? parsed.data : defaultRequest;
  }, [schema, urlKey, defaultRequest]);

  // Read once: later changes of the address reset the form below.
  const [initialValues] = useState(() => readDraft(draftKey, urlKey, defaults) ?? urlValues);
  const form = useForm<V, unknown, R>({
    defaultValues: initialValues as DefaultValues<V>,
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  // Back, Forward or a link to other values: the form shows what the address holds. A form opened on an address
  // whose values do not pass shows why at once.
  const shownKey = useRef(urlKey);
  useEffect(() => {
    if (shownKey.current !== urlKey) {
      shownKey.current = urlKey;
      form.reset(urlValues);
    }
    if (!schema.safeParse(urlValues).success) void form.trigger();
  }, [urlKey]);

  useWatch({ control: form.control });
  const current = form.getValues();
  // As the address would hold them: a list with an empty entry reads the same as one without.
  const stale =
    valuesKey(
      valuesFromSearch(searchWithValues(new URLSearchParams(), current, defaults, prefix), defaults, prefix),
      defaults,
    ) !== urlKey;
  useEffect(() => {
    if (stale) writeDraft(draftKey, urlKey, current);
    else dropDraft(draftKey);
  });

  const run = (then?: (request: R) => void) =>
    form.handleSubmit((request) => {
      const values = form.getValues();
      dropDraft(draftKey);
      const next = searchWithValues(search, values, defaults, prefix);
      // The form already shows these values: no reset, which would also wipe a message the service sends meanwhile.
      shownKey.current = valuesKey(valuesFromSearch(next, defaults, prefix), defaults);
      setSearch((previous) => searchWithValues(previous, values, defaults, prefix));
      then?.(request);
    })();

  return { form, applied, appliedValues: urlValues, stale, run } satisfies UrlForm<V, R>;
}
