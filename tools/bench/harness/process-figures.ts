import { readFileSync } from "node:fs";

// What a server or command process costs, read from Linux's /proc while it runs.

/** A memory figure of /proc/<pid>/status, in MB; 0 once the process has gone. */
function statusMb(pid: number, field: "VmHWM" | "VmRSS"): number {
  try {
    const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

/** The peak resident memory of a process (VmHWM), in MB; 0 once it has gone. */
export const peakRssMb = (pid: number) => statusMb(pid, "VmHWM");

/** The resident memory of a process now (VmRSS), in MB; 0 once it has gone. */
export const residentMb = (pid: number) => statusMb(pid, "VmRSS");

/** The CPU a process has used so far (user + system), in seconds: its own, whatever else the machine runs. */
export function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  // utime and stime are fields 14 and 15 of /proc/<pid>/stat, in clock ticks (100 a second).
  return (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) / 100;
}

/** A process's children now (Linux's /proc/<pid>/task/<pid>/children); none once it has gone. */
function children(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").split(" ").filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/**
 * The CPU a process and everything under it has used so far, in seconds: its own, that of the children
 * it has waited for (cutime, cstime) and that of its children still running. A PostgreSQL cluster's
 * work is done in its postmaster's children (one backend per connection).
 */
export function treeCpuSeconds(pid: number): number {
  let fields: string[];
  try {
    fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  } catch {
    return 0;
  }
  // utime, stime, cutime and cstime are fields 14 to 17 of /proc/<pid>/stat, in clock ticks.
  const ticks = [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index] ?? 0), 0);
  return ticks / 100 + children(pid).reduce((sum, child) => sum + treeCpuSeconds(child), 0);
}
