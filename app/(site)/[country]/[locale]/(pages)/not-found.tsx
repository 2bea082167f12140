import { NotFoundView } from '@/layouts/NotFoundView'

/** The not-found page ("Oops! Página não encontrada!", a link home), in the visitor's language, with status 404. */
export default function NotFound() {
  return <NotFoundView />
}
