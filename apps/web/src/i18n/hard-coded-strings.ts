import ts from 'typescript';

/**
 * Finds interface text written straight into a component instead of taken from a message catalog:
 * JSX text, user-facing JSX attributes (`aria-label`, `title`, `placeholder`, `alt`, `label`…) and
 * object properties whose name says they are shown (`label`, `title`, `message`…), holding a string
 * literal or a template with words in it. Text with no letters ('·', '৳', '—', '2') is not language.
 * A line may opt out with a `i18n-exempt: <reason>` comment just above it (a brand name, say).
 */
const SHOWN_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'title',
  'placeholder',
  'alt',
  'label',
  'description',
  'message',
  'heading',
  'hint',
  'emptyText',
  'emptyMessage',
  'submitLabel',
  'confirmLabel',
  'cancelLabel',
  'pendingLabel',
  'logoutLabel',
  'text',
]);

const SHOWN_PROPERTIES = new Set([
  'label',
  'title',
  'message',
  'description',
  'placeholder',
  'heading',
  'hint',
  'text',
  'alt',
  'subtitle',
  'caption',
  'emptyText',
  'emptyMessage',
]);

const LETTER = /\p{L}/u;

export type HardCodedString = { line: number; text: string };

function isExempt(source: ts.SourceFile, node: ts.Node): boolean {
  const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
  const lines = source.text.split('\n');
  return [lines[line - 1], lines[line]].some((text) => text?.includes('i18n-exempt:'));
}

function literalText(node: ts.Node | undefined): string | undefined {
  if (!node) return undefined;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ');
  }
  if (ts.isJsxExpression(node)) return literalText(node.expression);
  if (ts.isParenthesizedExpression(node)) return literalText(node.expression);
  if (ts.isConditionalExpression(node)) {
    return [literalText(node.whenTrue), literalText(node.whenFalse)].filter(Boolean).join(' ') || undefined;
  }
  return undefined;
}

function propertyName(name: ts.PropertyName): string | undefined {
  return ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : undefined;
}

export function findHardCodedStrings(fileName: string, code: string): HardCodedString[] {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, kind);
  const found: HardCodedString[] = [];
  const report = (node: ts.Node, text: string | undefined) => {
    if (text === undefined || !LETTER.test(text) || isExempt(source, node)) return;
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    found.push({ line: line + 1, text: text.trim().replace(/\s+/g, ' ') });
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, node.text);
    else if (ts.isJsxExpression(node) && ts.isJsxElement(node.parent)) report(node, literalText(node));
    else if (ts.isJsxAttribute(node) && SHOWN_ATTRIBUTES.has(node.name.getText(source))) {
      report(node, literalText(node.initializer));
    } else if (ts.isPropertyAssignment(node)) {
      const name = propertyName(node.name);
      if (name && SHOWN_PROPERTIES.has(name)) report(node, literalText(node.initializer));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}
