// Issue 14: a plain object looked up by a key that may come from a client
// answers '__proto__', 'constructor' or 'toString' with its prototype's
// members (a property name once paid for an order). Lookup tables are Maps;
// this flags `TABLE[key]` where TABLE is a const object literal and key is
// not a literal, so the class of bug cannot come back. Not type-aware: a
// lookup by a key of a closed union is flagged too, and is written as a Map
// (or a switch) all the same.

/** The object literal a const binding starts from, through `as const` and `satisfies`. */
function objectLiteralOf(node) {
  let current = node;
  while (current && (current.type === 'TSAsExpression' || current.type === 'TSSatisfiesExpression' || current.type === 'TSTypeAssertion')) current = current.expression;
  return current?.type === 'ObjectExpression' ? current : null;
}

function constObjectLiteral(scope, name) {
  for (let current = scope; current; current = current.upper) {
    const variable = current.set.get(name);
    if (!variable) continue;
    const definition = variable.defs[0];
    if (definition?.type !== 'Variable' || definition.parent.kind !== 'const') return false;
    return objectLiteralOf(definition.node.init) !== null;
  }
  return false;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noObjectLookupByKey = {
  meta: {
    type: 'problem',
    docs: { description: 'Look up tables keyed by outside input through a Map, never a plain object' },
    schema: [],
  },
  create(context) {
    return {
      MemberExpression(node) {
        if (!node.computed || node.object.type !== 'Identifier') return;
        if (node.property.type === 'Literal' || (node.property.type === 'TemplateLiteral' && node.property.expressions.length === 0)) return;
        if (!constObjectLiteral(context.sourceCode.getScope(node), node.object.name)) return;
        context.report({
          node,
          message: `${node.object.name} is a plain object looked up by a key: make it a Map, since '__proto__' or 'toString' would answer its prototype's members (issue 14)`,
        });
      },
    };
  },
};
