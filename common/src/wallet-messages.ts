// The messages of the ledger, the wallet and cash out (issue 30) that the spec does not word itself: ids
// `wallet.<name>`, translated in every client catalog.
export const WALLET_TEMPLATES = {
  insufficientFunds: 'Insufficient balance',
  amountInvalid: 'The amount must be a whole number of minor units greater than 0.',
  amountTooLarge: 'This amount is larger than Kuza accepts.',
  unknownCurrency: 'This currency is not supported.',
  belowMinimum: 'The minimum withdrawal is {{minimum}} {{currency}}.',
  idempotencyKey: 'Each payment request needs an idempotency key of 8 to 200 characters.',
  idempotencyConflict: 'This idempotency key was already used for a different request.',
  payoutMethodNotFound: 'This payout method does not exist.',
  payoutMethodKind: 'Choose Mobile Money, bank transfer or crypto.',
  tooManyPayoutMethods: 'You can save at most {{max}} payout methods.',
  mobileProvider: 'Choose your Mobile Money provider.',
  phoneNumber: 'Enter the phone number in international format, for example +254712345678.',
  bankCode: 'Enter the bank code (2 to 11 letters or digits).',
  accountNumber: 'Enter an account number of 6 to 20 digits.',
  accountName: 'The account name can be at most 100 characters.',
  cryptoNetwork: 'Choose a supported network.',
  cryptoAddress: 'This address is not valid for the chosen network.',
  wrongPassword: 'The password is not correct.',
  withdrawalNotFound: 'This withdrawal does not exist.',
  periodInvalid: 'The period must end after it starts and cover at most 400 days.',
  goalInvalid: 'The goal must be a whole number of minor units greater than 0.',
} as const;

export const WALLET_LIMITS = { payoutMethodsMax: 10 } as const;

export const WALLET_PARAMS = {
  tooManyPayoutMethods: { max: WALLET_LIMITS.payoutMethodsMax },
} as const;
