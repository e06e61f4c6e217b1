import { CONSOLE_UUID } from "@bastion/shared";
import { useState } from "react";
import { DEFAULT_AVATAR } from "../../../components/feedback/avatar";
import { useSiteConfig } from "../../../lib/site-config";

export const CONSOLE_AVATAR = "/images/console-avatar.svg";

interface PlayerAvatarProps {
  uuid: string;
  size: number;
}

/**
 * A player's head from the avatar service (AVATAR_URL_TEMPLATE) by uuid; the console gets a fixed
 * local picture, and a head that fails to load falls back to the default avatar.
 */
export function PlayerAvatar({ uuid, size }: PlayerAvatarProps) {
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
      className="avatar rounded flex-none"
      decoding="async"
      referrerPolicy="no-referrer"
      onError={() => setFailed(true)}
    />
  );
}
