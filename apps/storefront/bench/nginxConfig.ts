/** The repository's nginx.conf with the two upstream ports and the listen port replaced. */
export function nginxConfigFor(
  template: string,
  upstreams: readonly [number, number],
  listen: number,
): string {
  let next = 0;
  const replaced = template
    .replace(/server 127\.0\.0\.1:\d+ /g, () => `server 127.0.0.1:${upstreams[next++]} `)
    .replace(/listen 127\.0\.0\.1:\d+;/, `listen 127.0.0.1:${listen};`);
  if (next !== 2) throw new Error('bench: deploy/nginx.conf no longer names two upstream servers');
  return replaced;
}
