import { EarningsPanelContent } from '@/features/monetize';

/** The right-side earnings panel of the dashboard (spec §2.3), shown only on extra-wide screens: the ledger's figures. */
export function EarningsPanel() {
  return (
    <aside aria-labelledby="earnings-panel-title" className="hidden w-72 shrink-0 border-s bg-card/60 xl:block">
      <EarningsPanelContent />
    </aside>
  );
}
