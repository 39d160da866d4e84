import { useId } from 'react'
import type { DocumentContent } from '../use-document-content'
import classes from './invoice-document.module.css'

/** The provider's mark (src/components/logo.tsx) with the document's own label. */
function Mark({ label }: { label: string }) {
  return (
    <svg className={classes.logo} viewBox="0 0 48 48" role="img" aria-label={label}>
      <path d="M24 3 6 10v12c0 11.6 7.7 20.6 18 23 10.3-2.4 18-11.4 18-23V10L24 3Z" fill="#0b6e4f" />
      <path d="M21 14h6v7h7v6h-7v7h-6v-7h-7v-6h7z" fill="#fff" />
    </svg>
  )
}

/**
 * The invoice or receipt as an A4 sheet that also reads at phone width: the same words and figures
 * as its PDF. `headingId` names the page (the sheet's title is the page's h1).
 */
export function InvoiceSheet({ content, headingId }: { content: DocumentContent; headingId: string }) {
  const linesId = useId()
  const code = content.details[0]?.value ?? ''
  return (
    <article className={classes.sheet} aria-labelledby={headingId}>
      <header className={classes.top}>
        <div className={classes.provider}>
          <Mark label={content.provider.logoLabel} />
          <div>
            <p className={classes.providerName}>{content.provider.name}</p>
            {content.provider.contacts.map((contact) => (
              <p key={contact} className={classes.muted}>
                {contact}
              </p>
            ))}
          </div>
        </div>
        <h1 id={headingId} className={classes.title}>
          {content.title} <span className={classes.code}>{code}</span>
        </h1>
      </header>

      <div className={classes.parties}>
        <section aria-label={content.billedTo.heading}>
          <h2 className={classes.label}>{content.billedTo.heading}</h2>
          {content.billedTo.lines.map((line) => (
            <p key={line} className={classes.wrap}>
              {line}
            </p>
          ))}
        </section>
        <section aria-label={content.detailsHeading}>
          <h2 className={classes.label}>{content.detailsHeading}</h2>
          <dl className={classes.details}>
            {content.details.map((row) => (
              <div key={row.label}>
                <dt>{row.label}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>

      <h2 id={linesId} className={classes.linesHeading}>
        {content.linesHeading}
      </h2>
      {/* Explicit roles: at phone width the rows become cards (display: block), which drops a table's implicit roles. */}
      <table role="table" className={classes.lines} aria-labelledby={linesId}>
        <thead role="rowgroup">
          <tr role="row">
            <th role="columnheader" scope="col">
              {content.columns.name}
            </th>
            <th role="columnheader" scope="col">
              {content.columns.enrollees}
            </th>
            <th role="columnheader" scope="col">
              {content.columns.unitPrice}
            </th>
            <th role="columnheader" scope="col">
              {content.columns.amount}
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup">
          {content.lines.map((line) => (
            <tr role="row" key={line.key}>
              <th role="rowheader" scope="row">
                {line.name}
                {line.note && <span className={classes.note}>{line.note}</span>}
              </th>
              <td role="cell" data-label={content.columns.enrollees}>
                {line.enrollees}
              </td>
              <td role="cell" data-label={content.columns.unitPrice}>
                {line.unitPrice}
              </td>
              <td role="cell" data-label={content.columns.amount}>
                {line.amount}
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <dl className={classes.totals}>
        {content.totals.map((row) => (
          <div key={row.label} className={row.strong ? classes.strong : undefined}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </article>
  )
}
