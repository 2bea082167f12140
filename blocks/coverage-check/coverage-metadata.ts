import { translatorFor } from '@/lib/i18n/translator'
import type { BlockOf, ParamContext, ParamMetadata } from '@/registry/types'
import { coverageOfParam } from './resolve-param'

/**
 * The page title at /…/{neighbourhood}: "Fibra em Talatona · ZAP", or the name the address carries
 * when it is not one area. Null when the segment cannot be a name (the page responds 404 then).
 */
export async function coverageParamMetadata(
  _block: BlockOf<'coverageCheck'>,
  context: ParamContext,
): Promise<ParamMetadata | null> {
  const result = await coverageOfParam(context)
  if (!result) return null
  const t = translatorFor(context.locale)
  if (result.kind === 'area') {
    const { area } = result
    const place = t('coverageCheck.place', { municipality: area.municipality, province: area.province })
    return {
      title: `${t('coverageCheck.title', { name: area.neighbourhood })} · ZAP`,
      description: `${area.neighbourhood} (${place})`,
    }
  }
  return { title: `${t('coverageCheck.titleQuery', { query: result.query })} · ZAP` }
}
