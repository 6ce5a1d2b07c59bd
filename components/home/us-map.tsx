import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages, getTranslations } from 'next-intl/server';
import { stateById } from '@/lib/geo/states';
import { usMapShapes } from '@/lib/us-map/server';
import type { StateLink } from './state-links';
import { UsMapFilter } from './us-map-filter';
import { UsMapSvg, type UsMapEntry } from './us-map-svg';

const HEADING_ID = 'us-map-heading';
const DESCRIPTION_ID = 'us-map-description';

/**
 * The home page's US map: each state a link to its search page, so the map works without JavaScript;
 * the filter around it opens a state's county map in place. The page's list of states stays the
 * fallback the description points to.
 */
export async function UsMap({ states }: { states: readonly StateLink[] }) {
  const [shapes, t, messages, locale] = await Promise.all([usMapShapes(), getTranslations('usMap'), getMessages(), getLocale()]);
  const links = new Map(states.map((state) => [state.id, state]));
  const entries = shapes.states.map((shape): UsMapEntry => {
    const link = links.get(shape.id);
    const abbreviation = stateById(shape.id)?.abbreviation;
    const tag = shape.labelFits && abbreviation ? ([shape.labelX, shape.labelY, abbreviation] as const) : null;
    return link ? [shape.id, shape.d, link.href, t('stateLink', { state: link.name, count: link.count }), tag] : [shape.id, shape.d, null, null, null];
  });
  return (
    <figure aria-labelledby={HEADING_ID} aria-describedby={DESCRIPTION_ID} className="mx-auto max-w-7xl px-4 py-10">
      <h2 id={HEADING_ID} className="text-2xl font-bold md:text-3xl">
        {t('heading')}
      </h2>
      <p id={DESCRIPTION_ID} className="mt-1 text-muted">
        {t('description')}
      </p>
      {/* Only the filter's own copy goes to the browser with it. */}
      <NextIntlClientProvider locale={locale} messages={{ usMap: messages.usMap ?? {} }}>
        <div className="mx-auto mt-4 max-w-4xl">
          <UsMapFilter>
            <UsMapSvg viewBox={shapes.viewBox} states={entries} labelledBy={HEADING_ID} />
          </UsMapFilter>
        </div>
      </NextIntlClientProvider>
    </figure>
  );
}
