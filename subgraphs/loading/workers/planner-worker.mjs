// Worker-thread entry of the planner pool: the thread needs the TypeScript loader before it can
// load the planner (as the webhook delivery worker does). A task is a plan's input and the share
// of its search this thread runs.
import { readlinkSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

/**
 * Lowers this thread's priority (planner-pool.ts passes the nice value): on Linux a thread is scheduled
 * on its own and /proc/thread-self names its id, so the request threads keep theirs. Where that
 * does not exist (macOS, Windows) the thread keeps the process's priority.
 */
function lowerPriority(nice) {
  let threadId;
  try {
    threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
  } catch {
    return;
  }
  // Only ever lower: a process started with a higher nice value keeps it (raising needs privileges).
  setPriority(threadId, Math.max(getPriority(threadId), nice));
}

if (workerData?.nice) lowerPriority(workerData.nice);
register();
const { plan } = await import('../decide/planner/index.ts');

export default ({ input, part }) => plan(input, part);
