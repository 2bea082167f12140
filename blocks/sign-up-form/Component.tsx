import { notFound } from 'next/navigation'
import type { BlockProps } from '@/registry/types'
import { packageOfParam, packagesForSale } from './resolve-param'
import { SignUpFormView } from './SignUpFormView'

/**
 * The sign-up request. At /adesao/{id} (context.param) the package is chosen already; an unknown,
 * foreign or unpublished id is a 404. Without an id the visitor chooses the package in the form.
 */
export async function SignUpFormBlockComponent({ block, context }: BlockProps<'signUpForm'>) {
  const { country, locale, param } = context
  const packages = await packagesForSale(country, locale)
  const chosen = param === undefined ? undefined : ((await packageOfParam({ country, locale, param })) ?? notFound())
  return <SignUpFormView block={block} context={context} packages={packages} chosen={chosen} />
}
