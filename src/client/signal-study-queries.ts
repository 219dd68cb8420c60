import { useMutation } from '@tanstack/react-query';
import type { SignalStudyRequest } from '../contract/index.ts';
import { useConnection } from './connection.tsx';
import { endpointQueryKey } from './endpoint-query.ts';

/**
 * The signal study of a request, run when asked (`mutate(request)`): the answer comes at once, so there is no task to
 * poll; each Run studies the strategy as it is then, and a 400 arrives as the mutation's error (an ApiError).
 */
export function useSignalStudy() {
  const { backtest } = useConnection();
  return useMutation({
    mutationKey: endpointQueryKey('POST /backtest/signal_study'),
    mutationFn: (request: SignalStudyRequest) => backtest.signalStudy(request),
  });
}
