// Child processes of the Plone run: commands whose output is kept for the error message when they fail.
import { spawn, type SpawnOptions } from 'node:child_process';

export interface CommandResult {
  code: number;
  output: string;
}

/** Runs a command to completion; resolves with its exit code and its combined output (never rejects on a non-zero exit). */
export function runCommand(command: string, args: string[], options: SpawnOptions & { echo?: boolean } = {}): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const collect = (chunk: Buffer) => {
      const text = chunk.toString();
      output += text;
      if (options.echo) process.stdout.write(text);
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 128 : 1), output }));
  });
}

/** The last `lines` lines of a text, for error messages. */
export function tail(text: string, lines = 30): string {
  return text.trimEnd().split('\n').slice(-lines).join('\n');
}
