import { notFound } from 'next/navigation'
import { getCampaign, getCampaigns } from '@/lib/content/get-campaigns'
import type { BlockProps } from '@/registry/types'
import { CampaignDetailView } from './CampaignDetailView'
import { CampaignListView } from './CampaignListView'

/**
 * Campaigns of a service. On /{service}/campanhas the published ones of the country as cards; on
 * /{service}/campanhas/{id} (context.param) that campaign in full. An id that is not a number, or
 * names a campaign of another country, another service or not published, is a 404.
 */
export async function CampaignListBlockComponent({ block, context }: BlockProps<'campaignList'>) {
  if (context.param !== undefined) {
    if (!/^\d{1,12}$/.test(context.param)) notFound()
    const campaign = await getCampaign(context.country, context.locale, block.service, Number(context.param))
    if (!campaign) notFound()
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
