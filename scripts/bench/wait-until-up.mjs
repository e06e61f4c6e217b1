// Shared by the bench sections that start the real server as a child process.

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once the server at `base` answers its site configuration (2 minutes at most). */
export async function waitUntilUp(base) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/api/site-config/`)).ok) return;
    } catch {
      // not yet
    }
    await sleep(250);
  }
  throw new Error("The server did not start within 2 minutes.");
}
