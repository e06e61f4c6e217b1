/**
 * A table path without a trailing slash (packages/shared/src/api-paths.ts) belongs to a game server
 * or a probe, whose clients write it either way: it is registered with and without one.
 */
export function withAndWithoutSlash(path: string): [string, string] {
  return [path, `${path}/`];
}
