/* One request at a time, timed: medians compare latency like with like. */

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

export async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = process.hrtime.bigint();
  await run();
  return Number(process.hrtime.bigint() - started) / 1e6;
}

/** POSTs a JSON body and reads the whole answer. */
export const post = (url: string, body: string, headers: Record<string, string> = {}) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body }).then((response) =>
    response.text(),
  );

/**
 * Runs the sides in turn, `warmup + measured` rounds, and gives each side's
 * median of the measured rounds. Interleaved, so every side sees the same
 * machine state. The first side to read a sample's rows pays for bringing
 * them into the database's cache, so each sample (the argument the sides get)
 * is run in as many consecutive rounds as there are sides, each side first
 * once: were the order turned by round alone, a case whose samples come in a
 * cycle that the number of sides divides would let one side go first on the
 * same samples every time.
 */
type Side = (sample: number) => Promise<unknown>;

export async function interleavedMedians<const Sides extends readonly Side[]>(
  sides: Sides,
  rounds: { warmup: number; measured: number },
): Promise<{ [Index in keyof Sides]: number }> {
  const times = sides.map((): number[] => []);
  for (let round = 0; round < rounds.warmup + rounds.measured; round += 1) {
    const sample = Math.floor(round / sides.length);
    for (let turn = 0; turn < sides.length; turn += 1) {
      const index = (round + turn) % sides.length;
      const ms = await timed(() => sides[index]!(sample));
      if (round >= rounds.warmup) times[index]!.push(ms);
    }
  }
  return times.map(median) as { [Index in keyof Sides]: number };
}
