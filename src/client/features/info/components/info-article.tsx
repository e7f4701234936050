import { ChevronRight } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { PageContainer } from '#client/components/page-container.tsx'

export type InfoPage = 'terms' | 'privacy' | 'returns' | 'contact' | 'help'
export type InfoLink = { href: string; key: string }

type Section = { heading: string; paragraphs?: string[]; items?: string[] }

/**
 * One of the footer's information pages (terms, privacy, returns, contact, help): its text lives in
 * the `info` namespace, in Amharic and English, as a title, an introduction and titled sections.
 */
export function InfoArticle({
  page,
  links = [],
  rules,
}: {
  page: InfoPage
  links?: InfoLink[]
  /** The figures in force, read from the settings (the return policy's windows), after the intro. */
  rules?: ReactNode
}) {
  const { t } = useTranslation('info')
  const title = t(`${page}.title`)
  const sections = t(`${page}.sections`, { returnObjects: true }) as Section[]
  return (
    <PageContainer className="max-w-3xl">
      <title>{`${title} · ${t('brand.name', { ns: 'common' })}`}</title>
      <article className="grid gap-6">
        <header>
          <h1 className="text-3xl font-bold">{title}</h1>
          <p className="mt-3 text-lg text-muted-foreground">{t(`${page}.intro`)}</p>
        </header>
        {rules}
        {sections.map((section) => (
          <section key={section.heading} className="grid gap-2">
            <h2 className="text-xl font-semibold">{section.heading}</h2>
            {section.paragraphs?.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {section.items ? (
              <ul className="grid list-disc gap-1.5 ps-6">
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
        {links.length > 0 ? (
          <nav
            aria-labelledby="info-links"
            className="rounded-lg border border-border bg-surface p-4"
          >
            <h2 id="info-links" className="font-semibold">
              {t('linksTitle')}
            </h2>
            <ul className="mt-2 grid gap-1 sm:grid-cols-2">
              {links.map((link) => (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    className="inline-flex items-center gap-1 py-1 text-primary underline-offset-4 hover:underline"
                  >
                    <ChevronRight aria-hidden="true" className="size-4 shrink-0 rtl:rotate-180" />
                    {t(`links.${link.key}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </article>
    </PageContainer>
  )
}
