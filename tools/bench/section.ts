/** What `npm run bench -- <section>` runs: each file of tools/bench/ that is a section exports `run`. */
export interface BenchSection {
  run(options: { database: "sqlite" | "postgres" }): Promise<void>;
}
