import fs from 'node:fs/promises';
import type { Plugin } from 'vite';

/*
 * Code that antd, rc-form and antd's style engine import for cases the pages
 * rarely or never show, which would otherwise come with every screen that has
 * a form, a button or the ConfigProvider (decision 0004): it loads the first
 * time it is used, or is left out. Each trim names what it expects to find,
 * and the build stops when a new version of the package no longer has it.
 */

interface LazyImport {
  /** The importing module, below node_modules. */
  importer: string;
  /** Its import specifier of a default export. */
  source: string;
  /**
   * A component becomes a React.lazy one that shows nothing while it loads, or the children it wraps;
   * a function becomes one that calls it once loaded (its result is not used).
   */
  as: 'component' | 'component-showing-children' | 'function';
}

const lazyImports: LazyImport[] = [
  // A form label's tooltip (Form.Item's `tooltip`) and its icon: the tooltip's popup machinery is the biggest part of a form.
  { importer: 'antd/es/form/FormItemLabel.js', source: '../tooltip', as: 'component-showing-children' },
  { importer: 'antd/es/form/FormItemLabel.js', source: '@ant-design/icons/es/icons/QuestionCircleOutlined', as: 'component' },
  // Form.Item's `hasFeedback` icons, and the clear icon of an input with `allowClear`.
  {
    importer: 'antd/es/form/FormItem/StatusProvider.js',
    source: '@ant-design/icons/es/icons/CheckCircleFilled',
    as: 'component',
  },
  {
    importer: 'antd/es/form/FormItem/StatusProvider.js',
    source: '@ant-design/icons/es/icons/CloseCircleFilled',
    as: 'component',
  },
  {
    importer: 'antd/es/form/FormItem/StatusProvider.js',
    source: '@ant-design/icons/es/icons/ExclamationCircleFilled',
    as: 'component',
  },
  { importer: 'antd/es/_util/getAllowClear.js', source: '@ant-design/icons/es/icons/CloseCircleFilled', as: 'component' },
  // The popup shared by all tooltips, which ConfigProvider renders only for `tooltip={{ unique: true }}`.
  { importer: 'antd/es/config-provider/index.js', source: '../tooltip/UniqueProvider', as: 'component' },
  // The collapsible preset list of a color picker, which every button's style imports along with a color helper.
  { importer: 'antd/es/color-picker/components/ColorPresets.js', source: '../../collapse', as: 'component' },
  // The wave a button shows when clicked, and the scrolling to a field (`scrollToFirstError`).
  { importer: 'antd/es/_util/wave/useWave.js', source: './WaveEffect', as: 'function' },
  { importer: 'antd/es/form/hooks/useForm.js', source: 'scroll-into-view-if-needed', as: 'function' },
  // A form's list of repeated fields (Form.List), which a few dialogs show: rc-form's index imports it for every form.
  { importer: '@rc-component/form/es/index.js', source: './List', as: 'component' },
];

const lazyPrefix = '\0vestibule-lazy:';

function wrapperCode(as: LazyImport['as'], target: string): string {
  const load = `import(${JSON.stringify(target)})`;
  if (as === 'function') {
    return `export default function lazyFunction(...args) {\n  void ${load}.then((module) => module.default(...args));\n}\n`;
  }
  const fallback = as === 'component-showing-children' ? 'props.children' : 'null';
  return [
    "import { createElement, lazy, Suspense } from 'react';",
    `const Component = lazy(() => ${load});`,
    'export default function LazyComponent(props) {',
    `  return createElement(Suspense, { fallback: ${fallback} }, createElement(Component, props));`,
    '}',
    '',
  ].join('\n');
}

/** Replaces each import of `lazyImports` by a wrapper that loads the module on first use. */
export function lazyVendorImports(): Plugin {
  const wrapped = new Set<LazyImport>();
  return {
    name: 'vestibule-lazy-vendor-imports',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const lazy = lazyImports.find((entry) => entry.source === source && importer?.endsWith(`/node_modules/${entry.importer}`));
      if (!lazy) return null;
      const target = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!target) return null;
      wrapped.add(lazy);
      return `${lazyPrefix}${lazy.as}:${target.id}`;
    },
    load(id) {
      if (!id.startsWith(lazyPrefix)) return null;
      const [as, ...target] = id.slice(lazyPrefix.length).split(':');
      return wrapperCode(as as LazyImport['as'], target.join(':'));
    },
    buildEnd(error) {
      const missed = lazyImports.filter((entry) => !wrapped.has(entry));
      if (!error && missed.length) {
        this.error(
          `No longer imported, so not made lazy: ${missed.map((entry) => `${entry.source} in ${entry.importer}`).join(', ')}`,
        );
      }
    },
  };
}

