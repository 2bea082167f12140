import type { CollectionBeforeChangeHook, CollectionSlug, Endpoint } from 'payload'
import { apiError } from '@/lib/rest/api-error'

/** Set on the request while the Portuguese version is copied into English. */
const STARTING_ENGLISH = 'startingEnglish'

/**
 * POST /api/{collection}/{id}/start-english: copies the document's latest Portuguese version into
 * English, where English is empty, with the caller's own access (an editor only in their country).
 * Payload's "copy to locale" carries the source's status along, so copying a published document
 * would publish the Portuguese text at the English address at once; here the copy is always an
 * English draft (the hook below), to translate before anyone publishes it.
 */
export function startEnglishEndpoint(collectionSlug: CollectionSlug): Endpoint {
  return {
    path: '/:id/start-english',
    method: 'post',
    handler: async (req) => {
      const english = req.i18n?.language === 'en'
      if (!req.user) return apiError(401, english ? 'Sign in first.' : 'Inicie sessão primeiro.')
      const id = req.routeParams?.id
      if (typeof id !== 'string' && typeof id !== 'number')
        return apiError(400, english ? 'No document given.' : 'Falta o documento.')
      req.context[STARTING_ENGLISH] = true
      try {
        // Loaded on use: it pulls in Payload's whole runtime, which the config alone does not need.
        const { copyDataFromLocale } = await import('@payloadcms/ui/utilities/copyDataFromLocale')
        await copyDataFromLocale({
          collectionSlug,
          docID: id,
          fromLocale: 'pt',
          toLocale: 'en',
          overrideData: false,
          req,
        })
      } catch (error) {
        const forbidden =
          error instanceof Error && /forbidden|not allowed|unauthorized/i.test(error.name + error.message)
        const message = forbidden
          ? english
            ? 'You may not change this document.'
            : 'Não pode alterar este documento.'
          : english
            ? 'The Portuguese version could not be copied.'
            : 'Não foi possível copiar a versão portuguesa.'
        return apiError(forbidden ? 403 : 400, message)
      } finally {
        delete req.context[STARTING_ENGLISH]
      }
      return Response.json({ message: english ? 'English draft started.' : 'Rascunho em inglês criado.' })
    },
  }
}

/** Keeps the copy an English draft whatever status the Portuguese version had. */
export const keepEnglishCopyDraft: CollectionBeforeChangeHook = ({ data, req }) =>
  req.context[STARTING_ENGLISH] ? { ...data, _status: 'draft' } : data
