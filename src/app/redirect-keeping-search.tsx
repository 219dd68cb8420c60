import { Navigate, useLocation } from 'react-router';

/** A redirect that keeps the address's search: a shared `/correlation?asset.symbols=AAPL` keeps its inputs. */
export function RedirectKeepingSearch({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={{ pathname: to, search }} replace />;
}
