// cn() resolves conflicting classes ("p-6" then "pt-0", "text-sm" then "text-base": the later one wins) with
// tailwind-merge's engine and a config of only the class groups the app's components override (decision 0080). This test
// reads every component's source, works out the classes each cn() call and each className given to a component that
// passes it to cn() can produce (both sides of a condition, every entry of a variants record), and checks that cn's
// merge gives what the full tailwind-merge (its default config of every Tailwind utility) gives for each of them.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { twMerge } from 'tailwind-merge';
import { mergeClasses } from '@/client/lib/cn';
import { describe, expect, it } from 'vitest';

const CLIENT = path.resolve(import.meta.dirname, '..');
const MAX_COMBINATIONS = 4096;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(p);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [p] : [];
  });
}

/** The string constants and string-valued object literals declared at a file's top level, by name. */
function constantsOf(file: ts.SourceFile) {
  const strings = new Map<string, string>();
  const records = new Map<string, string[]>();
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const d of statement.declarationList.declarations) {
      if (!ts.isIdentifier(d.name) || !d.initializer) continue;
      let init: ts.Expression = d.initializer;
      while (ts.isAsExpression(init) || ts.isSatisfiesExpression(init)) init = init.expression;
      if (ts.isStringLiteralLike(init)) strings.set(d.name.text, init.text);
      if (ts.isObjectLiteralExpression(init)) {
        const values = init.properties.flatMap((p) =>
          ts.isPropertyAssignment(p) && ts.isStringLiteralLike(p.initializer) ? [p.initializer.text] : [],
        );
        if (values.length > 0) records.set(d.name.text, values);
      }
    }
  }
  return { strings, records };
}

type Constants = ReturnType<typeof constantsOf>;

/** Every class string an expression may produce ('' for what cannot be known from the source). */
function alternatives(expr: ts.Expression, consts: Constants): string[] {
  if (ts.isParenthesizedExpression(expr) || ts.isAsExpression(expr)) return alternatives(expr.expression, consts);
  if (ts.isStringLiteralLike(expr)) return [expr.text];
  if (ts.isTemplateExpression(expr)) {
    // Only the whole words of the fixed parts: a class that a substitution completes is not known.
    const parts = [expr.head.text, ...expr.templateSpans.map((s) => s.literal.text)];
    const words = parts.flatMap((part, i) => {
      const ws = part.split(/\s+/);
      return ws.filter((w, j) => w && !(j === 0 && i > 0) && !(j === ws.length - 1 && i < parts.length - 1));
    });
    return [words.join(' ')];
  }
  if (ts.isConditionalExpression(expr)) {
    return [...alternatives(expr.whenTrue, consts), ...alternatives(expr.whenFalse, consts)];
  }
  if (ts.isBinaryExpression(expr)) {
    const op = expr.operatorToken.kind;
    if (op === ts.SyntaxKind.AmpersandAmpersandToken) return ['', ...alternatives(expr.right, consts)];
    if (op === ts.SyntaxKind.BarBarToken || op === ts.SyntaxKind.QuestionQuestionToken) {
      return [...alternatives(expr.left, consts), ...alternatives(expr.right, consts)];
    }
  }
  if (ts.isIdentifier(expr) && consts.strings.has(expr.text)) return [consts.strings.get(expr.text)!];
  if (ts.isElementAccessExpression(expr) && ts.isIdentifier(expr.expression)) {
    return consts.records.get(expr.expression.text) ?? [''];
  }
  if (ts.isArrayLiteralExpression(expr)) return combine(expr.elements.map((e) => alternatives(e, consts)));
  if (ts.isObjectLiteralExpression(expr)) {
    return combine(
      expr.properties.map((p) => {
        const name = p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? p.name.text : '';
        return ['', name];
      }),
    );
  }
  if (ts.isCallExpression(expr) && isCn(expr)) return combine(expr.arguments.map((a) => alternatives(a, consts)));
  return [''];
}

function combine(lists: string[][]): string[] {
  let out = [''];
  for (const list of lists) {
    const unique = [...new Set(list)];
    out = out.flatMap((prefix) => unique.map((s) => `${prefix} ${s}`.trim()));
    if (out.length > MAX_COMBINATIONS) out = out.slice(0, MAX_COMBINATIONS);
  }
  return out;
}

