// Product photos for stories as inline SVG data URIs: no external hosts, deterministic screenshots.

function bottle(body: string, cap: string, label: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"><rect width="400" height="400" fill="#f4f1ec"/><ellipse cx="200" cy="338" rx="80" ry="10" fill="#e4ded4"/><rect x="168" y="70" width="64" height="56" rx="8" fill="${cap}"/><rect x="132" y="120" width="136" height="218" rx="26" fill="${body}"/><rect x="150" y="196" width="100" height="70" rx="4" fill="${label}" opacity="0.9"/><rect x="166" y="216" width="68" height="5" rx="2" fill="#1b1a18" opacity="0.55"/><rect x="176" y="232" width="48" height="4" rx="2" fill="#1b1a18" opacity="0.3"/></svg>`;
}

function jar(body: string, lid: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"><rect width="400" height="400" fill="#f6f3ee"/><ellipse cx="200" cy="310" rx="110" ry="12" fill="#e6e0d6"/><rect x="100" y="150" width="200" height="160" rx="28" fill="${body}"/><rect x="92" y="112" width="216" height="56" rx="14" fill="${lid}"/><rect x="150" y="214" width="100" height="6" rx="3" fill="#fff" opacity="0.8"/></svg>`;
}

function tube(body: string, cap: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"><rect width="400" height="400" fill="#f3f1ed"/><ellipse cx="200" cy="344" rx="60" ry="8" fill="#e2ddd4"/><path d="M146 60h108l-12 230H158z" fill="${body}"/><rect x="166" y="290" width="68" height="54" rx="6" fill="${cap}"/><rect x="176" y="140" width="48" height="80" rx="3" fill="#fff" opacity="0.6"/></svg>`;
}

const uri = (svg: string) => `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;

export const productImages = {
  serum: uri(bottle('#d9c3a5', '#2c2a27', '#f7f1e8')),
  cleanser: uri(bottle('#cfe0d6', '#1f6149', '#ffffff')),
  cream: uri(jar('#efe4dc', '#b79a83')),
  balm: uri(jar('#1f6149', '#d6c3a8')),
  sunscreen: uri(tube('#f2d6b3', '#e8e2d8')),
  handCream: uri(tube('#dfe8e2', '#2f7a5c')),
  toner: uri(bottle('#e9d4d8', '#8c6d74', '#fbf6f6')),
  oil: uri(bottle('#c99d5d', '#1b1a18', '#f3e7d2')),
} as const;

/** Shopware-style thumbnails of one image (the same data URI at each width). */
export function thumbnailsOf(url: string) {
  return [280, 400, 800].map((width) => ({ width, url }));
}
