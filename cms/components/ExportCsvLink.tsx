/** Above a lead list in /admin: downloads the collection as CSV through its export endpoint. */
export function ExportCsvLink({ collection }: { collection: string }) {
  return (
    <p style={{ margin: '0 0 1rem' }}>
      <a className="btn btn--style-secondary btn--size-small" href={`/api/${collection}/export.csv`} download>
        Export CSV
      </a>
    </p>
  )
}
