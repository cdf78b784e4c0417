// `npm run bench`: each benchmark prints a ratio measured in one run against a named baseline,
// never a bare absolute time (the machines are shared and noisy).
import { locationsListBenchmark } from './locations-list';

const benchmarks = [locationsListBenchmark];

for (const benchmark of benchmarks) {
  const result = await benchmark();
  console.log(
    `${result.name}: ${result.ratio.toFixed(2)}x the baseline (${result.baseline}); ${result.detail}`,
  );
}
