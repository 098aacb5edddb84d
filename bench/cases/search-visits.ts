import type { Visit } from '@vestibule/contract';
import { startOfYmd, ymdOf } from '../../apps/server/src/platform/calendar.js';
import { visitPageQuery } from '../../apps/server/src/features/visits/visit-search.repo.js';
import type { BenchCase } from '../lib/bench-case.js';
import { type BareDriver, bareDriver } from '../lib/bare-driver.js';
import { interleavedMedians, post } from '../lib/latency.js';
import { connectBenchDatabase, nameOf } from '../lib/people-seed.js';
import { latencyRatio } from '../lib/report.js';
import { callApi, startApp, startBareServer } from '../lib/server.js';
import { seedVisits, visitCount } from '../lib/visit-seed.js';

const target = 1.5;
const warmupRounds = Number(process.env.BENCH_LOOKUP_WARMUP ?? 200);
const measuredRounds = Number(process.env.BENCH_LOOKUP_ROUNDS ?? 1000);
const pageSize = 20;
const day = 24 * 60 * 60_000;

/** What staff type into the visitor box: name beginnings of 1 to 4 letters and full names. */
function nameTerms(): string[] {
  const terms: string[] = [];
  for (let index = 0; index < 60; index += 1) {
    const name = nameOf(index * 1031);
    terms.push(name.slice(0, 1 + (index % 4)), name);
  }
  return terms;
}

/**
 * Index-backed: the visit table is read through an index on company_id (the
 * day or the name range), never scanned whole.
 */
function assertIndexed(dialect: string, plan: string[]): void {
  const problems =
    dialect === 'sqlite'
      ? plan.filter(
          (line) => /\bvisit\b/.test(line) && !/^SEARCH visit USING (COVERING )?INDEX \w+ \(company_id=\?/.test(line.trim()),
        )
      : plan.filter((line) => /Seq Scan on visit\b/.test(line));
  const indexed = plan.some((line) =>
    dialect === 'sqlite' ? /SEARCH visit USING/.test(line) : /Index (Only )?Scan|Bitmap Index Scan/.test(line),
  );
  if (problems.length > 0 || !indexed) {
    throw new Error(
      `SearchVisitByCondition is not index-backed on ${dialect} (${problems.join('; ') || 'no index scan'}):\n${plan.join('\n')}`,
    );
  }
}

/**
 * SearchVisitByCondition (30 days and a name prefix, a page of 20) through the
 * whole app against a bare Fastify route running the same compiled SQL with the
 * bare driver; one request at a time, interleaved, so the medians compare like
 * with like.
 */
export const searchVisitsCase: BenchCase = {
  name: 'search-visits',
  summary: `Visit search (30 days + name prefix, page of ${pageSize}) on ${visitCount.toLocaleString('en-US')} visits over 2 years and 1,000 small companies: median latency app / bare SQL <= ${target}`,
  async run(database) {
    const app = await startApp(database);
    const compiler = connectBenchDatabase(database);
    let bare: Awaited<ReturnType<typeof startBareServer>> | undefined;
    let driver: BareDriver | undefined;
    try {
      const seeded = await seedVisits(app.url, database, 'Visits');
      const { companyId: userid, header } = seeded;
      const endDate = seeded.lastDay;
      const date = ymdOf(startOfYmd(endDate) - 29 * day);
      const terms = nameTerms();
      const scope = { companyId: userid, subaccountId: 0 };
      const startOfToday = startOfYmd(endDate);
      const compiled = terms.map((name) =>
        visitPageQuery(compiler.db, scope, { date, endDate, name, svcType: 0 }, startOfToday, 0, pageSize).compile(),
      );
      const statement = compiled[0]!.sql;
      if (compiled.some((query) => query.sql !== statement)) throw new Error('the search SQL differs between terms');
      driver = bareDriver(database, statement);
      const bareDriverRef = driver;
      const parametersOf = new Map(terms.map((term, index) => [term, compiled[index]!.parameters]));
      bare = await startBareServer((server) => {
        server.post<{ Body: { name: string } }>('/api/SearchVisitByCondition', async (request) => ({
          status: 0,
          result: await bareDriverRef.run(parametersOf.get(request.body.name) ?? []),
          reason: 'success',
        }));
      });

      const plan = await driver.plan(compiled[0]!.parameters);
      console.log(`\nsearch-visits on ${database.dialect}: plan of the search SQL`);
      for (const line of plan) console.log(`  ${line}`);
      assertIndexed(database.dialect, plan);

      const bodyOf = (name: string) => ({ userid, date, endDate, name, startIndex: 1, requestedCount: pageSize });
      for (const term of terms.slice(0, 20)) {
        const fromApp = await callApi<Visit[]>(app.url, 'SearchVisitByCondition', bodyOf(term), header);
        const fromBare = (await driver.run(parametersOf.get(term)!)) as Array<{ id: number }>;
        const appIds = fromApp.envelope.result.map((visit) => visit.vid);
        if (JSON.stringify(appIds) !== JSON.stringify(fromBare.map((row) => row.id))) {
          throw new Error(`app and bare SQL disagree on "${term}"`);
        }
      }

      const termOf = (sample: number) => terms[sample % terms.length]!;
      const bodyText = (sample: number) => JSON.stringify(bodyOf(termOf(sample)));
      const [appMedian, bareMedian, driverMedian] = await interleavedMedians(
        [
          (sample) => post(`${app.url}/api/SearchVisitByCondition`, bodyText(sample), { 'x-coolvisit-token': header }),
          (sample) => post(`${bare!.url}/api/SearchVisitByCondition`, bodyText(sample), {}),
          (sample) => bareDriverRef.run(parametersOf.get(termOf(sample))!),
        ],
        { warmup: warmupRounds, measured: measuredRounds },
      );
      console.log(
        `  ${seeded.total.toLocaleString('en-US')} visits seeded in ${seeded.seedSeconds.toFixed(1)} s (${seeded.visits.toLocaleString('en-US')} in the searched company); ${terms.length} terms, ${measuredRounds} requests each side after ${warmupRounds} warm-up`,
      );
      const medians = { app: appMedian, bare: bareMedian, driver: driverMedian };
      return [latencyRatio({ caseName: this.name, database: database.dialect }, 'SearchVisitByCondition', medians, target)];
    } finally {
      await Promise.all([app.close(), bare?.close(), driver?.close(), compiler.destroy()]);
    }
  },
};
