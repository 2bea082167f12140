import { type CampaignDetail, getCampaign } from '@/lib/content/get-campaigns'
import { docIdOf } from '@/lib/content/doc-id'
import type { BlockOf, ParamContext } from '@/registry/types'

/**
 * The campaign at /{service}/campanhas/{id}, for the block, the page title and the proxy's 404 alike.
 * Null when the id is not a number or names no published campaign of the country and the block's service.
 */
export async function campaignOfParam(
  block: Pick<BlockOf<'campaignList'>, 'service'>,
  { country, locale, param }: ParamContext,
): Promise<CampaignDetail | null> {
  const id = docIdOf(param)
  return id === null ? null : getCampaign(country, locale, block.service, id)
}
