import type { UiLanguage } from '#shared/constants.ts'
import type { PageSubject } from '#shared/contracts/page-subject.ts'
import { translate } from '#shared/i18n/messages.ts'
import type { Executor } from '#server/db/database.ts'
import { escapeHtml } from '#server/lib/html.ts'
import { renderHead } from './render-head.ts'
import {
  categoryHead,
  defaultHead,
  productHead,
  sellerHead,
  servicesHead,
  type HeadContext,
} from './seo-head.ts'
import { findProductSeoText } from './seo.queries.ts'

/**
 * The <head> tags of a page the server sends: a server-rendered page's from what it shows (its
 * title, description, canonical and language addresses, link preview and structured data); a page
 * the browser renders (personal pages) gets the site's title only.
 */
export async function pageHeadHtml(
  db: Executor,
  subject: PageSubject | undefined,
  context: HeadContext,
): Promise<string> {
  switch (subject?.kind) {
    case 'product': {
      const extra = await findProductSeoText(db, subject.product.id)
      return renderHead(productHead(subject.product, context, extra ?? undefined))
    }
    case 'seller':
      return renderHead(sellerHead(subject.seller, context))
    case 'category':
      return renderHead(categoryHead(subject.category, context))
    case 'services':
      return renderHead(servicesHead(subject.services, context))
    case 'page':
      return renderHead(defaultHead(context, subject.page))
    case 'notFound':
      return renderHead(defaultHead(context, 'notFound'))
    default:
      return `<title>${escapeHtml(siteName(context.language))}</title>`
  }
}

function siteName(language: UiLanguage): string {
  return translate('seo.siteName', language)
}
