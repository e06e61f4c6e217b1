import { CONSOLE_UUID } from "@bastion/shared";
import { useState } from "react";
import { useSiteConfig } from "../../lib/site-config";
import { DEFAULT_AVATAR } from "./avatar";

export const CONSOLE_AVATAR = "/images/console-avatar.svg";

interface PlayerAvatarProps {
  uuid: string;
  size: number;
  className?: string;
}

/**
 * A player's head from the avatar service (AVATAR_URL_TEMPLATE) by uuid: punished players, verified
 * Minecraft accounts (issue 32). The console gets a fixed local picture, and a head that fails to
 * load falls back to the default avatar.
 */
export function PlayerAvatar({ uuid, size, className = "" }: PlayerAvatarProps) {
  const { data: site } = useSiteConfig();
  const [failed, setFailed] = useState(false);
  let src = DEFAULT_AVATAR;
  if (uuid === CONSOLE_UUID) src = CONSOLE_AVATAR;
  else if (site && !failed) src = site.avatar_url_template.replace("{uuid}", encodeURIComponent(uuid));
  return (
    <img
      src={src}
      width={size}
      height={size}
      alt=""
      className={`avatar rounded flex-none ${className}`.trim()}
      decoding="async"
      referrerPolicy="no-referrer"
      onError={() => setFailed(true)}
    />
  );
}
