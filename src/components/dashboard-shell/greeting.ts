/** Header greeting name: the first name in upper case, else the fallback word. */
export function greetingName(firstName: string | null | undefined, fallback: string): string {
  const name = firstName?.trim()
  return (name || fallback).toLocaleUpperCase('en-NG')
}
