import type { ReactNode, SVGProps } from 'react';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** Width and height in px; defaults to 20. */
  size?: number;
  /** Accessible name; without it the icon is decorative and hidden from assistive technology. */
  title?: string;
}

/** The shared 24×24 outline frame of every icon; strokes follow `currentColor`. */
const frame = {
  xmlns: 'http://www.w3.org/2000/svg',
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.5,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  focusable: 'false',
} as const;

/** The shared 24×24 outline frame of every icon; strokes follow `currentColor`. */
export function Icon({ size = 20, title, children, ...rest }: IconProps & { children: ReactNode }) {
  if (title) {
    return (
      <svg {...frame} width={size} height={size} role="img" aria-label={title} {...rest}>
        <title>{title}</title>
        {children}
      </svg>
    );
  }
  return (
    <svg {...frame} width={size} height={size} aria-hidden="true" {...rest}>
      {children}
    </svg>
  );
}
