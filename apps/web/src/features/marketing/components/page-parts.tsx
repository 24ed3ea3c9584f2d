import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { cn } from '../../../lib/utils';

/** The band at the top of an information page: its h1 and one or two sentences. */
export function PageHero({ eyebrow, title, children }: { eyebrow?: string; title: string; children?: ReactNode }) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white px-4 pb-10 pt-12 text-center sm:px-6 sm:pt-16">
      {eyebrow ? <p className="text-sm font-semibold uppercase tracking-wide text-brand-800">{eyebrow}</p> : null}
      <h1 className="mx-auto mt-2 max-w-3xl text-3xl font-bold text-gray-900 sm:text-5xl">{title}</h1>
      {children ? <div className="mx-auto mt-4 max-w-2xl text-lg text-gray-700">{children}</div> : null}
    </section>
  );
}

export function Section({ title, children, className, id }: { title?: string; children: ReactNode; className?: string; id?: string }) {
  return (
    <section id={id} aria-labelledby={title && id ? `${id}-heading` : undefined} className={cn('mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8', className)}>
      {title ? <h2 id={id ? `${id}-heading` : undefined} className="text-2xl font-bold text-gray-900 sm:text-3xl">{title}</h2> : null}
      {children}
    </section>
  );
}

/** A small card with an icon, a heading and a sentence or two. */
export function FeatureCard({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <div className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm">
      <span className="flex h-10 w-10 items-center justify-center rounded-xl bg-brand-50 text-brand-700"><Icon className="h-5 w-5" aria-hidden /></span>
      <h3 className="mt-3 font-semibold text-gray-900">{title}</h3>
      <div className="mt-1 text-sm text-gray-700">{children}</div>
    </div>
  );
}

/** Figures in a row: two a row on phones, four on large screens. */
export function Figures({ items, label }: { items: ReadonlyArray<readonly [string, string]>; label: string }) {
  return (
    <dl aria-label={label} className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {items.map(([value, text]) => (
        <div key={text} className="flex flex-col rounded-2xl bg-white p-5 text-center shadow-sm ring-1 ring-gray-200">
          <dt className="text-sm text-gray-700">{text}</dt>
          <dd className="order-first text-3xl font-bold text-brand-700">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A policy page: title, last-updated line, and numbered sections with a contents list. */
export function PolicyPage({ title, updated, intro, sections }: { title: string; updated: string; intro: ReactNode; sections: ReadonlyArray<{ id: string; title: string; body: ReactNode }> }) {
  const intl = useIntl();
  const contents = intl.formatMessage({ id: 'policy.contents', defaultMessage: 'On this page' });
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-gray-900 sm:text-4xl">{title}</h1>
      <p className="mt-2 text-sm text-gray-600">{updated}</p>
      <div className="mt-6 text-gray-800">{intro}</div>
      <nav aria-label={contents} className="mt-6 rounded-2xl bg-gray-50 p-5">
        <h2 className="text-sm font-semibold uppercase tracking-wide text-gray-700">{contents}</h2>
        <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm">
          {sections.map((s) => <li key={s.id}><a href={`#${s.id}`} className="text-brand-800 hover:underline">{s.title}</a></li>)}
        </ol>
      </nav>
      {sections.map((s, i) => (
        <section key={s.id} id={s.id} aria-labelledby={`${s.id}-heading`} className="mt-8 scroll-mt-24">
          <h2 id={`${s.id}-heading`} className="text-xl font-bold text-gray-900"><FormattedMessage id="policy.sectionTitle" defaultMessage="{number}. {title}" values={{ number: i + 1, title: s.title }} /></h2>
          <div className="policy-body mt-2 space-y-3 text-gray-800">{s.body}</div>
        </section>
      ))}
    </article>
  );
}
