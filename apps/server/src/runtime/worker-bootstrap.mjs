// A worker thread's first module when the server runs from its TypeScript source (worker-thread.ts):
// registers tsx's loader in this thread, then loads the worker's own .ts entry, given as argv.
import { register } from "tsx/esm/api";

register();
await import(process.argv[2]);
