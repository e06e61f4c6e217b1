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
