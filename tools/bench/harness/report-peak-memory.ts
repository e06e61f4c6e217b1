// Loaded with --import before a management command (servers.ts runManage): prints the process's peak
// memory on standard error as it exits, exactly, where polling /proc could miss the last peak.
process.on("exit", () => console.error(`max-rss-kb ${process.resourceUsage().maxRSS}`));

export {};
