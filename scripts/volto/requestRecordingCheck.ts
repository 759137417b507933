// The harness's side of the recording of what Volto asks: after the checks against the live Plone, keeps the
// requests the proxy saw in the cache and either writes the recording (`--record-requests`) or fails when Volto
// sent a request the recording in the repository lacks (a stale recording replays less than Volto asks).
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { ProxiedRequest } from './backends';
import type { CheckList } from './checks';
import {
  distinctRequests,
  mergeRequests,
  missingFromRecording,
  rawLogFile,
  RECORD_AGAIN,
  readRequestRecording,
  recordingFile,
  requestKey,
  writeRequestRecording,
} from './requestRecording';
import { REPO_ROOT } from './settings';

export interface RecordingCheckOptions {
  /** Write the recording from this run instead of checking it. */
  record: boolean;
  /** Whether this run walked the editor's paths too (then a recorded request it never sent is worth a note). */
  complete: boolean;
}

/**
 * Keeps `asked` (every request the proxy passed to Plone for Volto `voltoVersion`) in the cache, then writes the
 * recording or checks that it lists every distinct request Volto sent.
 */
export async function checkRequestRecording(
  checks: CheckList,
  voltoVersion: string,
  cacheDir: string,
  sitePath: string,
  asked: ProxiedRequest[],
  options: RecordingCheckOptions,
): Promise<void> {
  writeFileSync(rawLogFile(cacheDir, voltoVersion), asked.map((request) => `${JSON.stringify(request)}\n`).join(''));
  const seen = distinctRequests(asked, sitePath);
  const file = recordingFile(voltoVersion);
  const shown = relative(REPO_ROOT, file);
  const again = `record it again: ${RECORD_AGAIN}`;
  if (options.record) {
    // Merged with what earlier runs recorded (a request Volto sends only sometimes stays); delete the file to start
    // afresh.
    const previous = readRequestRecording(file);
    await writeRequestRecording(voltoVersion, previous ? mergeRequests(previous.requests, seen) : seen, file);
    checks.check(
      `the ${seen.length} distinct requests Volto sent to Plone are written to ${shown}`,
      seen.length > 0,
      'the proxy saw no request of Volto',
    );
    return;
  }
  const recording = readRequestRecording(file);
  if (!checks.check(`the recording of what Volto asks Plone exists (${shown})`, recording !== null, again)) return;
  checks.check(
    `${shown} is the recording of Volto ${voltoVersion}`,
    recording!.voltoVersion === voltoVersion,
    `it names Volto ${recording!.voltoVersion}`,
  );
  const missing = missingFromRecording(recording!, seen);
  checks.check(
    `${shown} (${recording!.requests.length} requests) lists each of the ${seen.length} distinct requests Volto sent ` +
      'to Plone in this run',
    missing.length === 0,
    `not recorded:\n${missing.join('\n')}\n${again}`,
  );
  if (options.complete) {
    const sent = new Set(seen.map(requestKey));
    const unsent = recording!.requests.map(requestKey).filter((key) => !sent.has(key));
    if (unsent.length > 0)
      console.log(
        `[volto] recorded but not sent in this run (kept: requestRecording.ts --replace drops them):\n  ${unsent.join('\n  ')}`,
      );
  }
}
