import { Banknote, Bitcoin, Smartphone } from 'lucide-react';

/** Each payout method kind's icon (My Wallet's list, Cash Out's choice). */
export const METHOD_ICONS = { MOBILE_MONEY: Smartphone, BANK_TRANSFER: Banknote, CRYPTO: Bitcoin } as const;
