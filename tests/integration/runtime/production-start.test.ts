import { imageNodeFlags, productionNodeFlags } from '../../helpers/production-start';

test('the Docker image starts Kuza with the same Node flags as `npm start` (and the benchmark, which reads them)', () => {
  expect(productionNodeFlags()).toEqual(['--max-semi-space-size=32', '--heap-growing-percent=50']);
  expect(imageNodeFlags()).toEqual(productionNodeFlags());
});