const isCn = (call: ts.CallExpression) => ts.isIdentifier(call.expression) && call.expression.text === 'cn';

/** The classes tailwind-merge would drop from a class string (a repeated class is not a conflict). */
function dropped(classes: string): string[] {
  const kept = new Set(twMerge(classes).split(/\s+/));
  return [...new Set(classes.split(/\s+/).filter(Boolean))].filter((c) => !kept.has(c));
}

interface Found {
  where: string;
  classes: string;
  merged: string;
  expected: string;
}

/** Checks `merge` against the full tailwind-merge on every class combination of the given sources (path → text). */
function scan(sources: Map<string, string>, merge: (classes: string) => string) {
  const files = [...sources].map(([p, text]) => ({
    path: p,
    source: ts.createSourceFile(p, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX),
  }));
  const conflicts: Found[] = [];
  const where = (file: ts.SourceFile, node: ts.Node) =>
    `${path.relative(CLIENT, file.fileName)}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const check = (file: ts.SourceFile, node: ts.Node, classes: string[]) => {
    for (const c of classes) {
      const merged = merge(c);
      const expected = twMerge(c);
      if (merged !== expected) {
        conflicts.push({ where: where(file, node), classes: c, merged, expected });
        return;
      }
    }
  };

  // 1. Components whose className prop goes into a cn() call: their own classes (every combination) by name.
  //    Repeated so that a component wrapping another (<Button className={cn('w-full', className)} />) gets both.
  const bases = new Map<string, string[]>();
  const tagName = (el: ts.JsxOpeningLikeElement) => (ts.isIdentifier(el.tagName) ? el.tagName.text : '');
  const classNameOf = (el: ts.JsxOpeningLikeElement) =>
    el.attributes.properties.find(
      (a): a is ts.JsxAttribute => ts.isJsxAttribute(a) && ts.isIdentifier(a.name) && a.name.text === 'className',
    );
  for (let round = 0; round < 3; round++) {
    for (const { source } of files) {
      const consts = constantsOf(source);
      const visit = (node: ts.Node, component: string | null) => {
        if (ts.isFunctionDeclaration(node) && node.name) component = node.name.text;
        if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && /^[A-Z]/.test(node.name.text)) {
          component = node.name.text;
        }
        if (component && ts.isCallExpression(node) && isCn(node)) {
          const withoutProp = node.arguments.filter((a) => !(ts.isIdentifier(a) && a.text === 'className'));
          if (withoutProp.length < node.arguments.length) {
            let own = combine(withoutProp.map((a) => alternatives(a, consts)));
            // The cn() is the className of another component: that component's classes come first.
            const attr = node.parent?.parent;
            const element = attr && ts.isJsxAttribute(attr) ? attr.parent?.parent : undefined;
            if (element && (ts.isJsxOpeningElement(element) || ts.isJsxSelfClosingElement(element))) {
              const inner = bases.get(tagName(element));
              if (inner) own = combine([inner, own]);
            }
            bases.set(component, own);
          }
        }
        ts.forEachChild(node, (child) => visit(child, component));
      };
      visit(source, null);
    }
  }

  // 2. Every cn() call on its own, and every className given to one of those components.
  for (const { source } of files) {
    const consts = constantsOf(source);
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && isCn(node)) {
        check(source, node, combine(node.arguments.map((a) => alternatives(a, consts))));
      }
      if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) {
        const base = bases.get(tagName(node));
        const attr = classNameOf(node);
        if (base && attr?.initializer) {
          const init = attr.initializer;
          const given = ts.isStringLiteral(init)
            ? [init.text]
            : ts.isJsxExpression(init) && init.expression
              ? alternatives(init.expression, consts)
              : [''];
          check(source, node, combine([base, given]));
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { conflicts, components: [...bases.keys()] };
}

describe("cn's merge of class names (decision 0080)", () => {
  const { conflicts, components } = scan(
    new Map(sourceFiles(CLIENT).map((p) => [p, fs.readFileSync(p, 'utf8')])),
    mergeClasses,
  );

  it('finds the components that take a className, the design system among them', () => {
    expect(components).toEqual(expect.arrayContaining(['Button', 'Card', 'CardContent', 'CardHeader', 'Input']));
  });

  it('merges every class combination of the source as the full tailwind-merge does', () => {
    const report = (c: Found) =>
      `${c.where}: "${c.classes}" gives "${c.merged}", tailwind-merge "${c.expected}" ` +
      `(dropped by tailwind-merge only: ${dropped(c.classes)
        .filter((d) => c.merged.split(' ').includes(d))
        .join(' ')})`;
    expect(conflicts.map(report)).toEqual([]);
  });

  it('resolves the overrides the components rely on: the later class wins', () => {
    expect(mergeClasses('flex flex-col gap-1.5 p-6 flex-row gap-2')).toBe('flex p-6 flex-row gap-2');
    expect(mergeClasses('p-6 pt-0 pt-6')).toBe('p-6 pt-6');
    expect(mergeClasses('text-xl font-semibold leading-tight text-lg')).toBe('font-semibold text-lg');
    expect(mergeClasses('h-10 px-4 py-2 px-0 hover:bg-gray-100 bg-white text-gray-900 text-center')).toBe(
      'h-10 py-2 px-0 hover:bg-gray-100 bg-white text-gray-900 text-center',
    );
  });
});

describe('the scan behind that check', () => {
  // A merge that resolves nothing: every class combination where tailwind-merge drops a class is reported.
  const keepAll = (classes: string) => classes.split(/\s+/).filter(Boolean).join(' ');
  const file = (name: string) => path.join(CLIENT, 'fixture', name);
  const box = `
    const sizes = { sm: 'h-8 px-2', lg: 'h-12 px-6' } as const;
    export function Box({ size, className }) {
      return <div className={cn('p-6 text-sm', sizes[size], className)} />;
    }
    export function Wide({ className }) {
      return <Box className={cn('w-full', className)} />;
    }`;
  const found = (usage: string) =>
    scan(
      new Map([
        [file('box.tsx'), box],
        [file('page.tsx'), usage],
      ]),
      keepAll,
    ).conflicts.filter((c) => c.where.startsWith('fixture/page.tsx'));

  it('reports nothing where no class overrides another', () => {
    expect(found(`export const Page = () => <Box className="mt-2 font-bold" />;`)).toEqual([]);
  });

  it("reports a className that overrides a component's own class", () => {
    // "pt-0" refines p-6 and both stay; "p-2" replaces it.
    expect(found(`export const Page = () => <Box className="pt-0" />;`)).toEqual([]);
    expect(found(`export const Page = () => <Box className="p-2" />;`)).toEqual([
      expect.objectContaining({
        where: 'fixture/page.tsx:1',
        merged: expect.stringMatching(/^p-6 .*p-2$/),
        expected: expect.not.stringContaining('p-6'),
      }),
    ]);
  });

  it('follows both sides of a condition, the entries of a variants record, and a component that wraps another', () => {
    expect(found(`export const Page = ({ on }) => <Box className={on ? 'mt-2' : 'text-base'} />;`)).toHaveLength(1);
    // px-4 against the "lg" entry's px-6 (the other entry has px-2: also a conflict, reported once per place).
    expect(found(`export const Page = () => <Box className="px-4" />;`)).toHaveLength(1);
    expect(found(`export const Page = () => <Wide className="w-1/2" />;`)).toHaveLength(1);
    expect(found(`export const Page = () => <Wide className="text-lg" />;`)).toHaveLength(1);
  });

  it('checks cn() calls on their own, with their && and template parts', () => {
    const usage = (expr: string) => `export function Page({ on, n }) { return <p className={${expr}} />; }`;
    expect(found(usage(`cn('text-sm', on && 'text-lg')`))).toHaveLength(1);
    expect(found(usage(`cn(\`flex gap-2 w-\${n}\`, 'gap-4')`))).toHaveLength(1);
    expect(found(usage(`cn(\`flex w-\${n}\`, 'gap-4')`))).toEqual([]);
  });
});
