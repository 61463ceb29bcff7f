import fs from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';

/** What one run of Vitest leaves in TEST_TIMINGS_FILE, for timings-table.ts. */
export interface RunTimings {
  label: string;
  /**
   * Per test project: wall-clock seconds from its first file starting to its last file ending, and those
   * two moments (epoch ms), which tell whether the process tests ran beside anything else.
   */
  projects: Record<string, { seconds: number; files: number; tests: number; start?: number; end?: number }>;
  /** Every file with its wall-clock seconds (import, set-up and tests). */
  files: { project: string; file: string; seconds: number }[];
  passed: number;
  failed: number;
  skipped: number;
  /** Each failed test, named by file and title, with the first line of its error. */
  failures?: { file: string; test: string; error: string }[];
}

/**
 * A Vitest reporter (added by vitest.config.ts when TEST_TIMINGS_FILE is set, as .ci/run does) that
 * writes each project's and each file's wall-clock time, for the table .ci/run prints at the end.
 */
export default class TimingsReporter implements Reporter {
  private readonly started = new Map<string, number>();
  private readonly ended = new Map<string, number>();

  onTestModuleStart(module: TestModule): void {
    this.started.set(module.id, Date.now());
  }

  onTestModuleEnd(module: TestModule): void {
    this.ended.set(module.id, Date.now());
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const file = process.env.TEST_TIMINGS_FILE;
    if (!file) return;
    const timings: RunTimings = { label: process.env.TEST_TIMINGS_LABEL ?? `Node ${process.versions.node}`, projects: {}, files: [], passed: 0, failed: 0, skipped: 0, failures: [] };
    const spans = new Map<string, { start: number; end: number }>();
    for (const module of modules) {
      const project = module.project.name;
      const start = this.started.get(module.id);
      const end = this.ended.get(module.id);
      let tests = 0;
      for (const test of module.children.allTests()) {
        tests++;
        const state = test.result().state;
        if (state === 'passed') timings.passed++;
        else if (state === 'failed') {
          timings.failed++;
          const error = test.result().errors?.[0]?.message ?? '';
          timings.failures!.push({ file: `${project}  ${relative(module.moduleId)}`, test: test.fullName, error: error.split('\n')[0]!.slice(0, 200) });
        }
        else timings.skipped++;
      }
      const entry = (timings.projects[project] ??= { seconds: 0, files: 0, tests: 0 });
      entry.files++;
      entry.tests += tests;
      if (start === undefined || end === undefined) continue;
      timings.files.push({ project, file: relative(module.moduleId), seconds: (end - start) / 1000 });
      const span = spans.get(project);
      spans.set(project, { start: Math.min(span?.start ?? start, start), end: Math.max(span?.end ?? end, end) });
    }
    for (const [project, span] of spans) Object.assign(timings.projects[project]!, { seconds: (span.end - span.start) / 1000, ...span });
    fs.writeFileSync(file, JSON.stringify(timings, null, 2));
  }
}

function relative(moduleId: string): string {
  return moduleId.replace(`${process.cwd()}/`, '');
}
