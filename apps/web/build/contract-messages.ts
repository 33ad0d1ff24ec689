import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/**
 * The messages the shared contracts give when a field fails its check: the words of the web
 * forms' own validation and of the server's 400 answers alike. The contracts word them in English
 * (as the spec does); the web app shows them in the reader's language from the 'messages'
 * namespace, keyed by the English text (see src/lib/forms/translate-message.ts). This finds them in
 * the contracts' source so that a test can hold the catalog to them. A message is a string or
 * template literal, with a space in it, that is
 *  - the value of a message property (required, empty, invalid, error, message) or of a
 *    parameter's default, or a branch of one;
 *  - the message of a bound, [limit, 'message'];
 *  - an argument of a call: a Zod check or one of the contracts' builders (not `.join`);
 *  - a constant named *_INVALID or *_MESSAGE.
 * A template's `${expression}` becomes `{{expression}}` (`{{value}}` when it is not a plain name),
 * i18next's placeholder. Enum values, country names, URLs and thrown errors are not messages.
 */
const MESSAGE_PROPERTIES = new Set(['required', 'empty', 'invalid', 'error', 'message']);
const NOT_MESSAGE_CALLS = new Set(['join']);

function isMessageSite(node: ts.Node): boolean {
  let parent = node.parent;
  while (ts.isConditionalExpression(parent) || ts.isParenthesizedExpression(parent)) parent = parent.parent;
  if (ts.isPropertyAssignment(parent)) return MESSAGE_PROPERTIES.has(parent.name.getText());
  if (ts.isParameter(parent)) return true;
  if (ts.isArrayLiteralExpression(parent)) {
    const [limit, message] = parent.elements;
    return (
      parent.elements.length === 2 &&
      message === node &&
      limit !== undefined &&
      !ts.isStringLiteralLike(limit)
    );
  }
  if (ts.isCallExpression(parent)) {
    const callee = parent.expression;
    const name = ts.isPropertyAccessExpression(callee) ? callee.name.text : callee.getText();
    return !NOT_MESSAGE_CALLS.has(name);
  }
  if (ts.isVariableDeclaration(parent)) return /_(INVALID|MESSAGE)$/.test(parent.name.getText());
  return false;
}

function templateText(node: ts.TemplateExpression): string {
  let text = node.head.text;
  for (const span of node.templateSpans) {
    const name = ts.isIdentifier(span.expression) ? span.expression.text : 'value';
    text += `{{${name}}}${span.literal.text}`;
  }
  return text;
}

export function collectContractMessages(sourceDir: string): string[] {
  const messages = new Set<string>();
  for (const file of readdirSync(sourceDir)) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    const text = readFileSync(join(sourceDir, file), 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      const message = ts.isStringLiteralLike(node)
        ? node.text
        : ts.isTemplateExpression(node)
          ? templateText(node)
          : undefined;
      if (message?.includes(' ') && isMessageSite(node)) messages.add(message);
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return [...messages].sort();
}
