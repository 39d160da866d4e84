import { memo } from 'react'
import type { EnrolleeListItem } from '@/lib/contract/enrollees'
import { fullName } from '../list-view'
import { canOpenDetail, displayStatus, isGreyed, recordStatus, type DisplayStatus } from '../status'
import classes from './enrollee-table.module.css'

/** Texts every row shows, translated once per list instead of once per row. */
export type RowLabels = {
  missing: string
  pendingSync: string
  status: ReadonlyMap<DisplayStatus, string>
  /** "Suspended — cannot be opened", by the enrollee's own status. */
  cannotOpen: ReadonlyMap<DisplayStatus, string>
}

type Props = {
  item: EnrolleeListItem
  /** 1-based position among all rows, header included (aria-rowindex). */
  rowIndex: number
  top: number
  height: number
  labels: RowLabels
  /** Shows an edit not yet sent to the server. */
  pending?: boolean
  /** The detail page's address (use-row-links.ts; the table handles the clicks). */
  hrefOf: (enrolleeId: number) => string
}

/**
 * The cells' class names, joined once: a fling renders a dozen rows a frame, and every string a render
 * builds is garbage the collector's pauses then pay for (decisions: 'Speed').
 */
const CELL = {
  name: `${classes.cell} ${classes.name}`,
  email: `${classes.cell} ${classes.email} ${classes.dimmed}`,
  phone: `${classes.cell} ${classes.phone} ${classes.dimmed}`,
  plan: `${classes.cell} ${classes.plan}`,
  status: `${classes.cell} ${classes.status} ${classes.badge}`,
}

/**
 * Whether a row must render again. Written out rather than React's shallow comparison, which lists both
 * props objects' keys on every row of every frame of a fling; a prop added to `Props` belongs here too.
 */
function sameRow(before: Props, after: Props) {
  return (
    before.item === after.item &&
    before.rowIndex === after.rowIndex &&
    before.top === after.top &&
    before.height === after.height &&
    before.labels === after.labels &&
    before.pending === after.pending &&
    before.hrefOf === after.hrefOf
  )
}

/**
 * One virtualised row. Only an active enrollee's name is a link (stretched
 * over the row); other rows hold no focusable element at all, and say so in
 * a line of their own ("Suspended — cannot be opened"), muted and without a
 * hover, so a card that cannot be opened does not look tappable (decisions: 'What a new user tripped on'
 * item 8). The line sits in the status cell, so screen readers hear it with
 * the status; CSS places it at the foot of the row.
 *
 * A fast fling mounts a dozen new rows per frame, so a row is plain elements
 * styled by the CSS module: a plain `<a href>` (not even the router's Link:
 * the table navigates and preloads for all rows, use-row-links.ts) and a CSS
 * badge. On a 4×-slowed CPU Mantine components gave a fast fling 134 long
 * tasks against 14 for plain ones. Memoised: scrolling re-renders no row
 * already shown.
 */
export const EnrolleeRow = memo(function EnrolleeRow({ item, rowIndex, top, height, labels, pending = false, hrefOf }: Props) {
  const name = fullName(item)
  const clickable = canOpenDetail(item)
  const greyed = isGreyed(item)
  const status = displayStatus(item)
  return (
    <div
      role="row"
      aria-rowindex={rowIndex}
      className={classes.row}
      data-clickable={clickable || undefined}
      data-locked={!clickable || undefined}
      data-greyed={greyed || undefined}
      style={{ transform: `translateY(${top}px)`, height }}
    >
      <div role="cell" className={CELL.name}>
        {clickable ? (
          // data-enrollee-id: ENROLLEE_ID_ATTRIBUTE, written out (a spread would build an object per row).
          <a href={hrefOf(item.id)} className={classes.link} data-enrollee-id={item.id}>
            {name}
          </a>
        ) : (
          name
        )}
        {pending && <span className={classes.pendingBadge}>{labels.pendingSync}</span>}
      </div>
      <div role="cell" className={CELL.email}>
        {item.email_address ?? labels.missing}
      </div>
      <div role="cell" className={CELL.phone}>
        {item.phone_number ?? labels.missing}
      </div>
      <div role="cell" className={CELL.plan}>
        {item.product_name}
      </div>
      {/* The cell is the status badge itself: one element less per row to style and lay out in a fling (decisions: 'Speed'). */}
      <div role="cell" className={CELL.status} data-status={status}>
        {labels.status.get(status)}
        {!clickable && <span className={classes.cannotOpen}>{labels.cannotOpen.get(recordStatus(item))}</span>}
      </div>
    </div>
  )
}, sameRow)
