// A StrykerJS ignorer for the machines' scaffolding (scripts/stryker.config.mjs): mutants no test can or should kill.
// - `types: { … }` in xstate's `setup({ … })`: TypeScript's types; the value is an empty object at run time.
// - A placeholder actor the app always provides (`async () => { throw new Error('… not provided') }`): it never runs in
//   the app, and a test that ran it would test the placeholder; so is an `actors: { … }` made of placeholders alone.
// Each ignored mutant is reported as Ignored with this reason, and the score leaves it out.
import { PluginKind, declareValuePlugin } from '@stryker-mutator/api/plugin';

const keyName = (prop) => prop.key?.name ?? prop.key?.value;
const isSetupArgument = (path) =>
  path?.isObjectExpression() &&
  path.parentPath?.isCallExpression() &&
  path.parentPath.node.callee.type === 'Identifier' &&
  path.parentPath.node.callee.name === 'setup';

function isPlaceholder(fn) {
  const body = fn.body;
  if (body?.type !== 'BlockStatement' || body.body.length !== 1) return false;
  const [only] = body.body;
  const message = only.type === 'ThrowStatement' ? only.argument?.arguments?.[0] : null;
  return message?.type === 'StringLiteral' && message.value.endsWith(' not provided');
}

/** `fromPromise(async () => { throw … not provided })` and the like. */
const isPlaceholderActor = (value) =>
  value?.type === 'CallExpression' && value.arguments.length === 1 && isPlaceholder(value.arguments[0]);

export const strykerPlugins = [
  declareValuePlugin(PluginKind.Ignore, 'xstate-scaffolding', {
    shouldIgnore(path) {
      if (path.isObjectProperty() && keyName(path.node) === 'types' && isSetupArgument(path.parentPath))
        return "xstate's setup types: TypeScript only, an empty object at run time";
      if (
        path.isObjectProperty() &&
        keyName(path.node) === 'actors' &&
        isSetupArgument(path.parentPath) &&
        path.node.value.type === 'ObjectExpression' &&
        path.node.value.properties.every((p) => isPlaceholderActor(p.value))
      )
        return 'placeholder actors the app always provides';
      if ((path.isArrowFunctionExpression() || path.isFunctionExpression()) && isPlaceholder(path.node))
        return 'a placeholder actor the app always provides';
      return undefined;
    },
  }),
];
