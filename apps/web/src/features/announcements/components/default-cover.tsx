import { useId } from "react";

/**
 * The card picture of an announcement without one, drawn in the page rather than fetched: the first
 * cards paint with the list, not one request later (public/images/announcement-default.svg is the
 * same picture, for the editor's preview).
 */
export function DefaultCover({ className }: { className: string }) {
  const id = useId();
  const [sky, glow, glow2] = [`${id}sky`, `${id}glow`, `${id}glow2`];
  return (
    <svg
      className={className}
      viewBox="0 0 1200 630"
      width={1200}
      height={630}
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id={sky} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#1b2433" />
          <stop offset="1" stopColor="#12151c" />
        </linearGradient>
        <radialGradient id={glow} cx="0.22" cy="0.1" r="0.7">
          <stop offset="0" stopColor="#6ee7b7" stopOpacity="0.28" />
          <stop offset="1" stopColor="#6ee7b7" stopOpacity="0" />
        </radialGradient>
        <radialGradient id={glow2} cx="0.9" cy="0.35" r="0.6">
          <stop offset="0" stopColor="#5865f2" stopOpacity="0.3" />
          <stop offset="1" stopColor="#5865f2" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="1200" height="630" fill={`url(#${sky})`} />
      <rect width="1200" height="630" fill={`url(#${glow})`} />
      <rect width="1200" height="630" fill={`url(#${glow2})`} />
      <path d="M0 470h120v-40h120v-60h120v40h120v-80h120v60h120v-40h120v80h120v-60h120v40h120v160H0z" fill="#1f3a2c" />
      <path d="M0 530h160v-30h160v20h160v-40h160v30h160v-20h160v30h240v140H0z" fill="#2b5a3f" />
      <path d="M0 580h1200v50H0z" fill="#3d2b1f" />
      <g
        transform="translate(520 190)"
        fill="none"
        stroke="#6ee7b7"
        strokeWidth="14"
        strokeLinejoin="round"
        strokeLinecap="round"
      >
        <path d="M20 70h40l90-50v140L60 110H20z" />
        <path d="M60 110l18 60h28l-12-52" />
        <path d="M185 55c18 12 18 58 0 70" />
        <path d="M210 30c34 26 34 94 0 120" />
      </g>
    </svg>
  );
}
