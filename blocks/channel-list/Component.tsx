import { getChannelCatalog } from '@/lib/content/get-channels'
import type { BlockProps } from '@/registry/types'
import { ChannelListView } from './ChannelListView'

/** The channel listing (/tv/listagem-de-canais), or ZAP's own channels (/tv/zap-channels). */
export async function ChannelListBlockComponent({ block, context }: BlockProps<'channelList'>) {
  return (
    <ChannelListView
      block={block}
      context={context}
      catalog={await getChannelCatalog(context.country, context.locale)}
    />
  )
}
