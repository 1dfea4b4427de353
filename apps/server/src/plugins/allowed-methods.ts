import type { FastifyInstance } from 'fastify';
import FindMyWay from 'find-my-way';

type HttpMethod = FindMyWay.HTTPMethod;

/**
 * The methods each path is served with, for the 405 answer's Allow header. Fastify's own router
 * only says "no route", so a second router with the same patterns answers "which methods then";
 * wildcard routes (the console's pages, static files) are left out: they would allow GET anywhere.
 */
export function trackAllowedMethods(app: FastifyInstance): (path: string) => string[] {
  const routes: { methods: HttpMethod[]; url: string }[] = [];
  app.addHook('onRoute', (route) => {
    if (!route.url.includes('*')) {
      routes.push({ methods: [route.method].flat() as HttpMethod[], url: route.url });
    }
  });
  let router: FindMyWay.Instance<FindMyWay.HTTPVersion.V1> | undefined;
  let methods: HttpMethod[] = [];
  return (path) => {
    if (!router) {
      // Built on first use, when every route is registered.
      router = FindMyWay({ ignoreTrailingSlash: true });
      for (const route of routes) {
        router.on(route.methods, route.url, () => undefined);
      }
      methods = [...new Set(routes.flatMap((route) => route.methods))].sort();
    }
    const found = router;
    return methods.filter((method) => found.find(method, path) !== null);
  };
}
