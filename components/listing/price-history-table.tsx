import { useFormatter, useTranslations } from 'next-intl';
import type { HistoryRow } from '@/lib/listings/detail';
import { priceDisplay } from '@/lib/listings/price-display';

type Props = { rows: readonly HistoryRow[] };

/** Date, event, price and change of every price and status change, newest first; scrolls inside itself on narrow phones. */
export function PriceHistoryTable({ rows }: Props) {
  const t = useTranslations('listing.history');
  const format = useFormatter();
  const cell = 'px-3 py-2 align-top';
  return (
    // A region that scrolls sideways is reachable by keyboard (it takes the focus), and named by the caption.
    <div role="region" aria-label={t('caption')} tabIndex={0} className="mt-6 overflow-x-auto rounded-lg border border-line focus-visible:outline-2 focus-visible:outline-primary">
      <table className="w-full min-w-[20rem] text-left text-sm" data-testid="price-history">
        <caption className="sr-only">{t('caption')}</caption>
        <thead className="bg-surface text-muted">
          <tr>
            <th scope="col" className={cell}>{t('date')}</th>
            <th scope="col" className={cell}>{t('event')}</th>
            <th scope="col" className={`${cell} text-right`}>{t('price')}</th>
            <th scope="col" className={`${cell} text-right`}>{t('change')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={`${row.at}-${i}`} className="border-t border-line" data-event={row.event}>
              <td className={`${cell} whitespace-nowrap`}>{format.dateTime(new Date(row.at), { dateStyle: 'medium' })}</td>
              <td className={cell}>{t(`events.${row.event}`)}</td>
              <td className={`${cell} whitespace-nowrap text-right font-medium`}>{priceDisplay(row.price)}</td>
              <td className={`${cell} text-right`}>
                {row.change ? (
                  <span className={row.change.amount < 0 ? 'text-ink' : 'text-muted'}>
                    <span className="whitespace-nowrap">{format.number(row.change.amount, { style: 'currency', currency: 'USD', maximumFractionDigits: 0, signDisplay: 'exceptZero' })}</span>
                    {row.change.ratio !== null && (
                      <span className="block whitespace-nowrap text-xs text-muted sm:ml-1 sm:inline sm:text-sm">
                        ({format.number(row.change.ratio, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' })})
                      </span>
                    )}
                  </span>
                ) : (
                  <span className="text-muted">{t('noChange')}</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
