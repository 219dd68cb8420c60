import { normaliseTags } from '../../client/strategy-library.ts';

/** Tags as typed in one field, separated by commas ("mean reversion, SPX"). */
export const parseTagText = (text: string): string[] => normaliseTags(text.split(','));

export const tagText = (tags: readonly string[]): string => tags.join(', ');
