/** A lipstick and a compact mirror, drawn inline so the error page needs no request that could itself fail. */
export function ErrorIllustration({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 240 160" role="presentation" aria-hidden="true" focusable="false">
      <ellipse cx="120" cy="146" rx="100" ry="8" fill="currentColor" opacity="0.08" />
      <rect x="48" y="70" width="34" height="72" rx="4" fill="currentColor" opacity="0.25" />
      <rect x="52" y="38" width="26" height="34" rx="3" fill="currentColor" opacity="0.55" />
      <path d="M52 38 L78 22 L78 38 Z" fill="currentColor" opacity="0.75" />
      <circle cx="160" cy="100" r="42" fill="currentColor" opacity="0.18" />
      <circle cx="160" cy="100" r="32" fill="none" stroke="currentColor" strokeWidth="4" opacity="0.5" />
      <path d="M146 90 q14 -14 28 0" fill="none" stroke="currentColor" strokeWidth="3" opacity="0.5" />
    </svg>
  );
}
