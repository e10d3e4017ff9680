import type { Deps } from '../../graphql/services';
import { FAKE_PAYOUT_TASK, FakeGateway } from './fake/fake-gateway';
import { deliverFakeWebhook, FAKE_WEBHOOK_TASK } from './fake/fake-webhooks';
import { PaymentEventsService, PROCESS_EVENT_TASK, RECONCILE_TASK } from './payment-events.service';
import { PaymentsService } from './payments.service';

type Task = (payload: unknown) => Promise<void>;

const field = (payload: unknown, name: string): string => {
  const value = (payload as Record<string, unknown> | null)?.[name];
  if (typeof value !== 'string' && typeof value !== 'number') throw new Error(`The job payload lacks ${name}`);
  return String(value);
};

/** Every five minutes, what is still undecided is read back from the gateway. */
export const PAYMENT_CRON = [{ schedule: '*/5 * * * *', task: RECONCILE_TASK }];

/** The payments feature's jobs, by task name. */
export function paymentTasks(deps: Deps): Record<string, Task> {
  const payments = () => deps.services.get(PaymentsService);
  const events = () => deps.services.get(PaymentEventsService);
  const fake = (): FakeGateway => {
    const gateway = payments().gateway;
    if (!(gateway instanceof FakeGateway)) throw new Error('The fake gateway is not the configured gateway');
    return gateway;
  };
  return {
    [PROCESS_EVENT_TASK]: (payload) => events().process(field(payload, 'id')),
    [RECONCILE_TASK]: () => events().reconcile(),
    [FAKE_PAYOUT_TASK]: (payload) => fake().decidePayout(field(payload, 'reference')),
    [FAKE_WEBHOOK_TASK]: (payload) =>
      deliverFakeWebhook(deps.db, deps.config.fakeGateway.secret, payments().fakeWebhookUrl(), field(payload, 'id')),
  };
}
