import { HEX_COLOUR_PATTERN } from "@bastion/shared";
import { useT } from "../../../lib/i18n";

/** The fields of a network (stored, or as typed in the form) that make its logo. */
export interface LogoFields {
  network_name_short: string;
  logo_background_colour: string;
  logo_text_colour: string;
  logo_stroke: string;
}

interface NetworkLogoProps {
  network: LogoFields;
  size?: number;
  /** Read out as the logo's name; the preview in the form says it is a preview. */
  label?: string;
}

/** A colour as typed may be half-written: draw with a neutral one until it is #RRGGBB. */
const usable = (colour: string, fallback: string) => (HEX_COLOUR_PATTERN.test(colour) ? colour : fallback);

/** The network's logo as the game draws it: the short name in the text colour, outlined, on the background. */
export function NetworkLogo({ network, size = 96, label }: NetworkLogoProps) {
  const short = network.network_name_short;
  const t = useT("news-networks");
  return (
    <svg
      className="network-logo"
      width={size}
      height={size}
      viewBox="0 0 100 100"
      role="img"
      aria-label={label ?? t("news-networks.logo.label", { short })}
    >
      <rect x="1" y="1" width="98" height="98" rx="16" fill={usable(network.logo_background_colour, "#334155")} />
      <text
        x="50"
        y="52"
        textAnchor="middle"
        dominantBaseline="middle"
        fontSize="34"
        fontWeight="800"
        fontFamily="system-ui, sans-serif"
        fill={usable(network.logo_text_colour, "#ffffff")}
        stroke={usable(network.logo_stroke, "#000000")}
        strokeWidth="4"
        strokeLinejoin="round"
        paintOrder="stroke"
      >
        {short || "???"}
      </text>
    </svg>
  );
}