/*
 * rc-form runs a field's rules through async-validator inside an async function: the validator now loads with the
 * first check, as the contract's schemas behind the console's form rules do (lib/form-rules.ts).
 */
const validatorEdits: Array<[string, string]> = [
  ["import RawAsyncValidator from '@rc-component/async-validator';\n", ''],
  ['const AsyncValidator = RawAsyncValidator;', 'let AsyncValidator;'],
  [
    'async function validateRule(name, value, rule, options, messageVariables) {\n',
    "async function validateRule(name, value, rule, options, messageVariables) {\n  AsyncValidator ??= (await import('@rc-component/async-validator')).default;\n",
  ],
];

export function lazyFormValidator(): Plugin {
  let edited = false;
  return {
    name: 'vestibule-lazy-form-validator',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]@rc-component[\\/]form[\\/]es[\\/]utils[\\/]validateUtil\.js$/.test(id)) return null;
      let edit = code;
      for (const [from, to] of validatorEdits) {
        if (!edit.includes(from)) this.error(`${id} no longer has \`${from.trim()}\`: load async-validator lazily another way`);
        edit = edit.replace(from, to);
      }
      edited = true;
      return { code: edit, map: null };
    },
    buildEnd(error) {
      if (!error && !edited) this.error('No form validator was made lazy: is @rc-component/form still in the build?');
    },
  };
}

/*
 * Every button's style takes `isBright` from the color picker's preset list, whose module carries the list itself
 * (with a collapse panel) once any screen shows a color picker: the styles now get the helper alone.
 */
const presetListImporters = ['antd/es/button/style/token.js', 'antd/es/tag/style/index.js'];
const presetListSource = '../../color-picker/components/ColorPresets';
const rcColorImport = "import { ColorBlock, Color as RcColor } from '@rc-component/color-picker';";
const isBrightPrefix = '\0vestibule-is-bright:';

export function colorHelperApart(): Plugin {
  let taken = false;
  return {
    name: 'vestibule-color-helper-apart',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== presetListSource || !presetListImporters.some((name) => importer?.endsWith(`/node_modules/${name}`))) {
        return null;
      }
      const presetList = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!presetList) return null;
      taken = true;
      return `${isBrightPrefix}${presetList.id}`;
    },
    async load(id) {
      if (!id.startsWith(isBrightPrefix)) return null;
      const presetList = id.slice(isBrightPrefix.length);
      const code = await fs.readFile(presetList, 'utf8');
      const helper = /^export const isBright = [\s\S]*?^};$/m.exec(code)?.[0];
      if (!code.includes(rcColorImport) || !helper) this.error(`${presetList} no longer defines isBright as expected`);
      return `import { Color as RcColor } from '@rc-component/color-picker';\n${helper}\n`;
    },
    buildEnd(error) {
      if (!error && !taken) this.error(`No button style imports isBright from ${presetListSource} any more`);
    },
  };
}

/*
 * antd's style engine imports stylis's vendor prefixer for StyleProvider's `autoPrefix` transformer, which the
 * pages do not use: the build leaves the prefixer out, and turning autoPrefix on fails loudly.
 */
const prefixerImport = "import { compile, middleware, prefixer, serialize, stringify } from 'stylis';";

export function withoutStylePrefixer(): Plugin {
  let edited = false;
  return {
    name: 'vestibule-without-style-prefixer',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]@ant-design[\\/]cssinjs[\\/]es[\\/]hooks[\\/]useStyleRegister\.js$/.test(id)) return null;
      if (!code.includes(prefixerImport)) this.error(`${id} no longer imports stylis's prefixer as expected`);
      edited = true;
      const withoutPrefixer = [
        "import { compile, middleware, serialize, stringify } from 'stylis';",
        "const prefixer = () => { throw new Error('autoPrefix is left out of this build (apps/web/build/vendor-trims.ts)'); };",
      ].join('\n');
      return { code: code.replace(prefixerImport, withoutPrefixer), map: null };
    },
    buildEnd(error) {
      if (!error && !edited)
        this.error("No style engine was built without stylis's prefixer: is @ant-design/cssinjs still in the build?");
    },
  };
}
