import { readFileSync } from "node:fs";

// What a server or command process costs, read from Linux's /proc while it runs.

/** The peak resident memory of a process (VmHWM), in MB; 0 once it has gone. */
export function peakRssMb(pid: number): number {
  try {
    const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

/** The CPU a process has used so far (user + system), in seconds: its own, whatever else the machine runs. */
export function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  // utime and stime are fields 14 and 15 of /proc/<pid>/stat, in clock ticks (100 a second).
  return (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) / 100;
}
