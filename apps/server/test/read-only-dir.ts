import { execFileSync } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * A folder that can be made read-only and writable again. Root writes through mode bits, so as root
 * it is a small tmpfs remounted read-only (as a full or failed disk is); otherwise the mode bits do.
 */
export function readOnlyCapableDir() {
  const dir = mkdtempSync(join(tmpdir(), "bastion-ro-"));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync("mount", ["-t", "tmpfs", "-o", "size=64m", "tmpfs", dir], { stdio: "pipe" });
  const remount = (mode: "ro" | "rw") => execFileSync("mount", ["-o", `remount,${mode}`, dir], { stdio: "pipe" });
  return {
    dir,
    readOnly: () => (asRoot ? remount("ro") : chmodSync(dir, 0o500)),
    writable: () => (asRoot ? remount("rw") : chmodSync(dir, 0o700)),
    remove() {
      if (asRoot) execFileSync("umount", ["-l", dir], { stdio: "pipe" });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
