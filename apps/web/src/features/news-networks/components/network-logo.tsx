import { HEX_COLOUR_PATTERN } from "@bastion/shared";

interface NetworkLogoProps {
  short: string;
  background: string;
  text: string;
  stroke: string;
  size?: number;
  /** Read out as the logo's name; the preview in the form says it is a preview. */
  label?: string;
}

/** A colour as typed may be half-written: draw with a neutral one until it is #RRGGBB. */
const usable = (colour: string, fallback: string) => (HEX_COLOUR_PATTERN.test(colour) ? colour : fallback);

/** The network's logo as the game draws it: the short name in the text colour, outlined, on the background. */
export function NetworkLogo({ short, background, text, stroke, size = 96, label }: NetworkLogoProps) {
  return (
    <svg
      className="network-logo"
      width={size}
      height={size}
      viewBox="0 0 100 100"
      role="img"
      aria-label={label ?? `Logo ${short}`}
    >
      <rect x="1" y="1" width="98" height="98" rx="16" fill={usable(background, "#334155")} />
      <text
        x="50"
        y="52"
        textAnchor="middle"
        dominantBaseline="middle"
        fontSize="34"
        fontWeight="800"
        fontFamily="system-ui, sans-serif"
        fill={usable(text, "#ffffff")}
        stroke={usable(stroke, "#000000")}
        strokeWidth="4"
        strokeLinejoin="round"
        paintOrder="stroke"
      >
        {short || "???"}
      </text>
    </svg>
  );
}
