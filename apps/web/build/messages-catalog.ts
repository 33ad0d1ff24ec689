import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/**
 * The messages users read that the contracts and the server word in English. The messages the
 * shared contracts give when a field fails its check: the words of the web
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
  const used = new Set<string>();
  for (const span of node.templateSpans) {
    const expression = span.expression;
    let name = ts.isIdentifier(expression)
      ? expression.text
      : ts.isPropertyAccessExpression(expression)
        ? expression.name.text
        : 'value';
    for (let n = 2; used.has(name); n += 1) name = `${name.replace(/\d+$/, '')}${n}`;
    used.add(name);
    text += `{{${name}}}${span.literal.text}`;
  }
  return text;
}

/** The text of a message literal, a template's placeholders named; undefined for anything else. */
function messageText(node: ts.Node): string | undefined {
  if (ts.isStringLiteralLike(node)) return node.text;
  if (ts.isTemplateExpression(node)) return templateText(node);
  return undefined;
}

/** The .ts files under a folder, tests aside. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => join(dir, file));
}

function collect(files: readonly string[], isSite: (node: ts.Node, message: string) => boolean): Set<string> {
  const messages = new Set<string>();
  for (const file of files) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      const message = messageText(node);
      if (message !== undefined && isSite(node, message)) messages.add(message);
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return messages;
}

export function collectContractMessages(sourceDir: string): string[] {
  return [
    ...collect(sourceFiles(sourceDir), (node, message) => message.includes(' ') && isMessageSite(node)),
  ].sort();
}

/**
 * The server's own messages, which its error answers carry to the user: the message of an
 * AppError or of a helper that makes one (fieldError, conflict, refused, emailLocked), a thing
 * notFound names ('Label', for '{{what}} not found'), a `message` variable or property, and
 * constants named *_MESSAGE or INVALID_*. config.ts speaks to whoever starts the server, not to
 * users.
 */
const ERROR_MAKERS = new Set(['AppError', 'fieldError', 'conflict', 'refused', 'emailLocked']);

function isServerMessageSite(node: ts.Node, message: string): boolean {
  let parent = node.parent;
  while (ts.isConditionalExpression(parent) || ts.isParenthesizedExpression(parent)) parent = parent.parent;
  if (ts.isCallExpression(parent) || ts.isNewExpression(parent)) {
    const name = parent.expression.getText();
    if (name === 'notFound') return true;
    return ERROR_MAKERS.has(name) && message.includes(' ');
  }
  if (!message.includes(' ')) return false;
  if (ts.isPropertyAssignment(parent)) return parent.name.getText() === 'message';
  if (ts.isVariableDeclaration(parent))
    return /^(message|\w+_MESSAGE|INVALID_\w+)$/.test(parent.name.getText());
  return false;
}

export function collectServerMessages(sourceDir: string): string[] {
  const files = sourceFiles(sourceDir).filter((file) => !file.endsWith(`${join('src', 'config.ts')}`));
  return [...collect(files, isServerMessageSite)].sort();
}
