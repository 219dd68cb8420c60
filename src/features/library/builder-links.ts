import { encodeShare } from '../../client/share-link.ts';
import type { StrategyParamsRequest } from '../../contract/index.ts';

/*
 * Where "Open in builder" goes. A saved strategy opens by its id (the builder reads it from the library, so it opens
 * what is saved now); a template is not in the library, so it travels in a share link, which the builder already reads.
 */
export const openSavedPath = (id: string): string => `/strategy?open=${encodeURIComponent(id)}`;

export const openRequestPath = (request: StrategyParamsRequest): string => `/strategy?s=${encodeShare({ request })}`;
