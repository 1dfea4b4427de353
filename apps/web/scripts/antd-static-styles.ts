/**
 * antd's component styles rendered once at build time (ADR 0040): every antd component the
 * console may show is rendered on the server into a cssinjs cache, and `extractStyle` writes its
 * styles with the map of their cache paths. In the browser, cssinjs finds a path in that map and
 * skips generating the style at run time, which was a quarter of a screen's JavaScript time on
 * first render. A component missing here (a popup, a modal) is styled at run time as before.
 */
import { createRequire } from 'node:module';
import type { ComponentType, ReactNode } from 'react';

// antd's CommonJS build: the same code and version as the ES modules the console bundles, so the
// same hashes and cache paths; Node loads it without a bundler.
const require = createRequire(import.meta.url);

/** Components that render nothing on the server without a trigger (popups, overlays, static APIs). */
const skipped = new Set([
  'ConfigProvider',
  'Drawer',
  'Grid',
  'Modal',
  'Popconfirm',
  'Popover',
  'Tooltip',
  'Tour',
  'message',
  'notification',
  'theme',
  'version',
  'unstableSetRender',
]);

export function antdStaticStyles(): string {
  const React = require('react') as typeof import('react');
  const { renderToString } = require('react-dom/server') as typeof import('react-dom/server');
  const { createCache, extractStyle, StyleProvider } =
    require('@ant-design/cssinjs') as typeof import('@ant-design/cssinjs');
  const antd = require('antd') as Record<string, unknown>;
  const h = React.createElement;
  const as = (name: string) => antd[name] as ComponentType<Record<string, unknown>>;
  // Renders that need children or data to draw their parts (a table's rows and pager, a form's items).
  const custom: Record<string, () => ReactNode> = {
    Affix: () => h(as('Affix'), null, h('div')),
    Table: () =>
      h(as('Table'), {
        rowKey: 'id',
        columns: [{ title: 'a', dataIndex: 'a', sorter: true }],
        dataSource: [{ id: 1, a: '1' }],
        rowSelection: {},
        pagination: { total: 100, showSizeChanger: true },
        scroll: { x: 'max-content', y: 200 },
        size: 'small',
      }),
    Form: () =>
      h(
        as('Form'),
        null,
        h((antd.Form as { Item: ComponentType }).Item, { label: 'a' } as never, h(as('Input'))),
      ),
    Layout: () => {
      const L = antd.Layout as Record<string, ComponentType<Record<string, unknown>>> &
        ComponentType;
      return h(
        L,
        null,
        h(L.Sider as ComponentType, null),
        h(L.Header as ComponentType, null),
        h(L.Content as ComponentType, null),
      );
    },
    Menu: () =>
      h(as('Menu'), {
        items: [
          { key: 'a', label: 'a' },
          { key: 'b', label: 'b', children: [{ key: 'c', label: 'c' }] },
        ],
      }),
    Tabs: () => h(as('Tabs'), { items: [{ key: 'a', label: 'a', children: 'a' }] }),
    Dropdown: () => h(as('Dropdown'), { menu: { items: [{ key: 'a', label: 'a' }] } }, h('span')),
  };
  const cache = createCache();
  const parts: ReactNode[] = [];
  for (const [name, value] of Object.entries(antd)) {
    if (skipped.has(name) || !/^[A-Z]/.test(name)) {
      continue;
    }
    const render = custom[name] ?? (() => h(value as ComponentType));
    parts.push(h(React.Fragment, { key: name }, render()));
  }
  renderToString(h(StyleProvider, { cache }, ...parts));
  const css = extractStyle(cache, { plain: true });
  // Development hashes would never match the production bundle's: nothing would be skipped.
  if (css.includes('css-dev-only')) {
    throw new Error('antd styles extracted outside production mode (NODE_ENV=production)');
  }
  return css;
}
