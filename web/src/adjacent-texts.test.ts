import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type TypeScript from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * No element of the app draws two texts side by side (docs/upgrade-checklist.md, Preact).
 *
 * The server's HTML has no boundary between adjacent texts: `Page {page} of {pages}` reaches the
 * browser as the one text node "Page 2 of 5", while Preact, taking the page over, has four text
 * children for it and no public way to be told how they were joined. So each element's text is
 * one child: a template literal (`{`Page ${page} of ${pages}`}`), or a string that carries its
 * own spaces (`{'Write to our '}<Link …>`). The formatter writes `{' '}` where a line breaks
 * between a text and an element; that too is a text of its own, so such a space goes inside the
 * string before it.
 *
 * This reads every component's JSX (not the tests'). A child is a text when it surely draws one (a
 * JSX text, a string or number literal, a template, a `+`, a condition whose branches are those)
 * and may be one when the code alone cannot tell (a variable, a call); two neighbours where one
 * is surely a text and the other may be are reported. Fragments count by their edges, as Preact
 * flattens them into their parent. Texts drawn by a child component are checked where pages are
 * drawn and taken over (routes/taken-over-texts.test.tsx).
 */

// TypeScript's parser, loaded by Node itself (through Vite it is slow to load and warns).
const ts: typeof TypeScript = createRequire(import.meta.url)('typescript');

type Edge = 'text' | 'maybe' | 'none';

const sourceRoot = path.resolve(import.meta.dirname);

function* componentFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'testing') yield* componentFiles(file);
    } else if (file.endsWith('.tsx') && !file.endsWith('.test.tsx')) {
      yield file;
    }
  }
}

/** Whether a JSX text draws anything: a text of spaces and line breaks only draws nothing. */
function drawsText(text: TypeScript.JsxText) {
  return !text.containsOnlyTriviaWhiteSpaces || !/[\r\n]/.test(text.text);
}

/** The children that draw something: no spacing across line breaks, no comments in braces. */
function drawnChildren(children: TypeScript.NodeArray<TypeScript.JsxChild>) {
  return children.filter((child) =>
    ts.isJsxText(child) ? drawsText(child) : !ts.isJsxExpression(child) || child.expression,
  );
}

function either(a: Edge, b: Edge): Edge {
  if (a === 'text' || b === 'text') return 'text';
  return a === 'maybe' || b === 'maybe' ? 'maybe' : 'none';
}

/** What a child draws at its start (`first`) or its end. */
function edgeOf(node: TypeScript.Node, first: boolean): Edge {
  if (ts.isJsxText(node)) return 'text';
  if (ts.isJsxExpression(node)) return node.expression ? edgeOf(node.expression, first) : 'none';
  if (ts.isJsxFragment(node)) {
    const children = drawnChildren(node.children);
    const edge = first ? children[0] : children.at(-1);
    return edge ? edgeOf(edge, first) : 'none';
  }
  if (ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node)) return 'none';
  if (ts.isParenthesizedExpression(node)) return edgeOf(node.expression, first);
  if (
    ts.isStringLiteral(node) ||
    ts.isNoSubstitutionTemplateLiteral(node) ||
    ts.isTemplateExpression(node) ||
    ts.isNumericLiteral(node)
  ) {
    return 'text';
  }
  if (
    node.kind === ts.SyntaxKind.NullKeyword ||
    node.kind === ts.SyntaxKind.TrueKeyword ||
    node.kind === ts.SyntaxKind.FalseKeyword ||
    (ts.isIdentifier(node) && node.text === 'undefined')
  ) {
    return 'none';
  }
  if (ts.isConditionalExpression(node)) {
    return either(edgeOf(node.whenTrue, first), edgeOf(node.whenFalse, first));
  }
  if (ts.isBinaryExpression(node)) {
    const operator = node.operatorToken.kind;
    if (operator === ts.SyntaxKind.AmpersandAmpersandToken) return edgeOf(node.right, first);
    if (
      operator === ts.SyntaxKind.BarBarToken ||
      operator === ts.SyntaxKind.QuestionQuestionToken
    ) {
      return either(edgeOf(node.left, first), edgeOf(node.right, first));
    }
    if (operator === ts.SyntaxKind.PlusToken) return 'text';
  }
  // A list drawn by .map() is a list of elements here; a list of texts would be one text.
  if (
    ts.isCallExpression(node) &&
    ts.isPropertyAccessExpression(node.expression) &&
    node.expression.name.text === 'map'
  ) {
    return 'none';
  }
  return 'maybe';
}

/** `file:line: what` for each pair of neighbouring texts in the JSX of `code`. */
function adjacentTexts(file: string, code = readFileSync(file, 'utf8')): string[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: TypeScript.Node) => {
    if (ts.isJsxElement(node) || ts.isJsxFragment(node)) {
      const children = drawnChildren(node.children);
      for (let index = 1; index < children.length; index += 1) {
        const previous = children[index - 1] as TypeScript.Node;
        const child = children[index] as TypeScript.Node;
        const before = edgeOf(previous, false);
        const after = edgeOf(child, true);
        if ((before === 'text' && after !== 'none') || (after === 'text' && before !== 'none')) {
          const { line } = source.getLineAndCharacterOfPosition(child.getStart());
          const near = code.slice(previous.getStart(), child.end).replace(/\s+/g, ' ');
          found.push(`${path.relative(sourceRoot, file)}:${line + 1}: ${near}`);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the texts of the app’s elements', () => {
  it('are never two side by side, which the server would send as one', () => {
    const found = [...componentFiles(sourceRoot)].flatMap((file) => adjacentTexts(file));
    expect(found).toEqual([]);
  });

  it('are reported when side by side (what the check finds, and what it lets be)', () => {
    const sample = [
      'const a = <p>Page {page} of {pages}</p>;',
      'const b = <p>Write to our{\' \'}<a href="/contact">form</a></p>;',
      "const c = <p>{name}<>{' '}<b>x</b></></p>;",
      "const d = <p>{status === 'done' && 'Done.'}{status === 'failed' && 'Failed.'}</p>;",
      `const e = <p>{\`Page \${page} of \${pages}\`}</p>;`,
      'const f = <p>{\'Write to our \'}<a href="/contact">form</a>{cond && <b>x</b>}</p>;',
      'const g = <p>{icon}{label(item)}</p>;',
    ].join('\n');
    const lines = adjacentTexts(path.join(sourceRoot, 'sample.tsx'), sample).map((found) =>
      Number(found.split(':')[1]),
    );
    expect([...new Set(lines)]).toEqual([1, 2, 3, 4]);
  });
});
