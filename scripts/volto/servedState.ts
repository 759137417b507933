// The Redux state a Volto page was served with: Volto's `Html` writes it after `window.__data=` with
// serialize-javascript, and a browser's store starts from it.
import { runInNewContext } from 'node:vm';
import { isPlainObject } from '../../src/contract/validationProblems';

/**
 * The text Volto's `Html` writes after `window.__data=`: serialize-javascript's output, in which `<` is escaped,
 * so the first `</script>` ends it.
 */
export function serializedState(html: string): string | null {
  const match = /window\.__data\s*=\s*([\s\S]*?);?\s*<\/script>/.exec(html);
  return match ? match[1]! : null;
}

/**
 * Evaluates the serialized state (serialize-javascript writes JavaScript, not always JSON) in an empty context.
 * The HTML comes from the build under test on loopback, never from the network.
 */
export function parseState(serialized: string): Record<string, unknown> {
  const state: unknown = runInNewContext(`(${serialized})`, Object.create(null), { timeout: 5_000 });
  return isPlainObject(state) ? state : {};
}
