import { pluralForms } from '@/lib/i18n/server-labels'
import type { BlockContext } from '@/registry/types'
import type { ChannelSearchLabels } from './ChannelSearch'

/**
 * The channel search's strings in the page's language, resolved on the server so the browser gets
 * only these (lib/i18n/labels.ts). Shared by the blocks that show the search (the channel list and
 * the package comparison); never imported by a client island (it reads the dictionaries).
 */
export function channelSearchLabels({ t, locale }: Pick<BlockContext, 't' | 'locale'>): ChannelSearchLabels {
  return {
    form: t('channelSearch.form'),
    search: t('channelSearch.search'),
    hint: t('channelSearch.hint'),
    noScript: t('channelSearch.noScript'),
    found: pluralForms(locale, 'channelSearch.found'),
    empty: t('channelSearch.empty', { query: '{{query}}' }),
    results: t('channelSearch.results'),
    position: t('channelList.position', { number: '{{number}}' }),
    carriedBy: pluralForms(locale, 'channelSearch.carriedBy'),
    notCarried: t('channelSearch.notCarried'),
    signUp: t('packages.signUp'),
  }
}
