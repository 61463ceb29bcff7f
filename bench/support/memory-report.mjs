// Preloaded into the server by bench/startup-memory.ts (node --import): on SIGUSR2, after a full GC
// when --expose-gc allows it, prints the process's own memory split in MB on stdout.
process.on('SIGUSR2', () => {
  globalThis.gc?.();
  const mb = (n) => Math.round((n / 1048576) * 10) / 10;
  const u = process.memoryUsage();
  console.log(`BENCH_MEMORY ${JSON.stringify({ rss: mb(u.rss), heapTotal: mb(u.heapTotal), heapUsed: mb(u.heapUsed), external: mb(u.external), arrayBuffers: mb(u.arrayBuffers) })}`);
});
