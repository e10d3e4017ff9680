import type { PayoutMethodKind } from '@kuza/common';

// The add-a-payout-method form's values and what it sends (the form and its lazily loaded resolver share them).
export interface PayoutMethodFormValues {
  kind: PayoutMethodKind;
  provider: string;
  phoneNumber: string;
  bankCode: string;
  accountNumber: string;
  accountName: string;
  network: string;
  address: string;
  password: string;
}

/** What the API takes: the kind, its details (checked by common/'s schema of that kind) and the password. */
export interface PayoutMethodFormInput {
  kind: PayoutMethodKind;
  details: Record<string, unknown>;
  password: string;
}
