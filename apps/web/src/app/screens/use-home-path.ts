import { useSession } from '../../lib/use-session.ts';
import { homePath } from '../route-access.ts';

export function useHomePath(): string {
  const { principal } = useSession();
  return principal ? homePath(principal) : '/';
}
