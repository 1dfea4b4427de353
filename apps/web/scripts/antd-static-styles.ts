/**
 * antd's component styles rendered once at build time (ADR 0040, 0041): every antd component the
 * console imports, and those they draw inside them, is rendered on the server into a cssinjs
 * cache, and `extractStyle` writes its styles. The built console runs antd with `zeroRuntime`
 * (app/shell/shell-providers.tsx): no style is generated in the browser, so this sheet must hold
 * every style a screen shows; `e2e/tests/antd-styles.spec.ts` fails on a class it lacks.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ComponentType, ReactNode } from 'react';

// antd's CommonJS build: the same code and version as the ES modules the console bundles, so the
// same class names and hashes; Node loads it without a bundler.
const require = createRequire(import.meta.url);

/** antd components the console's own components draw inside them (a table's pager, a popconfirm's popover). */
const drawnInside = [
  'Button',
  'Checkbox',
  'Dropdown',
  'Empty',
  'Input',
  'Menu',
  'Pagination',
  'Popover',
  'Radio',
  'Skeleton',
  'Spin',
  'Tag',
  'Tooltip',
];

/** `antd/es/date-picker` → `DatePicker`; `message` stays as antd exports it. */
function exportName(folder: string): string {
  if (folder === 'message') {
    return folder;
  }
  return folder.replace(/(^|-)([a-z])/g, (_match, _dash, letter: string) => letter.toUpperCase());
}

/** The antd exports the console's source imports (`antd/es/<folder>`), tests left out. */
export function importedAntdComponents(sourceDir: string): string[] {
  const names = new Set<string>();
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        visit(file);
      } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        for (const match of readFileSync(file, 'utf8').matchAll(/from 'antd\/es\/([a-z-]+)/g)) {
          names.add(exportName(match[1] ?? ''));
        }
      }
    }
  };
  visit(sourceDir);
  // Not components: the provider that sets the theme, the locales.
  names.delete('ConfigProvider');
  names.delete('Locale');
  return [...names].sort();
}

/** The static panel antd exports beside a popup component, to draw the popup without a trigger. */
const panelOf = (component: unknown) =>
  (component as { _InternalPanelDoNotUseOrYouWillBeFired?: ComponentType<Record<string, unknown>> })
    ._InternalPanelDoNotUseOrYouWillBeFired;

export function antdStaticStyles(sourceDir: string): string {
  const React = require('react') as typeof import('react');
  const { renderToString } = require('react-dom/server') as typeof import('react-dom/server');
  const { createCache, extractStyle, StyleProvider } =
    require('@ant-design/cssinjs') as typeof import('@ant-design/cssinjs');
  const antd = require('antd') as Record<string, unknown>;
  const h = React.createElement;
  const as = (name: string) => antd[name] as ComponentType<Record<string, unknown>>;
  // Renders that need children or data to draw their parts (a table's rows and pager, a form's items).
  const custom: Record<string, () => ReactNode> = {
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
    // Sub-components whose styles are registered apart from their parent's.
    Input: () => {
      const I = antd.Input as Record<string, ComponentType<Record<string, unknown>>> &
        ComponentType;
      return h(
        React.Fragment,
        null,
        h(I),
        h(I.Search as ComponentType),
        h(I.TextArea as ComponentType<Record<string, unknown>>, { showCount: true }),
        h(I.Password as ComponentType),
        h(I.OTP as ComponentType),
      );
    },
    Space: () => {
      const S = antd.Space as Record<string, ComponentType<Record<string, unknown>>> &
        ComponentType;
      return h(
        S,
        null,
        h(S.Compact as ComponentType, null, h(as('Button')), h(as('Input')), h(as('Select'))),
      );
    },
    Tag: () =>
      h(
        React.Fragment,
        null,
        h(as('Tag'), { color: 'blue' }),
        h(as('Tag'), { color: 'success' }),
        h(as('Tag'), { color: '#f50' }),
        h((antd.Tag as { CheckableTag: ComponentType }).CheckableTag, { checked: true } as never),
      ),
  };
  const cache = createCache();
  const parts: ReactNode[] = [];
  const names = new Set([...importedAntdComponents(sourceDir), ...drawnInside]);
  for (const name of names) {
    const value = antd[name];
    if (!value) {
      throw new Error(`antd has no export ${name} (antd-static-styles.ts)`);
    }
    const render = custom[name] ?? (() => (/^[A-Z]/.test(name) ? h(as(name)) : null));
    parts.push(h(React.Fragment, { key: name }, render()));
    // A popup's panel (what antd's docs draw) registers the same styles as the open popup.
    const panel = panelOf(value);
    if (panel) {
      parts.push(h(panel, { key: `${name}-panel`, content: 'a', title: 'a', description: 'a' }));
    }
  }
  renderToString(h(StyleProvider, { cache }, ...parts));
  const css = extractStyle(cache, { plain: true });
  // Development hashes would never match the production bundle's: nothing would be skipped.
  if (css.includes('css-dev-only')) {
    throw new Error('antd styles extracted outside production mode (NODE_ENV=production)');
  }
  return css;
}
