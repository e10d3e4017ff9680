import { BusLiveness } from './bus-liveness';

const INTERVAL = 100;
const LAPSE = 1_000;
let probes: string[];
let liveness: BusLiveness;

const last = () => probes[probes.length - 1];

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-11-26T10:00:00Z') });
  probes = [];
  liveness = new BusLiveness(async (nonce) => void probes.push(nonce), { intervalMs: INTERVAL, lapseMs: LAPSE });
});
afterEach(() => {
  liveness.close();
  jest.useRealTimers();
});

/** Connected, and the first probe came back. */
function connected() {
  liveness.transportChanged(true);
  liveness.probeReturned(last());
}

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

it('stays live while probes keep coming back', () => {
  connected();
  const epoch = liveness.epoch;
  for (let i = 0; i < 50; i++) {
    jest.advanceTimersByTime(INTERVAL);
    liveness.probeReturned(last());
  }
  expect(liveness.live).toBe(true);
  expect(liveness.epoch).toBe(epoch);
});

it('stops being live when probes stop coming back, though the transport says it is connected', () => {
  connected();
  const epoch = liveness.epoch;
  jest.advanceTimersByTime(LAPSE - 1);
  expect(liveness.live).toBe(true);
  jest.advanceTimersByTime(1);
  expect(liveness.live).toBe(false);
  expect(liveness.epoch).not.toBe(epoch);
  // Probes still go out, and one that comes back makes it live again, in an epoch of its own.
  const lapsed = liveness.epoch;
  liveness.probeReturned(last());
  expect(liveness.live).toBe(true);
  expect(liveness.epoch).toBeGreaterThan(lapsed);
});

it('does not count a probe that took longer than the lapse to come back', () => {
  liveness.transportChanged(true);
  const slow = last();
  jest.advanceTimersByTime(LAPSE);
  liveness.probeReturned(slow);
  expect(liveness.live).toBe(false);
});

it('stops being live the moment the transport is lost, in a new epoch', () => {
  connected();
  const epoch = liveness.epoch;
  liveness.transportChanged(false);
  expect(liveness.live).toBe(false);
  expect(liveness.epoch).not.toBe(epoch);
  jest.advanceTimersByTime(10 * INTERVAL);
  expect(probes).toHaveLength(1); // no probes while disconnected
});

it('does not take a probe from before an outage as proof after it', () => {
  liveness.transportChanged(true);
  const early = probes[0];
  liveness.transportChanged(false);
  liveness.transportChanged(true);
  liveness.probeReturned(early);
  expect(liveness.live).toBe(false);
  liveness.probeReturned(last());
  expect(liveness.live).toBe(true);
});
