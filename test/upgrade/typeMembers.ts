// The members the exported types of the package's entry points declare, as TypeScript reads the sources: run as a
// script by removalsSaidBreaking.test.ts (`node --import tsx typeMembers.ts '<entries as JSON>'`), which reads the JSON
// it prints, so that TypeScript's synchronous work stays out of the test worker.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

const ROOT = join(import.meta.dirname, '../..');

/**
 * The members each exported type of these entry points (`src/<entry>.ts`: its names) declares now, by `<entry>: <name>`
 * (`null`: the entry point no longer exports it), as TypeScript reads the sources: a member left to an index signature
 * (`unknown`) is not declared.
 */
export function currentTypeMembers(entries: Record<string, readonly string[]>): Record<string, string[] | null> {
  const files = Object.keys(entries).map((path) => join(ROOT, 'src', `${path}.ts`));
  const program = ts.createProgram(files, {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
  });
  const checker = program.getTypeChecker();
  const members: Record<string, string[] | null> = {};
  Object.entries(entries).forEach(([path, names], index) => {
    const module = checker.getSymbolAtLocation(program.getSourceFile(files[index]!)!)!;
    const exported = new Map(checker.getExportsOfModule(module).map((symbol) => [symbol.name, symbol]));
    for (const name of names) {
      const symbol = exported.get(name);
      const target = symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      const type = target && checker.getDeclaredTypeOfSymbol(target);
      members[`${path}: ${name}`] = type ? checker.getPropertiesOfType(type).map((member) => member.name) : null;
    }
  });
  return members;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.stdout.write(JSON.stringify(currentTypeMembers(JSON.parse(process.argv[2] ?? '{}'))));
}
