import { NotFoundView } from '@/layouts/NotFoundView'

/** Spec 2.4: the not-found page, in the visitor's language, with status 404. */
export default function NotFound() {
  return <NotFoundView />
}
