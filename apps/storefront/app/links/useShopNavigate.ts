import { useNavigate } from 'react-router';
import { navigationTarget } from './externalNavigation';

/** Programmatic navigation with the spec 2.3 guard: leaving the shop needs `{ external: true }`. */
export function useShopNavigate(): (to: string, options?: { external?: boolean; replace?: boolean }) => void {
  const navigate = useNavigate();
  return (to, options = {}) => {
    const target = navigationTarget(to, window.location.origin, options);
    if (target.kind === 'external') window.location.assign(target.href);
    else void navigate(target.path, { replace: options.replace ?? false });
  };
}
