import { memo } from 'react'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { UnstyledButton, Text } from '@mantine/core'
import { SORT_COLUMNS, type Sort, type SortColumn } from '../list-view'
import classes from './enrollee-table.module.css'

const titles: Record<SortColumn, MessageDescriptor> = {
  name: msg`Name`,
  email: msg`Email`,
  phone: msg`Phone`,
  plan: msg`Plan`,
  status: msg`Status`,
}

type Props = { sort: Sort | undefined; onSort: (column: SortColumn) => void }

/**
 * Column headers as sort buttons; the sorted one carries aria-sort. Memoised:
 * the table re-renders on every scroll event of a fling, the headers need not
 * (five Mantine buttons and texts each time; decisions: 'Speed').
 */
export const SortHeader = memo(function SortHeader({ sort, onSort }: Props) {
  const { t, i18n } = useLingui()
  return (
    <div role="rowgroup" className={classes.headerBar}>
      {/* Phones show the headers as a row of buttons; the hint says what they do (the buttons say it to screen readers). */}
      <span aria-hidden="true" className={classes.sortHint}>
        {t`Sort:`}
      </span>
      <div role="row" aria-rowindex={1} className={classes.header}>
        {SORT_COLUMNS.map((column) => {
          const direction = sort?.column === column ? sort.direction : undefined
          return (
            <div
              key={column}
              role="columnheader"
              aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none'}
            >
              <UnstyledButton onClick={() => onSort(column)} className={classes.sortButton}>
                <Text span size="sm" fw={700} c={direction ? undefined : 'dimmed'}>
                  {i18n._(titles[column])}
                  <span aria-hidden="true" className={direction ? undefined : classes.idleArrow}>
                    {' '}
                    {direction === 'asc' ? '▲' : direction === 'desc' ? '▼' : '↕'}
                  </span>
                </Text>
              </UnstyledButton>
            </div>
          )
        })}
      </div>
    </div>
  )
})
