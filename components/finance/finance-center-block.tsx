import { getTranslations } from 'next-intl/server';
import { MarkdownText } from '@/components/content/markdown-text';
import type { SiteBrand } from '@/lib/brand';
import type { FinanceCenterInfo, LoanProgram } from '@/lib/finance';
import { FinanceContactButton } from './finance-contact-button';

const percent = (value: number) => `${value.toLocaleString('en-US', { maximumFractionDigits: 2 })}%`;

/** A finance company's own part of its finance page (SPEC §7 financeCenterFullInfo): who it is, what it lends, how to reach it. */
export async function FinanceCenterBlock({ brand, center }: { brand: SiteBrand; center: FinanceCenterInfo }) {
  const t = await getTranslations('financePage');
  return (
    <section aria-labelledby="finance-center" className="grid gap-8 lg:grid-cols-3">
      <div className="lg:col-span-2">
        <h2 id="finance-center" className="text-2xl font-bold">{t('about', { name: center.name })}</h2>
        {center.description && <div className="mt-3"><MarkdownText brand={brand} source={center.description} /></div>}
        <div className="mt-5 flex flex-wrap items-center gap-4">
          {center.takesLeads && <FinanceContactButton financeCenterId={center.id} name={center.name}>{t('contactCenter', { name: center.contactName ?? center.name })}</FinanceContactButton>}
          {center.phone && <a className="font-semibold text-primary underline-offset-2 hover:underline" href={`tel:${center.phone.replace(/[^\d+]/g, '')}`}>{t('call', { phone: center.phone })}</a>}
          {center.websiteUrl && <a className="font-semibold text-primary underline-offset-2 hover:underline" href={center.websiteUrl} rel="noopener nofollow" target="_blank">{t('website')}</a>}
        </div>
      </div>
      {center.loanPrograms.length > 0 && (
        <div>
          <h2 className="text-xl font-bold">{t('programs')}</h2>
          <ul className="mt-3 space-y-3">
            {center.loanPrograms.map((program) => <ProgramCard key={program.name} program={program} />)}
          </ul>
        </div>
      )}
    </section>
  );
}

async function ProgramCard({ program }: { program: LoanProgram }) {
  const t = await getTranslations('financePage');
  return (
    <li className="rounded-lg border border-line bg-white p-4">
      <h3 className="font-semibold">{program.name}</h3>
      <p className="mt-1 text-sm text-muted">{program.summary}</p>
      <dl className="mt-3 grid grid-cols-3 gap-2 text-center text-sm">
        <div><dt className="text-xs text-muted">{t('rateFrom')}</dt><dd className="font-semibold">{percent(program.rateFrom)}</dd></div>
        <div><dt className="text-xs text-muted">{t('termUpTo')}</dt><dd className="font-semibold">{t('years', { n: program.termYearsMax })}</dd></div>
        <div><dt className="text-xs text-muted">{t('downFrom')}</dt><dd className="font-semibold">{percent(program.downPaymentMin)}</dd></div>
      </dl>
    </li>
  );
}
