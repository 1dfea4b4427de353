import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { TopBar } from '../../components/top-bar.tsx';

/** The global loader for data: on while any query fetches or any change is being saved. */
export function FetchingBar() {
  const fetching = useIsFetching();
  const mutating = useIsMutating();
  return <TopBar busy={fetching > 0 || mutating > 0} />;
}
