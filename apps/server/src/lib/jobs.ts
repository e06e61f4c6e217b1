// The one job runner (docs/decisions/018-one-lease-one-job-runner.md): every background job the
// server runs is registered with it (src/jobs.ts lists them), with its schedule, its start and its
// stop; a clean shutdown stops scheduling, tells running jobs to stop, and waits for them.

export interface JobContext {
  /** True for the run as the app gets ready (`atStart`), false for the scheduled ones. */
  atStart: boolean;
  /** Aborted when the app closes: a long job stops at its next checkpoint. */
  signal: AbortSignal;
}

/** A job run every `everyMs`; a run still going when the next is due makes that one skip. */
export interface ScheduledJob {
  name: string;
  everyMs: number;
  /**
   * Also runs once as the app gets ready: "before-ready" is awaited (the app answers no request
   * before it ends, and its failure stops the start), "in-background" is not.
   */
  atStart?: "before-ready" | "in-background";
  run(context: JobContext): Promise<unknown>;
}

/** A job that keeps its own schedule (the LiteBans sync backs off on failures): started and stopped here. */
export interface LongRunningJob {
  name: string;
  start(): void;
  /** Resolves once the job has stopped (after the step it was in). */
  stop(): Promise<void>;
}

export type Job = ScheduledJob | LongRunningJob;

export interface JobRunnerOptions {
  /** A run's failure: logged (and a full disk noted), never thrown at the timer. */
  onError(job: string, error: unknown): void;
}

const isScheduled = (job: Job): job is ScheduledJob => "run" in job;

export class JobRunner {
  readonly #options: JobRunnerOptions;
  readonly #jobs: Job[] = [];
  readonly #timers: NodeJS.Timeout[] = [];
  readonly #running = new Map<string, Promise<void>>();
  readonly #stopping = new AbortController();
  #started = false;

  constructor(options: JobRunnerOptions) {
    this.#options = options;
  }

  /** The registered jobs' names, in order. */
  get names(): string[] {
    return this.#jobs.map((job) => job.name);
  }

  /** Registers a job; one added after start() starts at once. */
  async add(job: Job): Promise<void> {
    if (this.#jobs.some((known) => known.name === job.name)) throw new Error(`A job named ${job.name} exists already.`);
    this.#jobs.push(job);
    if (this.#started) await this.#start(job);
  }

  /** Starts every job: the ones that run before the app is ready are awaited. */
  async start(): Promise<void> {
    if (this.#started) return;
    this.#started = true;
    for (const job of this.#jobs) await this.#start(job);
  }

  /** Runs a scheduled job now (unless it is running), as its timer would; resolves when that run ends. */
  runNow(name: string): Promise<void> {
    const job = this.#jobs.find((known) => known.name === name);
    if (!job || !isScheduled(job)) throw new Error(`No scheduled job is named ${name}.`);
    return this.#trigger(job, false);
  }

  /** Stops scheduling, asks running jobs to stop, and waits until every one has. */
  async stop(): Promise<void> {
    this.#stopping.abort();
    for (const timer of this.#timers) clearInterval(timer);
    await Promise.all([
      ...this.#running.values(),
      ...this.#jobs
        .filter((job): job is LongRunningJob => !isScheduled(job))
        .map((job) => job.stop().catch((error: unknown) => this.#fail(job.name, error))),
    ]);
  }

  async #start(job: Job) {
    if (!isScheduled(job)) {
      if (!this.#stopping.signal.aborted) job.start();
      return;
    }
    const timer = setInterval(() => void this.#trigger(job, false), job.everyMs);
    timer.unref();
    this.#timers.push(timer);
    if (job.atStart === "before-ready") await job.run({ atStart: true, signal: this.#stopping.signal });
    if (job.atStart === "in-background") void this.#trigger(job, true);
  }

  #trigger(job: ScheduledJob, atStart: boolean): Promise<void> {
    const running = this.#running.get(job.name);
    if (running) return running;
    if (this.#stopping.signal.aborted) return Promise.resolve();
    const run = job
      .run({ atStart, signal: this.#stopping.signal })
      .then(() => undefined)
      .catch((error: unknown) => this.#fail(job.name, error))
      .finally(() => this.#running.delete(job.name));
    this.#running.set(job.name, run);
    return run;
  }

  #fail(name: string, error: unknown) {
    this.#options.onError(name, error);
  }
}
