import { useTranslations } from 'next-intl';

export function AvailableCount({ count }: { count: number }) {
  const t = useTranslations('home');
  return (
    <p data-testid="available-count" data-count={count} className="text-center text-lg text-muted">
      {t('availableCount', { count })}
    </p>
  );
}
