/**
 * The import's Web Worker (started by `startImportWorker` in import-client.ts):
 * reading the file and checking every row run here, off the main thread, so
 * typing in the preview never waits for 5,000 rows (issue's budget: no task over 50 ms).
 */
import { createImportSession, inParts } from './import-session'

const handle = createImportSession()

self.addEventListener('message', (event: MessageEvent<unknown>) => {
  void handle(event.data).then((reply) => {
    for (const part of inParts(reply)) self.postMessage(part)
  })
})
