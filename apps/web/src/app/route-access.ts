import { hasPermissions, landingPath, type Principal } from '@pawndesk/domain/permissions';
import { matchPath } from 'react-router';
import { protectedRoutes, type RouteMeta } from './route-table.ts';

export function findRoute(pathname: string): RouteMeta | undefined {
  return protectedRoutes.find((route) => matchPath(route.path, pathname) !== null);
}

/** True when the path is a known screen this principal may open. */
export function canOpen(pathname: string, principal: Principal): boolean {
  const route = findRoute(pathname);
  return route !== undefined && hasPermissions(principal, route.permissions);
}

/**
 * The user's landing page, or `/` itself when even that is closed to them: the domain's
 * landingPath falls back to /orders, and sending a user without order_access there would bounce
 * them between /orders and / for ever.
 */
export function homePath(principal: Principal): string {
  const landing = landingPath(principal);
  return canOpen(landing, principal) ? landing : '/';
}

/** After sign-in: the page the user asked for, when they may open it, else their landing page. */
export function afterSignInPath(wanted: string | undefined, principal: Principal): string {
  if (wanted) {
    const pathname = wanted.split(/[?#]/)[0] ?? '';
    if (canOpen(pathname, principal)) {
      return wanted;
    }
  }
  return homePath(principal);
}
