// The order jest runs the test files in: the longest first, so that no worker waits alone at the end.
// Jest orders by each file's time in its last run here (and failed files first); a clean clone has
// no times, and jest then starts the largest files first, which puts two of the longest last: the
// end-to-end files (a browser each) and the one-line files that run a remote's whole module
// conformance suite. Among files without a time, those go first, then the largest.
import { readFileSync } from 'node:fs';
import Sequencer from '@jest/test-sequencer';

/** How long a file without a time is expected to run, coarsely: 2 a browser, 1 a conformance suite, 0 the rest. */
const weight = (file) => (file.endsWith('.e2e.test.ts') ? 2 : readFileSync(file, 'utf8').includes('describeModuleConformance(') ? 1 : 0);

export default class LongestFirst extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    const unknown = (test) => test.duration == null && !this.hasFailed(test);
    const heaviest = sorted.filter(unknown).sort((a, b) => weight(b.path) - weight(a.path));
    let next = 0;
    return sorted.map((test) => (unknown(test) ? heaviest[next++] : test));
  }
}
