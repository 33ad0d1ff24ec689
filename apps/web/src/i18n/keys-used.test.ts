// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Issue #4: a key the code asks for but no English file holds shows the raw key to the user.
 * This reads every `t('…')`, `i18n.t('…')` and `i18nKey="…"` in the app and checks the key is in
 * one of the file's namespaces (or in `translation`, i18next's fallback namespace). Template keys
 * such as t(`status.${x}`) are checked by their fixed prefix.
 */
type Use = { file: string; line: number; key: string; isPrefix: boolean; namespaces: string[] };

const srcDir = fileURLToPath(new URL('..', import.meta.url));
const localesDir = fileURLToPath(new URL('../../public/locales/en', import.meta.url));

function flatten(value: unknown, prefix = '', into = new Set<string>()): Set<string> {
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, into);
  } else {
    into.add(prefix);
  }
  return into;
}

const english = new Map(
  readdirSync(localesDir).map((name) => [
    name.replace(/\.json$/, ''),
    flatten(JSON.parse(readFileSync(join(localesDir, name), 'utf8'))),
  ]),
);

const PLURAL_SUFFIXES = ['', '_zero', '_one', '_two', '_few', '_many', '_other'];

function has(namespace: string, key: string, isPrefix: boolean): boolean {
  const keys = english.get(namespace);
  if (!keys) return false;
  if (isPrefix) return [...keys].some((candidate) => candidate.startsWith(key));
  return PLURAL_SUFFIXES.some((suffix) => keys.has(key + suffix));
}

function findUses(file: string, source: string): Use[] {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const namespaces = new Set<string>();
  const found: Omit<Use, 'namespaces'>[] = [];
  const add = (node: ts.Node, key: string, isPrefix: boolean) => {
    const { line } = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile));
    found.push({ file, line: line + 1, key, isPrefix });
  };
  const addKey = (node: ts.Expression) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) add(node, node.text, false);
    else if (ts.isTemplateExpression(node) && node.head.text) add(node, node.head.text, true);
  };

  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const name = ts.isIdentifier(callee)
        ? callee.text
        : ts.isPropertyAccessExpression(callee)
          ? callee.name.text
          : '';
      const [first] = node.arguments;
      if (name === 'useTranslation') {
        if (first && ts.isStringLiteral(first)) namespaces.add(first.text);
        else if (first && ts.isArrayLiteralExpression(first)) {
          for (const element of first.elements) if (ts.isStringLiteral(element)) namespaces.add(element.text);
        } else namespaces.add('translation');
      }
      if (name === 't' && first) addKey(first);
    }
    if (ts.isJsxAttribute(node) && node.name.getText(sourceFile) === 'i18nKey' && node.initializer) {
      const init = node.initializer;
      if (ts.isStringLiteral(init)) add(init, init.text, false);
      else if (ts.isJsxExpression(init) && init.expression) addKey(init.expression);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  // A file that only receives `t` from its caller may use any namespace.
  const scope = namespaces.size > 0 ? [...namespaces, 'translation'] : [...english.keys()];
  return found.map((use) => ({ ...use, namespaces: scope }));
}

function isKnown({ key, isPrefix, namespaces }: Use): boolean {
  const separator = key.indexOf(':');
  if (separator > 0 && english.has(key.slice(0, separator)))
    return has(key.slice(0, separator), key.slice(separator + 1), isPrefix);
  return namespaces.some((namespace) => has(namespace, key, isPrefix));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [path] : [];
  });
}

describe('translation keys used in code', () => {
  it('reads keys from t calls, template prefixes and i18nKey props', () => {
    const source = `
      const { t } = useTranslation('billing');
      t('plans.title'); i18n.t('support:open'); t(\`status.\${s}\`); t(name);
      const x = <Trans i18nKey="receipt.note" />;`;
    expect(
      findUses('a.tsx', source).map(({ key, isPrefix, namespaces }) => [key, isPrefix, namespaces]),
    ).toEqual([
      ['plans.title', false, ['billing', 'translation']],
      ['support:open', false, ['billing', 'translation']],
      ['status.', true, ['billing', 'translation']],
      ['receipt.note', false, ['billing', 'translation']],
    ]);
  });

  it('are all in the English files', () => {
    const missing = sourceFiles(srcDir)
      .flatMap((path) => findUses(relative(srcDir, path), readFileSync(path, 'utf8')))
      .filter((use) => !isKnown(use))
      .map(({ file, line, key, namespaces }) => `${file}:${line} ${key} (${namespaces.join(', ')})`);
    expect(missing).toEqual([]);
  });
});
