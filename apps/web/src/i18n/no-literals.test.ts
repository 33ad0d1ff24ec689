// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Issue #4: every text a user sees goes through i18next. This finds what would reach the screen
 * untranslated: JSX text with letters in it, and letters in a string literal given to a prop that
 * is read out or shown (aria-label, title, placeholder, alt, label).
 */
const SHOWN_PROPS = new Set(['aria-label', 'title', 'placeholder', 'alt', 'label']);

/** Words that are the same in every language. */
const ALLOWED = ['Creatorscope'];

const HAS_LETTER = /\p{L}/u;

type Literal = { file: string; line: number; text: string };

function isShown(text: string): boolean {
  let rest = text;
  for (const word of ALLOWED) rest = rest.replaceAll(word, '');
  return HAS_LETTER.test(rest);
}

/** A string written straight into the prop: "…", {'…'} or {`…`} without placeholders. */
function literalOf(initializer: ts.JsxAttribute['initializer']): ts.StringLiteralLike | undefined {
  if (!initializer) return undefined;
  if (ts.isStringLiteral(initializer)) return initializer;
  if (ts.isJsxExpression(initializer) && initializer.expression) {
    const expression = initializer.expression;
    if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) return expression;
  }
  return undefined;
}

function findUntranslatedLiterals(file: string, source: string): Literal[] {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: Literal[] = [];
  const report = (node: ts.Node, text: string) => {
    const { line } = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile));
    found.push({ file, line: line + 1, text: text.replace(/\s+/g, ' ').trim() });
  };

  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && isShown(node.text)) report(node, node.text);
    if (ts.isJsxExpression(node) && node.expression && ts.isJsxElement(node.parent)) {
      // {'Some text'} as a child is JSX text too.
      const expression = node.expression;
      if (
        (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) &&
        isShown(expression.text)
      ) {
        report(node, expression.text);
      }
    }
    if (ts.isJsxAttribute(node) && SHOWN_PROPS.has(node.name.getText(sourceFile))) {
      const literal = literalOf(node.initializer);
      if (literal && isShown(literal.text))
        report(node, `${node.name.getText(sourceFile)}="${literal.text}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

const srcDir = fileURLToPath(new URL('..', import.meta.url));

function componentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return componentFiles(path);
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [path] : [];
  });
}

describe('untranslated literals', () => {
  it('finds JSX text and shown props written as plain strings', () => {
    const source = `
      export const A = () => (
        <div title="Hello there" data-state="open">
          Save changes
          {'Cancel'}
          <input placeholder="Search" aria-label={'Find'} alt={\`Logo\`} />
          <Select label="Pick one" />
        </div>
      );`;
    expect(findUntranslatedLiterals('a.tsx', source).map((literal) => literal.text)).toEqual([
      'title="Hello there"',
      'Save changes',
      'Cancel',
      'placeholder="Search"',
      'aria-label="Find"',
      'alt="Logo"',
      'label="Pick one"',
    ]);
  });

  it('lets translated texts, numbers, punctuation, other props and the brand name through', () => {
    const source = `
      export const B = ({ t, count }) => (
        <p title={t('x')} className="text-sm" aria-label={t('y', { count })}>
          {t('z')} · 404 — {count}+ Creatorscope
          <span>Creatorscope</span>
          <img alt="" />
        </p>
      );`;
    expect(findUntranslatedLiterals('b.tsx', source)).toEqual([]);
  });

  it('are nowhere in the app', () => {
    const found = componentFiles(srcDir).flatMap((path) =>
      findUntranslatedLiterals(relative(srcDir, path), readFileSync(path, 'utf8')),
    );
    expect(found.map(({ file, line, text }) => `${file}:${line} ${text}`)).toEqual([]);
  });
});
