import { BusLiveness } from './bus-liveness';

let probes: string[];
let liveness: BusLiveness;

beforeEach(() => {
  jest.useFakeTimers();
  probes = [];
  liveness = new BusLiveness(async (nonce) => void probes.push(nonce), 100);
});
afterEach(() => {
  liveness.close();
  jest.useRealTimers();
});

it('is live only once a probe sent since the transport connected came back', () => {
  expect(liveness.live).toBe(false);
  liveness.transportChanged(true);
  expect(probes).toHaveLength(1);
  expect(liveness.live).toBe(false);
  liveness.probeReturned('someone-else');
  expect(liveness.live).toBe(false);
  liveness.probeReturned(probes[0]);
  expect(liveness.live).toBe(true);
});

it('probes again until one comes back, then stops', () => {
  liveness.transportChanged(true);
  jest.advanceTimersByTime(250);
  expect(probes).toHaveLength(3);
  liveness.probeReturned(probes[2]);
  jest.advanceTimersByTime(1_000);
  expect(probes).toHaveLength(3);
});

it('stops being live the moment the transport is lost, in a new epoch', () => {
  liveness.transportChanged(true);
  liveness.probeReturned(probes[0]);
  const epoch = liveness.epoch;
  liveness.transportChanged(false);
  expect(liveness.live).toBe(false);
  expect(liveness.epoch).not.toBe(epoch);
});

it('does not take a probe from before an outage as proof after it', () => {
  liveness.transportChanged(true);
  const early = probes[0];
  liveness.transportChanged(false);
  liveness.transportChanged(true);
  liveness.probeReturned(early);
  expect(liveness.live).toBe(false);
  liveness.probeReturned(probes[probes.length - 1]);
  expect(liveness.live).toBe(true);
});

it('is live again after a reconnection in an epoch of its own', () => {
  liveness.transportChanged(true);
  liveness.probeReturned(probes[0]);
  const first = liveness.epoch;
  liveness.transportChanged(false);
  liveness.transportChanged(true);
  liveness.probeReturned(probes[probes.length - 1]);
  expect(liveness.live).toBe(true);
  expect(liveness.epoch).toBeGreaterThan(first);
});
