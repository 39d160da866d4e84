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

/**
 * Runs several commands at once, as one step: each one's output is printed whole when it ends (never
 * interleaved), with its own time; exits the script once all have ended if any failed. For checks that
 * each keep one core busy and share nothing (npm test's lint beside its formatting, unused-code and
 * type checks), so a 2-core machine runs them in the time of the longest.
 */
export async function sideBySide(title, commands) {
  console.log(`\n▶ ${title}`)
  const started = Date.now()
  const results = await Promise.all(
    commands.map(
      ({ title: name, command, args, env = {} }) =>
        new Promise((resolve) => {
          const begun = Date.now()
          const child = spawn(command, args, { env: { ...process.env, ...env, FORCE_COLOR: '0' }, stdio: ['ignore', 'pipe', 'pipe'] })
          let output = ''
          child.stdout.on('data', (chunk) => (output += chunk))
          child.stderr.on('data', (chunk) => (output += chunk))
          const end = (code) => {
            const seconds = ((Date.now() - begun) / 1000).toFixed(1)
            if (output.trim()) console.log(output.trimEnd())
            console.log(code === 0 ? `  ✔ ${name} (${seconds}s)` : `  ✖ ${name} failed after ${seconds}s`)
            resolve({ name, code })
          }
          // 'close' comes after the output has been read, and after 'error' when the command could not start.
          child.on('error', (error) => (output += `${String(error)}\n`))
          child.on('close', (code) => end(code ?? 1))
        }),
    ),
  )
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  const failed = results.filter((result) => result.code !== 0)
  if (failed.length > 0) {
    console.error(`✖ ${title} failed after ${seconds}s: ${failed.map((result) => result.name).join(', ')}`)
    process.exit(failed[0]?.code ?? 1)
  }
  console.log(`✔ ${title} (${seconds}s)`)
}

/**
 * Like step, but its output is shown only if it fails (npm start: a build's
 * chunk table and plugin reports would bury the useful lines).
 */
export function quietStep(title, command, args, env = {}) {
  process.stdout.write(`${title}… `)
  const started = Date.now()
  const result = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, env: { ...process.env, ...env }, shell: false })
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  if (result.status !== 0) {
    console.log('failed')
    console.error(`${result.stdout ?? ''}${result.stderr ?? ''}${result.error ? String(result.error) : ''}`)
    console.error(`✖ ${title} failed after ${seconds}s`)
    process.exit(result.status ?? 1)
  }
  console.log(`done (${seconds}s)`)
}

/**
 * Starts a long-running child whose output is prefixed; returns it. With
 * `quiet`, what it prints before `child.showOutput()` is held back (start-up
 * chatter) and shown only if it exits first; held lines that `keep` accepts
 * (warnings that matter) are shown by showOutput.
 */
export function service(name, command, args, env = {}, { quiet = false, keep = () => false } = {}) {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((line) => `[${name}] ${line}`)
      .join('\n')
  let held = quiet ? [] : null
  const write = (print) => (chunk) => (held ? held.push({ print, text: prefix(chunk) }) : print(prefix(chunk)))
  child.stdout.on('data', write(console.log))
  child.stderr.on('data', write(console.error))
  child.showOutput = () => {
    for (const { print, text } of held ?? []) if (keep(text)) print(text)
    held = null
  }
  child.on('exit', () => {
    for (const { print, text } of held ?? []) print(text)
    held = null
  })
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
