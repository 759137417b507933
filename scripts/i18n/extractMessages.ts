// Finds every react-intl message descriptor in the source: the `{ id, defaultMessage }` objects
// passed to `defineMessages`, which is how every user-visible string of the package is declared.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

export interface ExtractedMessage {
  id: string;
  defaultMessage: string;
  /** Source files (relative to the scanned folder, without extension) that declare it, Volto-style. */
  references: string[];
}

/** Returns the messages declared under `srcDir`, sorted by id; throws when one id has two default messages. */
export function extractMessages(srcDir: string): ExtractedMessage[] {
  const byId = new Map<string, ExtractedMessage>();
  for (const file of sourceFiles(srcDir)) {
    const reference = relative(srcDir, file).replace(/\.(tsx?|jsx?)$/, '');
    for (const { id, defaultMessage } of descriptorsIn(file)) {
      const known = byId.get(id);
      if (known && known.defaultMessage !== defaultMessage) {
        throw new Error(`Message "${id}" has two default messages: "${known.defaultMessage}" and "${defaultMessage}"`);
      }
      const message = known ?? { id, defaultMessage, references: [] };
      if (!message.references.includes(reference)) message.references.push(reference);
      byId.set(id, message);
    }
  }
  return [...byId.values()].sort((a, b) => a.id.localeCompare(b.id));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return sourceFiles(path);
      return /\.(tsx?|jsx?)$/.test(name) && !/\.d\.ts$/.test(name) ? [path] : [];
    });
}

function descriptorsIn(file: string): Array<{ id: string; defaultMessage: string }> {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: Array<{ id: string; defaultMessage: string }> = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && node.expression.getText(source) === 'defineMessages') {
      const [argument] = node.arguments;
      if (argument && ts.isObjectLiteralExpression(argument)) {
        for (const property of argument.properties) {
          if (ts.isPropertyAssignment(property) && ts.isObjectLiteralExpression(property.initializer)) {
            found.push(descriptor(property.initializer, source, file));
          }
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function descriptor(node: ts.ObjectLiteralExpression, source: ts.SourceFile, file: string) {
  const text = (name: string): string => {
    const property = node.properties.find(
      (p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && p.name.getText(source) === name,
    );
    const value = property?.initializer;
    if (!value || !(ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value))) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      throw new Error(`${file}:${line + 1}: a message descriptor needs a literal "${name}"`);
    }
    return value.text;
  };
  return { id: text('id'), defaultMessage: text('defaultMessage') };
}
