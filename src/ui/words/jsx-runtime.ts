import { Fragment, jsx as reactJsx, jsxs as reactJsxs } from 'react/jsx-runtime';
import { withWords } from './paint';

export { Fragment };

type Props = { children?: unknown };

export function jsx(type: unknown, props: Props, key?: string) {
  return reactJsx(type as never, withWords(type, props, false) as never, key);
}

export function jsxs(type: unknown, props: Props, key?: string) {
  return reactJsxs(type as never, withWords(type, props, true) as never, key);
}
