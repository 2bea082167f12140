/** Minimal builders for Lexical rich-text JSON, so seed copy reads like prose. */
type TextNode = { type: 'text'; text: string; format: number; version: 1; detail: 0; mode: 'normal'; style: '' }
type ElementBase = { direction: 'ltr'; format: ''; indent: 0; version: 1 }
type Inline =
  | TextNode
  | (ElementBase & { type: 'link'; fields: { url: string; linkType: 'custom'; newTab: boolean }; children: TextNode[] })
type Block =
  | (ElementBase & { type: 'paragraph'; children: Inline[]; textFormat: 0; textStyle: '' })
  | (ElementBase & { type: 'heading'; tag: 'h2' | 'h3'; children: TextNode[] })
  | (ElementBase & {
      type: 'list'
      listType: 'bullet'
      tag: 'ul'
      start: 1
      children: (ElementBase & { type: 'listitem'; value: number; children: TextNode[] })[]
    })

export type LexicalDoc = { root: ElementBase & { type: 'root'; children: Block[] } }

const base: ElementBase = { direction: 'ltr', format: '', indent: 0, version: 1 }

export const text = (value: string, bold = false): TextNode => ({
  type: 'text',
  text: value,
  format: bold ? 1 : 0,
  version: 1,
  detail: 0,
  mode: 'normal',
  style: '',
})

export const link = (label: string, url: string): Inline => ({
  ...base,
  type: 'link',
  fields: { url, linkType: 'custom', newTab: false },
  children: [text(label)],
})

export const p = (...children: (string | Inline)[]): Block => ({
  ...base,
  type: 'paragraph',
  textFormat: 0,
  textStyle: '',
  children: children.map((c) => (typeof c === 'string' ? text(c) : c)),
})

export const h = (tag: 'h2' | 'h3', value: string): Block => ({
  ...base,
  type: 'heading',
  tag,
  children: [text(value)],
})

export const ul = (...items: string[]): Block => ({
  ...base,
  type: 'list',
  listType: 'bullet',
  tag: 'ul',
  start: 1,
  children: items.map((item, i) => ({ ...base, type: 'listitem', value: i + 1, children: [text(item)] })),
})

export const doc = (...children: Block[]): LexicalDoc => ({ root: { ...base, type: 'root', children } })
