import { useMutation } from '@tanstack/react-query';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ApiError } from '../../client/api-error.ts';
import { toApiError } from '../../client/api-error.ts';
import { useLibrary } from '../../client/connection.tsx';
import type { OptionChainPreview } from '../../contract/index.ts';
import type { DroppedFile } from '../../ui/file-drop/dropped-file.ts';

export type LoadOptionChainMutation = UseMutationResult<OptionChainPreview, ApiError, DroppedFile>;

/**
 * Reads a dropped option-chain CSV in the worker for its preview. As with useLoadCsv, the error is always an ApiError
 * (`.detail`, `.row`, `.column`), so the screen shows a bad chain the way it shows a bad price file.
 */
export function useLoadOptionChain(): LoadOptionChainMutation {
  const library = useLibrary();
  return useMutation<OptionChainPreview, ApiError, DroppedFile>({
    mutationFn: async ({ fileName, text }) => {
      try {
        return await library.previewOptionChain(fileName, text);
      } catch (error) {
        throw toApiError(error);
      }
    },
  });
}
