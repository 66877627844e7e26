import { Fragment, jsxDEV as reactJsxDEV } from 'react/jsx-dev-runtime';
import { withWords } from './paint';

export { Fragment };

type Props = { children?: unknown };

export function jsxDEV(type: unknown, props: Props, key: string | undefined, isStatic: boolean, ...rest: unknown[]) {
  const [source, self] = rest as [never, never];
  return reactJsxDEV(type as never, withWords(type, props, isStatic) as never, key, isStatic, source, self);
}
