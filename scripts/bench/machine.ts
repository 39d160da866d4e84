/** What the figures were measured on: they mean little without it. */
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import os from 'node:os'
import { chromiumPath } from './reused.mjs'

export type Machine = {
  cpu: string
  cores: number
  ramGb: number
  os: string
  node: string
  chromium: string
  /** 1-minute load average when the bench started and ended: a busy machine slows every timing. */
  loadStart: number
  loadEnd?: number
}

export function describeMachine(): Machine {
  const cpus = os.cpus()
  return {
    cpu: cpus[0]?.model.trim() ?? 'unknown',
    cores: cpus.length,
    ramGb: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    os: `${distribution() ?? os.type()} (${os.platform()} ${os.release()}, ${os.arch()})`,
    node: process.version,
    chromium: chromiumVersion(),
    loadStart: loadAverage(),
  }
}

export const loadAverage = () => Math.round((os.loadavg()[0] ?? 0) * 100) / 100

function distribution(): string | null {
  try {
    return /^PRETTY_NAME="?([^"\n]*)"?$/m.exec(readFileSync('/etc/os-release', 'utf8'))?.[1] ?? null
  } catch {
    return null
  }
}

function chromiumVersion(): string {
  const result = spawnSync(chromiumPath, ['--version'], { encoding: 'utf8' })
  return /[\d.]+\d/.exec(result.stdout)?.[0] ?? 'unknown'
}
