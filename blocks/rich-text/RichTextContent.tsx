import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { type JSXConvertersFunction, RichText } from '@payloadcms/richtext-lexical/react'
import type { SerializedAutoLinkNode, SerializedLinkNode } from '@payloadcms/richtext-lexical'
import { cloneElement, isValidElement } from 'react'
import { safeHref } from '@/lib/security/safe-href'

type LinkNode = SerializedLinkNode | SerializedAutoLinkNode

/**
 * Lexical JSON renders to React elements, so text is always escaped; links are the one place an
 * editor (or an attacker with editor access) could smuggle script in, so their URLs are checked.
 */
const converters: JSXConvertersFunction = ({ defaultConverters }) => {
  const link = ({
    node,
    nodesToJSX,
  }: {
    node: LinkNode
    nodesToJSX: (args: { nodes: LinkNode['children'] }) => React.ReactNode[]
  }) => {
    const children = nodesToJSX({ nodes: node.children })
    const href = safeHref(node.fields.url)
    if (!href) return <span>{children}</span>
    const newTab = Boolean(node.fields.newTab)
    return (
      <a href={href} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {children}
      </a>
    )
  }
  // Lexical numbers every list item, and Payload's converter writes that number as `value` on every
  // <li>; HTML allows `value` only on the items of an ordered list, so it stays there alone.
  const defaultItem = defaultConverters.listitem
  const listitem: typeof defaultItem = (args) => {
    const item = typeof defaultItem === 'function' ? defaultItem(args) : null
    const ordered = 'listType' in args.parent && args.parent.listType === 'number'
    return !ordered && isValidElement<{ value?: number }>(item) ? cloneElement(item, { value: undefined }) : item
  }
  return { ...defaultConverters, link, autolink: link, listitem }
}

export function RichTextContent({ data, className }: { data: unknown; className?: string }) {
  if (!data || typeof data !== 'object' || !('root' in data)) return null
  return (
    <RichText
      data={data as SerializedEditorState}
      converters={converters}
      className={className}
      disableContainer={false}
    />
  )
}
