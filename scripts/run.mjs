/** Tiny helpers shared by the project scripts. */
import { spawn, spawnSync } from 'node:child_process'

/** Runs a command to completion with inherited output; exits the script on failure. */
export function step(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`)
  const started = Date.now()
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env }, shell: false })
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  if (result.status !== 0) {
    console.error(`✖ ${title} failed after ${seconds}s`)
    process.exit(result.status ?? 1)
  }
  console.log(`✔ ${title} (${seconds}s)`)
}

/** Starts a long-running child whose output is prefixed; returns it. */
export function service(name, command, args, env = {}) {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
  const prefix = (chunk) => chunk.toString().split('\n').filter(Boolean).map((line) => `[${name}] ${line}`).join('\n')
  child.stdout.on('data', (chunk) => console.log(prefix(chunk)))
  child.stderr.on('data', (chunk) => console.error(prefix(chunk)))
  return child
}

export function stopAllOnExit(children) {
  const stop = () => {
    for (const child of children) child.kill('SIGTERM')
    process.exit(0)
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
  for (const child of children) child.on('exit', (code) => code && code !== 0 && stop())
}
