/** The account's batch as stored, read again whenever it or the outbox changes (in any tab). */
import { useEffect, useState } from 'react'
import { useOutbox } from '@/lib/outbox'
import { onBatchChange, readBatch, type ImportBatch } from './import-batch-store'

export function useImportBatch(owner: string) {
  const { jobs } = useOutbox()
  const [batch, setBatch] = useState<ImportBatch | null | undefined>(undefined)
  const [version, setVersion] = useState(0)

  useEffect(() => onBatchChange(() => setVersion((value) => value + 1)), [])

  useEffect(() => {
    let live = true
    readBatch(owner)
      .then((stored) => {
        if (live) setBatch(stored)
      })
      .catch(() => {
        if (live) setBatch(null)
      })
    return () => {
      live = false
    }
  }, [owner, jobs, version])

  return { batch, jobs }
}
