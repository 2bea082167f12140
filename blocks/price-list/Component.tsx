import { formatMoney } from '@/lib/format/money'
import type { BlockProps } from '@/registry/types'
import { BlockSection } from '@/components/blocks/BlockSection'
import styles from './PriceList.module.scss'

/**
 * A price list: groups of rows, each group a titled table (item and note, price in the country's
 * currency with 2 decimals, comma decimals and dot thousands: "3.595,00 Kz"), with a footnote for the conditions.
 */
export function PriceListBlockComponent({ block, context }: BlockProps<'priceList'>) {
  const { t, country } = context
  const idOf = (index: number) => `precos-${block.id ?? 'lista'}-${index}`
  return (
    <BlockSection isFirst={context.isFirst} heading={block.heading} intro={block.intro} classes={styles}>
      {({ Inner: GroupHeading }) => (
        <>
          <div className={styles.groups}>
            {block.groups.map((group, index) => (
              <div key={group.id ?? index} className={styles.group}>
                <GroupHeading id={idOf(index)} className={styles.groupTitle}>
                  {group.title}
                </GroupHeading>
                <table className={styles.table} aria-labelledby={idOf(index)}>
                  <thead className="visually-hidden">
                    <tr>
                      <th scope="col">{t('cinema.priceList.item')}</th>
                      <th scope="col">{t('cinema.priceList.price')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {group.rows.map((row, rowIndex) => (
                      <tr key={row.id ?? rowIndex}>
                        <th scope="row" className={styles.label}>
                          {row.label}
                          {row.note ? <span className={styles.note}>{row.note}</span> : null}
                        </th>
                        <td className={styles.price}>{formatMoney(row.price, country)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            ))}
          </div>
          {block.footnote ? <p className={styles.footnote}>{block.footnote}</p> : null}
        </>
      )}
    </BlockSection>
  )
}
