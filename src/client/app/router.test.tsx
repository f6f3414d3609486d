import fs from 'node:fs';
import path from 'node:path';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PAGE_MODULES } from '@/shared/constants/page-modules';
import { ROUTES } from '@/shared/constants/routes';
import { routes, routesOfPath } from './router';

/** The path of the deepest route React Router matches (the screen's alias, or '*'). */
const matchedPath = (list: typeof routes, pathname: string) => matchRoutes(list, pathname)?.at(-1)?.route.path;

/** Every alias of every route with its parameters filled in, in a few spellings, and paths no screen has. */
const paths = [
  ...Object.values(ROUTES).flatMap((aliases) =>
    (aliases as readonly string[]).flatMap((alias) => {
      const filled = alias.replace(/:\w+/g, '12');
      return [filled, `${filled}/`, filled.toUpperCase(), alias.replace(/:\w+/g, 'abc'), `${filled}/extra`];
    }),
  ),
  '/',
  '/nie-ma-takiej-strony',
  '/item',
  '/przedmiot/1/2/3',
  '//',
];

describe('the routes React Router matches (app/router.tsx)', () => {
  it('match every path to the route the whole list matches it to', () => {
    const differing = paths.filter((p) => matchedPath(routesOfPath(p), p) !== matchedPath(routes, p));
    expect(differing).toEqual([]);
  });

  it('hold one screen’s aliases and the not-found route, or the not-found route alone', () => {
    const item = routesOfPath('/przedmiot/7')[0].children!.map((r) => r.path);
    expect(item).toEqual([...ROUTES.item, '*']);
    expect(routesOfPath('/nie-ma-takiej-strony')[0].children!.map((r) => r.path)).toEqual(['*']);
    expect(routesOfPath('/item/8')).toBe(routesOfPath('/przedmiot/7'));
  });
});

describe('PAGE_MODULES (shared/constants/page-modules.ts)', () => {
  it("names each route's page module as the router loads it", () => {
    const source = fs.readFileSync(path.join(import.meta.dirname, 'router.tsx'), 'utf8');
    const loaded = Object.fromEntries(
      [...source.matchAll(/^ {2}(\w+): \(\) => import\('@\/client\/([^']+)'\),$/gm)].map(([, name, file]) => [
        name,
        `${file}.tsx`,
      ]),
    );
    expect(loaded).toEqual(PAGE_MODULES);
    for (const file of Object.values(PAGE_MODULES))
      expect(fs.existsSync(path.join(import.meta.dirname, '..', file)), file).toBe(true);
  });
});
