import { notFound } from 'next/navigation'
import { getCampaigns } from '@/lib/content/get-campaigns'
import type { BlockProps } from '@/registry/types'
import { CampaignDetailView } from './CampaignDetailView'
import { CampaignListView } from './CampaignListView'
import { campaignOfParam } from './resolve-param'

/**
 * Campaigns of a service. On /{service}/campanhas the published ones of the country as cards; on
 * /{service}/campanhas/{id} (context.param) that campaign in full. An id that is not a number, or
 * names a campaign of another country, another service or not published, is a 404.
 */
export async function CampaignListBlockComponent({ block, context }: BlockProps<'campaignList'>) {
  if (context.param !== undefined) {
    const { country, locale, param } = context
    const campaign = (await campaignOfParam(block, { country, locale, param })) ?? notFound()
    return <CampaignDetailView block={block} context={context} campaign={campaign} />
  }
  return (
    <CampaignListView
      block={block}
      context={context}
      campaigns={await getCampaigns(context.country, context.locale, block.service)}
    />
  )
}
